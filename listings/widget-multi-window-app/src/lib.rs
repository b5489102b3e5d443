//! A two-window app, for the MultiWindow page of the widget reference
//! (/api/widgets/multi-window): a note in the main window and a palette in
//! a second window whose buttons recolour the note.
pub use makepad_widgets;
pub mod app;
