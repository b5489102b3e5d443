use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub Badge = {{Badge}} {
        width: 96, height: 32,
        draw_bg: {color: #3a3f58}
    }
}

#[derive(Clone, Debug, DefaultNone)]
pub enum BadgeAction {
    Tapped,
    None,
}

#[derive(Live, LiveHook, Widget)]
pub struct Badge {
    #[redraw]
    #[live]
    draw_bg: DrawColor,
    #[walk]
    walk: Walk,
    #[rust]
    pressed_at: Option<DVec2>,
}

impl Widget for Badge {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        // ANCHOR: hits
        match event.hits(cx, self.draw_bg.area()) {
            Hit::FingerHoverIn(_) => cx.set_cursor(MouseCursor::Hand),
            Hit::FingerDown(fe) if fe.is_primary_hit() => {
                self.pressed_at = Some(fe.abs);
            }
            Hit::FingerUp(fe) if fe.is_over => {
                cx.widget_action(self.widget_uid(), &scope.path, BadgeAction::Tapped);
            }
            _ => {}
        }
        // ANCHOR_END: hits
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        self.draw_bg.draw_walk(cx, walk);
        DrawStep::done()
    }
}

impl BadgeRef {
    /// True when the badge was tapped in this batch of actions.
    pub fn tapped(&self, actions: &Actions) -> bool {
        matches!(
            actions.find_widget_action(self.widget_uid()).cast(),
            BadgeAction::Tapped
        )
    }
}
