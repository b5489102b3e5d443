pub use makepad_widgets;
pub mod app;
pub mod press_pad;
pub mod knob_switch;
pub mod pulse_dot;
pub mod notice;
