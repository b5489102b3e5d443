//! FoldButton: two sections of a layer inspector, each with a fold button
//! in its header; the body's height follows the button's animation.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (420.0, 180.0);

/// Height of a section's body when it is open.
const BODY_HEIGHT: f64 = 60.0;

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    SectionHeader = <View> {
        width: Fill, height: Fit,
        flow: Right, spacing: 4, align: {y: 0.5},
        fold = <FoldButton> {}
        title = <Label> {draw_text: {text_style: <THEME_FONT_BOLD> {}}}
    }

    // A body is cut off at its height, so a smaller height hides its rows.
    SectionBody = <View> {
        width: Fill, height: 60,
        flow: Down, spacing: 0, padding: {left: 24, top: 4},
    }

    pub FoldButtonExample = {{FoldButtonExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 6, padding: 16,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)}

        transform = <SectionHeader> {title = {text: "Transform"}}
        transform_body = <SectionBody> {
            <Label> {text: "Position   x 120   y 48"}
            <Label> {text: "Rotation   15 deg"}
        }

        effects = <SectionHeader> {
            // Start closed: the button's `active` state is open.
            fold = {animator: {active = {default: off}}}
            title = {text: "Effects"}
        }
        effects_body = <SectionBody> {
            height: 0,
            <Label> {text: "Drop shadow   4 px"}
            <Label> {text: "Blur   off"}
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct FoldButtonExample {
    #[deref]
    view: View,
}

impl Widget for FoldButtonExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        let sections = [
            (id!(transform.fold), id!(transform_body), "Transform"),
            (id!(effects.fold), id!(effects_body), "Effects"),
        ];
        for (fold_id, body_id, name) in sections {
            let fold = self.view.fold_button(fold_id);
            if fold.opening(&actions) {
                log!("{} opens", name);
            }
            if fold.closing(&actions) {
                log!("{} closes", name);
            }
            // Sent on every frame of the animation: 0.0 closed, 1.0 open.
            if let Some(open) = fold.animating(&actions) {
                self.view
                    .view(body_id)
                    .apply_over(cx, live! {height: (open * BODY_HEIGHT)});
                self.view.redraw(cx);
            }
        }
        // ANCHOR_END: handle-actions
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
