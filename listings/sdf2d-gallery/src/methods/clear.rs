use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ClearExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // opaque tile background first
                sdf.clear(#xd8e2dc);
                sdf.circle(80.0, 60.0, 28.0);
                sdf.fill(#x6d6875);
                // shoulders: a large circle cut off by the bottom edge of the widget
                sdf.circle(80.0, 166.0, 62.0);
                sdf.fill(#x6d6875);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
