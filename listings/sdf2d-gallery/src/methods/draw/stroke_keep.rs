use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub StrokeKeepExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xe9f5db);
                sdf.move_to(12.0, 132.0);
                sdf.line_to(56.0, 72.0);
                sdf.line_to(104.0, 104.0);
                sdf.line_to(148.0, 40.0);
                // casing: 8 units on each side, shape kept for the next stroke
                sdf.stroke_keep(#x495057, 8.0);
                // road surface: 5 units on each side of the same path
                sdf.stroke(#xffd43b, 5.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
