//! DropDown: an image export dialog. The format list decides which quality
//! settings the second list offers (its labels are replaced from Rust), and
//! a summary line follows every choice.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 250.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    SettingRow = <View> {
        width: Fill, height: Fit,
        align: { y: 0.5 }
        spacing: 10,
    }
    SettingName = <Label> {
        width: 80,
        draw_text: { color: #a8a8a8 }
    }

    pub DropDownExample = {{DropDownExample}} {
        width: Fill, height: Fill,
        flow: Down,
        spacing: 6,
        padding: 16,
        show_bg: true,
        draw_bg: { color: (THEME_COLOR_BG_APP) }

        <Label> {
            text: "Export image"
            draw_text: { text_style: <THEME_FONT_BOLD> { font_size: (THEME_FONT_SIZE_4) } }
        }

        <SettingRow> {
            <SettingName> { text: "Format" }
            // `values` pairs each label with a value for the Select action.
            format = <DropDown> {
                labels: ["PNG", "JPEG", "WebP"]
                values: [Png, Jpeg, Webp]
                selected_item: 1
            }
        }
        <SettingRow> {
            <SettingName> { text: "Size" }
            // The list opens below the button instead of over it.
            size = <DropDownFlat> {
                popup_menu_position: BelowInput
                labels: ["Original", "1920 px", "1280 px", "640 px"]
                values: [Original, W1920, W1280, W640]
                selected_item: 2
            }
        }
        <SettingRow> {
            <SettingName> { text: "Quality" }
            // These labels match JPEG; Rust replaces them for other formats.
            // No `values` here: they could not follow the new labels.
            quality = <DropDown> {
                labels: ["High (90)", "Medium (75)", "Low (50)"]
            }
        }

        summary = <Label> {
            margin: { top: 10 }
            text: "photo.jpeg, 1280 px, High (90)"
            draw_text: { color: #9a9a9a }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct DropDownExample {
    #[deref]
    view: View,
}

impl Widget for DropDownExample {
    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let format = self.view.drop_down(id!(format));
        let size = self.view.drop_down(id!(size));
        let quality = self.view.drop_down(id!(quality));

        // `changed` returns the index of the item the user picked.
        if let Some(index) = format.changed(&actions) {
            let labels: &[&str] = match index {
                0 => &["Lossless"],
                1 => &["High (90)", "Medium (75)", "Low (50)"],
                _ => &["Lossless", "High (90)", "Medium (75)"],
            };
            quality.set_labels(cx, labels.iter().map(|s| s.to_string()).collect());
            // set_labels keeps the old index; point it at a valid item.
            quality.set_selected_item(cx, 0);
        }

        let anything_changed = [&format, &size, &quality]
            .iter()
            .any(|drop_down| drop_down.changed(&actions).is_some());
        if anything_changed {
            let extension = format.selected_label().to_lowercase();
            let summary = format!(
                "photo.{extension}, {}, {}",
                size.selected_label(),
                quality.selected_label()
            );
            self.view.label(id!(summary)).set_text(cx, &summary);
        }
    }
    // ANCHOR_END: handle-actions

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
