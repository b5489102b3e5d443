use makepad_widgets::*;

// ANCHOR: dsl
live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub SegmentTab = {{SegmentTab}} {
        width: 110, height: 32
        draw_bg: {
            instance hover: 0.0
            instance selected: 0.0
            instance disabled: 0.0
            uniform idle_color: #x2b3140
            uniform hover_color: #x353d50
            uniform selected_color: #x3d6df2
            uniform disabled_color: #x23262d

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.box(1.0, 1.0, self.rect_size.x - 2.0, self.rect_size.y - 2.0, 3.0);
                // fixed order: hover first, then selected, and disabled wins last
                let hovered = mix(self.idle_color, self.hover_color, self.hover);
                let chosen = mix(hovered, self.selected_color, self.selected);
                sdf.fill(mix(chosen, self.disabled_color, self.disabled));
                return sdf.result;
            }
        }
        animator: {
            hover = {
                default: off,
                off = {from: {all: Forward {duration: 0.2}}, apply: {draw_bg: {hover: 0.0}}}
                on = {from: {all: Forward {duration: 0.1}}, apply: {draw_bg: {hover: 1.0}}}
            }
            selected = {
                default: off,
                off = {from: {all: Forward {duration: 0.2}}, ease: OutCubic, apply: {draw_bg: {selected: 0.0}}}
                on = {from: {all: Forward {duration: 0.2}}, ease: OutCubic, apply: {draw_bg: {selected: 1.0}}}
            }
            disabled = {
                default: off,
                off = {from: {all: Forward {duration: 0.15}}, apply: {draw_bg: {disabled: 0.0}}}
                on = {from: {all: Forward {duration: 0.15}}, apply: {draw_bg: {disabled: 1.0}}}
            }
        }
    }
}
// ANCHOR_END: dsl

#[derive(Live, LiveHook, Widget)]
pub struct SegmentTab {
    #[animator]
    animator: Animator,
    #[redraw]
    #[live]
    draw_bg: DrawQuad,
    #[walk]
    walk: Walk,
    #[layout]
    layout: Layout,
}

// ANCHOR: rust
impl Widget for SegmentTab {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, _scope: &mut Scope) {
        if self.animator_handle_event(cx, event).must_redraw() {
            self.draw_bg.redraw(cx);
        }
        // a disabled tab ignores the pointer entirely
        if self.animator_in_state(cx, id!(disabled.on)) {
            return;
        }
        match event.hits(cx, self.draw_bg.area()) {
            Hit::FingerHoverIn(_) => self.animator_play(cx, id!(hover.on)),
            Hit::FingerHoverOut(_) => self.animator_play(cx, id!(hover.off)),
            _ => {}
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        self.draw_bg.draw_walk(cx, walk);
        DrawStep::done()
    }
}

impl SegmentTab {
    pub fn set_selected(&mut self, cx: &mut Cx, selected: bool, animate: Animate) {
        self.animator_toggle(cx, selected, animate, id!(selected.on), id!(selected.off));
    }

    pub fn is_selected(&self, cx: &Cx) -> bool {
        self.animator_in_state(cx, id!(selected.on))
    }

    pub fn set_disabled(&mut self, cx: &mut Cx, disabled: bool) {
        self.animator_toggle(cx, disabled, Animate::Yes, id!(disabled.on), id!(disabled.off));
    }
}
// ANCHOR_END: rust
