use makepad_widgets::*;

live_design! {
    use link::shaders::*;
    use link::widgets::*;

    pub MaxExample = <View> {
        width: 160, height: 160,
        show_bg: true,
        draw_bg: {
            instance digits: 3.0
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                // never narrower than it is tall: one digit gives a circle
                let w = max(40.0, self.digits * 16.0 + 16.0);
                // corner radius 2 * 10 = 20 px, half the height: round ends
                sdf.box(140.0 - w, 60.0, w, 40.0, 10.0);
                sdf.fill(#xe5484d);
                return sdf.result;
            }
        }
    }
}
