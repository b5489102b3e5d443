//! Placeholder until the ImageBlend page's example is written.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 240.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub ImageBlendExample = <View> {
        width: Fill, height: Fill,
        <Label> { text: "ImageBlend" }
    }
}
// ANCHOR_END: example
