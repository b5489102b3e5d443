use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub FillExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xf1f3f5);
                // 2 * r = 42, half the box height: a pill-shaped track
                sdf.box(7.0, 38.0, 146.0, 84.0, 21.0);
                sdf.fill(#x34c759);
                // fill() reset the shape, so the knob is painted on its own
                sdf.circle(112.0, 80.0, 32.0);
                sdf.fill(#xffffff);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
