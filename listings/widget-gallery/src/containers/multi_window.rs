//! MultiWindow: a gallery cannot open the two top-level windows a
//! MultiWindow creates, so this picture draws them as two framed views side
//! by side: a note in the main window and a palette in a second window.
//! The palette's buttons recolour the note, as they do across real windows
//! in listings/widget-multi-window-app, where the MultiWindow itself is.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (640.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    // A stand-in for an operating system window: title bar and body.
    FakeWindow = <RoundedShadowView> {
        width: Fill, height: Fill,
        flow: Down,
        draw_bg: {color: (THEME_COLOR_BG_APP), border_radius: 4.0, shadow_radius: 12.0}
        title_bar = <SolidView> {
            width: Fill, height: 26,
            align: {x: 0.5, y: 0.5},
            draw_bg: {color: #x2a2c31},
            title = <Label> {padding: 0, draw_text: {color: #xb4b8c2, text_style: {font_size: 9}}, text: "Window"}
        }
        body = <View> {width: Fill, height: Fill}
    }

    Swatch = <Button> {width: Fill}

    pub MultiWindowExample = {{MultiWindowExample}} {
        width: Fill, height: Fill,
        padding: 20, spacing: 24,
        show_bg: true,
        draw_bg: {color: #x0d0e11},

        <FakeWindow> {
            title_bar = {title = {text: "Note"}}
            body = {
                padding: 16,
                note = <RoundedView> {
                    width: Fill, height: Fill,
                    padding: 14,
                    draw_bg: {color: #x3b3f1f, border_radius: 6.0}
                    <Label> {text: "Buy string, post the letters, call Ada."}
                }
            }
        }
        <FakeWindow> {
            width: 180, height: 190,
            title_bar = {title = {text: "Colours"}}
            body = {
                flow: Down, spacing: 8, padding: 14,
                olive = <Swatch> {text: "Olive"}
                plum = <Swatch> {text: "Plum"}
                slate = <Swatch> {text: "Slate"}
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct MultiWindowExample {
    #[deref]
    view: View,
}

impl Widget for MultiWindowExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let colours = [
            (id!(olive), vec4(0.23, 0.25, 0.12, 1.0)),
            (id!(plum), vec4(0.27, 0.15, 0.25, 1.0)),
            (id!(slate), vec4(0.16, 0.2, 0.26, 1.0)),
        ];
        for (swatch, colour) in colours {
            if self.view.button(swatch).clicked(&actions) {
                let note = self.view.view(id!(note));
                note.apply_over(cx, live! {draw_bg: {color: (colour)}});
                note.redraw(cx);
            }
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
