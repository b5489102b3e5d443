pub use makepad_widgets;
pub mod app;
pub mod note_card;
