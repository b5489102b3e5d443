use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // ANCHOR: shape-sampler
    ShapeSampler = <View> {
        width: 380, height: 120
        show_bg: true
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x1b2029);
                // circle: centre (50, 60), radius 34
                sdf.circle(50.0, 60.0, 34.0);
                sdf.fill(#xff7a59);
                // rounded box: top-left (110, 26), 68 x 68, r = 6.0 gives 12 px corners
                sdf.box(110.0, 26.0, 68.0, 68.0, 6.0);
                sdf.fill(#x4fc38a);
                // hexagon outline, 2 px on each side of the edge
                sdf.hexagon(240.0, 60.0, 32.0);
                sdf.stroke(#x6c9cff, 2.0);
                // triangle path, wound clockwise on screen
                sdf.move_to(300.0, 94.0);
                sdf.line_to(330.0, 26.0);
                sdf.line_to(360.0, 94.0);
                sdf.close_path();
                sdf.fill(#xf2c94c);
                return sdf.result;
            }
        }
    }
    // ANCHOR_END: shape-sampler

    // ANCHOR: boolean-sampler
    BooleanSampler = <View> {
        width: 380, height: 120
        show_bg: true
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // ring: big circle minus small circle
                sdf.circle(50.0, 60.0, 34.0);
                sdf.circle(50.0, 60.0, 22.0);
                sdf.subtract();
                sdf.fill(#x6c9cff);
                // crescent: circle minus an offset circle
                sdf.circle(140.0, 60.0, 32.0);
                sdf.circle(156.0, 50.0, 28.0);
                sdf.subtract();
                sdf.fill(#xf2c94c);
                // lens: only the overlap of two circles
                sdf.circle(222.0, 60.0, 30.0);
                sdf.circle(250.0, 60.0, 30.0);
                sdf.intersect();
                sdf.fill(#x4fc38a);
                // blob: two circles melted together
                sdf.circle(310.0, 60.0, 20.0);
                sdf.circle(345.0, 60.0, 16.0);
                sdf.gloop(12.0);
                sdf.fill(#xff7a59);
                return sdf.result;
            }
        }
    }
    // ANCHOR_END: boolean-sampler

    // ANCHOR: arc-sampler
    ArcSampler = <View> {
        width: 380, height: 120
        show_bg: true
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x1b2029);
                // a progress ring: a grey track, then a thick arc with round ends;
                // angle 0.0 points down and angles grow clockwise on screen
                sdf.circle(60.0, 60.0, 36.0);
                sdf.stroke(#x3a4150, 4.0);
                sdf.arc_round_caps(60.0, 60.0, 36.0, 0.0, 4.0, 8.0);
                sdf.fill(#x4fc38a);
                // the same arc with flat ends
                sdf.arc_flat_caps(170.0, 60.0, 36.0, 0.0, 4.0, 8.0);
                sdf.fill(#x6c9cff);
                // blend(0.5): halfway between a circle and a square
                sdf.circle(290.0, 60.0, 34.0);
                sdf.box(256.0, 26.0, 68.0, 68.0, 1.0);
                sdf.blend(0.5);
                sdf.fill(#xf2c94c);
                return sdf.result;
            }
        }
    }
    // ANCHOR_END: arc-sampler

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(440, 460), title: "Sdf2d shapes" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: Down, spacing: 16, padding: 24
                    show_bg: true
                    draw_bg: { color: #x10131a }
                    <ShapeSampler> {}
                    <BooleanSampler> {}
                    <ArcSampler> {}
                }
            }
        }
    }
}

app_main!(App);

#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
