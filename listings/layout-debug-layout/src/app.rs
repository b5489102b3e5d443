use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::profile_row::ProfileRow;
    use crate::inspector_box::InspectorBox;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(640, 420), title: "Debugging layout" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: Right
                    show_bg: true
                    draw_bg: { color: #x1e2127 }

                    // ANCHOR: debug-property
                    sidebar = <View> {
                        width: 220, height: Fill
                        margin: { right: 4 }
                        padding: 12
                        flow: Down
                        debug: All
                        <Label> { text: "Folders" }
                    }
                    // ANCHOR_END: debug-property

                    main = <View> {
                        width: Fill, height: Fill
                        flow: Down
                        spacing: 12
                        padding: 12
                        <ProfileRow> {}
                        inspect_button = <Button> { text: "Log the details rectangle" }
                        <InspectorBox> {}
                        <View> { width: 100, height: 20, debug: G }
                        <View> { width: 100, height: 20, debug: Padding, padding: 4 }
                        <View> { width: 100, height: 20, debug: #xffaa00 }
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
        crate::profile_row::live_design(cx);
        crate::inspector_box::live_design(cx);
    }
}

// ANCHOR: log-rect
impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(inspect_button)).clicked(actions) {
            let rect = self.ui.view(id!(details)).area().rect(cx);
            log!("details: pos {:?} size {:?}", rect.pos, rect.size);
        }
    }
}
// ANCHOR_END: log-rect

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
