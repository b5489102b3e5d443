//! Slider: an audio settings panel with a volume slider, a centred balance
//! slider and two tone knobs (the `Rotary` variant). Dragging any of them
//! updates the status line; letting go reports the value that was kept.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 330.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub SliderExample = {{SliderExample}} {
        width: Fill, height: Fill,
        flow: Down,
        spacing: 4,
        padding: 16,
        show_bg: true,
        draw_bg: { color: (THEME_COLOR_BG_APP) }

        <Label> {
            text: "Audio output"
            draw_text: { text_style: <THEME_FONT_BOLD> { font_size: (THEME_FONT_SIZE_4) } }
        }

        // 0 to 100 in whole steps; the value box shows no decimals.
        volume = <Slider> {
            width: Fill,
            text: "Master volume"
            min: 0.0, max: 100.0, step: 1.0, precision: 0,
            default: 70.0
        }

        // -1 (left) to +1 (right); `bipolar` draws the bar from the middle.
        balance = <SliderFlat> {
            width: Fill,
            text: "Balance"
            min: -1.0, max: 1.0, precision: 2,
            default: -0.25
            draw_bg: { bipolar: 1.0 }
            // The number box drops a minus sign when it only takes digits.
            text_input: { is_numeric_only: false }
        }

        <View> {
            width: Fill, height: Fit,
            spacing: 24,
            // Knobs are dragged up and down (`axis: Vertical`).
            bass = <Rotary> {
                width: 90,
                text: "Bass"
                min: -12.0, max: 12.0, step: 0.5, precision: 1,
                default: 3.0
                text_input: { is_numeric_only: false }
            }
            treble = <Rotary> {
                width: 90,
                text: "Treble"
                min: -12.0, max: 12.0, step: 0.5, precision: 1,
                default: -1.5
                text_input: { is_numeric_only: false }
            }
        }

        status = <Label> {
            margin: { top: 6 }
            text: "Drag a slider or a knob"
            draw_text: { color: #9a9a9a }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct SliderExample {
    #[deref]
    view: View,
}

impl Widget for SliderExample {
    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let status = self.view.label(id!(status));

        // `slided` reports every move while dragging, and a value typed
        // into the slider's number box when Return is pressed.
        if let Some(volume) = self.view.slider(id!(volume)).slided(&actions) {
            status.set_text(cx, &format!("Volume {volume:.0} %"));
        }
        if let Some(balance) = self.view.slider(id!(balance)).slided(&actions) {
            let side = match balance {
                b if b < -0.01 => "left",
                b if b > 0.01 => "right",
                _ => "centre",
            };
            status.set_text(cx, &format!("Balance {balance:+.2} ({side})"));
        }
        // `end_slide` comes once, when the pointer is released: the place
        // to save a setting rather than on every move.
        for (id, name) in [(id!(bass), "Bass"), (id!(treble), "Treble")] {
            if let Some(db) = self.view.slider(id).end_slide(&actions) {
                status.set_text(cx, &format!("{name} set to {db:+.1} dB"));
            }
        }
    }
    // ANCHOR_END: handle-actions

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
