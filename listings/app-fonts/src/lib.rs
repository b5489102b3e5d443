pub use makepad_widgets;
pub mod app;
