pub use makepad_widgets;
pub mod app;
pub mod event_log;
pub mod log_data;
