use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub TranslateExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xf2e9e4);
                // origin to the centre; the returned vec2 is the new pos
                let p = sdf.translate(80.0, 80.0);
                sdf.circle(0.0, 0.0, 68.0);
                // colour by the side of the diagonal through the centre
                let side = step(0.0, p.x - p.y);
                sdf.fill_keep(mix(#xffd166, #xef476f, side));
                sdf.stroke(#x22223b, 2.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
