//! CommandTextInput: a chat composer with @-mentions. Typing `@` opens a
//! list of people filtered by what follows; picking one inserts the name,
//! and Return sends the message.
use makepad_widgets::{makepad_draw::text::selection::Cursor, *};

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 400.0);

/// The people the composer can mention.
const PEOPLE: &[(&str, &str)] = &[
    ("Maya", "release manager"),
    ("Marco", "docs"),
    ("Leo", "build and CI"),
    ("Aiko", "design"),
];

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    // One row of the list. Rows must be Views: the widget reads their
    // clicks and hovers and paints their background.
    MentionItem = <View> {
        width: Fill, height: Fit,
        padding: { left: 12, right: 12, top: 6, bottom: 6 }
        spacing: 8,
        name = <Label> { draw_text: { color: #ffffff } }
        role = <Label> { draw_text: { color: #9a9a9a } }
    }

    pub CommandTextInputExample = {{CommandTextInputExample}} {
        mention_item: <MentionItem> {}
        width: Fill, height: Fill,
        flow: Down,
        spacing: 6,
        padding: 16,
        show_bg: true,
        draw_bg: { color: (THEME_COLOR_BG_APP) }

        <Label> {
            text: "#release"
            draw_text: { text_style: <THEME_FONT_BOLD> { font_size: (THEME_FONT_SIZE_4) } }
        }
        log = <Label> {
            width: Fill,
            text: "Leo: the nightly build is green again.\nMaya: then we tag 1.4 tomorrow."
            draw_text: { color: #b0b0b0 }
        }

        // Pushes the composer to the bottom: its list opens upwards.
        <View> { width: Fill, height: Fill }

        composer = <CommandTextInput> {
            width: Fill,
            trigger: "@",
            // Filter with the text typed after `@` in the message itself.
            inline_search: true,
            // The list highlights; they are transparent unless set.
            color_focus: #x3a5f95,
            color_hover: #x2d3440,

            popup = {
                header_view = { header_label = { text: "Mention someone" } }
            }
            persistent = {
                center = {
                    text_input = {
                        empty_text: "Message #release, @ to mention"
                    }
                }
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct CommandTextInputExample {
    #[deref]
    view: View,
    /// The row template, set in the DSL.
    #[live]
    mention_item: Option<LivePtr>,
    /// The text typed after `@` when the list was last built.
    #[rust]
    search: String,
}

impl Widget for CommandTextInputExample {
    // ANCHOR: handle-event
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        // No `cx.capture_actions` here: the composer learns about clicks on
        // its rows from the actions that reach it later in Event::Actions,
        // and captured actions never get there.
        self.view.handle_event(cx, event, scope);
        self.widget_match_event(cx, event, scope);
    }
    // ANCHOR_END: handle-event

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}

impl WidgetMatchEvent for CommandTextInputExample {
    // ANCHOR: handle-actions
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions, _scope: &mut Scope) {
        let mut composer = self.view.command_text_input(id!(composer));

        // `@` was typed or the text after it changed: rebuild the list.
        if composer.should_build_items(actions) {
            self.search = composer.search_text();
            let search = self.search.to_lowercase();
            composer.clear_items();
            for (name, role) in PEOPLE {
                if name.to_lowercase().starts_with(&search) {
                    let item = WidgetRef::new_from_ptr(cx, self.mention_item);
                    item.label(id!(name)).set_text(cx, name);
                    item.label(id!(role)).set_text(cx, role);
                    composer.add_item(item);
                }
            }
        }

        // A row was clicked, or chosen with the arrow keys and Return.
        if let Some(item) = composer.item_selected(actions) {
            let input = composer.text_input_ref();
            let mut text = input.text();
            let mut at = input.cursor().index.min(text.len());
            // The widget should remove `@` and the search text, but in
            // Makepad 1.0 it leaves them when the caret is at the very end.
            let typed = format!("@{}", self.search);
            if text[..at].ends_with(&typed) {
                text.replace_range(at - typed.len()..at, "");
                at -= typed.len();
            }
            let mention = format!("@{} ", item.label(id!(name)).text());
            input.set_text(cx, &format!("{}{}{}", &text[..at], mention, &text[at..]));
            let caret = Cursor { index: at + mention.len(), prefer_next_row: false };
            input.set_cursor(cx, caret, false);
        }

        // Return in the message field (with the list closed) sends it.
        if let Some((message, _)) = composer.text_input_ref().returned(actions) {
            if !message.trim().is_empty() {
                let log = self.view.label(id!(log));
                log.set_text(cx, &format!("{}\nYou: {}", log.text(), message.trim()));
                composer.reset(cx);
                composer.request_text_input_focus();
            }
        }
    }
    // ANCHOR_END: handle-actions
}
