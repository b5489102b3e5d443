use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub PressPad = {{PressPad}} {
        width: 96, height: 96
        draw_bg: {
            instance hover: 0.0
            instance down: 0.0
            uniform pad_color: #x3a4356
            uniform pad_color_hover: #x4a5670
            uniform pad_color_down: #x2f6fe0

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // shrink by up to 4 px on each side while pressed
                let inset = 2.0 + 4.0 * self.down;
                sdf.box(inset, inset, self.rect_size.x - 2.0 * inset, self.rect_size.y - 2.0 * inset, 6.0);
                let base = mix(self.pad_color, self.pad_color_hover, self.hover);
                sdf.fill(mix(base, self.pad_color_down, self.down));
                return sdf.result;
            }
        }
        animator: {
            hover = {
                default: off,
                off = {
                    from: {all: Forward {duration: 0.2}}
                    apply: {draw_bg: {hover: 0.0, down: 0.0}}
                }
                on = {
                    from: {all: Forward {duration: 0.15}, down: Forward {duration: 0.25}}
                    apply: {draw_bg: {hover: 1.0, down: 0.0}}
                }
                down = {
                    from: {all: Snap}
                    apply: {draw_bg: {hover: 1.0, down: 1.0}}
                }
            }
        }
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct PressPad {
    #[animator] animator: Animator,
    #[redraw] #[live] draw_bg: DrawQuad,
    #[walk] walk: Walk,
    #[layout] layout: Layout,
}

impl Widget for PressPad {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, _scope: &mut Scope) {
        if self.animator_handle_event(cx, event).must_redraw() {
            self.draw_bg.redraw(cx);
        }
        match event.hits(cx, self.draw_bg.area()) {
            Hit::FingerHoverIn(_) => self.animator_play(cx, id!(hover.on)),
            Hit::FingerHoverOut(_) => self.animator_play(cx, id!(hover.off)),
            Hit::FingerDown(_) => self.animator_play(cx, id!(hover.down)),
            Hit::FingerUp(fe) => {
                if fe.is_over {
                    self.animator_play(cx, id!(hover.on));
                } else {
                    self.animator_play(cx, id!(hover.off));
                }
            }
            _ => {}
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        self.draw_bg.draw_walk(cx, walk);
        DrawStep::done()
    }
}
