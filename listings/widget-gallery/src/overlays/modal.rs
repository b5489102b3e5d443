//! Modal: a project list whose Delete button asks for confirmation in a
//! modal dialog. For the picture the dialog is open at start-up.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub ModalExample = {{ModalExample}} {
        width: Fill, height: Fill,
        // The modal covers the page: both fill the same overlay.
        flow: Overlay,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)}

        page = <View> {
            width: Fill, height: Fill,
            flow: Down, spacing: 8, padding: 20,
            <Label> {
                text: "Projects"
                draw_text: {text_style: <THEME_FONT_BOLD> {font_size: 12}}
            }
            project = <View> {
                width: Fill, height: Fit,
                align: {y: 0.5},
                <Label> {text: "Website redesign   (12 files)"}
                <Filler> {}
                delete = <Button> {text: "Delete..."}
            }
            status = <Label> {text: ""}
        }

        confirm = <Modal> {
            content: {
                dialog = <RoundedView> {
                    width: 320, height: Fit,
                    flow: Down, spacing: 12, padding: 20,
                    draw_bg: {
                        color: (THEME_COLOR_BG_CONTAINER)
                        border_radius: 6.0
                    }
                    <Label> {
                        text: "Delete \"Website redesign\"?"
                        draw_text: {text_style: <THEME_FONT_BOLD> {}}
                    }
                    <Label> {
                        width: Fill
                        text: "Its 12 files are removed for everyone. This cannot be undone."
                        draw_text: {wrap: Word}
                    }
                    <View> {
                        width: Fill, height: Fit,
                        spacing: 8,
                        <Filler> {}
                        cancel = <ButtonFlat> {text: "Cancel"}
                        confirm_delete = <Button> {text: "Delete"}
                    }
                }
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct ModalExample {
    #[deref]
    view: View,
    /// Opens the dialog once at start-up, for the gallery's picture.
    #[rust(true)]
    open_at_start: bool,
    #[rust]
    start_frame: NextFrame,
}

impl Widget for ModalExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: open-at-start
        // Requested by the first draw: by now the modal has been drawn once,
        // and opening it outside of drawing makes the next frame show it.
        if self.start_frame.is_event(event).is_some() {
            self.view.modal(id!(confirm)).open(cx);
        }
        // ANCHOR_END: open-at-start
        // ANCHOR: handle-actions
        let modal = self.view.modal(id!(confirm));
        let status = self.view.label(id!(status));

        if self.view.button(id!(project.delete)).clicked(&actions) {
            modal.open(cx);
        }
        let cancelled = self.view.button(id!(cancel)).clicked(&actions);
        if cancelled {
            modal.close(cx);
        }
        // Escape, the back gesture or a click beside the dialog close it
        // by itself and report it as dismissed.
        if cancelled || modal.dismissed(&actions) {
            status.set_text(cx, "Nothing was deleted.");
        }
        if self.view.button(id!(confirm_delete)).clicked(&actions) {
            modal.close(cx);
            self.view.view(id!(project)).set_visible(cx, false);
            status.set_text(cx, "Website redesign was deleted.");
        }
        // ANCHOR_END: handle-actions
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        let step = self.view.draw_walk(cx, scope, walk);
        if self.open_at_start {
            self.open_at_start = false;
            self.start_frame = cx.new_next_frame();
        }
        step
    }
}
