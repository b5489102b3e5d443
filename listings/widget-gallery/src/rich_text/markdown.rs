//! Markdown: the "What's new" panel of a notes app, written in Markdown.
//! Two buttons switch between the notes of the latest and the previous
//! release; the older text is replaced from Rust.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (520.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub MarkdownExample = {{MarkdownExample}} {
        width: Fill, height: Fill,
        flow: Down,
        padding: 12,
        show_bg: true,
        draw_bg: { color: (THEME_COLOR_BG_APP) }

        <View> {
            width: Fill, height: Fit,
            spacing: 6,
            latest = <ButtonFlat> { text: "1.4" }
            previous = <ButtonFlat> { text: "1.3" }
        }

        notes = <Markdown> {
            // Smaller gaps than the theme's 16 px between blocks.
            paragraph_spacing: 8,
            body: "
            ## What's new in Notes 1.4

            **Faster search.** Results now appear while you type, even in notebooks with thousands of pages.

            - Pin a note with `Ctrl+P`; pinned notes stay on top.
            - *Export* now writes Markdown as well as PDF.
            - Fixed: images pasted from the browser kept their old size.

            > Sync needs version 1.3 or later on every device.

            Read the [full changelog](https://example.com/notes/1.4) for the details.
            "
        }
    }
}
// ANCHOR_END: example

// ANCHOR: previous-notes
/// The notes of the previous release, as an app might load them.
const NOTES_1_3: &str = "
## What's new in Notes 1.3

- Notebooks can be **shared** with other people, read-only or editable.
- Dark mode follows the system setting.
";
// ANCHOR_END: previous-notes

#[derive(Live, LiveHook, Widget)]
pub struct MarkdownExample {
    #[deref]
    view: View,
    /// The text from the DSL, kept while the older notes are shown.
    #[rust]
    latest: String,
}

impl Widget for MarkdownExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
        self.widget_match_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}

impl WidgetMatchEvent for MarkdownExample {
    // ANCHOR: handle-actions
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions, _scope: &mut Scope) {
        let mut notes = self.view.markdown(id!(notes));
        if self.view.button(id!(previous)).clicked(actions) {
            if self.latest.is_empty() {
                // `text()` returns the Markdown source, not the rendered text.
                self.latest = notes.text();
            }
            notes.set_text(cx, NOTES_1_3);
        }
        if self.view.button(id!(latest)).clicked(actions) && !self.latest.is_empty() {
            notes.set_text(cx, &self.latest);
        }
    }
    // ANCHOR_END: handle-actions
}
