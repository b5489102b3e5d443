use makepad_widgets::*;

// ANCHOR: example
live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub BoxYExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.clear(#xdee2e6);
                // rounded top (14-unit corners); the box ends below the widget,
                // so its bottom edge and corners are never drawn
                sdf.box_y(12.0, 64.0, 136.0, 104.0, 7.0, 1.0);
                sdf.fill_keep(#xf8f9fa);
                sdf.stroke(#xadb5bd, 1.5);
                // a small close dot near the right end
                sdf.circle(126.0, 88.0, 6.0);
                sdf.fill(#x868e96);
                return sdf.result;
            }
        }
    }
}
// ANCHOR_END: example
