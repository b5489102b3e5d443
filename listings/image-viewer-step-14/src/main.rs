pub use makepad_widgets;

pub mod app;

fn main() {
    app::app_main();
}
