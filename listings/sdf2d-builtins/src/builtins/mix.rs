use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub MixExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            // 0.0 is the resting look, 1.0 the hovered look
            instance hover: 0.5
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let tint = mix(#x2a2f3a, #x3d5afe, self.hover);
                let inset = mix(24.0, 8.0, self.hover);
                sdf.box(inset, inset, 160.0 - inset * 2.0, 160.0 - inset * 2.0, 6.0);
                sdf.fill(tint);
                return sdf.result;
            }
        }
    }
}
