use crate::state::AppState;
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub Tally = {{Tally}} {
        width: Fill, height: Fit
        padding: 10
        draw_text: {
            color: #xe8e6e3
            text_style: <THEME_FONT_REGULAR> { font_size: 14 }
        }
    }
}

// ANCHOR: widget
/// Shows the count it finds in the scope's data; a click resets it.
#[derive(Live, LiveHook, Widget)]
pub struct Tally {
    #[walk]
    walk: Walk,
    #[live]
    padding: Padding,
    #[redraw]
    #[live]
    draw_text: DrawText,
    #[rust]
    area: Area,
}

#[derive(Clone, Debug, DefaultNone)]
pub enum TallyAction {
    Reset,
    None,
}

impl Widget for Tally {
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        // Read: the app put its state into the scope.
        let text = match scope.data.get::<AppState>() {
            Some(state) => format!("Count: {}   (run number {})", state.count, state.runs),
            None => "No AppState in the scope".to_string(),
        };
        cx.begin_turtle(walk.with_add_padding(self.padding), Layout::default());
        let align = Align::default();
        self.draw_text.draw_walk(cx, Walk::fit(), align, &text);
        cx.end_turtle_with_area(&mut self.area);
        DrawStep::done()
    }

    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        if let Hit::FingerUp(e) = event.hits(cx, self.area) {
            if e.is_over && e.was_tap() {
                // Change: the same scope gives mutable access.
                if let Some(state) = scope.data.get_mut::<AppState>() {
                    state.count = 0;
                }
                // Tell the app, which saves; and draw the new value.
                cx.widget_action(self.widget_uid(), &scope.path, TallyAction::Reset);
                self.redraw(cx);
            }
        }
    }
}
// ANCHOR_END: widget
