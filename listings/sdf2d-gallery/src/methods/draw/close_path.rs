use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ClosePathExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xe9ecef);
                // clockwise on screen: top, bottom-right, bottom-left
                sdf.move_to(80.0, 22.0);
                sdf.line_to(146.0, 136.0);
                sdf.line_to(14.0, 136.0);
                sdf.close_path();
                sdf.fill_keep(#xffd60a);
                sdf.stroke(#x3c3c3c, 4.0);
                // exclamation mark
                sdf.box(75.0, 58.0, 10.0, 44.0, 2.5);
                sdf.circle(80.0, 118.0, 6.0);
                sdf.fill(#x3c3c3c);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
