use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::ui::inbox_screen::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(420, 320), title: "Inbox" }
                body = <InboxScreen> {}
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

// ANCHOR: register
impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        // shared definitions first, then the components that use them
        crate::ui::styles::live_design(cx);
        crate::ui::layout_parts::live_design(cx);
        crate::ui::inbox_card::live_design(cx);
        crate::ui::inbox_screen::live_design(cx);
    }
}
// ANCHOR_END: register

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
