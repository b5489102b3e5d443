use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub DFdyExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let y = self.pos.y * self.rect_size.y;
                // distance to the nearest ruling, every 16 px
                let d = abs(fract(y / 16.0 + 0.5) - 0.5) * 16.0;
                // logical pixels per device pixel, measured down the screen
                let px = abs(dFdy(y));
                let ink = clamp(1.0 - d / max(px, 0.0001), 0.0, 1.0);
                sdf.box(4.0, 4.0, 152.0, 152.0, 4.0);
                sdf.fill(mix(#xfbf6e9, #x7aa2d6, ink));
                return sdf.result;
            }
        }
    }
}
