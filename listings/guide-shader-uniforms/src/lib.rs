pub use makepad_widgets;
pub mod app;
pub mod pulse;
pub mod tiles;
