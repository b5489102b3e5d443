use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ClipExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xfff8e7);
                // clockwise on screen: top, bottom-right, bottom-left
                sdf.move_to(80.0, 24.0);
                sdf.line_to(144.0, 136.0);
                sdf.line_to(16.0, 136.0);
                sdf.close_path();
                // -clip is the distance to the nearest edge inside the triangle
                let depth = clamp(-sdf.clip / 36.0, 0.0, 1.0);
                sdf.fill_keep(mix(#xf9c74f, #xf3722c, depth));
                sdf.stroke(#x7f2704, 2.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
