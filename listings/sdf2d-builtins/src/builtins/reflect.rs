use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub ReflectExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let start = vec2(16.0, 24.0);
                let hit = vec2(72.0, 128.0);
                let incoming = normalize(hit - start);
                // the floor's normal points up; y grows downwards in Makepad
                let bounced = reflect(incoming, vec2(0.0, -1.0));
                let end = hit + bounced * 90.0;
                sdf.rect(0.0, 128.0, 160.0, 32.0);
                sdf.fill(#x3a3f4b);
                sdf.move_to(start.x, start.y);
                sdf.line_to(hit.x, hit.y);
                sdf.line_to(end.x, end.y);
                sdf.stroke(#xffd166, 2.0);
                return sdf.result;
            }
        }
    }
}
