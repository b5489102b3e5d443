use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub MoveToExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xfff0f3);
                sdf.circle(80.0, 80.0, 72.0);
                sdf.fill(#xef476f);
                // two separate strokes in one path: each starts with move_to
                sdf.move_to(52.0, 52.0);
                sdf.line_to(108.0, 108.0);
                sdf.move_to(108.0, 52.0);
                sdf.line_to(52.0, 108.0);
                sdf.stroke(#xffffff, 6.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
