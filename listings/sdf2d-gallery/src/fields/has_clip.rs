use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub HasClipExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x5fa8d3);
                // bank the horizon by 12 degrees around the centre
                sdf.rotate(radians(12.0), 80.0, 80.0);
                // hand-made half-plane: negative below the line y = 87
                sdf.clip = 87.0 - sdf.pos.y;
                sdf.has_clip = 1.0;
                sdf.fill(#x8c6239);
                sdf.circle(80.0, 80.0, 7.0);
                sdf.fill(#xffd166);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
