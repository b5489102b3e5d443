//! A single-window app, for the Window page of the widget reference
//! (/api/widgets/window): the window's settings, its body, and the
//! window's actions read in Rust.
pub use makepad_widgets;
pub mod app;
