use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub StatusDot = <View> {
        width: 14, height: 14
        show_bg: true
        draw_bg: {
            instance glow: 0.0
            uniform ring: #xffffff

            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let c = self.rect_size * 0.5;
                sdf.circle(c.x, c.y, c.x - 1.0);
                sdf.fill(mix(self.color, self.ring, self.glow));
                return sdf.result;
            }
        }
    }
}
