use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub SinExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance level: 0.55
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let p = self.pos * self.rect_size;
                // surface height with a ripple of 4 px amplitude and about 31 px wavelength
                let surface = 8.0 + 144.0 * (1.0 - self.level) + sin(p.x * 0.2) * 4.0;
                let water = clamp(p.y - surface + 0.5, 0.0, 1.0);
                sdf.box(24.0, 8.0, 112.0, 144.0, 10.0);
                sdf.fill_keep(#x1b2330);
                sdf.fill_keep(vec4(0.2, 0.6, 0.95, water));
                sdf.stroke(#x8a9bb0, 1.5);
                return sdf.result;
            }
        }
    }
}
