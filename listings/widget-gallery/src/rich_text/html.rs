//! Html: the help page of a photo app, written in HTML, with links that
//! the app handles itself (one opens another help topic, one a web page)
//! and a button embedded in the text through a custom tag.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (520.0, 250.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub HtmlExample = {{HtmlExample}} {
        width: Fill, height: Fill,
        flow: Down,
        padding: 12,
        show_bg: true,
        draw_bg: { color: (THEME_COLOR_BG_APP) }

        help = <Html> {
            width: Fill, height: Fit,
            // <a> tags are drawn with this template; the theme's link blue
            // is too dark for a dark background.
            a = <HtmlLink> {
                color: #x7aa7ff,
                hover_color: #xa8c6ff,
                pressed_color: #xffffff,
            }
            // A tag of the same name in the body becomes this widget, with
            // the tag's text as its text.
            try_it = <ButtonFlat> { margin: { left: 6 } }
            body: "
            <h3>Cropping a photo</h3>
            <p>Press <code>C</code> or choose <b>Edit &gt;&nbsp;Crop</b>. Drag the corners, then:</p>
            <ol>
                <li>press <b>Return</b> to keep the crop, or</li>
                <li>press <b>Esc</b> to leave the photo as it was.</li>
            </ol>
            <p>Try it on the open photo: <try_it id='try_crop'>Start cropping</try_it></p>
            <p>The original is kept: see <a href='help:versions'>versions</a>.
            More tips on <a href='https://example.com/photos/help'>our website</a>.</p>
            "
        }

        status = <Label> {
            margin: { top: 8 }
            text: "Click a link"
            draw_text: { color: #9a9a9a }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct HtmlExample {
    #[deref]
    view: View,
}

impl Widget for HtmlExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        self.handle_links(cx, &actions);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}

impl HtmlExample {
    // ANCHOR: handle-actions
    fn handle_links(&mut self, cx: &mut Cx, actions: &Actions) {
        // Each <a> is an HtmlLink widget with its own uid: look at every
        // widget action for a click.
        for action in actions.iter().filter_map(|a| a.as_widget_action()) {
            // Embedded widgets are found by the `id` of their tag, the last
            // entry of the action's path.
            if action.path.last() == live_id!(try_crop) {
                if let ButtonAction::Clicked(_) = action.cast() {
                    self.view.label(id!(status)).set_text(cx, "Crop tool opened");
                }
            }
            if let HtmlLinkAction::Clicked { url, .. } = action.cast() {
                let text = match url.strip_prefix("help:") {
                    // An address of the app's own: show another topic.
                    Some(topic) => format!("Show the help topic \"{topic}\""),
                    // Anything else would go to the system browser.
                    None => format!("Open {url} in the browser"),
                };
                self.view.label(id!(status)).set_text(cx, &text);
            }
        }
    }
    // ANCHOR_END: handle-actions
}
