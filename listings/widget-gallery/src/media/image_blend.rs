//! ImageBlend: a cover photo that cross-fades between its day and night
//! versions when a button calls `switch_image` from Rust.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (500.0, 220.0);

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // ANCHOR: example
    pub ImageBlendExample = {{ImageBlendExample}} {
        width: Fill, height: Fill,
        padding: 20, spacing: 20,
        show_bg: true,
        draw_bg: {color: #x1d1d22},

        <View> {
            width: 270, height: 180,
            show_bg: true,
            draw_bg: {color: #x0b0b0e},
            // Both pictures sit on top of each other (flow: Overlay);
            // image_b starts transparent.
            cover = <ImageBlend> {
                image_a: {source: dep("crate://self/resources/landscape_day.png")}
                image_b: {source: dep("crate://self/resources/landscape_night.png")}
            }
        }

        <View> {
            width: Fill, height: Fill,
            flow: Down, spacing: 10,
            <Label> {
                draw_text: {color: #xe8e8ee, text_style: {font_size: 11}},
                text: "Lake Aurin",
            }
            time_of_day = <Label> {
                draw_text: {color: #x8e8e96},
                text: "Daytime view",
            }
            <View> {width: Fill, height: Fill}
            switch = <Button> { text: "Fade to night" }
        }
    }
    // ANCHOR_END: example
}

#[derive(Live, LiveHook, Widget)]
pub struct ImageBlendExample {
    #[deref]
    view: View,
    #[rust]
    night: bool,
}

impl Widget for ImageBlendExample {
    // ANCHOR: switch
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        if self.view.button(id!(switch)).clicked(&actions) {
            // Starts the animator: image_b fades in, or back out.
            self.view.image_blend(id!(cover)).switch_image(cx);
            self.night = !self.night;
            let (view, button) = if self.night {
                ("Night view", "Fade to day")
            } else {
                ("Daytime view", "Fade to night")
            };
            self.view.label(id!(time_of_day)).set_text(cx, view);
            self.view.button(id!(switch)).set_text(cx, button);
        }
    }
    // ANCHOR_END: switch

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
