use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // ANCHOR: stage-label
    // a label style that stays readable on a shared screen
    StageLabel = <Label> {
        draw_text: {
            color: #f4f4f4
            text_style: { font_size: 22 }
        }
    }
    // ANCHOR_END: stage-label

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(640, 240), title: "Stage labels"},
                body = <View> {
                    flow: Down, padding: 24, spacing: 16
                    show_bg: true
                    draw_bg: { color: #x1b1e24 }

                    <StageLabel> { text: "Building a colour wheel with Sdf2d" }
                    step_label = <StageLabel> { text: "Step 1: one circle" }
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
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
