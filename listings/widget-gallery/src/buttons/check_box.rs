//! CheckBox: the notification settings of a chat channel, with a Toggle
//! that mutes the check boxes below it and a star-shaped CheckBoxCustom.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 250.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub CheckBoxExample = {{CheckBoxExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 2, padding: 20,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)}

        <View> {
            width: Fill, height: Fit,
            align: {y: 0.5},
            <Label> {
                text: "#release-planning"
                draw_text: {text_style: <THEME_FONT_BOLD> {font_size: 12}}
            }
            <Filler> {}
            // No box: the icon is the mark, tinted by the active state.
            pin = <CheckBoxCustom> {
                text: "Pinned"
                active: true
                draw_icon: {svg_file: dep("crate://self/resources/icons/star.svg")}
                icon_walk: {width: 16, height: 16}
            }
        }

        mute = <Toggle> {text: "Do not disturb", margin: {bottom: 6}}
        new_messages = <CheckBox> {text: "Every new message", active: true}
        mentions = <CheckBox> {text: "Mentions of my name", active: true}
        summary = <CheckBox> {text: "A weekly summary by email"}

        status = <Label> {
            margin: {top: 8}
            text: "2 of 3 alerts on."
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct CheckBoxExample {
    #[deref]
    view: View,
}

impl Widget for CheckBoxExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        let alerts = [
            self.view.check_box(id!(new_messages)),
            self.view.check_box(id!(mentions)),
            self.view.check_box(id!(summary)),
        ];
        let muted = self.view.check_box(id!(mute)).active(cx);
        let mut changed = false;

        if let Some(mute) = self.view.check_box(id!(mute)).changed(&actions) {
            for alert in &alerts {
                // Greyed out while muted; they can still be changed.
                alert.set_disabled(cx, mute);
            }
            changed = true;
        }
        for alert in &alerts {
            if alert.changed(&actions).is_some() {
                changed = true;
            }
        }
        if changed {
            let on = alerts.iter().filter(|alert| alert.active(cx)).count();
            let status = if muted {
                format!("Muted: {} alerts wait until Do not disturb is off.", on)
            } else {
                format!("{} of {} alerts on.", on, alerts.len())
            };
            self.view.label(id!(status)).set_text(cx, &status);
        }

        let pin = self.view.check_box(id!(pin));
        if let Some(pinned) = pin.changed(&actions) {
            // CheckBoxRef's own set_text takes no cx and does not redraw.
            pin.set_text(if pinned { "Pinned" } else { "Pin" });
            pin.redraw(cx);
        }
        // ANCHOR_END: handle-actions
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
