use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::ui::styles::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(360, 240), title: "NoteKeeper" }
                body = <View> {
                    flow: Down, spacing: 12, padding: 20
                    align: { x: 0.5, y: 0.5 }

                    search_icon = <Icon> {
                        draw_icon: { svg_file: (ICON_SEARCH), color: #xffffff }
                        icon_walk: { width: 24, height: 24 }
                    }
                    empty_state = <Image> {
                        width: 64, height: 64
                        source: (IMAGE_EMPTY_STATE)
                    }
                    <Label> { text: "No notes yet" }
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
        crate::ui::styles::live_design(cx);
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
