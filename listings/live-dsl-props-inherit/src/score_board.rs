use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub ScoreBoard = {{ScoreBoard}} {
        width: Fill, height: Fit
        flow: Down, spacing: 4
        max_score: 5

        heading = <Label> { text: "Scores" }
    }
}

// ANCHOR: hooks
#[derive(Live, Widget)]
pub struct ScoreBoard {
    #[deref]
    view: View,
    #[live]
    max_score: u32,
    #[rust]
    history: Vec<u32>,
}

impl LiveHook for ScoreBoard {
    fn after_apply(&mut self, _cx: &mut Cx, _apply: &mut Apply, _index: usize, _nodes: &[LiveNode]) {
        // Runs after every apply: creation, live reload and apply_over.
        if self.max_score == 0 {
            self.max_score = 10;
        }
    }

    fn after_new_from_doc(&mut self, _cx: &mut Cx) {
        // Runs once, after the values from the DSL arrived for the first time.
        self.history = Vec::with_capacity(self.max_score as usize);
    }
}

impl Widget for ScoreBoard {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: hooks
