pub use makepad_widgets;

pub mod app;
pub mod tally_counter;
