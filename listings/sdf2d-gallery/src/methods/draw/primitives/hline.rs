use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub HlineExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xffffff);
                // h is the half height: bands 2, 4 and 8 units tall
                sdf.hline(48.0, 1.0);
                sdf.hline(80.0, 2.0);
                sdf.hline(112.0, 4.0);
                // one fill for all three, fading out towards both ends of the widget
                let fade = 1.0 - abs(self.pos.x - 0.5) * 2.0;
                sdf.fill(vec4(0.29, 0.31, 0.34, fade));
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
