pub mod text_input;
pub mod command_text_input;
pub mod slider;
pub mod drop_down;
pub mod color_picker;
