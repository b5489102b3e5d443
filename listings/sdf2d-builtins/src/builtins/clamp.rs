use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ClampExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance progress: 0.35
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // keep the value inside 0..1 even if the app overshoots
                let t = clamp(self.progress, 0.0, 1.0);
                sdf.box(12.0, 68.0, 136.0, 24.0, 6.0);
                sdf.fill(#x2a2d34);
                sdf.box(12.0, 68.0, max(136.0 * t, 24.0), 24.0, 6.0);
                sdf.fill(#x4f8cff);
                return sdf.result;
            }
        }
    }
}
