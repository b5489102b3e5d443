// `box` is a Rust keyword, and the live DSL cannot import a raw identifier
// (`r#box`), so the module of box.rs is called `box_`.
pub mod arc2;
pub mod arc_flat_caps;
pub mod arc_round_caps;
#[path = "box.rs"]
pub mod box_;
pub mod box_all;
pub mod box_x;
pub mod box_y;
pub mod circle;
pub mod hexagon;
pub mod hline;
pub mod rect;
