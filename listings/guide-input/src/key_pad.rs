use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;

    // ANCHOR: live
    DrawPad = {{DrawPad}} {
        fn pixel(self) -> vec4 {
            let sdf = Sdf2d::viewport(self.pos * self.rect_size);
            sdf.box(1.0, 1.0, self.rect_size.x - 2.0, self.rect_size.y - 2.0, 6.0);
            sdf.fill_keep(mix(#x2a2f3a, #x343b4a, self.hover));
            sdf.stroke(mix(#x444b59, #x6c9cff, self.focus), 2.0);
            return sdf.result;
        }
    }

    pub KeyPad = {{KeyPad}} {
        width: Fill, height: 220
        draw_marker: { color: #xf2b84b }
        draw_text: { color: #xe6e6e6, text_style: <THEME_FONT_REGULAR> { font_size: 11 } }
    }
    // ANCHOR_END: live
}

/// The pad's background: `hover` and `focus` are per-instance shader inputs.
#[derive(Live, LiveHook, LiveRegister)]
#[repr(C)]
pub struct DrawPad {
    #[deref]
    draw_super: DrawQuad,
    #[live]
    hover: f32,
    #[live]
    focus: f32,
}

// ANCHOR: action
#[derive(Clone, Debug, DefaultNone)]
pub enum KeyPadAction {
    /// A click or tap that ended inside the pad, with its tap count.
    Tapped(u32),
    /// The text typed so far.
    TextChanged(String),
    None,
}
// ANCHOR_END: action

// ANCHOR: struct
#[derive(Live, LiveHook, Widget)]
pub struct KeyPad {
    #[redraw]
    #[live]
    draw_bg: DrawPad,
    #[live]
    draw_marker: DrawColor,
    #[live]
    draw_text: DrawText,
    #[walk]
    walk: Walk,
    /// Marker position, relative to the pad's top-left corner.
    #[rust(dvec2(20.0, 20.0))]
    marker: DVec2,
    #[rust]
    text: String,
    #[rust]
    caret_visible: bool,
    #[rust]
    blink_timer: Timer,
}
// ANCHOR_END: struct

// ANCHOR: handle-event
impl Widget for KeyPad {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let uid = self.widget_uid();

        // Timers arrive as Event::Timer; only ours is of interest.
        if self.blink_timer.is_event(event).is_some() {
            self.caret_visible = !self.caret_visible;
            self.redraw(cx);
        }

        match event.hits(cx, self.draw_bg.area()) {
            Hit::FingerHoverIn(_) => {
                cx.set_cursor(MouseCursor::Hand);
                self.draw_bg.hover = 1.0;
                self.redraw(cx);
            }
            Hit::FingerHoverOut(_) => {
                self.draw_bg.hover = 0.0;
                self.redraw(cx);
            }
            Hit::FingerDown(fe) => {
                // Keyboard events only reach the area that has key focus.
                cx.set_key_focus(self.draw_bg.area());
                self.marker = fe.abs - fe.rect.pos;
                self.redraw(cx);
            }
            Hit::FingerMove(fe) => {
                // Delivered while the finger (or button) that went down on
                // the pad is held, even outside of it.
                let local = fe.abs - fe.rect.pos;
                self.marker = dvec2(
                    local.x.clamp(0.0, fe.rect.size.x),
                    local.y.clamp(0.0, fe.rect.size.y),
                );
                self.redraw(cx);
            }
            Hit::FingerUp(fe) => {
                if fe.is_over && fe.was_tap() {
                    cx.widget_action(uid, &scope.path, KeyPadAction::Tapped(fe.tap_count));
                }
            }
            Hit::KeyFocus(_) => {
                self.draw_bg.focus = 1.0;
                self.caret_visible = true;
                self.blink_timer = cx.start_interval(0.5);
                self.redraw(cx);
            }
            Hit::KeyFocusLost(_) => {
                self.draw_bg.focus = 0.0;
                cx.stop_timer(self.blink_timer);
                self.blink_timer = Timer::empty();
                self.redraw(cx);
            }
            Hit::KeyDown(ke) => {
                let step = if ke.modifiers.shift { 40.0 } else { 10.0 };
                match ke.key_code {
                    KeyCode::ArrowLeft => self.marker.x -= step,
                    KeyCode::ArrowRight => self.marker.x += step,
                    KeyCode::ArrowUp => self.marker.y -= step,
                    KeyCode::ArrowDown => self.marker.y += step,
                    KeyCode::Backspace => {
                        self.text.pop();
                        let text = self.text.clone();
                        cx.widget_action(uid, &scope.path, KeyPadAction::TextChanged(text));
                    }
                    // Escape gives up key focus: KeyFocusLost follows.
                    KeyCode::Escape => cx.set_key_focus(Area::Empty),
                    _ => {}
                }
                self.redraw(cx);
            }
            Hit::TextInput(te) => {
                // Typed characters come as text, not as key codes.
                self.text.push_str(&te.input);
                let text = self.text.clone();
                cx.widget_action(uid, &scope.path, KeyPadAction::TextChanged(text));
                self.redraw(cx);
            }
            _ => {}
        }
    }
    // ANCHOR_END: handle-event

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        let rect = cx.walk_turtle(walk);
        self.draw_bg.draw_abs(cx, rect);
        let marker = Rect {
            pos: rect.pos + self.marker - dvec2(5.0, 5.0),
            size: dvec2(10.0, 10.0),
        };
        self.draw_marker.draw_abs(cx, marker);
        let caret = if self.draw_bg.focus > 0.5 && self.caret_visible { "|" } else { "" };
        let line = format!("{}{}", self.text, caret);
        self.draw_text.draw_abs(cx, rect.pos + dvec2(12.0, 12.0), &line);
        DrawStep::done()
    }
}

impl KeyPadRef {
    pub fn tapped(&self, actions: &Actions) -> Option<u32> {
        if let KeyPadAction::Tapped(count) = actions.find_widget_action(self.widget_uid()).cast() {
            return Some(count);
        }
        None
    }

    pub fn text_changed(&self, actions: &Actions) -> Option<String> {
        if let KeyPadAction::TextChanged(text) =
            actions.find_widget_action(self.widget_uid()).cast()
        {
            return Some(text);
        }
        None
    }
}
