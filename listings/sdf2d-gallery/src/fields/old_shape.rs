use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub OldShapeExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xffffff);
                sdf.circle(58.0, 80.0, 36.0);
                sdf.circle(102.0, 80.0, 36.0);
                // old_shape is the first circle, dist the second one
                let lens = max(sdf.old_shape, sdf.dist);
                sdf.fill_keep(#x8ecae6);
                sdf.shape = lens;
                sdf.fill(#x219ebc);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
