pub use makepad_widgets;
pub mod app;
pub mod key_pad;
pub mod worker;
