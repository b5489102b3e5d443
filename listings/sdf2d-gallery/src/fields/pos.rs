use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub PosExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x2d6a4f);
                sdf.box(5.0, 5.0, 150.0, 150.0, 12.0);
                sdf.fill(#xfafafa);
                // move the origin to the centre, then fold all quadrants onto one
                sdf.translate(80.0, 80.0);
                sdf.pos = abs(sdf.pos);
                sdf.circle(35.0, 35.0, 14.0);
                sdf.fill(#x1d1d1f);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
