use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub MinExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // the avatar area is the tile minus a 40 px caption strip
                let area = vec2(160.0, 120.0);
                let c = area * 0.5;
                // the largest circle that fits, whatever the aspect ratio
                let r = min(area.x, area.y) * 0.5 - 4.0;
                sdf.circle(c.x, c.y, r);
                sdf.fill_keep(#x394867);
                sdf.stroke(#x9ba4b4, 3.0);
                sdf.box(24.0, 128.0, 112.0, 20.0, 4.0);
                sdf.fill(#x2a3244);
                return sdf.result;
            }
        }
    }
}
