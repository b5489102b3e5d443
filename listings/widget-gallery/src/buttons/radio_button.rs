//! RadioButton: an export dialog's options, one group of tabs for the file
//! format and one group of round radio buttons for the quality; each group
//! is a RadioButtonSet built from the buttons' ids.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 190.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub RadioButtonExample = {{RadioButtonExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 10, padding: 20,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)}

        <Label> {
            text: "Export image"
            draw_text: {text_style: <THEME_FONT_BOLD> {font_size: 12}}
        }

        // Tabs in a row; ButtonGroup is a rounded View from the same file.
        formats = <ButtonGroup> {
            png = <RadioButtonTab> {
                text: "PNG"
                // RadioButton has no `active` property: start in the on state.
                animator: {active = {default: on}}
            }
            jpeg = <RadioButtonTab> {text: "JPEG"}
            webp = <RadioButtonTab> {text: "WebP"}
        }

        quality = <View> {
            width: Fill, height: Fit,
            flow: Right, spacing: 16, align: {y: 0.5},
            <Label> {text: "Quality"}
            low = <RadioButton> {text: "Small file"}
            medium = <RadioButton> {
                text: "Balanced"
                animator: {active = {default: on}}
            }
            high = <RadioButton> {text: "Best"}
        }

        summary = <Label> {text: "photo.png, balanced quality"}
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct RadioButtonExample {
    #[deref]
    view: View,
    #[rust]
    format: usize,
    #[rust(1usize)]
    quality: usize,
}

impl Widget for RadioButtonExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        // A set groups the buttons: `selected` returns the index of the one
        // clicked and switches the others off.
        let formats = self
            .view
            .radio_button_set(ids!(formats.png, formats.jpeg, formats.webp));
        let qualities = self
            .view
            .radio_button_set(ids!(quality.low, quality.medium, quality.high));

        let mut changed = false;
        if let Some(index) = formats.selected(cx, &actions) {
            self.format = index;
            changed = true;
        }
        if let Some(index) = qualities.selected(cx, &actions) {
            self.quality = index;
            changed = true;
        }
        if changed {
            let extension = ["png", "jpeg", "webp"][self.format];
            let quality = ["small file", "balanced quality", "best quality"][self.quality];
            self.view
                .label(id!(summary))
                .set_text(cx, &format!("photo.{}, {}", extension, quality));
        }
        // ANCHOR_END: handle-actions
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
