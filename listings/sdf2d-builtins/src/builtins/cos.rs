use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub CosExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let r = length(self.pos * self.rect_size - vec2(80.0, 80.0));
                // one light/dark ring roughly every 9 pixels (2 * PI / 0.7)
                let wave = 0.5 + 0.5 * cos(r * 0.7);
                sdf.circle(80.0, 80.0, 76.0);
                sdf.fill(mix(#x0e4d64, #x5ad1e6, wave));
                return sdf.result;
            }
        }
    }
}
