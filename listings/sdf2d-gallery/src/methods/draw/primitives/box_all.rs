use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub BoxAllExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xffffff);
                // order: left-top, right-top, right-bottom, left-bottom
                // incoming message: the nearly square corner points down-left
                sdf.box_all(8.0, 28.0, 112.0, 44.0, 7.0, 7.0, 7.0, 1.0);
                sdf.fill(#xe9e9eb);
                // outgoing message: the nearly square corner points down-right
                sdf.box_all(40.0, 88.0, 112.0, 44.0, 7.0, 7.0, 1.0, 7.0);
                sdf.fill(#x0b93f6);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
