use crate::pulse::PulseDotWidgetRefExt;
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::pulse::PulseDot;
    use crate::tiles::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(520, 520), title: "Built-in shader inputs" }
                body = <View> {
                    flow: Down, spacing: 10, padding: 14
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    <View> {
                        width: Fill, height: Fit, spacing: 12
                        align: { y: 0.5 }
                        pulse = <PulseDot> {}
                        speed = <Slider> {
                            width: 240
                            text: "Pulses per second"
                            min: 0.25, max: 3.0, default: 1.0
                        }
                    }
                    <HairlineGrid> {}
                    <View> {
                        width: Fill, height: Fit, spacing: 0
                        <StripeTile> {}
                        <StripeTile> {}
                        <StripeTile> {}
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
        crate::pulse::live_design(cx);
        crate::tiles::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if let Some(value) = self.ui.slider(id!(speed)).slided(actions) {
            self.ui.pulse_dot(id!(pulse)).set_speed(cx, value as f32);
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
