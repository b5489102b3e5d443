// ANCHOR: look
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;

    pub PillButton = {{PillButton}} {
        width: Fit, height: Fit
        padding: {left: 20, right: 20, top: 10, bottom: 10}
        align: {x: 0.5, y: 0.5}
        text: "Button"

        draw_bg: {
            instance hover: 0.0
            instance down: 0.0
            uniform color: #x3d5a80
            uniform color_hover: #x4f77a8
            uniform color_down: #x293d57

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // Sdf2d::box doubles the radius it is given: a quarter of
                // the box's height rounds each end into a half circle.
                let radius = (self.rect_size.y - 2.0) * 0.25;
                sdf.box(1.0, 1.0, self.rect_size.x - 2.0, self.rect_size.y - 2.0, radius);
                let base = mix(self.color, self.color_hover, self.hover);
                sdf.fill(mix(base, self.color_down, self.down));
                return sdf.result;
            }
        }

        draw_text: {
            color: #xf4f1de
            text_style: <THEME_FONT_REGULAR> { font_size: 11.0 }
        }

        animator: {
            hover = {
                default: off
                off = {
                    from: {all: Forward {duration: 0.15}}
                    apply: { draw_bg: {hover: 0.0, down: 0.0} }
                }
                on = {
                    from: {all: Forward {duration: 0.15}}
                    apply: { draw_bg: {hover: 1.0, down: 0.0} }
                }
                pressed = {
                    from: {all: Forward {duration: 0.05}}
                    apply: { draw_bg: {hover: 1.0, down: 1.0} }
                }
            }
        }
    }
}
// ANCHOR_END: look

// ANCHOR: struct
#[derive(Clone, Debug, DefaultNone)]
pub enum PillButtonAction {
    None,
    Clicked,
}

#[derive(Live, LiveHook, Widget)]
pub struct PillButton {
    #[animator]
    animator: Animator,
    #[redraw]
    #[live]
    draw_bg: DrawQuad,
    #[live]
    draw_text: DrawText,
    #[walk]
    walk: Walk,
    #[layout]
    layout: Layout,
    #[live]
    text: String,
}
// ANCHOR_END: struct

// ANCHOR: widget
impl Widget for PillButton {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let uid = self.widget_uid();
        // Advance running animations and repaint while they change values.
        if self.animator_handle_event(cx, event).must_redraw() {
            self.draw_bg.redraw(cx);
        }

        match event.hits(cx, self.draw_bg.area()) {
            Hit::FingerHoverIn(_) => {
                cx.set_cursor(MouseCursor::Hand);
                self.animator_play(cx, id!(hover.on));
            }
            Hit::FingerHoverOut(_) => {
                self.animator_play(cx, id!(hover.off));
            }
            Hit::FingerDown(_) => {
                self.animator_play(cx, id!(hover.pressed));
            }
            Hit::FingerUp(fe) => {
                if fe.is_over {
                    cx.widget_action(uid, &scope.path, PillButtonAction::Clicked);
                    self.animator_play(cx, id!(hover.on));
                } else {
                    self.animator_play(cx, id!(hover.off));
                }
            }
            _ => {}
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        self.draw_bg.begin(cx, walk, self.layout);
        self.draw_text.draw_walk(cx, Walk::fit(), Align::default(), &self.text);
        self.draw_bg.end(cx);
        DrawStep::done()
    }
}
// ANCHOR_END: widget

// ANCHOR: api
impl PillButton {
    pub fn clicked(&self, actions: &Actions) -> bool {
        matches!(
            actions.find_widget_action(self.widget_uid()).cast::<PillButtonAction>(),
            PillButtonAction::Clicked
        )
    }
}

impl PillButtonRef {
    pub fn clicked(&self, actions: &Actions) -> bool {
        self.borrow().map_or(false, |inner| inner.clicked(actions))
    }

    pub fn set_label(&self, cx: &mut Cx, text: &str) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.text = text.to_string();
            inner.redraw(cx);
        }
    }
}
// ANCHOR_END: api
