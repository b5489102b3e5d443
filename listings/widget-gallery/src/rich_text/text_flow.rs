//! TextFlow: search inside a note. The note is drawn into a TextFlow from
//! Rust, with every match of the query in bold and coloured, followed by a
//! link drawn with the flow's link template.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (520.0, 200.0);

/// The text of the note that is searched.
const NOTE: &str = "A widget with width Fill takes the space its parent has left after the \
other children. Inside a parent whose width is Fit there is nothing to fill, so give \
that parent a fixed width or let it fill its own parent.";

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub TextFlowExample = {{TextFlowExample}} {
        width: Fill, height: Fill,
        flow: Down,
        spacing: 8,
        padding: 16,
        show_bg: true,
        draw_bg: { color: (THEME_COLOR_BG_APP) }

        query = <TextInput> { width: 240, text: "fill", empty_text: "Search in the note" }
        matches = <Label> { draw_text: { color: #9a9a9a } }

        // Empty in the DSL: the Rust code draws the text into it.
        note = <TextFlow> {
            width: Fill, height: Fit,
            font_size: 11,
            // Colours of the link template's text (a light grey by default).
            link = { color: #x7aa7ff, color_hover: #xa8c6ff }
        }
    }
}
// ANCHOR_END: example

/// What a link in the note stands for, sent along with its click.
#[derive(Clone, Debug, PartialEq)]
enum NoteLink {
    LayoutGuide,
}

#[derive(Live, Widget)]
pub struct TextFlowExample {
    #[deref]
    view: View,
    /// The search text, lower-cased.
    #[rust]
    query: String,
}

impl LiveHook for TextFlowExample {
    fn after_new_from_doc(&mut self, cx: &mut Cx) {
        // Start with the query written in the DSL.
        let text = self.view.text_input(id!(query)).text();
        self.set_query(cx, &text);
    }
}

impl Widget for TextFlowExample {
    // ANCHOR: handle-event
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        if let Some(text) = self.view.text_input(id!(query)).changed(&actions) {
            self.set_query(cx, &text);
            // The flow draws from Rust data: ask for a redraw when it changes.
            self.view.widget(id!(note)).redraw(cx);
        }
        for action in actions.iter().filter_map(|a| a.as_widget_action()) {
            if let TextFlowLinkAction::Clicked { .. } = action.cast() {
                // The value given to draw_link comes back as the action's data.
                let link = action.data.as_deref().and_then(|d| d.downcast_ref::<NoteLink>());
                if let Some(NoteLink::LayoutGuide) = link {
                    self.view.label(id!(matches)).set_text(cx, "Opening the layout guide");
                }
            }
        }
    }
    // ANCHOR_END: handle-event

    // ANCHOR: draw-walk
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        // The TextFlow stops the view's drawing once it has begun; whatever
        // is drawn into it now lands inside it, then drawing resumes.
        while let Some(step) = self.view.draw_walk(cx, scope, walk).step() {
            let flow_ref = step.as_text_flow();
            let Some(mut flow) = flow_ref.borrow_mut() else { continue };
            for (part, is_match) in split_matches(NOTE, &self.query) {
                if is_match {
                    flow.bold.push();
                    flow.font_colors.push(vec4(1.0, 0.78, 0.35, 1.0));
                    flow.draw_text(cx, part);
                    flow.font_colors.pop();
                    flow.bold.pop();
                } else {
                    flow.draw_text(cx, part);
                }
            }
            flow.draw_text(cx, " ");
            flow.draw_link(cx, live_id!(link), NoteLink::LayoutGuide, "More in the layout guide");
        }
        DrawStep::done()
    }
    // ANCHOR_END: draw-walk
}

impl TextFlowExample {
    fn set_query(&mut self, cx: &mut Cx, text: &str) {
        self.query = text.to_lowercase();
        let count = split_matches(NOTE, &self.query).iter().filter(|(_, m)| *m).count();
        self.view.label(id!(matches)).set_text(cx, &format!("{count} matches"));
    }
}

/// Splits `text` into pieces, marking those equal to `query` (ignoring case).
fn split_matches<'a>(text: &'a str, query: &str) -> Vec<(&'a str, bool)> {
    let mut parts = Vec::new();
    if query.is_empty() {
        parts.push((text, false));
        return parts;
    }
    let lower = text.to_lowercase();
    let mut start = 0;
    while let Some(found) = lower[start..].find(query) {
        let at = start + found;
        parts.push((&text[start..at], false));
        parts.push((&text[at..at + query.len()], true));
        start = at + query.len();
    }
    parts.push((&text[start..], false));
    parts
}
