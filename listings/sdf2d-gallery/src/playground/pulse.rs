use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub PulseExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            // seconds per beat
            instance period: 1.5
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x14213d);
                // 0.0 .. 1.0 once per beat: self.time counts seconds since the app started
                let t = fract(self.time / self.period);
                // the ring grows fast, then slows down, and fades as it goes
                let grow = 1.0 - (1.0 - t) * (1.0 - t);
                sdf.circle(80.0, 80.0, 22.0 + 48.0 * grow);
                sdf.stroke(vec4(0.99, 0.64, 0.07, 1.0 - t), 3.0);
                // the core swells and shrinks once per beat
                sdf.circle(80.0, 80.0, 18.0 + 3.0 * sin(t * 2.0 * PI));
                sdf.fill(#xfca311);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
