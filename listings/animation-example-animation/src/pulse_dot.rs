use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub PulseDot = {{PulseDot}} {
        width: 24, height: 24
        draw_bg: {
            instance pulse: 0.0
            uniform dot_color: #xff5d5d

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let c = self.rect_size * 0.5;
                // a ring that grows and fades out as pulse goes from 0 to 1
                sdf.circle(c.x, c.y, 4.0 + 7.0 * self.pulse);
                sdf.stroke(vec4(self.dot_color.rgb, self.dot_color.a * (1.0 - self.pulse)), 1.0);
                // the solid centre
                sdf.circle(c.x, c.y, 4.0);
                sdf.fill(self.dot_color);
                return sdf.result;
            }
        }
        animator: {
            pulse = {
                default: off,
                off = {
                    from: {all: Forward {duration: 0.2}}
                    apply: {draw_bg: {pulse: 0.0}}
                }
                on = {
                    from: {all: Loop {duration: 1.2, end: 1.0}}
                    apply: {draw_bg: {pulse: [{time: 0.0, value: 0.0}, {time: 1.0, value: 1.0}]}}
                }
            }
        }
    }
}

#[derive(Live, Widget)]
pub struct PulseDot {
    #[animator] animator: Animator,
    #[redraw] #[live] draw_bg: DrawQuad,
    #[walk] walk: Walk,
    #[layout] layout: Layout,
    #[live(true)] active: bool,
}

impl LiveHook for PulseDot {
    fn after_new_from_doc(&mut self, cx: &mut Cx) {
        // a looping state only runs once it has been played
        if self.active {
            self.animator_play(cx, id!(pulse.on));
        }
    }
}

impl Widget for PulseDot {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, _scope: &mut Scope) {
        if self.animator_handle_event(cx, event).must_redraw() {
            self.draw_bg.redraw(cx);
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        self.draw_bg.draw_walk(cx, walk);
        DrawStep::done()
    }
}

impl PulseDotRef {
    pub fn set_active(&self, cx: &mut Cx, active: bool) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.active = active;
            inner.animator_toggle(cx, active, Animate::Yes, id!(pulse.on), id!(pulse.off));
        }
    }
}
