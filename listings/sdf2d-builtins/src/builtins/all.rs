use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub AllExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let offset = abs(self.pos * self.rect_size - vec2(80.0, 80.0));
                // true only when the pixel is close to the centre on BOTH axes
                let inside = all(lessThan(offset, vec2(56.0, 36.0)));
                let tone = #x2b2f3a;
                if inside == true {
                    tone = #x3b4a66;
                }
                sdf.box(2.0, 2.0, 156.0, 156.0, 5.0);
                sdf.fill(tone);
                return sdf.result;
            }
        }
    }
}
