use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    SlideshowNavigateButton = <Button> {
        width: 64,
        height: Fill,
        text: ">",
        draw_bg: {
            fn pixel(self) -> vec4 {
                return vec4(0.0, 0.0, 0.0, 0.15 + 0.35 * self.hover);
            }
        }
        draw_text: {
            text_style: { font_size: 22.0 }
            fn get_color(self) -> vec4 {
                return #ffffff;
            }
        }
    }

    SlideshowOverlay = <View> {
        width: Fill,
        height: Fill,
        flow: Right,

        left_button = <SlideshowNavigateButton> { text: "<" }
        <View> {
            width: Fill,
            height: Fill,
            align: { x: 0.5, y: 1.0 },
            padding: { bottom: 24 },

            caption = <Label> {
                text: "",
                draw_text: {
                    color: #f0f0f0,
                    text_style: { font_size: 13.0 }
                }
            }
        }
        right_button = <SlideshowNavigateButton> { text: ">" }
    }

    pub Slideshow = <View> {
        width: Fill,
        height: Fill,
        flow: Overlay,
        align: { x: 0.5, y: 0.5 },
        show_bg: true,
        draw_bg: { color: #111317 }

        photo = <Image> {
            width: Fill,
            height: Fill,
            fit: Smallest,
            source: dep("crate://self/resources/placeholder.jpg"),
        }
        overlay = <SlideshowOverlay> {}
    }
}
