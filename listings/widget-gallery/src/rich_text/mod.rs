pub mod text_flow;
pub mod html;
pub mod markdown;
