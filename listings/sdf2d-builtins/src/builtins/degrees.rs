use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub DegreesExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let d = self.pos * self.rect_size - vec2(80.0, 80.0);
                // angle around the centre in 0..360 degrees
                let deg = degrees(atan(d.y, d.x)) + 180.0;
                let band = step(45.0, mod(deg, 90.0));
                sdf.circle(80.0, 80.0, 74.0);
                sdf.fill(mix(#xe8eef7, #x8aa4c8, band));
                return sdf.result;
            }
        }
    }
}
