use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::cards::*;
    use crate::score_board::ScoreBoard;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(480, 460), title: "Cards"},
                body = <View> {
                    flow: Down, spacing: 12, padding: 20

                    <InfoCard> {}
                    // ANCHOR: use-site
                    disk_alert = <AlertCard> {
                        body = { text: "The disk is almost full." }
                    }
                    // ANCHOR_END: use-site
                    <QuietCard> {}
                    <ScoreBoard> {}
                    recolour_button = <Button> { text: "Recolour the alert" }
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
        crate::cards::live_design(cx);
        crate::score_board::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(recolour_button)).clicked(actions) {
            // ANCHOR: apply-over
            self.ui.view(id!(disk_alert)).apply_over(cx, live! {
                draw_bg: { color: #x2a9d8f }
            });
            self.ui.view(id!(disk_alert)).redraw(cx);
            // ANCHOR_END: apply-over
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
