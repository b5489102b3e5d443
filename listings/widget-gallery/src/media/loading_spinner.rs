//! LoadingSpinner: a sync status card with a large spinner, and an upload
//! row with a small, thicker spinner that a Stop button hides from Rust.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (460.0, 190.0);

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // ANCHOR: example
    pub LoadingSpinnerExample = {{LoadingSpinnerExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 14, padding: 20,
        show_bg: true,
        draw_bg: {color: #x1d1d22},

        <View> {
            width: Fill, height: Fit,
            spacing: 14, align: {y: 0.5},
            // A LoadingSpinner is a View: give it a size, or it fills the row.
            <LoadingSpinner> {
                width: 40, height: 40,
                draw_bg: {color: #x7aa2ff},
            }
            <View> {
                width: Fill, height: Fit,
                flow: Down, spacing: 4,
                <Label> {
                    draw_text: {color: #xe8e8ee, text_style: {font_size: 11}},
                    text: "Syncing your library",
                }
                <Label> {
                    draw_text: {color: #x8e8e96},
                    text: "128 of 940 photos",
                }
            }
        }

        upload = <View> {
            width: Fill, height: Fit,
            spacing: 10, align: {y: 0.5},
            padding: {left: 12, right: 8, top: 6, bottom: 6},
            show_bg: true,
            draw_bg: {color: #x2a2a31},
            spinner = <LoadingSpinner> {
                width: 18, height: 18,
                draw_bg: {
                    color: #xffb454,
                    inner_radius: 0.45,
                    outer_radius: 0.7,
                    rotation_speed: 1.5,
                }
            }
            status = <Label> {
                width: Fill,
                draw_text: {color: #xc8c8d0},
                text: "Uploading 3 files",
            }
            stop = <Button> { text: "Stop" }
        }
    }
    // ANCHOR_END: example
}

#[derive(Live, LiveHook, Widget)]
pub struct LoadingSpinnerExample {
    #[deref]
    view: View,
}

impl Widget for LoadingSpinnerExample {
    // ANCHOR: stop
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        if self.view.button(id!(upload.stop)).clicked(&actions) {
            // A hidden spinner is not drawn, so it no longer keeps the
            // window repainting every frame.
            self.view.view(id!(upload.spinner)).set_visible(cx, false);
            self.view.label(id!(upload.status)).set_text(cx, "Upload stopped");
            self.view.redraw(cx);
        }
    }
    // ANCHOR_END: stop

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
