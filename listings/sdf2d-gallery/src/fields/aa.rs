use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub AaExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // one antialiasing ramp measured in SDF units
                let hair = 1.0 / sdf.aa;
                sdf.clear(#xf4f1ea);
                sdf.box(8.0, 28.0, 144.0, 104.0, 3.0);
                sdf.stroke(#x3d405b, hair);
                sdf.move_to(80.0, 42.0);
                sdf.line_to(80.0, 118.0);
                sdf.stroke(#xe07a5f, hair);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
