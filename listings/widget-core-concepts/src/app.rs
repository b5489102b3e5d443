use makepad_widgets::*;

use crate::tally_counter::TallyCounterWidgetRefExt;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::tally_counter::TallyCounter;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(360, 200), title: "Tally counter"},
                body = <View> {
                    flow: Down, spacing: 12, padding: 20

                    my_counter = <TallyCounter> {}
                    report = <Label> { text: "The counter has not changed yet" }
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
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        crate::tally_counter::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        // ANCHOR: changed
        if let Some(n) = self.ui.tally_counter(id!(my_counter)).changed(actions) {
            self.ui.label(id!(report)).set_text(cx, &format!("Counter is now {n}"));
        }
        // ANCHOR_END: changed
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
