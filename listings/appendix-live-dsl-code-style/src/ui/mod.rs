pub mod inbox_card;
pub mod inbox_screen;
pub mod layout_parts;
pub mod styles;
