use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub AcosExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let dir = self.pos * self.rect_size - vec2(80.0, 120.0);
                // cosine of the angle between this pixel's direction and "right"
                let c = clamp(dir.x / max(length(dir), 0.001), -1.0, 1.0);
                let angle = acos(c);
                // the upper half of a disc, like a speedometer face
                sdf.circle(80.0, 120.0, 72.0);
                sdf.rect(0.0, 0.0, 160.0, 120.0);
                sdf.intersect();
                sdf.fill(mix(#x3ddc97, #xff5f5f, angle / PI));
                return sdf.result;
            }
        }
    }
}
