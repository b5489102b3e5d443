use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ScaleFactorExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xf4f1de);
                // f = 2.0 about the centre: everything drawn next appears half size
                sdf.scale(2.0, 80.0, 80.0);
                sdf.circle(80.0, 80.0, 70.0);
                sdf.stroke(#x264653, 4.0);
                // rect() does not divide by scale_factor, so correct its distance here
                sdf.rect(50.0, 50.0, 60.0, 60.0);
                sdf.shape = sdf.dist / sdf.scale_factor;
                sdf.fill(#xe9c46a);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
