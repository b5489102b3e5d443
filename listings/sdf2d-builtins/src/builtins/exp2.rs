use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub Exp2Example = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance zoom: 1.5
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let p = self.pos * self.rect_size;
                // the spacing doubles every time zoom grows by 1.0
                let spacing = 6.0 * exp2(self.zoom);
                let g = abs(fract(p / spacing + 0.5) - 0.5) * spacing;
                let line = clamp(1.0 - min(g.x, g.y), 0.0, 1.0);
                sdf.box(2.0, 2.0, 156.0, 156.0, 4.0);
                sdf.fill(mix(#x10151c, #x3f6e8c, line));
                return sdf.result;
            }
        }
    }
}
