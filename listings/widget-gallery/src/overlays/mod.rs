pub mod modal;
pub mod tooltip;
pub mod popup_notification;
