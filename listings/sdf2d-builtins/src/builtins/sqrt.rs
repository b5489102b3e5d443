use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub SqrtExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // -1.0 at the top edge of the rod, 1.0 at its bottom edge
                let y = clamp((self.pos.y * 160.0 - 80.0) / 24.0, -1.0, 1.0);
                // height of a cylinder's cross-section, guarded against negatives
                let bulge = sqrt(max(1.0 - y * y, 0.0));
                sdf.box(8.0, 56.0, 144.0, 48.0, 12.0);
                sdf.fill(mix(#x1f3b57, #x6fa8dc, bulge));
                return sdf.result;
            }
        }
    }
}
