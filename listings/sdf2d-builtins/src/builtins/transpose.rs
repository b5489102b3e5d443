use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub TransposeExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance tilt: 0.35
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let c = cos(self.tilt);
                let s = sin(self.tilt);
                // columns: where the tag's local x and y axes point on screen
                let to_screen = mat3(
                    c, s, 0.0,
                    -s, c, 0.0,
                    0.0, 0.0, 1.0
                );
                let rel = self.pos * self.rect_size - vec2(80.0, 80.0);
                // a rotation's transpose is its inverse: screen -> tag space
                let local = transpose(to_screen) * vec3(rel, 0.0);
                sdf.pos = local.xy;
                sdf.box(-56.0, -22.0, 112.0, 44.0, 4.0);
                sdf.fill(#xf2a541);
                sdf.circle(-40.0, 0.0, 6.0);
                sdf.fill(#x3b2f2f);
                return sdf.result;
            }
        }
    }
}
