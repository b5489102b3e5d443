use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    DrawShimmer = {{DrawShimmer}} {
        uniform base_color: #x2a303d
        uniform glint_color: #x4a5368

        fn pixel(self) -> vec4 {
            let sdf = Sdf2d::viewport(self.pos * self.rect_size);
            sdf.box(0.0, 0.0, self.rect_size.x, self.rect_size.y, 3.0);
            // a soft highlight band; phase 0..1 moves it across the bar
            let x = self.pos.x * 1.6 - 0.3;
            let band = 1.0 - smoothstep(0.0, 0.15, abs(x - self.phase));
            sdf.fill(mix(self.base_color, self.glint_color, band));
            return sdf.result;
        }
    }

    pub ShimmerBar = {{ShimmerBar}} {
        width: Fill, height: 14
    }
}

#[derive(Live, LiveHook, LiveRegister)]
#[repr(C)]
pub struct DrawShimmer {
    #[deref] draw_super: DrawQuad,
    #[live] phase: f32,
}

#[derive(Live, LiveHook, Widget)]
pub struct ShimmerBar {
    #[redraw] #[live] draw_bg: DrawShimmer,
    #[walk] walk: Walk,
    #[layout] layout: Layout,
    #[live(1.4)] period: f64,
    #[rust] next_frame: NextFrame,
    #[rust] running: bool,
}

impl Widget for ShimmerBar {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, _scope: &mut Scope) {
        if let Event::NextFrame(ne) = event {
            // every widget sees every NextFrame event; only react to our own request
            if self.running && ne.set.contains(&self.next_frame) {
                self.draw_bg.phase = ((ne.time / self.period) % 1.0) as f32;
                // write the new value into the last draw instead of redrawing
                self.draw_bg.update_instance_area_value(cx, id!(phase));
                self.next_frame = cx.new_next_frame();
            }
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        self.draw_bg.draw_walk(cx, walk);
        DrawStep::done()
    }
}

impl ShimmerBarRef {
    pub fn set_running(&self, cx: &mut Cx, running: bool) {
        if let Some(mut inner) = self.borrow_mut() {
            if running && !inner.running {
                inner.next_frame = cx.new_next_frame();
            }
            inner.running = running;
        }
    }
}
