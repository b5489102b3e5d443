use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::profile_header::ProfileHeader;
    use crate::status_dot::StatusDot;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(480, 240), title: "Profile header"},
                body = <View> {
                    flow: Down, spacing: 16, padding: 20

                    <ProfileHeader> {}
                    <ProfileHeader> { avatar = { width: 32, height: 32 } }
                    <View> {
                        width: Fit, height: Fit, spacing: 8
                        <StatusDot> {}
                        <StatusDot> { draw_bg: { glow: 1.0, color: #x2a9d8f } }
                    }
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
        crate::status_dot::live_design(cx);
        crate::profile_header::live_design(cx);
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
