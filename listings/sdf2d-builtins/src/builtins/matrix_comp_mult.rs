use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub MatrixCompMultExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance squash: 0.6
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let shear = mat2(1.0, 0.5, 0.5, 1.0);
                // keep the diagonal, scale only the off-diagonal entries
                let weights = mat2(1.0, self.squash, self.squash, 1.0);
                let m = matrixCompMult(shear, weights);
                sdf.pos = m * (self.pos * self.rect_size - vec2(80.0, 80.0));
                sdf.box(-40.0, -40.0, 80.0, 80.0, 4.0);
                sdf.fill(#x2bb3a3);
                return sdf.result;
            }
        }
    }
}
