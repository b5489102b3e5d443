use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub Arc2Example = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xe9ecef);
                // s == e: a plain angular ramp; r (68.0) is ignored
                let sweep = sdf.arc2(80.0, 80.0, 68.0, 0.0, 0.0);
                sdf.circle(80.0, 80.0, 68.0);
                sdf.circle(80.0, 80.0, 44.0);
                sdf.subtract();
                // arc2 drew nothing: its vec4 is used directly as the fill colour
                sdf.fill_keep(sweep);
                sdf.stroke(#x333333, 2.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
