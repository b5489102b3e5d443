use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub LastPosExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xf8f9fa);
                sdf.move_to(10.0, 124.0);
                sdf.line_to(40.0, 104.0);
                sdf.line_to(68.0, 114.0);
                sdf.line_to(98.0, 66.0);
                sdf.line_to(126.0, 78.0);
                sdf.line_to(148.0, 34.0);
                sdf.stroke(#x2a9d8f, 2.5);
                // stroke() does not reset last_pos: it still holds the final point
                sdf.circle(sdf.last_pos.x, sdf.last_pos.y, 7.0);
                sdf.fill(#xe76f51);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
