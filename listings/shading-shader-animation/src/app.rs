use makepad_widgets::*;
use crate::dot_spinner::DotSpinnerWidgetRefExt;
use crate::flash_panel::FlashPanelWidgetRefExt;
use crate::shimmer_bar::ShimmerBarWidgetRefExt;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::dot_spinner::DotSpinner;
    use crate::shimmer_bar::ShimmerBar;
    use crate::flash_panel::FlashPanel;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(420, 280), title: "Animated shaders" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: Down, spacing: 16, padding: 24
                    show_bg: true
                    draw_bg: { color: #x161a22 }
                    spinner = <DotSpinner> {}
                    shimmer = <ShimmerBar> {}
                    board = <FlashPanel> {}
                    stop_button = <Button> { text: "Stop" }
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
        crate::dot_spinner::live_design(cx);
        crate::shimmer_bar::live_design(cx);
        crate::flash_panel::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        self.ui.shimmer_bar(id!(shimmer)).set_running(cx, true);
        self.ui.flash_panel(id!(board)).set_flash(cx, 0.25);
    }

    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(stop_button)).clicked(actions) {
            self.ui.dot_spinner(id!(spinner)).set_spinning(cx, false);
            self.ui.shimmer_bar(id!(shimmer)).set_running(cx, false);
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
