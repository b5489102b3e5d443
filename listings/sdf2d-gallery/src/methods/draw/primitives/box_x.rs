use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub BoxXExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xffffff);
                // selected left segment: 10-unit corners on the left, nearly square on the right
                sdf.box_x(6.0, 60.0, 74.0, 40.0, 5.0, 1.0);
                sdf.fill(#x0077b6);
                // unselected right segment: the mirror image
                sdf.box_x(80.0, 60.0, 74.0, 40.0, 1.0, 5.0);
                sdf.fill_keep(#xf1f5f9);
                sdf.stroke(#x0077b6, 1.0);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
