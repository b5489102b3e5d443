use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub AtanExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let d = self.pos * self.rect_size - vec2(80.0, 80.0);
                // full-circle angle in -PI..PI, mapped to 0..1
                let hue = atan(d.y, d.x) / (2.0 * PI) + 0.5;
                sdf.circle(80.0, 80.0, 72.0);
                sdf.circle(80.0, 80.0, 44.0);
                sdf.subtract();
                sdf.fill(Pal::hsv2rgb(vec4(hue, 0.75, 0.95, 1.0)));
                return sdf.result;
            }
        }
    }
}
