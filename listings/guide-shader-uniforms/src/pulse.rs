use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;

    // ANCHOR: pulse-live
    pub PulseDot = {{PulseDot}} {
        width: 80, height: 80
        draw_dot: {
            // Your own uniform: one value for the whole draw call.
            uniform speed: 1.0

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let c = self.rect_size * 0.5;
                // self.time: seconds since the app started, set per pass.
                let wave = 0.5 + 0.5 * sin(self.time * 6.2831 * self.speed);
                sdf.circle(c.x, c.y, mix(12.0, 30.0, wave));
                sdf.fill(mix(#xf2b84b, #xff5c39, wave));
                return sdf.result;
            }
        }
    }
    // ANCHOR_END: pulse-live
}

// ANCHOR: pulse-rust
#[derive(Live, LiveHook, Widget)]
pub struct PulseDot {
    #[redraw]
    #[live]
    draw_dot: DrawQuad,
    #[walk]
    walk: Walk,
    #[rust]
    next_frame: NextFrame,
    #[rust]
    running: bool,
}

impl Widget for PulseDot {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, _scope: &mut Scope) {
        // self.time only moves when the window paints, so ask for a
        // frame, and when it comes, repaint and ask for the next one.
        if self.next_frame.is_event(event).is_some() {
            self.draw_dot.redraw(cx);
            self.next_frame = cx.new_next_frame();
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        self.draw_dot.draw_walk(cx, walk);
        if !self.running {
            self.running = true;
            self.next_frame = cx.new_next_frame();
        }
        DrawStep::done()
    }
}

impl PulseDotRef {
    /// Writes the `speed` uniform. Uniforms are read when the widget is
    /// drawn, so a redraw follows.
    pub fn set_speed(&self, cx: &mut Cx, speed: f32) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.draw_dot.set_uniform(cx, id!(speed), &[speed]);
            inner.draw_dot.redraw(cx);
        }
    }
}
// ANCHOR_END: pulse-rust
