pub mod layout_parts;
pub mod preferences;
