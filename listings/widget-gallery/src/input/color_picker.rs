//! ColorPicker: an accent colour setting. Dragging in the wheel or the
//! square recolours a preview and shows the hex value; letting go saves it.
use makepad_widgets::{
    color_picker::{ColorPicker, ColorPickerAction},
    *,
};

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 240.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    // Makepad 1.0 keeps its `ColorPicker` definition private; the app
    // wraps the Rust type in a widget of its own (see AccentPicker below).
    AccentPicker = {{AccentPicker}} {}

    pub ColorPickerExample = {{ColorPickerExample}} {
        width: Fill, height: Fill,
        flow: Right,
        spacing: 20,
        padding: 16,
        show_bg: true,
        draw_bg: { color: (THEME_COLOR_BG_APP) }

        // The picker measures itself by the height of its parent, so it
        // gets a square parent of its own.
        <View> {
            width: 200, height: 200,
            picker = <AccentPicker> { width: 200, height: 200, start: #e0603a }
        }

        <View> {
            width: Fill, height: Fit,
            flow: Down,
            spacing: 8,
            <Label> {
                text: "Accent colour"
                draw_text: { text_style: <THEME_FONT_BOLD> { font_size: (THEME_FONT_SIZE_4) } }
            }
            swatch = <RoundedView> {
                width: Fill, height: 48,
                show_bg: true,
                draw_bg: { color: #e0603a, border_radius: 4.0 }
            }
            hex = <Label> { text: "#e0603a" }
            status = <Label> {
                text: "Drag the ring for the hue, the square for the shade"
                width: Fill,
                draw_text: { color: #9a9a9a }
            }
        }
    }
}
// ANCHOR_END: example

// ANCHOR: wrapper
/// A ColorPicker that keeps the colour the user picked. Makepad 1.0's
/// ColorPicker draws itself as red whenever it is not being dragged; this
/// wrapper draws it with its own current colour instead.
///
/// `repr(C)` keeps the picker at the start of the wrapper: a widget's uid is
/// its address, so the picker's actions carry the wrapper's uid.
#[derive(Live, LiveHook, Widget)]
#[repr(C)]
pub struct AccentPicker {
    #[deref]
    picker: ColorPicker,
    /// The colour shown before the first pick.
    #[live]
    start: Vec4,
    #[rust]
    drawn: bool,
}

impl Widget for AccentPicker {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.picker.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        // The first draw sets the start colour; later ones keep the pick.
        let rgba = if self.drawn { self.picker.to_rgba() } else { self.start };
        self.drawn = true;
        self.picker.draw_color_picker(cx, rgba, walk);
        DrawStep::done()
    }
}
// ANCHOR_END: wrapper

#[derive(Live, LiveHook, Widget)]
pub struct ColorPickerExample {
    #[deref]
    view: View,
}

impl Widget for ColorPickerExample {
    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ColorPicker has no typed reference: match its actions by uid.
        let picker_uid = self.view.widget(id!(picker)).widget_uid();
        for action in actions.filter_widget_actions_cast::<ColorPickerAction>(picker_uid) {
            match action {
                ColorPickerAction::Change { rgba } => {
                    let swatch = self.view.view(id!(swatch));
                    swatch.apply_over(cx, live! { draw_bg: { color: (rgba) } });
                    swatch.redraw(cx);
                    let hex = format!(
                        "#{:02x}{:02x}{:02x}",
                        (rgba.x * 255.0).round() as u8,
                        (rgba.y * 255.0).round() as u8,
                        (rgba.z * 255.0).round() as u8
                    );
                    self.view.label(id!(hex)).set_text(cx, &hex);
                }
                ColorPickerAction::DoneChanging => {
                    self.view.label(id!(status)).set_text(cx, "Saved");
                }
                ColorPickerAction::None => {}
            }
        }
    }
    // ANCHOR_END: handle-actions

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
