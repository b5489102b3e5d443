pub mod button;
pub mod check_box;
pub mod radio_button;
pub mod fold_button;
pub mod desktop_button;
