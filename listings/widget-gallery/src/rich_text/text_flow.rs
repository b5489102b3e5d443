//! TextFlow: a project's activity feed, written from Rust data at draw
//! time. Names are bold, branches are inline code, a withdrawn release is
//! struck through, times are grey, and each pull request or release is a
//! link; clicking one tells the status line which item it points to.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 210.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub TextFlowExample = {{TextFlowExample}} {
        width: Fill, height: Fill,
        flow: Down,
        spacing: 12,
        padding: 16,
        show_bg: true,
        draw_bg: { color: (THEME_COLOR_BG_APP) }

        // An empty TextFlow: the words are written by `draw_walk` below.
        feed = <TextFlow> {
            font_size: 10.5,
            // `font_color` is the colour of plain text; the `draw_*`
            // blocks only pick the fonts.
            font_color: #xd8d8d8,
            // The template behind `draw_link(cx, live_id!(link), ...)`.
            link = {
                color: #x6cb4ff,
                color_hover: #xa8d4ff,
                color_down: #x3d8fe0,
            }
            // One shader draws code backgrounds, quotes and lines.
            draw_block: {
                code_color: #x2c3440,
                quote_bg_color: #x23272e,
                quote_fg_color: #x6cb4ff,
            }
        }

        status = <Label> {
            text: "Click a pull request or a release"
            draw_text: { color: #x8a8a8a }
        }
    }
}
// ANCHOR_END: example

/// What a link in the feed points to. `draw_link` stores it in the link,
/// and the link sends it back with its `Clicked` action.
#[derive(Clone, Debug, PartialEq)]
pub enum FeedTarget {
    PullRequest(u32),
    Release(&'static str),
}

#[derive(Live, LiveHook, Widget)]
pub struct TextFlowExample {
    #[deref]
    view: View,
}

impl Widget for TextFlowExample {
    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // A link's action carries the value given to `draw_link`.
        for target in actions.filter_actions_data::<FeedTarget>() {
            let text = match target {
                FeedTarget::PullRequest(number) => format!("Opening pull request #{number}"),
                FeedTarget::Release(version) => format!("Opening the notes of release {version}"),
            };
            self.view.label(id!(status)).set_text(cx, &text);
        }
    }
    // ANCHOR_END: handle-actions

    // ANCHOR: draw
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        // The TextFlow stops the View's drawing after it has begun its
        // area: what is drawn into it now lands inside it.
        while let Some(step) = self.view.draw_walk(cx, scope, walk).step() {
            if let Some(mut tf) = step.as_text_flow().borrow_mut() {
                draw_feed(cx, &mut tf);
            }
        }
        DrawStep::done()
    }
    // ANCHOR_END: draw
}

// ANCHOR: feed
fn draw_feed(cx: &mut Cx2d, tf: &mut TextFlow) {
    // A heading: bold, 1.3 times the TextFlow's font_size.
    tf.bold.push();
    tf.push_size_abs_scale(1.3);
    tf.draw_text(cx, "This week in makepad-book");
    tf.font_sizes.pop();
    tf.bold.pop();
    tf.new_line_collapsed_with_spacing(cx, 8.0);

    // Each entry is a list item: the marker hangs left of the wrapped text.
    // Blocks (list items, quotes, code) start on a new line of their own.
    tf.new_line_collapsed(cx);
    tf.begin_list_item(cx, "•", 1.2);
    bold(cx, tf, "maria");
    tf.draw_text(cx, " merged ");
    tf.draw_link(cx, live_id!(link), FeedTarget::PullRequest(482), "#482 Faster glyph cache");
    tf.draw_text(cx, "into ");
    code(cx, tf, "main");
    grey(cx, tf, " 2 h ago");
    tf.end_list_item(cx);

    tf.new_line_collapsed(cx);
    tf.begin_list_item(cx, "•", 1.2);
    bold(cx, tf, "release-bot");
    tf.draw_text(cx, " published ");
    tf.draw_link(cx, live_id!(link), FeedTarget::Release("1.4.2"), "v1.4.2");
    tf.draw_text(cx, "and withdrew ");
    tf.strikethrough.push();
    tf.draw_text(cx, "v1.4.1");
    tf.strikethrough.pop();
    grey(cx, tf, " 5 h ago");
    tf.end_list_item(cx);

    tf.new_line_collapsed(cx);
    tf.begin_list_item(cx, "•", 1.2);
    bold(cx, tf, "kenji");
    tf.draw_text(cx, " commented on ");
    tf.draw_link(cx, live_id!(link), FeedTarget::PullRequest(479), "#479 Window flickers on resize");
    grey(cx, tf, "yesterday");
    // A quote block inside the item: a box with a bar on its left.
    tf.new_line_collapsed(cx);
    tf.begin_quote(cx);
    tf.italic.push();
    tf.draw_text(cx, "Fixed since the turtle change. Could you try again on ");
    tf.italic.pop();
    code(cx, tf, "main");
    tf.italic.push();
    tf.draw_text(cx, "?");
    tf.italic.pop();
    tf.end_quote(cx);
    tf.end_list_item(cx);
}

fn bold(cx: &mut Cx2d, tf: &mut TextFlow, text: &str) {
    tf.bold.push();
    tf.draw_text(cx, text);
    tf.bold.pop();
}

/// Inline code: the fixed-width font on a rounded background.
fn code(cx: &mut Cx2d, tf: &mut TextFlow, text: &str) {
    tf.fixed.push();
    tf.inline_code.push();
    tf.draw_text(cx, text);
    tf.inline_code.pop();
    tf.fixed.pop();
}

fn grey(cx: &mut Cx2d, tf: &mut TextFlow, text: &str) {
    tf.font_colors.push(vec4(0.55, 0.55, 0.55, 1.0));
    tf.draw_text(cx, text);
    tf.font_colors.pop();
}
// ANCHOR_END: feed
