//! TextInput: a small sign-up form. The email is checked on every change,
//! the password field can be revealed with a button, and Return in any
//! field submits the form.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 320.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    FieldLabel = <Label> {
        margin: { top: 6 }
        draw_text: { color: #a8a8a8 }
    }

    pub TextInputExample = {{TextInputExample}} {
        width: Fill, height: Fill,
        flow: Down,
        padding: 16,
        show_bg: true,
        draw_bg: { color: (THEME_COLOR_BG_APP) }

        <Label> {
            text: "Create an account"
            draw_text: { text_style: <THEME_FONT_BOLD> { font_size: (THEME_FONT_SIZE_4) } }
        }

        <FieldLabel> { text: "Name" }
        // `text` sets the initial content; `empty_text` is the placeholder.
        name = <TextInput> { text: "Ada Lovelace", empty_text: "Full name" }

        <FieldLabel> { text: "Email" }
        email = <TextInput> { empty_text: "name@example.com" }

        <FieldLabel> { text: "Password" }
        <View> {
            width: Fill, height: Fit,
            spacing: 6,
            align: { y: 0.5 }
            password = <TextInputFlat> {
                is_password: true,
                text: "correct horse"
                empty_text: "At least 8 characters"
            }
            show = <ButtonFlat> { text: "Show" }
        }

        status = <Label> {
            margin: { top: 10 }
            text: "Press Return in any field to submit"
            draw_text: { color: #9a9a9a }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct TextInputExample {
    #[deref]
    view: View,
}

impl Widget for TextInputExample {
    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let status = self.view.label(id!(status));
        let email = self.view.text_input(id!(email));
        let password = self.view.text_input(id!(password));

        // `changed` carries the whole new text after each edit.
        if let Some(text) = email.changed(&actions) {
            let hint = if text.contains('@') && text.contains('.') {
                "Email looks fine"
            } else {
                "An email needs an @ and a domain"
            };
            status.set_text(cx, hint);
        }
        if let Some(text) = password.changed(&actions) {
            let count = text.chars().count();
            status.set_text(cx, &format!("Password: {count} characters"));
        }

        // The button switches the field between dots and plain text.
        if self.view.button(id!(show)).clicked(&actions) {
            password.toggle_is_password(cx);
            let label = if password.is_password() { "Show" } else { "Hide" };
            self.view.button(id!(show)).set_text(cx, label);
        }

        // `returned` fires on Return (Shift+Return inserts a new line).
        for field in [id!(name), id!(email), id!(password)] {
            if self.view.text_input(field).returned(&actions).is_some() {
                let name = self.view.text_input(id!(name)).text();
                status.set_text(cx, &format!("Submitted for {name}"));
            }
        }
    }
    // ANCHOR_END: handle-actions

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
