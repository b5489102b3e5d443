use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ViewportExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                // origin in the middle of the widget instead of the top-left corner
                let sdf = Sdf2d::viewport(self.pos * self.rect_size - self.rect_size * 0.5);
                sdf.clear(#x264653);
                let r = min(self.rect_size.x, self.rect_size.y) * 0.5 - 16.0;
                sdf.circle(0.0, 0.0, r);
                sdf.fill_keep(#xffb703);
                sdf.stroke(#xfb8500, 4.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
