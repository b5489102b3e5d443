use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub BlendExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x22223b);
                // the same circle and square, blended with k = 0.0, 0.5 and 1.0
                sdf.circle(30.0, 80.0, 22.0);
                sdf.rect(8.0, 58.0, 44.0, 44.0);
                sdf.blend(0.0);
                sdf.fill(#xf2e9e4);
                sdf.circle(80.0, 80.0, 22.0);
                sdf.rect(58.0, 58.0, 44.0, 44.0);
                sdf.blend(0.5);
                sdf.fill(#xf2e9e4);
                sdf.circle(130.0, 80.0, 22.0);
                sdf.rect(108.0, 58.0, 44.0, 44.0);
                sdf.blend(1.0);
                sdf.fill(#xf2e9e4);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
