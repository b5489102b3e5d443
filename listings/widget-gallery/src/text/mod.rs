pub mod label;
pub mod link_label;
