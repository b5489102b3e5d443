use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub BoxExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xf1f3f5);
                // r = 4.0 gives an 8-unit corner radius, because box() uses 2 * r
                sdf.box(10.0, 60.0, 140.0, 40.0, 4.0);
                // 0 at the top of the button, 1 at its bottom
                let shade = mix(#x4361ee, #x3a0ca3, (sdf.pos.y - 60.0) / 40.0);
                sdf.fill_keep(shade);
                sdf.stroke(#x2b2d8f, 1.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
