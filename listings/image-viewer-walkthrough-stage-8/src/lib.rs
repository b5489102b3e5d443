pub use makepad_widgets;

pub mod app;
pub mod grid;
pub mod state;
