use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub StartPosExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xeef2e6);
                sdf.move_to(20.0, 122.0);
                sdf.line_to(54.0, 88.0);
                sdf.line_to(88.0, 100.0);
                sdf.line_to(138.0, 42.0);
                sdf.stroke(#x5c677d, 2.5);
                // move_to stored the first point and stroke() kept it
                sdf.circle(sdf.start_pos.x, sdf.start_pos.y, 8.0);
                sdf.stroke(#x2b9348, 2.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
