use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(320, 240), title: "Shader pipeline"},
                body = <View> {
                    align: {x: 0.5, y: 0.5}

                    pulse_dot = <View> {
                        width: 120, height: 120
                        show_bg: true
                        // ANCHOR: draw-bg
                        draw_bg: {
                            instance pulse: 0.0
                            fn pixel(self) -> vec4 {
                                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                                sdf.circle(
                                    self.rect_size.x * 0.5,
                                    self.rect_size.y * 0.5,
                                    min(self.rect_size.x, self.rect_size.y) * 0.4
                                );
                                sdf.fill(mix(#3a7bd5, #f2a541, self.pulse));
                                return sdf.result;
                            }
                        }
                        // ANCHOR_END: draw-bg
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
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
