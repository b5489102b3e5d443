use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub SignExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance delta: -2.4
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // -1.0 for a loss, 0.0 for no change, 1.0 for a gain
                let dir = sign(self.delta);
                // gain: no turn; no change: quarter turn; loss: half turn
                sdf.rotate((1.0 - dir) * PI * 0.5, 80.0, 80.0);
                sdf.move_to(40.0, 110.0);
                sdf.line_to(80.0, 30.0);
                sdf.line_to(120.0, 110.0);
                sdf.close_path();
                sdf.fill(mix(#xe5484d, #x30a46c, dir * 0.5 + 0.5));
                return sdf.result;
            }
        }
    }
}
