use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub InverseExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // symmetric matrix: stretches 2x along the (1, 1) diagonal
                let to_screen = mat4(
                    1.5, 0.5, 0.0, 0.0,
                    0.5, 1.5, 0.0, 0.0,
                    0.0, 0.0, 1.0, 0.0,
                    0.0, 0.0, 0.0, 1.0
                );
                let rel = self.pos * self.rect_size - vec2(80.0, 80.0);
                let local = inverse(to_screen) * vec4(rel, 0.0, 1.0);
                sdf.pos = local.xy;
                sdf.circle(0.0, 0.0, 32.0);
                sdf.fill(#x8e6cf0);
                return sdf.result;
            }
        }
    }
}
