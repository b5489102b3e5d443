use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub UnionExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xbde0fe);
                sdf.circle(48.0, 91.0, 22.0);
                sdf.circle(83.0, 75.0, 29.0);
                sdf.union();
                sdf.circle(118.0, 91.0, 21.0);
                sdf.union();
                // a flat base so the cloud sits on a straight line
                sdf.rect(48.0, 85.0, 70.0, 28.0);
                sdf.union();
                sdf.fill_keep(#xffffff);
                sdf.stroke(#x90a4ae, 1.5);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
