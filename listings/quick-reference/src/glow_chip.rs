use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    // ANCHOR: dsl
    pub GlowChip = {{GlowChip}} {
        width: 90, height: 32,
        show_bg: true,
        draw_bg: {
            instance hover: 0.0
            fn pixel(self) -> vec4 {
                return mix(#3a3f58, #5c6bc0, self.hover);
            }
        }
        animator: {
            hover = {
                default: off,
                off = {
                    from: {all: Forward {duration: 0.2}}
                    apply: {draw_bg: {hover: 0.0}}
                }
                on = {
                    ease: OutQuad
                    from: {all: Forward {duration: 0.15}}
                    apply: {draw_bg: {hover: 1.0}}
                }
            }
        }
    }
    // ANCHOR_END: dsl
}

// ANCHOR: rust
#[derive(Live, LiveHook, Widget)]
pub struct GlowChip {
    #[deref]
    view: View,
    #[animator]
    animator: Animator,
}

impl Widget for GlowChip {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        if self.animator_handle_event(cx, event).must_redraw() {
            self.redraw(cx);
        }
        match event.hits(cx, self.view.area()) {
            Hit::FingerHoverIn(_) => self.animator_play(cx, id!(hover.on)),
            Hit::FingerHoverOut(_) => self.animator_play(cx, id!(hover.off)),
            _ => {}
        }
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: rust
