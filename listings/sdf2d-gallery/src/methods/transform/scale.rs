use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ScaleExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xf8f7ff);
                sdf.box(5.0, 5.0, 150.0, 150.0, 15.0);
                sdf.stroke(#x8338ec, 3.0);
                // f = 1.25 about the centre: the same box drawn again appears at 80 %
                sdf.scale(1.25, 80.0, 80.0);
                sdf.box(5.0, 5.0, 150.0, 150.0, 15.0);
                sdf.fill(#xd9c5ff);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
