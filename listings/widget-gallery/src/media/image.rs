//! Image: one landscape photo shown in three square frames, one per `fit`
//! mode, and a button that loads the night version of the photo from Rust.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 250.0);

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // ANCHOR: example
    // A square frame that clips its photo, with a caption under it.
    FitDemo = <View> {
        width: Fit, height: Fit,
        flow: Down, spacing: 8,
        frame = <View> {
            width: 130, height: 130,
            align: {x: 0.5, y: 0.5},
            show_bg: true,
            draw_bg: {color: #x0b0b0e},
            photo = <Image> {
                width: Fill, height: Fill,
                source: dep("crate://self/resources/landscape_day.png"),
            }
        }
        caption = <Label> {
            draw_text: {color: #x9a9aa2},
            text: "",
        }
    }

    pub ImageExample = {{ImageExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 16, padding: 20,
        show_bg: true,
        draw_bg: {color: #x1d1d22},
        day: dep("crate://self/resources/landscape_day.png"),
        night: dep("crate://self/resources/landscape_night.png"),

        <View> {
            width: Fit, height: Fit, spacing: 16,
            stretch = <FitDemo> {
                frame = { photo = { fit: Stretch } }
                caption = { text: "fit: Stretch" }
            }
            smallest = <FitDemo> {
                frame = { photo = { fit: Smallest } }
                caption = { text: "fit: Smallest" }
            }
            biggest = <FitDemo> {
                frame = { photo = { fit: Biggest } }
                caption = { text: "fit: Biggest" }
            }
        }
        switch = <Button> { text: "Show the night photo" }
    }
    // ANCHOR_END: example
}

#[derive(Live, LiveHook, Widget)]
pub struct ImageExample {
    #[deref]
    view: View,
    /// The two photos, as resources known to the DSL.
    #[live]
    day: LiveDependency,
    #[live]
    night: LiveDependency,
    #[rust]
    night_shown: bool,
}

impl Widget for ImageExample {
    // ANCHOR: load-image
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        if self.view.button(id!(switch)).clicked(&actions) {
            self.night_shown = !self.night_shown;
            let (photo, label) = if self.night_shown {
                (self.night.as_str(), "Show the day photo")
            } else {
                (self.day.as_str(), "Show the night photo")
            };
            for frame in [id!(stretch), id!(smallest), id!(biggest)] {
                let image = self.view.view(frame).image(id!(photo));
                if let Err(err) = image.load_image_dep_by_path(cx, photo) {
                    error!("cannot load {}: {}", photo, err);
                }
            }
            self.view.button(id!(switch)).set_text(cx, label);
            // Loading a texture does not redraw the Image by itself.
            self.view.redraw(cx);
        }
    }
    // ANCHOR_END: load-image

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
