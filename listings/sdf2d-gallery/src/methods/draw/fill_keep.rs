use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub FillKeepExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xffffff);
                sdf.box(4.0, 56.0, 152.0, 48.0, 5.0);
                // paint the face but keep the outline for the border
                sdf.fill_keep(#xe0f2fe);
                sdf.stroke(#x0284c7, 1.5);
                // a small status dot at the left, painted as a new group
                sdf.circle(28.0, 80.0, 7.0);
                sdf.fill(#x0284c7);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
