use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub AbsExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // 0.0 on the vertical centre line, 1.0 at the left and right edges
                let edge = abs(self.pos.x * 2.0 - 1.0);
                sdf.box(4.0, 4.0, 152.0, 152.0, 6.0);
                sdf.fill(mix(#x7fd1ff, #x1b3a5c, edge));
                return sdf.result;
            }
        }
    }
}
