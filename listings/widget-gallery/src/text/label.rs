//! Label: the details panel of a file. A heading (H3), a paragraph that
//! wraps (P), label/value rows with right-aligned values, and a date that
//! reports hovering (`hover_actions_enabled`) so the panel can show the exact
//! time in a hint line.
use makepad_widgets::*;
use std::fmt::Write;

const MODIFIED_AT: &str = "24 March, 16:05";
const MODIFIED_BY: &str = "Grace";

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 220.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    DetailRow = <View> {
        width: Fill, height: Fit,
        padding: {top: 3, bottom: 3},
        key = <Label> {
            width: 110,
            padding: 0,
            draw_text: {color: #x8a909c}
            text: "Key"
        }
        value = <Label> {
            // A fixed or Fill width gives `align` room to work in. The
            // padding goes: a Label's padding pushes right-aligned text
            // past its right edge.
            width: Fill,
            align: {x: 1.0},
            padding: 0,
            draw_text: {color: #xe0e2e8}
            text: "Value"
        }
    }

    pub LabelExample = {{LabelExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 6,
        padding: 20,
        show_bg: true,
        draw_bg: {color: #x1b1d22},

        <H3> {
            draw_text: {color: #xf0f0f4}
            text: "quarterly-report.pdf"
        }
        // P is width: Fill, so the text wraps at the panel's edge.
        <P> {
            draw_text: {color: #xb4b8c2}
            text: "Sales, costs and the forecast for the third quarter, prepared for the board meeting and shared with the finance team."
        }
        <View> {
            width: Fill, height: Fit,
            flow: Down, spacing: 2,
            margin: {top: 6},
            <DetailRow> {key = {text: "Size"}, value = {text: "2.4 MB"}}
            <DetailRow> {key = {text: "Pages"}, value = {text: "18"}}
            modified = <DetailRow> {
                key = {text: "Modified"}
                value = {
                    hover_actions_enabled: true,
                    draw_text: {color: #x8fb4ff}
                    text: "3 days ago"
                }
            }
        }
        hint = <Label> {
            width: Fill,
            align: {x: 1.0},
            padding: 0,
            draw_text: {color: #x6c7280, text_style: {font_size: 8}}
            text: "Point at the date for the exact time."
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct LabelExample {
    #[deref]
    view: View,
}

// ANCHOR: handle-actions
impl Widget for LabelExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // Every row has a `value`; the path picks the one in `modified`.
        let date = self.view.label(id!(modified.value));
        let hint = self.view.label(id!(hint));
        if date.hover_in(&actions).is_some() {
            // set_text_with edits the text in place but does not redraw.
            hint.set_text_with(|text| {
                text.clear();
                let _ = write!(text, "Modified on {MODIFIED_AT} by {MODIFIED_BY}");
            });
            hint.redraw(cx);
        }
        if date.hover_out(&actions) {
            hint.set_text(cx, "Point at the date for the exact time.");
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: handle-actions
