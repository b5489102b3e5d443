//! Button: the footer of a mail composer, with an icon-only button and
//! three text buttons of different weight; a status line reports clicks.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 200.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub ButtonExample = {{ButtonExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 12, padding: 20,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)}

        <Label> {
            text: "New message"
            draw_text: {text_style: <THEME_FONT_BOLD> {font_size: 12}}
        }
        <Label> {text: "To: team@example.com    Subject: Release notes 1.4"}

        <View> {
            width: Fill, height: Fit,
            flow: Right, spacing: 8, align: {y: 0.5},

            // Icon only: the theme's Icon variant has no text and no spacing.
            attach = <ButtonIcon> {
                draw_icon: {svg_file: dep("crate://self/resources/icons/paperclip.svg")}
                icon_walk: {width: 16, height: 16}
            }
            <Filler> {}
            discard = <ButtonFlatter> {text: "Discard"}
            save = <ButtonFlat> {text: "Save draft"}
            send = <ButtonGradientY> {
                text: "Send"
                padding: {left: 18, right: 18}
            }
        }

        status = <Label> {text: "Draft not saved yet. Shift-click Send to schedule it."}
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct ButtonExample {
    #[deref]
    view: View,
    #[rust]
    saves: usize,
}

impl Widget for ButtonExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        let status = self.view.label(id!(status));
        let send = self.view.button(id!(send));

        if self.view.button(id!(attach)).clicked(&actions) {
            status.set_text(cx, "Choose a file to attach.");
        }
        if self.view.button(id!(save)).clicked(&actions) {
            self.saves += 1;
            status.set_text(cx, &format!("Draft saved (version {}).", self.saves));
            // Back from "discarded": the Send button works and looks enabled.
            send.set_enabled(cx, true);
            send.set_disabled(cx, false);
        }
        if self.view.button(id!(discard)).clicked(&actions) {
            status.set_text(cx, "Draft discarded. Save it again to send it.");
            // `set_enabled` stops the clicks, `set_disabled` greys it out.
            send.set_enabled(cx, false);
            send.set_disabled(cx, true);
        }
        // The modifiers held when the click happened come with the action.
        if let Some(modifiers) = send.clicked_modifiers(&actions) {
            if modifiers.shift {
                status.set_text(cx, "Scheduled for tomorrow, 9:00.");
            } else {
                status.set_text(cx, "Message sent.");
            }
        }
        // ANCHOR_END: handle-actions
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
