pub use makepad_widgets;
pub mod app;
pub mod profile_row;
pub mod inspector_box;
