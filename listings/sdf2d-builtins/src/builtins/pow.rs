use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub PowExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // ease-in: the colour changes slowly at first, then faster
                let t = pow(self.pos.x, 2.0);
                let linear = mix(vec3(0.02, 0.05, 0.2), vec3(1.0, 0.75, 0.25), t);
                // per-channel gamma encode: the exponent must be a vec3 too
                let rgb = pow(linear, vec3(1.0 / 2.2));
                sdf.box(4.0, 4.0, 152.0, 152.0, 6.0);
                sdf.fill(vec4(rgb, 1.0));
                return sdf.result;
            }
        }
    }
}
