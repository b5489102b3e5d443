pub use makepad_widgets;

pub mod app;
pub mod cards;
pub mod score_board;
