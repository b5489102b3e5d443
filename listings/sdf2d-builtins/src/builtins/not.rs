use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub NotExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let offset = abs(self.pos * self.rect_size - vec2(80.0, 80.0));
                let inside = lessThan(offset, vec2(52.0, 40.0));
                // outside the window on at least one axis: part of the mat
                let on_mat = any(not(inside));
                sdf.box(0.0, 0.0, 160.0, 160.0, 6.0);
                if on_mat == true {
                    sdf.fill(#xede6d6);
                } else {
                    sdf.fill(#x5b7c99);
                }
                return sdf.result;
            }
        }
    }
}
