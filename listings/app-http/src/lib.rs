pub use makepad_widgets;
pub mod app;
pub mod notes;
#[cfg(all(target_os = "linux", not(target_env = "ohos")))]
pub mod desktop_http;
