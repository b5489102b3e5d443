use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub KnobSwitch = {{KnobSwitch}} {
        width: 52, height: 28
        draw_bg: {
            instance knob: 0.0
            uniform track_off: #x3a4150
            uniform track_on: #x2fb37a
            uniform knob_color: #xf4f6fb

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let h = self.rect_size.y;
                // the track: box() doubles its radius, so h * 0.25 gives a pill
                sdf.box(0.0, 0.0, self.rect_size.x, h, h * 0.25);
                sdf.fill(mix(self.track_off, self.track_on, self.knob));
                // the knob travels between the two rounded ends
                let x = mix(h * 0.5, self.rect_size.x - h * 0.5, self.knob);
                sdf.circle(x, h * 0.5, h * 0.5 - 3.0);
                sdf.fill(self.knob_color);
                return sdf.result;
            }
        }
        animator: {
            switch = {
                default: off,
                off = {
                    from: {all: Forward {duration: 0.2}}
                    ease: OutCubic
                    apply: {draw_bg: {knob: 0.0}}
                }
                on = {
                    from: {all: Forward {duration: 0.3}}
                    ease: OutBack
                    apply: {draw_bg: {knob: 1.0}}
                }
            }
        }
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct KnobSwitch {
    #[animator] animator: Animator,
    #[redraw] #[live] draw_bg: DrawQuad,
    #[walk] walk: Walk,
    #[layout] layout: Layout,
    #[rust] is_on: bool,
}

impl Widget for KnobSwitch {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, _scope: &mut Scope) {
        if self.animator_handle_event(cx, event).must_redraw() {
            self.draw_bg.redraw(cx);
        }
        match event.hits(cx, self.draw_bg.area()) {
            Hit::FingerHoverIn(_) => cx.set_cursor(MouseCursor::Hand),
            Hit::FingerUp(fe) if fe.is_over => {
                self.is_on = !self.is_on;
                self.animator_toggle(cx, self.is_on, Animate::Yes, id!(switch.on), id!(switch.off));
            }
            _ => {}
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        self.draw_bg.draw_walk(cx, walk);
        DrawStep::done()
    }
}

impl KnobSwitchRef {
    /// Set the switch from code without animating, e.g. when loading settings.
    pub fn set_on(&self, cx: &mut Cx, on: bool) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.is_on = on;
            inner.animator_toggle(cx, on, Animate::No, id!(switch.on), id!(switch.off));
        }
    }

    pub fn is_on(&self, cx: &Cx) -> bool {
        self.borrow().map_or(false, |inner| inner.animator_in_state(cx, id!(switch.on)))
    }
}
