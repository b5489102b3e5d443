use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub BlurExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xe9e5dc);
                // shadow: a larger box whose edge fades inward over 14 units
                sdf.box(8.0, 38.0, 144.0, 106.0, 8.0);
                sdf.blur = 14.0;
                sdf.fill(vec4(0.0, 0.0, 0.0, 0.35));
                // card: switch the blur off again for a crisp edge
                sdf.blur = 0.0;
                sdf.box(16.0, 30.0, 128.0, 92.0, 6.0);
                sdf.fill(#xfffdf7);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
