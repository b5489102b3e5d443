use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub GaussShadowExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let p = self.pos * self.rect_size;
                let sdf = Sdf2d::viewport(p);
                // shadow mask of the card, 8 units lower, sigma 8, corner radius 12
                let shadow = GaussShadow::rounded_box_shadow(vec2(24.0, 32.0), vec2(136.0, 128.0), p, 8.0, 12.0);
                sdf.clear(mix(#xeef1f5, #x6c757d, shadow * 0.6));
                // the card itself: 2 * r = 12, the same corner radius
                sdf.box(24.0, 24.0, 112.0, 96.0, 6.0);
                sdf.fill(#xffffff);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
