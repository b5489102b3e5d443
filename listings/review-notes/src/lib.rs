pub use makepad_widgets;
pub mod app;
pub mod home;
pub mod shared;
pub mod topic;
