use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub LogExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance amplitude: 0.25
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // 20 * log10(a), with a guard against log(0)
                let db = 20.0 * log(max(self.amplitude, 0.001)) / log(10.0);
                // map -60 dB .. 0 dB onto 0 .. 1
                let level = clamp((db + 60.0) / 60.0, 0.0, 1.0);
                let h = max(136.0 * level, 8.0);
                sdf.box(64.0, 12.0, 32.0, 136.0, 3.0);
                sdf.fill(#x343a44);
                sdf.box(64.0, 148.0 - h, 32.0, h, 3.0);
                sdf.fill(mix(#x38c172, #xe3342f, level * level));
                return sdf.result;
            }
        }
    }
}
