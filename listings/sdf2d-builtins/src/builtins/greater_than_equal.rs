use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub GreaterThanEqualExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance charge: 0.62
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // which of the four cells has the charge reached?
                let on = greaterThanEqual(vec4(self.charge), vec4(0.1, 0.35, 0.6, 0.85));
                let lit = #x47d16c;
                let dim = #x3a3f47;
                sdf.box(16.0, 52.0, 116.0, 56.0, 3.0);
                sdf.stroke(#xc8ccd4, 2.0);
                sdf.box(134.0, 68.0, 10.0, 24.0, 2.0);
                sdf.fill(#xc8ccd4);
                sdf.box(24.0, 60.0, 22.0, 40.0, 1.5);
                if on.x == true { sdf.fill(lit); } else { sdf.fill(dim); }
                sdf.box(51.0, 60.0, 22.0, 40.0, 1.5);
                if on.y == true { sdf.fill(lit); } else { sdf.fill(dim); }
                sdf.box(78.0, 60.0, 22.0, 40.0, 1.5);
                if on.z == true { sdf.fill(lit); } else { sdf.fill(dim); }
                sdf.box(105.0, 60.0, 22.0, 40.0, 1.5);
                if on.w == true { sdf.fill(lit); } else { sdf.fill(dim); }
                return sdf.result;
            }
        }
    }
}
