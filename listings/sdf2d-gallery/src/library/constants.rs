use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ConstantsExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x14213d);
                // the golden angle, 2 * PI * (2 - GOLDEN), is about 137.5 degrees
                let golden_angle = 2.0 * PI * (2.0 - GOLDEN);
                // 120 seeds, seed n at radius 6.5 * sqrt(n), turned n golden angles
                let n = 1.0;
                for i in 0..120 {
                    let a = n * golden_angle;
                    let r = 6.5 * sqrt(n);
                    sdf.circle(80.0 + r * cos(a), 80.0 + r * sin(a), 2.0 + 0.25 * sqrt(n));
                    n += 1.0;
                }
                sdf.fill(#xfca311);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
