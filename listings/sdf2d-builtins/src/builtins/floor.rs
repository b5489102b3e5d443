use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub FloorExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // snap each pixel to the corner of its 16 x 16 block
                let block = floor(self.pos * self.rect_size / 16.0) * 16.0;
                let uv = block / 160.0;
                sdf.box(0.0, 0.0, 160.0, 160.0, 3.0);
                sdf.fill(vec4(Pal::iq1(uv.x + uv.y * 0.3), 1.0));
                return sdf.result;
            }
        }
    }
}
