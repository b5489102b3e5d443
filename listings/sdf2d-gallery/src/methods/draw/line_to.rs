use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub LineToExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xf1faee);
                sdf.circle(80.0, 80.0, 70.0);
                sdf.fill(#x2d6a4f);
                // a check mark: two segments sharing the middle point
                sdf.move_to(47.0, 83.0);
                sdf.line_to(70.0, 107.0);
                sdf.line_to(117.0, 57.0);
                sdf.stroke(#xffffff, 7.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
