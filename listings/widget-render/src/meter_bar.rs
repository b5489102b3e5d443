use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;

    // The custom draw shader needs a DSL definition of its own.
    DrawMeter = {{DrawMeter}} {}

    pub MeterBar = {{MeterBar}} {
        width: Fill, height: 28
        padding: {left: 10, right: 10}
        align: {x: 0.0, y: 0.5}
        level: 0.35

        draw_bg: {
            uniform track_color: #x33363d
            uniform fill_color: #x7bc47f

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.box(0.0, 0.0, self.rect_size.x, self.rect_size.y, 4.0);
                sdf.fill(self.track_color);
                sdf.box(0.0, 0.0, self.rect_size.x * self.level, self.rect_size.y, 4.0);
                sdf.fill(self.fill_color);
                return sdf.result;
            }
        }

        draw_label: {
            color: #xf0f0f0
            text_style: <THEME_FONT_REGULAR> { font_size: 9.0 }
        }
    }
}

#[derive(Live, LiveHook, LiveRegister)]
#[repr(C)]
pub struct DrawMeter {
    #[deref]
    draw_super: DrawQuad,
    #[live]
    level: f32,
}

#[derive(Live, LiveHook, Widget)]
pub struct MeterBar {
    #[redraw]
    #[live]
    draw_bg: DrawMeter,
    #[live]
    draw_label: DrawText,
    #[walk]
    walk: Walk,
    #[layout]
    layout: Layout,
    #[live]
    level: f64,
}

impl Widget for MeterBar {
    fn draw_walk(&mut self, cx: &mut Cx2d, _scope: &mut Scope, walk: Walk) -> DrawStep {
        // Instance values are copied when the instance is added, so set them first.
        self.draw_bg.level = self.level.clamp(0.0, 1.0) as f32;
        self.draw_bg.begin(cx, walk, self.layout);
        let caption = format!("{:.0}%", self.level * 100.0);
        self.draw_label.draw_walk(cx, Walk::fit(), Align::default(), &caption);
        self.draw_bg.end(cx);
        DrawStep::done()
    }
}

impl MeterBarRef {
    pub fn set_level(&self, cx: &mut Cx, level: f64) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.level = level;
            inner.redraw(cx);
        }
    }
}
