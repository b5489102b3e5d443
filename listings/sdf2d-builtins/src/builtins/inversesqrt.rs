use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub InversesqrtExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let d = (self.pos * self.rect_size - vec2(80.0, 80.0)) / 70.0;
                // sphere normal: xy from the position, z from the remaining length
                let n = vec3(d, sqrt(max(1.0 - dot(d, d), 0.0)));
                let l = vec3(-0.5, -0.7, 0.8);
                let light_dir = l * inversesqrt(dot(l, l));
                let diffuse = max(dot(n, light_dir), 0.0);
                sdf.circle(80.0, 80.0, 70.0);
                sdf.fill(mix(#x0b2a4a, #x6ec1ff, diffuse));
                return sdf.result;
            }
        }
    }
}
