use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub SunBadge = <View> {
        width: 64, height: 64
        show_bg: true
        draw_bg: {
            uniform core_color: #xffd166
            uniform rim_color: #xf77f00
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let c = self.rect_size * 0.5;
                sdf.circle(c.x, c.y, c.x - 2.0);
                // 0.0 in the centre, 1.0 at the middle of each edge
                let t = distance(self.pos, vec2(0.5, 0.5)) * 2.0;
                sdf.fill(mix(self.core_color, self.rim_color, t));
                return sdf.result;
            }
        }
    }
}
