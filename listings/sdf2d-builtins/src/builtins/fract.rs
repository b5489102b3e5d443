use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub FractExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let p = self.pos * self.rect_size;
                // position inside a 20 px diagonal period, 0.0 .. 1.0
                let s = fract((p.x + p.y) / 20.0);
                let stripe = step(0.5, s);
                sdf.box(4.0, 4.0, 152.0, 152.0, 8.0);
                sdf.fill(mix(#x2f6fdf, #x5b95f5, stripe));
                return sdf.result;
            }
        }
    }
}
