use makepad_widgets::*;
use crate::gauge::GaugeWidgetRefExt;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;
    use crate::gauge::Gauge;

    StripedPanel = <View> {
        width: Fill, height: 60
        show_bg: true
        // ANCHOR: helper-fn
        draw_bg: {
            uniform stripe_width: 6.0
            fn stripe(self, x: float) -> float {
                return step(0.5, fract(x / (2.0 * self.stripe_width)));
            }
            fn pixel(self) -> vec4 {
                let p = self.pos * self.rect_size;
                let s = self.stripe(p.x + p.y);
                return Pal::premul(mix(#x22283a, #x2e3650, s));
            }
        }
        // ANCHOR_END: helper-fn
    }

    TintPanel = <View> {
        width: Fill, height: 40
        show_bg: true
        // ANCHOR: glsl-source
        draw_bg: {
            instance hover: 0.0
            uniform tint: #x4fc38a
            fn pixel(self) -> vec4 {
                return Pal::premul(mix(self.tint, #xffffff, self.hover * self.pos.y));
            }
        }
        // ANCHOR_END: glsl-source
    }

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(420, 260), title: "MPSL" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: Down, spacing: 16, padding: 24
                    show_bg: true
                    draw_bg: { color: #x161a22 }
                    cpu_gauge = <Gauge> {}
                    <StripedPanel> {}
                    <TintPanel> {}
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
        crate::gauge::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        self.ui.gauge(id!(cpu_gauge)).set_value(cx, 0.72);
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
