pub use makepad_widgets;
pub mod app;
#[cfg(all(target_os = "linux", not(target_env = "ohos")))]
pub mod desktop_http;
pub mod notes;
