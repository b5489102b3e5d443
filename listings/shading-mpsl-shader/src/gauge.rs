use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    DrawGauge = {{DrawGauge}} {
        uniform track_color: #x2b3242
        uniform fill_color: #x4fc38a
        uniform warn_color: #xf2a33a

        fn pixel(self) -> vec4 {
            let sdf = Sdf2d::viewport(self.pos * self.rect_size);
            let h = self.rect_size.y;
            // the empty track, fully rounded (box doubles its radius)
            sdf.box(0.0, 0.0, self.rect_size.x, h, h * 0.25);
            sdf.fill(self.track_color);
            // the filled part; its width comes from the Rust field `level`
            sdf.box(0.0, 0.0, self.rect_size.x * self.level, h, h * 0.25);
            let warn = smoothstep(0.7, 0.9, self.level);
            sdf.fill(mix(self.fill_color, self.warn_color, warn));
            return sdf.result;
        }
    }

    pub Gauge = {{Gauge}} {
        width: Fill, height: 12
    }
}

#[derive(Live, LiveHook, LiveRegister)]
#[repr(C)]
pub struct DrawGauge {
    #[deref] draw_super: DrawQuad,
    #[live] level: f32,
}

#[derive(Live, LiveHook, Widget)]
pub struct Gauge {
    #[redraw] #[live] draw_gauge: DrawGauge,
    #[walk] walk: Walk,
    #[layout] layout: Layout,
    #[live] value: f32,
}

impl Widget for Gauge {
    fn handle_event(&mut self, _cx: &mut Cx, _event: &Event, _scope: &mut Scope) {}

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        // copy the value into the draw struct right before drawing
        self.draw_gauge.level = self.value.clamp(0.0, 1.0);
        self.draw_gauge.draw_walk(cx, walk);
        DrawStep::done()
    }
}

impl GaugeRef {
    pub fn set_value(&self, cx: &mut Cx, value: f32) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.value = value;
            inner.redraw(cx);
        }
    }
}
