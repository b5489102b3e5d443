//! MultiImage: a before/after comparison. One widget holds the day and the
//! night photo as two textures; its shader shows one on each side of a
//! divider, and a slider moves the divider from Rust.
use makepad_widgets::{multi_image::MultiImage, *};

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (400.0, 360.0);

live_design! {
    use link::theme::*;
    use link::widgets::*;
    // ANCHOR: example
    // The theme has no MultiImage definition to inherit from (its base is
    // private), so bind the Rust type directly; MultiImage is imported in
    // the Rust `use` at the top of the file.
    Compare = {{MultiImage}} {}

    pub MultiImageExample = {{MultiImageExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 10, padding: 20,
        show_bg: true,
        draw_bg: {color: #x1d1d22},

        <View> {
            width: 360, height: Fit,
            <Label> {draw_text: {color: #x8e8e96}, text: "Day"}
            <View> {width: Fill, height: 1}
            <Label> {draw_text: {color: #x8e8e96}, text: "Night"}
        }

        compare = <Compare> {
            width: 360, height: 240,
            source1: dep("crate://self/resources/landscape_day.png"),
            source2: dep("crate://self/resources/landscape_night.png"),
            draw_bg: {
                // Texture slots in the order the widget fills them:
                // source1, then source2.
                texture day: texture2d
                texture night: texture2d
                // Where the divider is, from 0.0 (left) to 1.0 (right).
                instance split: 0.5

                fn pixel(self) -> vec4 {
                    let color = mix(
                        sample2d(self.day, self.pos),
                        sample2d(self.night, self.pos),
                        step(self.split, self.pos.x)
                    );
                    // A two-pixel white line on the divider.
                    let px = (self.pos.x - self.split) * self.rect_size.x;
                    let line = 1.0 - clamp(abs(px) - 1.0, 0.0, 1.0);
                    return mix(color, #xffffff, line);
                }
            }
        }

        divider = <Slider> {
            width: 360,
            text: "Divider",
            min: 0.0, max: 1.0, default: 0.5,
            precision: 2,
        }
    }
    // ANCHOR_END: example
}

#[derive(Live, LiveHook, Widget)]
pub struct MultiImageExample {
    #[deref]
    view: View,
}

impl Widget for MultiImageExample {
    // ANCHOR: move-divider
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        if let Some(value) = self.view.slider(id!(divider)).slided(&actions) {
            // MultiImage has no Ref methods: set the shader's instance
            // variable through apply_over, then redraw.
            let compare = self.view.widget(id!(compare));
            compare.apply_over(cx, live! {draw_bg: {split: (value)}});
            compare.redraw(cx);
        }
    }
    // ANCHOR_END: move-divider

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
