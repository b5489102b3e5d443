use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // 1. the UI tree: everything on screen is declared here
    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                body = <View> {
                    flow: Down, spacing: 10, padding: 24
                    greeting = <Label> { text: "Reading an example" }
                    ping_button = <Button> { text: "Ping" }
                }
            }
        }
    }
}

// 2. the entry point
app_main!(App);

// 3. the Rust struct that the DSL object {{App}} is bound to
#[derive(Live, LiveHook)]
pub struct App {
    #[live] ui: WidgetRef,
    #[rust] pings: u32,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        // registers the built-in widgets so <View>, <Label> and <Button> resolve
        crate::makepad_widgets::live_design(cx);
    }
}

// 4. reacting to what the widgets report
impl MatchEvent for App {
    fn handle_actions(&mut self, _cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(ping_button)).clicked(actions) {
            self.pings += 1;
            log!("ping number {}", self.pings);
        }
    }
}

// 5. every event from the platform enters here
impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
