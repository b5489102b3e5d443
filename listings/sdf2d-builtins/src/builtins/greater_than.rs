use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub GreaterThanExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let p = self.pos * self.rect_size;
                // true only inside the bottom-right 32 x 32 corner
                let in_grip = all(greaterThan(p, vec2(128.0)));
                sdf.box(2.0, 2.0, 156.0, 156.0, 4.0);
                sdf.fill_keep(#x262a33);
                if in_grip == true {
                    let hatch = step(0.6, fract((p.x + p.y) / 6.0));
                    sdf.fill_keep(vec4(0.7, 0.75, 0.85, hatch * 0.7));
                }
                return sdf.result;
            }
        }
    }
}
