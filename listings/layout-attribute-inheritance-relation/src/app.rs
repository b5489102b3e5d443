use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::settings_panel::SettingsPanel;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(760, 360), title: "Settings panel" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: Right
                    spacing: 24
                    padding: 24
                    show_bg: true
                    draw_bg: { color: #x15181e }
                    <SettingsPanel> {}
                    // the same component with one property overridden
                    <SettingsPanel> { width: 400 }
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
        crate::settings_panel::live_design(cx);
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
