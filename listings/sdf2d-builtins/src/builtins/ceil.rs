use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub CeilExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance strength: 0.6
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // which of the five 32 px columns is this pixel in? 1.0 .. 5.0
                let col = ceil(self.pos.x * 5.0);
                let bar_h = col / 5.0 * 136.0;
                sdf.box((col - 1.0) * 32.0 + 4.0, 148.0 - bar_h, 24.0, bar_h, 2.0);
                let lit = step(col, self.strength * 5.0);
                sdf.fill(mix(#x3a3f47, #x4cd964, lit));
                return sdf.result;
            }
        }
    }
}
