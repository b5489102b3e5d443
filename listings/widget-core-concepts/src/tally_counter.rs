use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub TallyCounter = {{TallyCounter}} {
        width: Fit, height: Fit
        flow: Right, spacing: 10, padding: 8
        align: {x: 0.0, y: 0.5}

        value = <Label> { text: "0" }
        plus = <Button> { text: "+1" }
    }
}

#[derive(Clone, Debug, DefaultNone)]
pub enum TallyAction {
    None,
    Changed(u32),
}

#[derive(Live, LiveHook, Widget)]
pub struct TallyCounter {
    #[deref]
    view: View,
    #[rust]
    count: u32,
}

impl Widget for TallyCounter {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        // Let the inner view route the event to the label and the button first.
        self.view.handle_event(cx, event, scope);
        // Then react to actions emitted by our own children.
        self.widget_match_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}

impl WidgetMatchEvent for TallyCounter {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions, scope: &mut Scope) {
        if self.view.button(id!(plus)).clicked(actions) {
            self.count += 1;
            let value = self.view.label(id!(value));
            value.set_text(cx, &self.count.to_string());
            value.redraw(cx);
            cx.widget_action(self.widget_uid(), &scope.path, TallyAction::Changed(self.count));
        }
    }
}

impl TallyCounterRef {
    pub fn changed(&self, actions: &Actions) -> Option<u32> {
        match actions.find_widget_action(self.widget_uid()).cast::<TallyAction>() {
            TallyAction::Changed(n) => Some(n),
            _ => None,
        }
    }
}
