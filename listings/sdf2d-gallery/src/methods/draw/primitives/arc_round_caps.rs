use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ArcRoundCapsExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x1e1e2e);
                // the track: a full ring, 12 units wide
                sdf.circle(80.0, 80.0, 56.0);
                sdf.stroke(#x313244, 6.0);
                // 70 % progress from 12 o'clock, clockwise; angle 0 points down
                sdf.arc_round_caps(80.0, 80.0, 56.0, PI, PI + 0.7 * 2.0 * PI, 12.0);
                sdf.fill(#xa6e3a1);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
