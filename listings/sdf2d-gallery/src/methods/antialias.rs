use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub AntialiasExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x0f172a);
                // zoom in eight times about the centre; hexagon() does not divide by scale_factor
                sdf.scale(0.125, 80.0, 80.0);
                // left: aa still describes the unscaled space, so the edge is eight times too soft
                sdf.hexagon(75.0, 80.0, 4.0);
                sdf.fill(#x38bdf8);
                // right: aa measured again from the scaled pos gives a crisp edge
                sdf.aa = Sdf2d::antialias(sdf.pos);
                sdf.hexagon(85.0, 80.0, 4.0);
                sdf.fill(#x38bdf8);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
