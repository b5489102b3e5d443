use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub StepExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance level: 0.7
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let x = self.pos.x * 160.0;
                // step(edge, x) is 0.0 while x < edge: so this is 1.0 left of the limit
                let filled = 1.0 - step(self.level * 160.0, x);
                // leave a 3 px gap at the start of every 16 px segment
                let solid = step(3.0, mod(x, 16.0));
                let col = mix(#x2b2f36, #x4ade80, filled);
                sdf.box(0.0, 64.0, 160.0, 32.0, 3.0);
                sdf.fill(vec4(col.xyz, solid));
                return sdf.result;
            }
        }
    }
}
