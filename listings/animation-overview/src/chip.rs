use makepad_widgets::*;

// ANCHOR: dsl
live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub GlowChip = {{GlowChip}} <View> {
        width: 120, height: 36
        show_bg: true
        draw_bg: {
            instance hover: 0.0
            uniform rest_color: #x2a3140
            uniform lit_color: #x3d6df2
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.box(1.0, 1.0, self.rect_size.x - 2.0, self.rect_size.y - 2.0, 4.0);
                sdf.fill(mix(self.rest_color, self.lit_color, self.hover));
                return sdf.result;
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
                    from: {all: Forward {duration: 0.1}}
                    apply: {draw_bg: {hover: 1.0}}
                }
            }
        }
    }
}
// ANCHOR_END: dsl

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
        self.animator_handle_event(cx, event);
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
