use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub RotateExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x1b263b);
                sdf.circle(80.0, 80.0, 72.0);
                sdf.fill(#xf8f9fa);
                // turn everything that follows 35 degrees clockwise around the dial centre
                sdf.rotate(radians(35.0), 80.0, 80.0);
                // north half of the needle, drawn pointing straight up
                sdf.move_to(80.0, 20.0);
                sdf.line_to(92.0, 80.0);
                sdf.line_to(68.0, 80.0);
                sdf.close_path();
                sdf.fill(#xd62828);
                // south half
                sdf.move_to(68.0, 80.0);
                sdf.line_to(92.0, 80.0);
                sdf.line_to(80.0, 140.0);
                sdf.close_path();
                sdf.fill(#x495057);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
