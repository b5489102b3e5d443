use makepad_widgets::*;
use crate::knob_switch::KnobSwitchWidgetRefExt;
use crate::notice::NoticeWidgetRefExt;
use crate::pulse_dot::PulseDotWidgetRefExt;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::press_pad::PressPad;
    use crate::knob_switch::KnobSwitch;
    use crate::pulse_dot::PulseDot;
    use crate::notice::Notice;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(520, 360), title: "Animation examples" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: Down, spacing: 20, padding: 24
                    show_bg: true
                    draw_bg: { color: #x161a22 }

                    saved_notice = <Notice> {}
                    <View> {
                        width: Fill, height: Fit
                        flow: Right, spacing: 24
                        align: { y: 0.5 }
                        <PressPad> {}
                        wifi_switch = <KnobSwitch> {}
                        recording_dot = <PulseDot> {}
                    }
                    <View> {
                        width: Fill, height: Fit
                        flow: Right, spacing: 12
                        save_button = <Button> { text: "Save" }
                        stop_button = <Button> { text: "Stop recording" }
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
        crate::press_pad::live_design(cx);
        crate::knob_switch::live_design(cx);
        crate::pulse_dot::live_design(cx);
        crate::notice::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        // ANCHOR: show-notice
        if self.ui.button(id!(save_button)).clicked(actions) {
            self.ui.notice(id!(saved_notice)).show(cx);
        }
        // ANCHOR_END: show-notice
        if self.ui.button(id!(stop_button)).clicked(actions) {
            self.ui.pulse_dot(id!(recording_dot)).set_active(cx, false);
            self.ui.notice(id!(saved_notice)).hide(cx);
        }
    }

    fn handle_startup(&mut self, cx: &mut Cx) {
        // restore a saved setting without animating it
        self.ui.knob_switch(id!(wifi_switch)).set_on(cx, true);
        log!("wifi switch on: {}", self.ui.knob_switch(id!(wifi_switch)).is_on(cx));
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
