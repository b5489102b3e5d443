use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub CalcBlurExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xfdf0d5);
                sdf.circle(80.0, 80.0, 56.0);
                // coverage of a 4-unit band on each side of the outline, as stroke() would use
                let band = sdf.calc_blur(abs(sdf.shape) - 4.0);
                // cut the band into 16 dashes by the angle around the centre
                let p = sdf.pos - vec2(80.0, 80.0);
                let dashes = step(0.5, fract(atan(p.y, p.x) / (2.0 * PI) * 16.0));
                sdf.result = mix(sdf.result, #xc1121f, band * dashes);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
