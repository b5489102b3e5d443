use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ResultExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.box(8.0, 56.0, 144.0, 48.0, 6.0);
                sdf.fill_keep(#x3a0ca3);
                sdf.stroke(#x7209b7, 2.0);
                // result is premultiplied: one multiply fades colour and alpha together
                let fade = clamp((152.0 - sdf.pos.x) / 72.0, 0.0, 1.0);
                let banner = sdf.result * fade;
                // lay the faded banner over an opaque backdrop ("over" in premultiplied form)
                let backdrop = #xf1faee;
                return banner + backdrop * (1.0 - banner.a);
            }
        }
    }
}
// ANCHOR_END: example
