use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub LengthExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // 0.0 in the centre, about 0.71 in the corners (normalised units)
                let r = length(self.pos - vec2(0.5, 0.5));
                let dark = smoothstep(0.3, 0.7, r);
                sdf.box(0.0, 0.0, 160.0, 160.0, 6.0);
                sdf.fill(mix(#x3c6e71, #x101a1b, dark));
                return sdf.result;
            }
        }
    }
}
