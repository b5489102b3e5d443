use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub DotSpinner = {{DotSpinner}} {
        width: 40, height: 40
        draw_bg: {
            instance phase: 0.0
            uniform head_color: #x6fb3ff
            uniform tail_color: #x6fb3ff00

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let c = self.rect_size * 0.5;
                let radius = min(c.x, c.y) - 5.0;
                for n in 0..8 {
                    // where this dot sits on the circle, as a fraction of a turn;
                    // the loop counter is an int, so convert it before float maths
                    let a = float(n) / 8.0;
                    let p = c + vec2(cos(a * 2.0 * PI), sin(a * 2.0 * PI)) * radius;
                    // 0.0 for the head, close to 1.0 for the last dot of the tail
                    let lag = fract(self.phase - a);
                    sdf.circle(p.x, p.y, 3.5);
                    sdf.fill(mix(self.head_color, self.tail_color, lag));
                }
                return sdf.result;
            }
        }
        animator: {
            spin = {
                default: off,
                off = {
                    from: {all: Snap}
                    apply: {draw_bg: {phase: 0.0}}
                }
                on = {
                    from: {all: Loop {duration: 1.0, end: 1.0}}
                    apply: {draw_bg: {phase: [{time: 0.0, value: 0.0}, {time: 1.0, value: 1.0}]}}
                }
            }
        }
    }
}

#[derive(Live, Widget)]
pub struct DotSpinner {
    #[animator] animator: Animator,
    #[redraw] #[live] draw_bg: DrawQuad,
    #[walk] walk: Walk,
    #[layout] layout: Layout,
    #[live(true)] spinning: bool,
}

impl LiveHook for DotSpinner {
    fn after_new_from_doc(&mut self, cx: &mut Cx) {
        if self.spinning {
            self.animator_play(cx, id!(spin.on));
        }
    }
}

impl Widget for DotSpinner {
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

impl DotSpinnerRef {
    pub fn set_spinning(&self, cx: &mut Cx, spinning: bool) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.spinning = spinning;
            inner.animator_toggle(cx, spinning, Animate::Yes, id!(spin.on), id!(spin.off));
        }
    }
}
