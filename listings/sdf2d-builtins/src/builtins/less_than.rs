use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub LessThanExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance cursor: vec2(104.0, 56.0)
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // within 1 px of the cursor's column (x) or row (y)?
                let near = lessThan(abs(self.pos * self.rect_size - self.cursor), vec2(1.0));
                sdf.box(2.0, 2.0, 156.0, 156.0, 4.0);
                if any(near) == true {
                    sdf.fill(#x3ee0a1);
                } else {
                    sdf.fill(#x14161b);
                }
                sdf.circle(self.cursor.x, self.cursor.y, 8.0);
                sdf.stroke(#xffffff, 1.5);
                return sdf.result;
            }
        }
    }
}
