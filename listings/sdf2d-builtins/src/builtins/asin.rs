use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub AsinExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // asin(sin(x)) is a triangle wave between -PI/2 and PI/2
                let tri = asin(sin(self.pos.x * 160.0 * 0.2)) / (PI * 0.5);
                sdf.box(4.0, 4.0, 152.0, 152.0, 8.0);
                sdf.fill(mix(#x4b2a7a, #xc9a7ff, tri * 0.5 + 0.5));
                return sdf.result;
            }
        }
    }
}
