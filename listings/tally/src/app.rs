use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(420, 280), title: "Tally"},
                body = <View> {
                    width: Fill, height: Fill,
                    flow: Down,
                    spacing: 16,
                    align: {x: 0.5, y: 0.5},
                    show_bg: true,
                    draw_bg: {color: #1e2430},

                    tally_label = <Label> {
                        text: "Taps so far: 0",
                        draw_text: {color: #e8f0ff, text_style: {font_size: 20}}
                    }
                    tap_button = <Button> {
                        text: "Tap me"
                    }
                }
            }
        }
    }
}

app_main!(App);

#[derive(Live, LiveHook)]
pub struct App {
    #[live] ui: WidgetRef,
    #[rust] taps: u32,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        // Register the DSL of the widget library (themes, Button, Label, ...).
        crate::makepad_widgets::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(tap_button)).clicked(actions) {
            self.taps += 1;
            let label = self.ui.label(id!(tally_label));
            label.set_text(cx, &format!("Taps so far: {}", self.taps));
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
