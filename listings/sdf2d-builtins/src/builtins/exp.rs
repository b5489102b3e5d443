use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ExpExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let d = length(self.pos * self.rect_size - vec2(80.0, 80.0));
                // Gaussian halo with sigma = 20 px: exp(-d^2 / (2 * 20^2))
                let halo = exp(-d * d / 800.0);
                sdf.rect(0.0, 0.0, 160.0, 160.0);
                sdf.fill(#x1a1416);
                sdf.rect(0.0, 0.0, 160.0, 160.0);
                sdf.fill(vec4(1.0, 0.25, 0.2, halo * 0.8));
                sdf.circle(80.0, 80.0, 12.0);
                sdf.fill(#xffd1c7);
                return sdf.result;
            }
        }
    }
}
