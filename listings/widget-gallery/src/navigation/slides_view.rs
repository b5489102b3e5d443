//! SlidesView: a four-slide talk with Previous and Next buttons and a
//! slide counter. The arrow keys flip too, once the deck has been clicked.
use makepad_widgets::*;
// The prelude exports only the SlidesView type from its module: the
// `slides_view(...)` lookup comes from this trait.
use makepad_widgets::slides_view::SlidesViewWidgetExt;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 340.0);

/// The number of slides in the deck below.
const SLIDE_COUNT: usize = 4;

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub SlidesViewExample = {{SlidesViewExample}} {
        width: Fill, height: Fill,
        flow: Down,
        padding: 10, spacing: 8,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)},

        deck = <SlidesView> {
            width: Fill, height: Fill,
            // Every child declared with `=` is a slide, in this order.
            intro = <SlideChapter> {
                padding: 30,
                title = {text: "Live design in Makepad"}
                <SlideBody> {text: "A ten-minute tour"}
            }
            dsl = <Slide> {
                padding: 30,
                title = {text: "The DSL"}
                <SlideBody> {text: "Widgets, layout and styles in live_design!"}
            }
            reload = <Slide> {
                padding: 30,
                title = {text: "Live reload"}
                <SlideBody> {text: "Edit the DSL while the app runs"}
            }
            questions = <SlideChapter> {
                padding: 30,
                title = {text: "Questions?"}
            }
        }

        <View> {
            width: Fill, height: Fit,
            align: {x: 0.5, y: 0.5}, spacing: 12,
            prev_button = <Button> {text: "Previous"}
            counter = <Label> {
                text: "1 / 4",
                draw_text: {color: #xb8bec6}
            }
            next_button = <Button> {text: "Next"}
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct SlidesViewExample {
    #[deref]
    view: View,
    /// The slide the deck is on or moving to.
    #[rust]
    slide: usize,
}

impl Widget for SlidesViewExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        let deck = self.view.slides_view(id!(deck));
        let before = self.slide;
        if self.view.button(id!(next_button)).clicked(&actions) {
            deck.next_slide(cx);
            self.slide = (self.slide + 1).min(SLIDE_COUNT - 1);
        }
        if self.view.button(id!(prev_button)).clicked(&actions) {
            deck.prev_slide(cx);
            self.slide = self.slide.saturating_sub(1);
        }
        // Flipped comes only from the arrow keys, with the target slide.
        if let Some(slide) = deck.flipped(&actions) {
            self.slide = slide;
        }
        if self.slide != before {
            let text = format!("{} / {}", self.slide + 1, SLIDE_COUNT);
            self.view.label(id!(counter)).set_text(cx, &text);
        }
        // ANCHOR_END: handle-actions
        if !actions.is_empty() {
            cx.extend_actions(actions);
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
