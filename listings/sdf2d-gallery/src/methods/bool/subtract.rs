use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub SubtractExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x1d3557);
                sdf.circle(80.0, 80.0, 55.0);
                // the cutter is drawn last, offset up and to the right
                sdf.circle(105.0, 60.0, 45.0);
                sdf.subtract();
                sdf.fill(#xf1faee);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
