pub use makepad_widgets;
pub mod app;
pub mod state;
pub mod tally;
