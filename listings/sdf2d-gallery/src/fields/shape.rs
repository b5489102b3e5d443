use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ShapeExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x0d0d1a);
                sdf.box(20.0, 64.0, 120.0, 32.0, 8.0);
                // distance to the pill outline, read before fill() resets shape
                let halo = clamp(1.0 - abs(sdf.shape) / 16.0, 0.0, 1.0);
                sdf.fill(#x1b1b3a);
                sdf.result = vec4(sdf.result.rgb + vec3(0.0, 0.9, 1.0) * halo * halo * 0.8, sdf.result.a);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
