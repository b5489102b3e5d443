use makepad_widgets::*;
use crate::pill_button::PillButtonWidgetRefExt;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;
    use crate::pill_button::PillButton;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                body = <View> {
                    flow: Down, spacing: 20, padding: 32
                    align: {x: 0.5, y: 0.5}

                    save_pill = <PillButton> { text: "Save draft" }
                    status = <Label> { text: "Nothing saved yet" }
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
    #[rust]
    saves: u32,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        makepad_widgets::live_design(cx);
        // Register the widget's DSL and its Rust type.
        crate::pill_button::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.pill_button(id!(save_pill)).clicked(actions) {
            self.saves += 1;
            let status = self.ui.label(id!(status));
            status.set_text(cx, &format!("Saved {} time(s)", self.saves));
            status.redraw(cx);
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
