use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub GlowKeepExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x081c15);
                // clockwise triangle pointing right
                sdf.move_to(60.0, 44.0);
                sdf.line_to(116.0, 80.0);
                sdf.line_to(60.0, 116.0);
                sdf.close_path();
                sdf.blur = 16.0;
                // the path survives glow_keep, so fill() can reuse the same triangle
                sdf.glow_keep(#x39ff14, 16.0);
                sdf.blur = 0.0;
                sdf.fill(#xb7efc5);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
