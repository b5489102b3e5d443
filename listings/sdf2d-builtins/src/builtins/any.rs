use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub AnyExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let p = self.pos * self.rect_size;
                // distances to the left, top, right and bottom edges
                let edges = vec4(p.x, p.y, 160.0 - p.x, 160.0 - p.y);
                let on_border = any(lessThan(edges, vec4(8.0)));
                sdf.rect(0.0, 0.0, 160.0, 160.0);
                if on_border == true {
                    sdf.fill(#xf2a33a);
                } else {
                    sdf.fill(#x1f1a14);
                }
                return sdf.result;
            }
        }
    }
}
