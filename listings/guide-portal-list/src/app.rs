use crate::log_data::LogData;
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::event_log::EventLog;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(520, 640), title: "Event log" }
                body = <View> {
                    flow: Down
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    toolbar = <View> {
                        width: Fill, height: Fit
                        padding: 8, spacing: 8
                        add_entry = <Button> { text: "Add entry" }
                        to_top = <Button> { text: "Top" }
                        to_end = <Button> { text: "End" }
                        status = <Label> { text: "" }
                    }
                    event_log = <EventLog> {}
                }
            }
        }
    }
}

app_main!(App);

#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
    #[rust(LogData::sample())]
    data: LogData,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        crate::event_log::live_design(cx);
    }
}

// ANCHOR: actions
impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        let list = self.ui.portal_list(id!(log_list));

        if self.ui.button(id!(add_entry)).clicked(actions) {
            self.data.push_entry("Manual entry".to_string());
            self.ui.redraw(cx);
        }
        if self.ui.button(id!(to_top)).clicked(actions) {
            list.set_tail_range(false);
            list.set_first_id_and_scroll(0, 0.0);
            self.ui.redraw(cx);
        }
        if self.ui.button(id!(to_end)).clicked(actions) {
            list.smooth_scroll_to_end(cx, 1.0, None);
        }

        // Actions of widgets inside items, paired with the item's index.
        for (index, item) in list.items_with_actions(actions) {
            if item.button(id!(pin)).clicked(actions) {
                self.data.toggle_pin(index);
                self.ui.redraw(cx);
            }
        }

        if list.scrolled(actions) {
            let text = format!(
                "first row {}, {} visible",
                list.first_id(),
                list.visible_items()
            );
            self.ui.label(id!(status)).set_text(cx, &text);
        }
    }
}
// ANCHOR_END: actions

// ANCHOR: scope
impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        // Drawing happens inside handle_event (on Event::Draw), so the
        // data passed here is what the list reads in draw_walk.
        let mut scope = Scope::with_data(&mut self.data);
        self.ui.handle_event(cx, event, &mut scope);
    }
}
// ANCHOR_END: scope
