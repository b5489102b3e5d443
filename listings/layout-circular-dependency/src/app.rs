use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::search_bar::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(520, 260), title: "Circular sizes" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: Down
                    spacing: 16
                    padding: 24
                    show_bg: true
                    draw_bg: { color: #x1e2127 }
                    broken = <SearchBarBroken> {}
                    wide = <SearchBarWide> {}
                    compact = <SearchBarCompact> {}
                    // probes for the statements on the page (not shown there)
                    broken_text = <SearchBarBroken> {
                        field = { <Label> { text: "has content" } }
                    }
                    column = <View> {
                        width: Fit, height: Fit
                        flow: Down
                        divider_first = <View> { width: Fill, height: 2 }
                        <Label> { text: "A wider line of text" }
                        divider_after = <View> { width: Fill, height: 2 }
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
        crate::search_bar::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        // the rectangles exist once the first frame is drawn
        cx.start_timeout(0.5);
    }

    fn handle_timer(&mut self, cx: &mut Cx, _e: &TimerEvent) {
        for bar in [id!(broken), id!(wide), id!(compact), id!(broken_text)] {
            let row = self.ui.view(bar).area().rect(cx);
            let field = self.ui.view(&[bar[0], id!(field)[0]]).area().rect(cx);
            log!("{}: row {:?}, field {:?}", bar[0], row.size, field);
        }
        for probe in [id!(divider_first), id!(divider_after)] {
            log!("{}: {:?}", probe[0], self.ui.view(probe).area().rect(cx));
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
