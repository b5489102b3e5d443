use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub RadiansExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance tilt_deg: -12.0
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // rotate everything drawn below around the centre of the tile
                sdf.rotate(radians(self.tilt_deg), 80.0, 80.0);
                sdf.box(24.0, 60.0, 112.0, 40.0, 5.0);
                sdf.fill(#xff6b6b);
                return sdf.result;
            }
        }
    }
}
