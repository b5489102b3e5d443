use crate::log_data::{LogData, LogRow};
use makepad_widgets::*;

// ANCHOR: live
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub EventLog = {{EventLog}} {
        width: Fill, height: Fill
        flow: Down

        log_list = <PortalList> {
            width: Fill, height: Fill
            // follow the end of the list while the reader is there
            auto_tail: true
            // take key focus on click, so Home, End and the arrows work
            grab_key_focus: true

            // Templates: each `Name = <Widget> {...}` inside the list is a
            // template, instantiated on demand by `item()`.
            DayHeader = <View> {
                width: Fill, height: Fit
                padding: { left: 12, top: 14, bottom: 4 }
                day = <Label> {
                    draw_text: { color: #x9aa4b5, text_style: { font_size: 9 } }
                }
            }
            EntryRow = <View> {
                width: Fill, height: Fit
                padding: { left: 12, right: 12, top: 6, bottom: 6 }
                spacing: 10
                align: { y: 0.5 }
                show_bg: true
                draw_bg: { color: #x262a33 }
                time = <Label> { draw_text: { color: #x6c9cff } }
                text = <Label> { width: Fill }
                pin = <Button> { text: "Pin" }
            }
        }
    }
}
// ANCHOR_END: live

#[derive(Live, LiveHook, Widget)]
pub struct EventLog {
    #[deref]
    view: View,
}

// ANCHOR: draw
impl Widget for EventLog {
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        // The view draws its children until it reaches the PortalList,
        // then pauses and hands the list back to us as a step.
        while let Some(step) = self.view.draw_walk(cx, scope, walk).step() {
            // Keep the typed reference in a variable: the borrow below
            // must not outlive it.
            let portal_list = step.as_portal_list();
            let Some(mut list) = portal_list.borrow_mut() else {
                continue;
            };
            let Some(data) = scope.data.get::<LogData>() else {
                continue;
            };
            list.set_item_range(cx, 0, data.rows.len());
            while let Some(index) = list.next_visible_item(cx) {
                // The list may ask for more items than exist, to fill the
                // viewport: draw nothing for those.
                let Some(row) = data.rows.get(index) else {
                    continue;
                };
                match row {
                    LogRow::Day(day) => {
                        let item = list.item(cx, index, live_id!(DayHeader));
                        item.label(id!(day)).set_text(cx, day);
                        item.draw_all_unscoped(cx);
                    }
                    LogRow::Entry { time, text, pinned } => {
                        let item = list.item(cx, index, live_id!(EntryRow));
                        item.label(id!(time)).set_text(cx, time);
                        item.label(id!(text)).set_text(cx, text);
                        item.button(id!(pin))
                            .set_text(cx, if *pinned { "Unpin" } else { "Pin" });
                        item.draw_all_unscoped(cx);
                    }
                }
            }
        }
        DrawStep::done()
    }

    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }
}
// ANCHOR_END: draw
