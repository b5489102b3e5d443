use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub LiftCard = {{LiftCard}} <View> {
        width: 260, height: Fit
        padding: {left: 20, right: 20, top: 18, bottom: 22}
        flow: Down, spacing: 6
        show_bg: true
        draw_bg: {
            instance hover: 0.0
            uniform face_color: #x262c3a
            uniform face_color_lit: #x33405c
            uniform accent_color: #x6c9cff
            uniform shadow_color: #x00000088

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let lift = 4.0 * self.hover;
                // a soft shadow that darkens as the card rises
                sdf.box(6.0, 10.0, self.rect_size.x - 12.0, self.rect_size.y - 12.0, 5.0);
                sdf.blur = 6.0;
                sdf.fill(mix(#x00000000, self.shadow_color, self.hover));
                sdf.blur = 0.0;
                // the card face, moved up by `lift` pixels
                sdf.box(2.0, 4.0 - lift, self.rect_size.x - 4.0, self.rect_size.y - 8.0, 4.0);
                sdf.fill_keep(mix(self.face_color, self.face_color_lit, self.hover));
                sdf.stroke(mix(#x6c9cff00, self.accent_color, self.hover), 1.0);
                return sdf.result;
            }
        }

        title = <Label> {
            text: "Storage"
            draw_text: {color: #xf0f3fa, text_style: {font_size: 13.0}}
        }
        body = <Label> {
            text: "61 GB of 128 GB used"
            draw_text: {color: #xa9b1c3}
        }

        animator: {
            hover = {
                default: off,
                off = {
                    from: {all: Forward {duration: 0.25}}
                    ease: OutQuad
                    apply: {draw_bg: {hover: 0.0}}
                }
                on = {
                    from: {all: Forward {duration: 0.15}}
                    ease: OutQuad
                    apply: {draw_bg: {hover: 1.0}}
                }
            }
        }
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct LiftCard {
    #[deref]
    view: View,
    #[animator]
    animator: Animator,
}

impl Widget for LiftCard {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        // 1. let the animator advance its timelines on NextFrame events
        if self.animator_handle_event(cx, event).must_redraw() {
            self.view.redraw(cx);
        }
        // 2. decide which state we want
        match event.hits(cx, self.view.area()) {
            // ANCHOR: log-state
            Hit::FingerHoverIn(_) => {
                self.animator_play(cx, id!(hover.on));
                log!("hover.on now active: {}", self.animator_in_state(cx, id!(hover.on)));
            }
            // ANCHOR_END: log-state
            Hit::FingerHoverOut(_) => {
                self.animator_play(cx, id!(hover.off));
            }
            _ => {}
        }
        // 3. give the children their events too
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
