use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub Sample2dRtExample = <CachedView> {
        width: 160, height: 160,
        draw_bg: {
            fn pixel(self) -> vec4 {
                // the texture coordinate CachedView's vertex shader prepared
                let uv = self.pos * self.scale + self.shift;
                // shift every row sideways a little: a wavy "under water" look
                let wobble = vec2(sin(self.pos.y * 30.0) * 0.02, 0.0);
                return sample2d_rt(self.image, uv + wobble);
            }
        }
        flow: Down, spacing: 8, padding: 12,
        <RoundedView> {
            width: Fill, height: 64,
            draw_bg: {color: #xe07a5f, border_radius: 8.0}
        }
        <View> {
            width: Fill, height: Fill, spacing: 8,
            <CircleView> {width: 64, height: 64, draw_bg: {color: #x3d405b, border_radius: 32.0}}
            <CircleView> {width: 64, height: 64, draw_bg: {color: #x81b29a, border_radius: 32.0}}
        }
    }
}
