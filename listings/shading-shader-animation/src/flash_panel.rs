use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub FlashPanel = {{FlashPanel}} {
        width: Fill, height: 60
        draw_bg: {
            uniform flash: 0.0
            fn pixel(self) -> vec4 {
                return Pal::premul(mix(#x1d2230, #xfff3c4, self.flash));
            }
        }
    }
}

/// A panel whose whole background flashes; the flash amount is a uniform.
#[derive(Live, LiveHook, Widget)]
pub struct FlashPanel {
    #[redraw]
    #[live]
    draw_bg: DrawQuad,
    #[walk]
    walk: Walk,
    #[layout]
    layout: Layout,
    #[rust]
    flash_amount: f32,
}

impl Widget for FlashPanel {
    fn handle_event(&mut self, _cx: &mut Cx, _event: &Event, _scope: &mut Scope) {}

    // ANCHOR: set-uniform
    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        self.draw_bg.set_uniform(cx, id!(flash), &[self.flash_amount]);
        self.draw_bg.begin(cx, walk, self.layout);
        // ... draw the content ...
        self.draw_bg.end(cx);
        DrawStep::done()
    }
    // ANCHOR_END: set-uniform
}

impl FlashPanelRef {
    /// Sets the flash amount (0.0 to 1.0); the panel redraws to pass it on.
    pub fn set_flash(&self, cx: &mut Cx, amount: f32) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.flash_amount = amount;
            inner.redraw(cx);
        }
    }
}
