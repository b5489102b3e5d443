use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                body = <View> {
                    flow: Down, spacing: 12, padding: 24,
                    show_bg: true,
                    draw_bg: { color: #14202b }
                    status = <Label> { text: "The lantern is dark" }
                    toggle = <Button> { text: "Light it" }
                }
            }
        }
    }
}

app_main!(App);

#[derive(Live, LiveHook)]
pub struct App {
    #[live] ui: WidgetRef,
    #[rust] lit: bool,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(toggle)).clicked(actions) {
            self.lit = !self.lit;
            let text = if self.lit { "The lantern is lit" } else { "The lantern is dark" };
            // set_text takes cx and schedules the redraw for us
            self.ui.label(id!(status)).set_text(cx, text);
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
