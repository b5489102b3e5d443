use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub Log2Example = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance freq: 440.0
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // 20 Hz .. 20480 Hz is exactly ten octaves
                let octave = log2(clamp(self.freq, 20.0, 20480.0) / 20.0) / 10.0;
                let x = 12.0 + octave * 136.0;
                sdf.box(4.0, 56.0, 152.0, 48.0, 4.0);
                sdf.fill(#x343a44);
                sdf.rect(x - 1.5, 62.0, 3.0, 36.0);
                sdf.fill(#xffb347);
                return sdf.result;
            }
        }
    }
}
