pub use makepad_widgets;

pub mod app;
pub mod profile_header;
pub mod status_dot;
