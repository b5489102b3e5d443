pub mod view;
pub mod adaptive_view;
pub mod cached_widget;
pub mod keyboard_view;
pub mod splitter;
pub mod window;
pub mod multi_window;
