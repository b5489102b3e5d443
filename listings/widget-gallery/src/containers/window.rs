//! Window: a gallery cannot open a second top-level window for one example,
//! so this picture rebuilds, inside a View, what the theme's `<Window>`
//! draws on Windows: a caption bar with the title in the middle and the
//! minimise, maximise and close buttons (DesktopButtons) on the right, above
//! the window's body. On macOS and Linux the theme hides this caption bar
//! and the system draws the title bar. The buttons only report their clicks
//! here; in a real Window they act on the window.
//! The DSL of a real app window is in listings/widget-window-app.
use makepad_widgets::*;
// DesktopButton's lookup method is not in makepad_widgets' prelude.
use makepad_widgets::desktop_button::DesktopButtonWidgetExt;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 260.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub WindowExample = {{WindowExample}} {
        width: Fill, height: Fill,
        padding: 18,
        show_bg: true,
        // The desktop behind the window.
        draw_bg: {color: #x0d0e11},

        <RoundedShadowView> {
            width: Fill, height: Fill,
            flow: Down,
            draw_bg: {color: (THEME_COLOR_BG_APP), border_radius: 4.0, shadow_radius: 12.0}

            // The same parts, with the same names, as the theme's Window.
            caption_bar = <View> {
                width: Fill, height: Fit,
                caption_label = <View> {
                    width: Fill, height: 29,
                    align: {x: 0.5, y: 0.5},
                    title = <Label> {text: "Notes"}
                }
                windows_buttons = <View> {
                    width: Fit, height: Fit,
                    min = <DesktopButton> {draw_bg: {button_type: WindowsMin}}
                    max = <DesktopButton> {draw_bg: {button_type: WindowsMax}}
                    close = <DesktopButton> {draw_bg: {button_type: WindowsClose}}
                }
            }
            body = <View> {
                width: Fill, height: Fill,
                flow: Down, spacing: 6,
                padding: {left: 16, right: 16, top: 10},
                <H3> {text: "Today"}
                <Label> {text: "The body holds the app's own widgets."}
                status = <Label> {
                    margin: {top: 10},
                    draw_text: {color: #x8a909c}
                    text: "Try the caption buttons."
                }
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct WindowExample {
    #[deref]
    view: View,
}

// ANCHOR: handle-actions
impl Widget for WindowExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // A real Window does this itself for its own caption buttons,
        // through its WindowHandle (minimize, maximize or restore, close).
        let clicked = [
            (id!(min), "The window would be minimised."),
            (id!(max), "The window would be maximised."),
            (id!(close), "The window would close."),
        ];
        for (button, text) in clicked {
            if self.view.desktop_button(button).clicked(&actions) {
                self.view.label(id!(status)).set_text(cx, text);
            }
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: handle-actions
