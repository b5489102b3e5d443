//! AdaptiveView: one contact card component with two layouts, `Wide` (a
//! row) and `Narrow` (a column). A selector installed from Rust picks the
//! layout from the width the card is given, so the same card placed in a
//! wide and in a narrow column shows both layouts at once. Its buttons are
//! found through the AdaptiveView, whichever variant is active.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (640.0, 230.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    Avatar = <CircleView> {
        width: 48, height: 48,
        align: {x: 0.5, y: 0.5},
        draw_bg: {color: #x3f8f6b, border_radius: 0.0}
        <Label> {draw_text: {color: #xffffff, text_style: {font_size: 12}}, text: "MH"}
    }
    ContactName = <Label> {padding: 0, draw_text: {color: #xf0f0f4, text_style: {font_size: 12}}, text: "Mae Hart"}
    ContactRole = <Label> {padding: 0, draw_text: {color: #x9aa0ab}, text: "Site engineer, Leeds"}

    // Both variants use the same ids (`message`), so code that looks them
    // up works whichever one is showing.
    ContactCard = <AdaptiveView> {
        width: Fill, height: Fit,
        Wide = <RoundedView> {
            width: Fill, height: Fit,
            padding: 14, spacing: 14,
            align: {y: 0.5},
            draw_bg: {color: #x2a2d34, border_radius: 8.0}
            <Avatar> {}
            <View> {
                width: Fill, height: Fit,
                flow: Down, spacing: 4,
                <ContactName> {}
                <ContactRole> {}
            }
            message = <Button> {text: "Message"}
        }
        Narrow = <RoundedView> {
            width: Fill, height: Fit,
            flow: Down, padding: 14, spacing: 8,
            align: {x: 0.5},
            draw_bg: {color: #x2a2d34, border_radius: 8.0}
            <Avatar> {}
            <ContactName> {}
            <ContactRole> {}
            message = <Button> {width: Fill, text: "Message"}
        }
    }

    ColumnCaption = <Label> {
        padding: 0,
        draw_text: {color: #x6c7280, text_style: {font_size: 8}}
    }

    pub AdaptiveViewExample = {{AdaptiveViewExample}} {
        width: Fill, height: Fill,
        padding: 16, spacing: 16,
        show_bg: true,
        draw_bg: {color: #x1b1d22},

        <View> {
            width: 400, height: Fill,
            flow: Down, spacing: 8,
            <ColumnCaption> {text: "The card in a 400 px column"}
            wide_card = <ContactCard> {}
            status = <Label> {
                margin: {top: 8},
                draw_text: {color: #x9aa0ab}
                text: "Press Message on either card."
            }
        }
        <View> {
            width: 192, height: Fill,
            flow: Down, spacing: 8,
            <ColumnCaption> {text: "The same card in a 192 px column"}
            narrow_card = <ContactCard> {}
        }
    }
}
// ANCHOR_END: example

#[derive(Live, Widget)]
pub struct AdaptiveViewExample {
    #[deref]
    view: View,
}

// ANCHOR: selector
impl LiveHook for AdaptiveViewExample {
    fn after_new_from_doc(&mut self, _cx: &mut Cx) {
        for card in [id!(wide_card), id!(narrow_card)] {
            // The second argument is the size the card would get, so the
            // choice follows its column, not the window.
            self.view
                .adaptive_view(card)
                .set_variant_selector(|_cx, size| {
                    if size.x >= 300.0 {
                        live_id!(Wide)
                    } else {
                        live_id!(Narrow)
                    }
                });
        }
    }
}
// ANCHOR_END: selector

// ANCHOR: handle-actions
impl Widget for AdaptiveViewExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // Lookups go through an AdaptiveView into its active variant.
        for (card, place) in [(id!(wide_card), "wide"), (id!(narrow_card), "narrow")] {
            if self.view.adaptive_view(card).button(id!(message)).clicked(&actions) {
                let text = format!("New message to Mae Hart, from the {place} card.");
                self.view.label(id!(status)).set_text(cx, &text);
            }
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: handle-actions
