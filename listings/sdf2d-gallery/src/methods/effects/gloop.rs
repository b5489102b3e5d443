use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub GloopExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x1a1423);
                sdf.circle(54.0, 80.0, 29.0);
                sdf.circle(106.0, 83.0, 19.0);
                // smooth union: the two drops melt together within k = 16 units
                sdf.gloop(16.0);
                sdf.fill(#xff6b35);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
