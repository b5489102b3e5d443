use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub FillKeepPremulExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#x22333b);
                // something behind the glass
                sdf.circle(44.0, 52.0, 30.0);
                sdf.fill(#xee6c4d);
                sdf.box(12.0, 40.0, 136.0, 84.0, 7.0);
                // premultiplied 20 % white: rgb is already multiplied by alpha
                sdf.fill_keep_premul(vec4(0.2, 0.2, 0.2, 0.2));
                // alpha 0 in premultiplied form: pure added light near the top
                let sheen = clamp(1.0 - (sdf.pos.y - 40.0) / 40.0, 0.0, 1.0) * 0.12;
                sdf.fill_keep_premul(vec4(sheen, sheen, sheen, 0.0));
                sdf.stroke(#xa9d6e5, 1.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
