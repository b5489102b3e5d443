//! RotatedImage: the straighten tool of a photo editor. A slider sets the
//! angle in degrees; Rust converts it to the radians the shader expects.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (420.0, 300.0);

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // ANCHOR: example
    pub RotatedImageExample = {{RotatedImageExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 12, padding: 20,
        align: {x: 0.5},
        show_bg: true,
        draw_bg: {color: #x1d1d22},

        // The crop area: it centres the photo and clips the corners that
        // the rotation pushes outside.
        <View> {
            width: 300, height: 200,
            align: {x: 0.5, y: 0.5},
            show_bg: true,
            draw_bg: {color: #x0b0b0e},
            photo = <RotatedImage> {
                // RotatedImage does not measure its picture: give it a size
                // with the picture's proportions (240 x 160 here).
                width: 240, height: 160,
                source: dep("crate://self/resources/landscape_day.png"),
                draw_bg: {rotation: 0.14}
            }
        }

        angle = <Slider> {
            width: 300,
            text: "Straighten (degrees)",
            min: -30.0, max: 30.0, default: 8.0,
            precision: 0,
        }
    }
    // ANCHOR_END: example
}

#[derive(Live, LiveHook, Widget)]
pub struct RotatedImageExample {
    #[deref]
    view: View,
}

impl Widget for RotatedImageExample {
    // ANCHOR: rotate
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        if let Some(degrees) = self.view.slider(id!(angle)).slided(&actions) {
            // The shader's rotation is in radians, clockwise for positive values.
            let radians = degrees.to_radians();
            let photo = self.view.widget(id!(photo));
            photo.apply_over(cx, live! {draw_bg: {rotation: (radians)}});
            photo.redraw(cx);
        }
    }
    // ANCHOR_END: rotate

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
