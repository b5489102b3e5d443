use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub LessThanEqualExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let p = self.pos * self.rect_size;
                // (distance past the last mark, distance from the top edge)
                let minor = vec2(fract(p.x / 10.0) * 10.0, p.y);
                let major = vec2(fract(p.x / 50.0) * 50.0, p.y);
                let on_minor = all(lessThanEqual(minor, vec2(1.0, 10.0)));
                let on_major = all(lessThanEqual(major, vec2(1.0, 24.0)));
                let on_tick = on_minor || on_major;
                sdf.rect(0.0, 0.0, 160.0, 160.0);
                if on_tick == true {
                    sdf.fill(#xe4e4e4);
                } else {
                    sdf.fill(#x2b2b30);
                }
                return sdf.result;
            }
        }
    }
}
