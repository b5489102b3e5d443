pub mod app;
pub mod pill_button;
