use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub DistExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xe5e5e5);
                sdf.box(8.0, 8.0, 144.0, 144.0, 12.0);
                sdf.circle(80.0, 80.0, 36.0);
                // dist belongs to the circle only, shape is box and circle together
                let rings = 0.5 + 0.5 * sin(sdf.dist * 0.45);
                sdf.fill(mix(#x14213d, #x4cc9f0, rings * 0.6));
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
