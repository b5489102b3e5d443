use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // ANCHOR: gradient-card
    GradientCard = <View> {
        width: 240, height: 120
        show_bg: true
        draw_bg: {
            uniform top_color: #x3a2f6b
            uniform bottom_color: #x1c4e80
            uniform border_color: #x8fb3ff
            uniform border_width: 1.0
            uniform radius: 5.0

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // inset by the border width so the stroke stays inside the rectangle
                let b = self.border_width;
                sdf.box(b, b, self.rect_size.x - 2.0 * b, self.rect_size.y - 2.0 * b, self.radius);
                // vertical gradient, with a little dither against banding
                let dither = Math::random_2d(self.pos * self.rect_size) * 0.02;
                sdf.fill_keep(mix(self.top_color, self.bottom_color, self.pos.y + dither));
                sdf.stroke(self.border_color, b);
                return sdf.result;
            }
        }
    }
    // ANCHOR_END: gradient-card

    // ANCHOR: shadow-card
    ShadowCard = <RoundedShadowView> {
        width: 240, height: 120
        margin: 20
        draw_bg: {
            color: #x262c3a
            border_radius: 6.0
            shadow_color: #x0009
            shadow_radius: 16.0
            shadow_offset: vec2(0.0, 6.0)
        }
    }
    // ANCHOR_END: shadow-card

    // ANCHOR: neon-diamond
    NeonDiamond = <View> {
        width: 120, height: 120
        show_bg: true
        draw_bg: {
            uniform angle: 0.785398
            uniform neon: #x39f3ff

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let c = self.rect_size * 0.5;
                sdf.clear(#x10131a);
                // rotate everything drawn afterwards around the centre (radians)
                sdf.rotate(self.angle, c.x, c.y);
                sdf.box(c.x - 30.0, c.y - 30.0, 60.0, 60.0, 2.0);
                // a wide glow that fades towards its outer edge ...
                sdf.blur = 10.0;
                sdf.glow_keep(vec4(self.neon.rgb, 0.5), 10.0);
                sdf.blur = 0.0;
                // ... and a thin bright outline on top
                sdf.stroke(self.neon, 1.0);
                return sdf.result;
            }
        }
    }
    // ANCHOR_END: neon-diamond

    DistanceDebug = <View> {
        width: 80, height: 80
        show_bg: true
        draw_bg: {
            // ANCHOR: distance-debug
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.circle(40.0, 40.0, 30.0);
                // show the signed distance instead of filling:
                // red outside the shape, green inside, brighter further from the edge
                let d = sdf.shape / 30.0;
                return vec4(max(d, 0.0), max(-d, 0.0), 0.0, 1.0);
            }
            // ANCHOR_END: distance-debug
        }
    }

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(640, 400), title: "Shader techniques" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: RightWrap, spacing: 20, padding: 24
                    show_bg: true
                    draw_bg: { color: #x10131a }
                    <GradientCard> {}
                    <ShadowCard> {}
                    <NeonDiamond> {}
                    <DistanceDebug> {}
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
