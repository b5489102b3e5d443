//! The Sdf2d examples of the API reference: one widget per page, each in
//! its own module under `methods/`, `fields/` or `library/` (mirroring the
//! page's path), plus the animated starter of the playground page under
//! `playground/`, shown together by the gallery app in `app.rs`.
pub use makepad_widgets;

pub mod app;
pub mod examples;
pub mod fields;
pub mod library;
pub mod methods;
pub mod playground;
