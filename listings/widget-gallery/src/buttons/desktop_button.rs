//! DesktopButton: the title bar of a notes app drawn by the app itself, with
//! a full-screen button on the left and minimise, maximise and close on the
//! right; the maximise button swaps its icon when clicked.
use makepad_widgets::*;
// ANCHOR: import
// The prelude does not export DesktopButton's accessor: import it.
use makepad_widgets::desktop_button::DesktopButtonWidgetExt;
// ANCHOR_END: import

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 160.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub DesktopButtonExample = {{DesktopButtonExample}} {
        width: Fill, height: Fill,
        flow: Down,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)}

        title_bar = <SolidView> {
            width: Fill, height: Fit,
            flow: Right, align: {y: 0.5},
            draw_bg: {color: (THEME_COLOR_BG_CONTAINER)}

            // The size comes from the type: 50 x 36 here, 46 x 29 below.
            fullscreen = <DesktopButton> {draw_bg: {button_type: Fullscreen}}
            <View> {
                width: Fill, height: Fit,
                align: {x: 0.5},
                <Label> {text: "Meeting notes - Notepad"}
            }
            min = <DesktopButton> {draw_bg: {button_type: WindowsMin}}
            max = <DesktopButton> {draw_bg: {button_type: WindowsMax}}
            close = <DesktopButton> {draw_bg: {button_type: WindowsClose}}
        }

        status = <Label> {
            margin: 16
            text: "The window buttons of an app that draws its own title bar."
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct DesktopButtonExample {
    #[deref]
    view: View,
    #[rust]
    maximized: bool,
}

impl Widget for DesktopButtonExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        let status = self.view.label(id!(status));
        if self.view.desktop_button(id!(min)).clicked(&actions) {
            status.set_text(cx, "Minimise: the app would call minimize on its window.");
        }
        let max = self.view.desktop_button(id!(max));
        if max.clicked(&actions) {
            self.maximized = !self.maximized;
            // The icon is chosen by `button_type`: two squares once maximised.
            if self.maximized {
                max.apply_over(cx, live! {draw_bg: {button_type: WindowsMaxToggled}});
                status.set_text(cx, "Maximised: the button now offers to restore.");
            } else {
                max.apply_over(cx, live! {draw_bg: {button_type: WindowsMax}});
                status.set_text(cx, "Restored.");
            }
            max.redraw(cx);
        }
        if self.view.desktop_button(id!(close)).clicked(&actions) {
            status.set_text(cx, "Close: the app would close its window.");
        }
        if self.view.desktop_button(id!(fullscreen)).clicked(&actions) {
            status.set_text(cx, "Full screen.");
        }
        // ANCHOR_END: handle-actions
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
