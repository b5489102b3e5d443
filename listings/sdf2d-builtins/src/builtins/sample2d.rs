use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub Sample2dExample = <Image> {
        width: 160, height: 160,
        source: dep("crate://self/resources/sunset.png"),
        draw_bg: {
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // self.pos goes from 0.0 to 1.0 across the widget: use it as UV
                let color = sample2d(self.image, self.pos);
                sdf.circle(80.0, 80.0, 76.0);
                sdf.fill(color);
                return sdf.result;
            }
        }
    }
}
