use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub StrokeExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xe9ecef);
                // the input field itself
                sdf.box(14.0, 62.0, 132.0, 36.0, 4.0);
                sdf.fill(#xffffff);
                // focus ring around it: 1.5 on each side, so 3 units thick
                sdf.box(8.0, 56.0, 144.0, 48.0, 6.0);
                sdf.stroke(#x4c6ef5, 1.5);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
