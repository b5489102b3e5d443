use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub GlowExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x0b0b14);
                sdf.box(24.0, 44.0, 112.0, 72.0, 8.0);
                // blur turns the hard glow band into a fade
                sdf.blur = 14.0;
                sdf.glow(#xff2bd6, 14.0);
                // glow() reset the shape: draw the box again for a crisp core line
                sdf.blur = 0.0;
                sdf.box(24.0, 44.0, 112.0, 72.0, 8.0);
                sdf.stroke(#xffc2f2, 1.5);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
