//! Splitter: a notes window with a notebook list on the left and the open
//! note on the right. Dragging the bar resizes both panes; the status bar
//! reports the splitter's `Changed` action, which says how the split is now
//! kept (a fixed left pane, a fixed right pane or a proportion).
use makepad_widgets::*;
// Splitter's types are not in makepad_widgets' prelude.
use makepad_widgets::splitter::{SplitterAction, SplitterAlign};

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (620.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    NotebookItem = <Label> {
        width: Fill,
        padding: {left: 8, top: 5, bottom: 5},
        draw_text: {color: #xc8ccd4}
    }

    pub SplitterExample = {{SplitterExample}} {
        width: Fill, height: Fill,
        flow: Down,
        show_bg: true,
        draw_bg: {color: #x1b1d22},

        split = <Splitter> {
            axis: Horizontal,
            // The left pane starts 180 pixels wide.
            align: FromA(180.0),
            // `a` and `b` are properties (with a colon), not named children.
            a: <View> {
                flow: Down,
                padding: 10,
                show_bg: true,
                draw_bg: {color: #x23262d},
                <Label> {
                    draw_text: {color: #x8a909c, text_style: {font_size: 8}}
                    text: "NOTEBOOKS"
                }
                <NotebookItem> {text: "Travel"}
                <NotebookItem> {text: "Recipes"}
                <NotebookItem> {text: "Work"}
                <NotebookItem> {text: "Reading list"}
            }
            b: <View> {
                flow: Down,
                padding: 16, spacing: 6,
                <H3> {draw_text: {color: #xf0f0f4}, text: "Packing list"}
                <P> {
                    draw_text: {color: #xb4b8c2}
                    text: "Passport, charger, rain jacket, two books for the train, the blue notebook and a spare pair of walking shoes."
                }
            }
        }

        <SolidView> {
            width: Fill, height: Fit,
            padding: {left: 10, right: 10, top: 4, bottom: 4},
            draw_bg: {color: #x15171b},
            status = <Label> {
                draw_text: {color: #x8a909c, text_style: {font_size: 8}}
                text: "Drag the bar between the panes."
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct SplitterExample {
    #[deref]
    view: View,
}

// ANCHOR: handle-actions
impl Widget for SplitterExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // Splitter has no `*Ref` reader: find its action by the widget's uid.
        let split_uid = self.view.widget(id!(split)).widget_uid();
        if let Some(action) = actions.find_widget_action(split_uid) {
            if let SplitterAction::Changed { align, .. } = action.cast() {
                let text = match align {
                    SplitterAlign::FromA(px) => format!("Notebooks pane fixed at {px:.0} px"),
                    SplitterAlign::FromB(px) => format!("Note pane fixed at {px:.0} px"),
                    SplitterAlign::Weighted(w) => format!("Panes split {:.0}% / {:.0}%", w * 100.0, (1.0 - w) * 100.0),
                };
                self.view.label(id!(status)).set_text(cx, &text);
            }
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: handle-actions
