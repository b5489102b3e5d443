use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub CrossExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let p = vec3(self.pos * self.rect_size, 0.0);
                let a = vec3(80.0, 30.0, 0.0);
                let b = vec3(130.0, 118.0, 0.0);
                let c = vec3(30.0, 118.0, 0.0);
                // the z of each cross product says which side of an edge p is on
                let s1 = cross(b - a, p - a).z;
                let s2 = cross(c - b, p - b).z;
                let s3 = cross(a - c, p - c).z;
                sdf.circle(80.0, 80.0, 76.0);
                sdf.fill(#x20252e);
                if min(min(s1, s2), s3) > 0.0 {
                    sdf.clear(#xffc53d);
                }
                return sdf.result;
            }
        }
    }
}
