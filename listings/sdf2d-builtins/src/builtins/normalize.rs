use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub NormalizeExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance target: vec2(140.0, 40.0)
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let c = vec2(80.0, 80.0);
                let v = self.target - c;
                // fall back to "up" when the target sits on the centre
                let dir = vec2(0.0, -1.0);
                if dot(v, v) > 0.0001 {
                    dir = normalize(v);
                }
                let tip = c + dir * 56.0;
                sdf.circle(80.0, 80.0, 74.0);
                sdf.fill(#x1e2430);
                sdf.move_to(c.x, c.y);
                sdf.line_to(tip.x, tip.y);
                sdf.stroke(#xf7b32b, 3.0);
                sdf.circle(tip.x, tip.y, 7.0);
                sdf.fill(#xf7b32b);
                return sdf.result;
            }
        }
    }
}
