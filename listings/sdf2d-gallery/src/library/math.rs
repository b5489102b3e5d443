use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub MathExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xdee2e6);
                let c = vec2(80.0, 80.0);
                sdf.circle(c.x, c.y, 66.0);
                sdf.fill_keep(#xffffff);
                sdf.stroke(#x343a40, 3.0);
                // 10:10 on the clock: an upright vector turned clockwise by each hand's angle
                let hour = c + Math::rotate_2d(vec2(0.0, -34.0), radians(305.0));
                let minute = c + Math::rotate_2d(vec2(0.0, -52.0), radians(60.0));
                sdf.move_to(c.x, c.y);
                sdf.line_to(hour.x, hour.y);
                sdf.stroke(#x343a40, 4.0);
                sdf.move_to(c.x, c.y);
                sdf.line_to(minute.x, minute.y);
                sdf.stroke(#x343a40, 2.5);
                sdf.circle(c.x, c.y, 5.0);
                sdf.fill(#xe63946);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
