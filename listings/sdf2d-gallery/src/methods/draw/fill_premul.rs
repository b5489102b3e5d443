use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub FillPremulExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xf1f3f5);
                let t = clamp((sdf.pos.x - 8.0) / 144.0, 0.0, 1.0);
                // transparent to opaque orange, both endpoints premultiplied
                let c = mix(vec4(0.0, 0.0, 0.0, 0.0), vec4(0.97, 0.52, 0.12, 1.0), t);
                // top bar: fill() premultiplies c a second time, the fade turns muddy
                sdf.box(8.0, 40.0, 144.0, 28.0, 7.0);
                sdf.fill(c);
                // bottom bar: fill_premul() uses c as it is, the fade stays clean
                sdf.box(8.0, 92.0, 144.0, 28.0, 7.0);
                sdf.fill_premul(c);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
