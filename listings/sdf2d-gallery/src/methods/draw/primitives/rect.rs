use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub RectExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x073b4c);
                // four bars sharing the baseline y = 130
                sdf.rect(13.0, 95.0, 26.0, 35.0);
                sdf.rect(49.0, 70.0, 26.0, 60.0);
                sdf.rect(85.0, 50.0, 26.0, 80.0);
                sdf.rect(121.0, 80.0, 26.0, 50.0);
                // one fill paints all four, since primitives merge with min
                sdf.fill(#x06d6a0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
