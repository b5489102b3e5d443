use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub EqualExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let cell = floor(self.pos * self.rect_size / 16.0);
                // compare (col, row) with (row, col): x is true on the diagonal
                let on_diag = equal(cell, cell.yx).x;
                let tone = #x2d3142;
                if on_diag == true {
                    tone = #xef8354;
                }
                sdf.box(cell.x * 16.0 + 1.0, cell.y * 16.0 + 1.0, 14.0, 14.0, 1.5);
                sdf.fill(tone);
                return sdf.result;
            }
        }
    }
}
