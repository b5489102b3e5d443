use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // ANCHOR: hairline
    // A grid whose lines are one device pixel wide at any display scale.
    pub HairlineGrid = <View> {
        width: Fill, height: 120
        show_bg: true
        draw_bg: {
            fn pixel(self) -> vec4 {
                let p = self.pos * self.rect_size;   // logical pixels
                let px = 1.0 / self.dpi_factor;       // one device pixel
                let on_x = step(mod(p.x, 20.0), px);
                let on_y = step(mod(p.y, 20.0), px);
                let line = max(on_x, on_y);
                return mix(#x20242c, #x6c9cff, line);
            }
        }
    }
    // ANCHOR_END: hairline

    // ANCHOR: window-stripes
    // Diagonal stripes measured from the window, not from the tile, so
    // neighbouring tiles continue each other's pattern.
    pub StripeTile = <View> {
        width: Fill, height: 80
        show_bg: true
        draw_bg: {
            fn pixel(self) -> vec4 {
                let window_pos = self.rect_pos + self.pos * self.rect_size;
                let band = mod(window_pos.x + window_pos.y, 24.0);
                let stripe = step(12.0, band);
                return mix(#x2a2f3a, #x3a4152, stripe);
            }
        }
    }
    // ANCHOR_END: window-stripes
}
