use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub MathRandomExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let p = self.pos * self.rect_size;
                // 10 x 10 cells of 16 units, one random number per cell
                let cell = floor(p / 16.0);
                let r = Math::random_2d(cell);
                let sdf = Sdf2d::viewport(p);
                sdf.clear(#x03071e);
                // about one cell in three gets a star, with a random size
                if r > 0.66 {
                    sdf.circle((cell.x + 0.5) * 16.0, (cell.y + 0.5) * 16.0, 1.0 + 5.0 * (r - 0.66));
                    sdf.fill(#xffe8a3);
                }
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
