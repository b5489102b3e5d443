pub use makepad_widgets;
pub mod app;
pub mod badge;
pub mod cards;
pub mod glow_chip;
pub mod song_list;
