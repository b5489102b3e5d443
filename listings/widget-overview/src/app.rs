use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::greeting_card::GreetingCard;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(420, 260), title: "Greeting cards"},
                body = <View> {
                    flow: Down, spacing: 12, padding: 20

                    // The card as defined, and one with its title overridden.
                    <GreetingCard> {}
                    // ANCHOR: override
                    <GreetingCard> { title = { text: "Hi again" } }
                    // ANCHOR_END: override
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
        // ANCHOR: register
        crate::greeting_card::live_design(cx);
        // ANCHOR_END: register
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
