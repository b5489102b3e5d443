use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::flow_examples::*;

    ToolbarButton = <Button> {
        width: Fit, height: Fit
        padding: { left: 10, right: 10, top: 6, bottom: 6 }
    }

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(640, 400), title: "Turtle layout" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: Down
                    show_bg: true
                    draw_bg: { color: #x1e2127 }

                    toolbar = <View> {
                        width: Fill, height: 44
                        flow: Right
                        spacing: 8
                        padding: { left: 12, right: 12 }
                        align: { y: 0.5 }
                        show_bg: true
                        draw_bg: { color: #x2b303b }

                        open_button = <ToolbarButton> { text: "Open" }
                        save_button = <ToolbarButton> { text: "Save" }
                        <Filler> {}
                        zoom_label = <Label> { text: "100%" }
                    }

                    content = <View> {
                        width: Fill, height: Fill
                        flow: Down
                        spacing: 12
                        padding: 16
                        <Label> { text: "Document area" }
                        <TagRow> {}
                        <AvatarWithBadge> {}
                    }

                    status_bar = <View> {
                        width: Fill, height: Fit
                        padding: { left: 12, right: 12, top: 4, bottom: 4 }
                        show_bg: true
                        draw_bg: { color: #x16181d }
                        status_label = <Label> { text: "Ready" }
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
        crate::flow_examples::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(save_button)).clicked(actions) {
            self.ui.label(id!(status_label)).set_text(cx, "Saved");
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
