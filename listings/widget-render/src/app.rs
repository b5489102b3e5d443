use makepad_widgets::*;

use crate::meter_bar::MeterBarWidgetRefExt;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::meter_bar::MeterBar;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(420, 200), title: "Meter bar"},
                body = <View> {
                    flow: Down, spacing: 12, padding: 20

                    disk_meter = <MeterBar> {}
                    <MeterBar> { level: 0.8 }
                    fill_button = <Button> { text: "Fill up" }
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
        crate::meter_bar::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(fill_button)).clicked(actions) {
            self.ui.meter_bar(id!(disk_meter)).set_level(cx, 1.0);
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
