use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub SmoothstepExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // 0.0 in the upper 50 %, easing up to 1.0 at the bottom edge
                let fade = smoothstep(0.5, 1.0, self.pos.y);
                sdf.box(0.0, 0.0, 160.0, 160.0, 6.0);
                sdf.fill(#x232731);
                // four list rows
                sdf.box(12.0, 12.0, 136.0, 28.0, 3.0);
                sdf.box(12.0, 48.0, 136.0, 28.0, 3.0);
                sdf.union();
                sdf.box(12.0, 84.0, 136.0, 28.0, 3.0);
                sdf.union();
                sdf.box(12.0, 120.0, 136.0, 28.0, 3.0);
                sdf.union();
                sdf.fill(#x4a5266);
                sdf.rect(0.0, 0.0, 160.0, 160.0);
                sdf.fill(vec4(0.05, 0.06, 0.08, fade * 0.9));
                return sdf.result;
            }
        }
    }
}
