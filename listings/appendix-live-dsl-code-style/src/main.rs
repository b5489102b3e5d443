pub use makepad_widgets;

pub mod app;
pub mod ui;

fn main() {
    app::app_main();
}
