pub use makepad_widgets;

pub mod app;
pub mod image_grid;
pub mod slideshow;
pub mod state;

fn main() {
    app::app_main();
}
