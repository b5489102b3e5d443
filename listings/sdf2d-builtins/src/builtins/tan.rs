use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub TanExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance slope_deg: 25.0
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let run = 128.0;
                // rise = run * tan(angle); the limits keep the line inside the tile
                let a = radians(clamp(self.slope_deg, 0.0, 80.0));
                let rise = min(run * tan(a), 120.0);
                sdf.move_to(16.0, 136.0);
                sdf.line_to(16.0 + run, 136.0);
                sdf.stroke(#x6b7280, 1.5);
                sdf.move_to(16.0, 136.0);
                sdf.line_to(16.0 + run, 136.0 - rise);
                sdf.stroke(#xff8c42, 3.0);
                return sdf.result;
            }
        }
    }
}
