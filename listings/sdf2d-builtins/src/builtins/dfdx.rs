use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub DFdxExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let p = self.pos * self.rect_size;
                let d = abs(length(p - vec2(80.0, 80.0)) - 56.0);
                // how much d changes from one device pixel to the next
                let px = length(vec2(dFdx(d), dFdy(d)));
                let cover = clamp(1.0 - d / max(px, 0.0001), 0.0, 1.0);
                sdf.circle(80.0, 80.0, 74.0);
                sdf.fill(#x151821);
                sdf.rect(0.0, 0.0, 160.0, 160.0);
                sdf.fill(vec4(0.55, 0.8, 1.0, cover));
                return sdf.result;
            }
        }
    }
}
