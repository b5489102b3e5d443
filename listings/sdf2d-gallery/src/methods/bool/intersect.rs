use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub IntersectExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xfefae0);
                sdf.circle(50.0, 110.0, 85.0);
                sdf.circle(110.0, 50.0, 85.0);
                // keep only the area inside both circles: a pointed leaf
                sdf.intersect();
                sdf.fill_keep(#x52b788);
                sdf.stroke(#x1b4332, 2.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
