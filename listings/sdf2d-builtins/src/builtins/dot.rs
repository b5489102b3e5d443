use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub DotExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let p = self.pos * self.rect_size;
                let dir = vec2(0.8, 0.6); // unit length, pointing right and down
                // 0.0 at the top-left corner, 1.0 at the bottom-right corner
                let t = clamp(dot(p, dir) / dot(vec2(160.0, 160.0), dir), 0.0, 1.0);
                sdf.box(4.0, 4.0, 152.0, 152.0, 10.0);
                sdf.fill(mix(#xff9a44, #xc2375e, t));
                return sdf.result;
            }
        }
    }
}
