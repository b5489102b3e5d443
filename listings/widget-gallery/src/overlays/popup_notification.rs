//! PopupNotification: a report exporter that tells the user when the export
//! has finished, in a card at the top right corner; the card closes with
//! its Dismiss button or after five seconds. For the picture one is shown
//! at start-up (and stays until dismissed).
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 220.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub PopupNotificationExample = {{PopupNotificationExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 12, padding: 20,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)}

        <Label> {
            text: "Quarterly report"
            draw_text: {text_style: <THEME_FONT_BOLD> {font_size: 12}}
        }
        <Label> {text: "Sales by region, April to June"}
        export = <Button> {text: "Export as PDF"}

        // Placed like any child, but drawn over the whole window: the
        // theme aligns the content to the top right corner.
        notice = <PopupNotification> {
            // Keeps the card off the window's edges.
            padding: 12,
            content: {
                card = <RoundedView> {
                    width: 280, height: Fit,
                    flow: Down, spacing: 6, padding: 14,
                    draw_bg: {
                        color: (THEME_COLOR_BG_CONTAINER)
                        border_size: 1.0
                        border_color: #x5b6b8c
                        border_radius: 6.0
                    }
                    <Label> {
                        text: "Export finished"
                        draw_text: {text_style: <THEME_FONT_BOLD> {}}
                    }
                    <Label> {
                        width: Fill
                        text: "report-q2.pdf was saved to Downloads."
                        draw_text: {wrap: Word}
                    }
                    <View> {
                        width: Fill, height: Fit,
                        <Filler> {}
                        dismiss = <ButtonFlat> {text: "Dismiss"}
                    }
                }
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct PopupNotificationExample {
    #[deref]
    view: View,
    /// Closes a notification that nobody dismissed.
    #[rust]
    close_timer: Timer,
    /// Shows the notification once at start-up, for the picture.
    #[rust(true)]
    show_at_start: bool,
    #[rust]
    start_frame: NextFrame,
}

impl Widget for PopupNotificationExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // Requested by the first draw; opening it outside of drawing gets it
        // drawn in the next frame.
        if self.start_frame.is_event(event).is_some() {
            self.view.popup_notification(id!(notice)).open(cx);
        }
        // ANCHOR: handle-actions
        let notice = self.view.popup_notification(id!(notice));
        if self.view.button(id!(export)).clicked(&actions) {
            // (A real app would export first and open it when done.)
            notice.open(cx);
            cx.stop_timer(self.close_timer);
            self.close_timer = cx.start_timeout(5.0);
        }
        if self.view.button(id!(dismiss)).clicked(&actions) {
            notice.close(cx);
        }
        if self.close_timer.is_event(event).is_some() {
            notice.close(cx);
        }
        // ANCHOR_END: handle-actions
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        let step = self.view.draw_walk(cx, scope, walk);
        if self.show_at_start {
            self.show_at_start = false;
            self.start_frame = cx.new_next_frame();
        }
        step
    }
}
