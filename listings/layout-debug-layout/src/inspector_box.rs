use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub InspectorBox = {{InspectorBox}} {
        width: Fit, height: Fit
        padding: 8
        flow: Down
        spacing: 4
        draw_bg: { color: #x6c9cff }
    }
}

/// A container that logs the rectangles its turtle works with.
#[derive(Live, LiveHook, Widget)]
pub struct InspectorBox {
    #[redraw]
    #[live]
    draw_bg: DrawColor,
    #[walk]
    walk: Walk,
    #[layout]
    layout: Layout,
}

impl Widget for InspectorBox {
    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        cx.begin_turtle(walk, self.layout);
        // A NaN size here means this axis is Fit and not known yet.
        log!("inner area before children: {:?}", cx.turtle().padded_rect());
        // two fixed-size children, drawn as plain coloured quads
        self.draw_bg.draw_walk(cx, Walk::fixed(120.0, 16.0));
        self.draw_bg.draw_walk(cx, Walk::fixed(80.0, 16.0));
        let rect = cx.end_turtle();
        log!("final rectangle: {:?}", rect);
        DrawStep::done()
    }

    fn handle_event(&mut self, _cx: &mut Cx, _event: &Event, _scope: &mut Scope) {}
}
