pub use makepad_widgets;

pub mod app;
pub mod greeting_card;
