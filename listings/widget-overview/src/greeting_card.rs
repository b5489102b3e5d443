use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub GreetingCard = {{GreetingCard}} {
        width: Fill, height: Fit
        flow: Down, spacing: 6, padding: 14
        show_bg: true
        draw_bg: { color: #x2b2d42 }

        title = <Label> { text: "Hello there" }
        subtitle = <Label> { text: "This card is a widget of its own" }
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct GreetingCard {
    #[deref]
    view: View,
}

impl Widget for GreetingCard {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
