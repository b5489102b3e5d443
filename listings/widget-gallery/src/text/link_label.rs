//! LinkLabel: the links under a "signed out" message. Two links run app code
//! when clicked ("Forgot your password?", "Use another account"), and two
//! carry a `url` for the legal pages. The status line shows what each click
//! did, including the modifier keys held during it.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (520.0, 200.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub LinkLabelExample = {{LinkLabelExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 4,
        padding: 20,
        show_bg: true,
        draw_bg: {color: #x1b1d22},

        <H3> {draw_text: {color: #xf0f0f4}, text: "You have been signed out"}
        <Label> {
            padding: 0,
            draw_text: {color: #xb4b8c2}
            text: "Your session on this device ended after 30 days."
        }

        <View> {
            width: Fill, height: Fit,
            spacing: 20,
            margin: {top: 6},
            // Links without a url: the app decides what a click does.
            forgot = <LinkLabel> {text: "Forgot your password?"}
            switch = <LinkLabel> {
                text: "Use another account"
                draw_text: {color: #x8fb4ff, color_hover: #xc4d8ff}
                draw_bg: {color: #x8fb4ff, color_hover: #xc4d8ff}
            }
        }

        status = <Label> {
            width: Fill,
            padding: 0,
            draw_text: {color: #x8a909c}
            text: "Nothing clicked yet."
        }

        <Filler> {}

        <View> {
            width: Fill, height: Fit,
            spacing: 16,
            align: {y: 0.5},
            <Label> {
                padding: 0,
                draw_text: {color: #x6c7280, text_style: {font_size: 8}}
                text: "Read our"
            }
            // With a url, the link asks the platform to open it.
            terms = <LinkLabel> {
                draw_text: {text_style: {font_size: 8}}
                text: "Terms of use"
                url: "https://example.com/terms"
            }
            privacy = <LinkLabel> {
                draw_text: {text_style: {font_size: 8}}
                text: "Privacy notice"
                url: "https://example.com/privacy"
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct LinkLabelExample {
    #[deref]
    view: View,
}

// ANCHOR: handle-actions
impl Widget for LinkLabelExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let status = self.view.label(id!(status));

        if self.view.link_label(id!(forgot)).clicked(&actions) {
            status.set_text(cx, "A reset link was sent to your email address.");
        }
        // clicked_modifiers tells which keys were held during the click.
        if let Some(keys) = self.view.link_label(id!(switch)).clicked_modifiers(&actions) {
            if keys.is_primary() {
                status.set_text(cx, "Opening the account list in a new window.");
            } else {
                status.set_text(cx, "Showing the account list.");
            }
        }
        // The url links open their page themselves (where the platform can);
        // their Clicked action still arrives here.
        for (id, page) in [(id!(terms), "terms"), (id!(privacy), "privacy")] {
            if self.view.link_label(id).clicked(&actions) {
                status.set_text(cx, &format!("Asked the platform to open the {page} page."));
            }
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: handle-actions
