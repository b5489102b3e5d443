use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub Notice = {{Notice}} <RoundedView> {
        width: Fill, height: Fit
        padding: 14
        draw_bg: {
            instance fade: 0.0
            color: #x2d3b55
            border_radius: 6.0
            fn get_color(self) -> vec4 {
                return vec4(self.color.rgb, self.color.a * self.fade);
            }
        }
        message = <Label> {
            text: "Settings saved"
            draw_text: {
                instance fade: 0.0
                color: #xeef2fa
                fn get_color(self) -> vec4 {
                    return vec4(self.color.rgb, self.color.a * self.fade);
                }
            }
        }
        animator: {
            appear = {
                default: hidden,
                hidden = {
                    from: {all: Forward {duration: 0.3}}
                    apply: {
                        draw_bg: {fade: 0.0}
                        message = {draw_text: {fade: 0.0}}
                    }
                }
                shown = {
                    from: {all: Forward {duration: 0.4}}
                    ease: InOutQuad
                    apply: {
                        draw_bg: {fade: 1.0}
                        message = {draw_text: {fade: 1.0}}
                    }
                }
            }
        }
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct Notice {
    #[deref] view: View,
    #[animator] animator: Animator,
}

impl Widget for Notice {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        if self.animator_handle_event(cx, event).must_redraw() {
            self.view.redraw(cx);
        }
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}

impl NoticeRef {
    pub fn show(&self, cx: &mut Cx) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.animator_play(cx, id!(appear.shown));
        }
    }

    pub fn hide(&self, cx: &mut Cx) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.animator_play(cx, id!(appear.hidden));
        }
    }
}
