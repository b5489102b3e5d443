use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub DepthClipExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                sdf.box(16.0, 16.0, 128.0, 128.0, 8.0);
                sdf.fill(#x6c8ebf);
                return sdf.result;
            }
            fn fragment(self) -> vec4 {
                // what DrawQuad does, with the colour dimmed first; outside an XR
                // session depth_clip hands the colour back unchanged
                return depth_clip(self.world, self.pixel() * 0.8, self.depth_clip);
            }
        }
    }
}
