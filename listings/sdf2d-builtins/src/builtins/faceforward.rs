use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub FaceforwardExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let crease_n = normalize(vec2(1.0, -1.0));
                let i = self.pos * self.rect_size - vec2(80.0, 80.0);
                // the normal on this pixel's side of the crease, pointing at the crease
                let facing = faceforward(crease_n, i, crease_n);
                let light = dot(facing, vec2(-0.8, 0.6));
                sdf.box(8.0, 8.0, 144.0, 144.0, 3.0);
                sdf.fill(mix(#xd9c7a7, #xfff4dc, light * 0.5 + 0.5));
                return sdf.result;
            }
        }
    }
}
