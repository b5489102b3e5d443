use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub CircleExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x2b2d42);
                // centre and sizes follow the widget size
                let c = self.rect_size * 0.5;
                sdf.circle(c.x, c.y, c.x - 12.0);
                sdf.stroke(#xdee2e6, 4.0);
                sdf.circle(c.x, c.y, c.x * 0.5);
                sdf.fill(#xe63946);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
