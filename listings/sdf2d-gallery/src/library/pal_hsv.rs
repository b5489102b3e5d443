use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub PalHsvExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x202020);
                let p = sdf.pos - vec2(80.0, 80.0);
                // a colour wheel: hue from the angle, saturation from the distance to the centre
                let hue = atan(p.y, p.x) / (2.0 * PI) + 0.5;
                let saturation = clamp(length(p) / 70.0, 0.0, 1.0);
                sdf.circle(80.0, 80.0, 70.0);
                sdf.fill_keep(Pal::hsv2rgb(vec4(hue, saturation, 1.0, 1.0)));
                sdf.stroke(#x000000, 1.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
