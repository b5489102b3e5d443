use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub StatusChip = {{StatusChip}} {
        width: Fit, height: Fit
        margin: 4
        padding: {left: 10, right: 10, top: 4, bottom: 4}
        show_bg: true
        draw_bg: { color: #x3a3f58 }

        kind: Warning
        blink: true
        blink_speed: 1.5
        tint: #xf4a261
        offset: vec2(0.0, 2.0)
        max_chars: 24
        icon: dep("crate://self/resources/warn.svg")

        caption = <Label> { text: "Low battery" }
    }
}

#[derive(Copy, Clone, Debug, Live, LiveHook)]
#[live_ignore]
pub enum ChipKind {
    #[pick]
    Info,
    Warning,
    Error,
}

#[derive(Live, LiveHook, Widget)]
pub struct StatusChip {
    #[deref]
    view: View,
    #[live]
    kind: ChipKind,
    #[live]
    blink: bool,
    #[live(1.0)]
    blink_speed: f64,
    #[live]
    tint: Vec4,
    #[live]
    offset: Vec2,
    #[live]
    max_chars: Option<usize>,
    #[live]
    icon: LiveDependency,
}

impl Widget for StatusChip {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
