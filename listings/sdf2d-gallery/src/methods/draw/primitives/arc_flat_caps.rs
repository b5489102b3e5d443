use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ArcFlatCapsExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x212529);
                // a 270-degree gauge from about 7:30 to 4:30, open at the bottom
                let start = 0.25 * PI;
                let sweep = 1.5 * PI;
                sdf.arc_flat_caps(80.0, 84.0, 58.0, start, start + sweep, 16.0);
                sdf.fill(#x495057);
                // the value: 60 % of the gauge, painted over the track
                sdf.arc_flat_caps(80.0, 84.0, 58.0, start, start + 0.6 * sweep, 16.0);
                sdf.fill(#xfcbf49);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
