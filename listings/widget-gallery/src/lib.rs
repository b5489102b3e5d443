//! The examples of the widget reference (/api/widgets/…): one module per
//! widget page under the folder of its group, each defining a
//! `<Widget>Example` in its `live_design!` block (and, where the widget
//! sends actions, the Rust that handles them). The gallery app in `app.rs`
//! shows them all, or one in a window of its picture's size.
pub use makepad_widgets;

pub mod app;
pub mod examples;
pub mod containers;
pub mod text;
pub mod buttons;
pub mod input;
pub mod lists;
pub mod navigation;
pub mod overlays;
pub mod media;
pub mod rich_text;
