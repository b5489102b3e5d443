use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub DistanceExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance light: vec2(40.0, 36.0)
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let d = distance(self.pos * self.rect_size, self.light);
                // 1.0 at the light, falling to 0.0 at 180 px away
                let glow = clamp(1.0 - d / 180.0, 0.0, 1.0);
                sdf.box(2.0, 2.0, 156.0, 156.0, 6.0);
                sdf.fill(mix(#x1c1f2b, #x4a4f8f, glow * glow));
                return sdf.result;
            }
        }
    }
}
