pub use makepad_widgets;
pub mod app;
pub mod dot_spinner;
pub mod shimmer_bar;
pub mod flash_panel;
