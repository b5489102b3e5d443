use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub NotEqualExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance selected: vec2(3.0, 1.0)
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let cell = floor(self.pos * self.rect_size / 32.0);
                // true for every seat except the selected one
                let other = any(notEqual(cell, self.selected));
                sdf.box(cell.x * 32.0 + 4.0, cell.y * 32.0 + 4.0, 24.0, 24.0, 3.0);
                if other == true {
                    sdf.fill(#x3b4252);
                } else {
                    sdf.fill(#x88c0d0);
                }
                return sdf.result;
            }
        }
    }
}
