use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub PalExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let t = self.pos.x;
                // eight stripes, one per palette, from iq0 at the top to iq7 at the bottom
                let stripe = floor(self.pos.y * 8.0);
                let c = Pal::iq0(t);
                if stripe == 1.0 { c = Pal::iq1(t); }
                if stripe == 2.0 { c = Pal::iq2(t); }
                if stripe == 3.0 { c = Pal::iq3(t); }
                if stripe == 4.0 { c = Pal::iq4(t); }
                if stripe == 5.0 { c = Pal::iq5(t); }
                if stripe == 6.0 { c = Pal::iq6(t); }
                if stripe == 7.0 { c = Pal::iq7(t); }
                return vec4(c, 1.0);
            }
        }
    }
}
// ANCHOR_END: example
