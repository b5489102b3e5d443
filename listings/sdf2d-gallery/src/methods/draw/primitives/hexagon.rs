use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub HexagonExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xf8f9fa);
                // pointy-top hexagon, r = distance from the centre to the top corner
                sdf.hexagon(80.0, 80.0, 72.0);
                sdf.fill(#x6a4c93);
                sdf.hexagon(80.0, 80.0, 55.0);
                sdf.stroke(#xffca3a, 3.5);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
