use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ModExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let cell = floor(self.pos * self.rect_size / 20.0);
                // 0.0 or 1.0, alternating like a chess board
                let parity = mod(cell.x + cell.y, 2.0);
                sdf.box(0.0, 0.0, 160.0, 160.0, 4.0);
                sdf.fill(mix(#xd0d0d0, #xf5f5f5, parity));
                return sdf.result;
            }
        }
    }
}
