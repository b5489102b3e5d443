use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub RefractExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let start = vec2(16.0, 0.0);
                let hit = vec2(72.0, 72.0);
                let incoming = normalize(hit - start);
                // air to water: eta = 1.0 / 1.33; the surface normal points up
                let bent = refract(incoming, vec2(0.0, -1.0), 1.0 / 1.33);
                let end = hit + bent * 90.0;
                sdf.rect(0.0, 72.0, 160.0, 88.0);
                sdf.fill(#x1d5f8a);
                sdf.move_to(start.x, start.y);
                sdf.line_to(hit.x, hit.y);
                sdf.line_to(end.x, end.y);
                sdf.stroke(#xfff3b0, 2.0);
                return sdf.result;
            }
        }
    }
}
