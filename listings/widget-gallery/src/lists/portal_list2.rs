//! PortalList2: a server log drawn through the experimental second list.
//! The draw loop is the one of PortalList; rows past the end of the data
//! are padded with a blank row, because PortalList2 stops asking for rows
//! only when the viewport is full.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 260.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub PortalList2Example = {{PortalList2Example}} {
        width: Fill, height: Fill
        flow: Down
        show_bg: true
        draw_bg: { color: #x121418 }

        log = <PortalList2> {
            LogLine = <View> {
                width: Fill, height: 24
                padding: { left: 10, right: 10 }
                spacing: 10
                align: { y: 0.5 }
                time = <Label> { draw_text: { color: #x6c7686 } }
                level = <Label> { width: 44 }
                message = <Label> { width: Fill, draw_text: { color: #xd0d4dc } }
            }
            // Drawn past the end of the log so that the viewport fills up.
            Blank = <View> { width: Fill, height: 24 }
        }

        status = <Label> {
            width: Fill
            padding: { left: 10, top: 6, bottom: 6 }
            text: "Scroll the log."
            draw_text: { color: #x8a93a3 }
        }
    }
}
// ANCHOR_END: example

const LEVELS: [(&str, Vec4); 3] = [
    ("INFO", vec4(0.45, 0.70, 0.95, 1.0)),
    ("WARN", vec4(0.95, 0.75, 0.30, 1.0)),
    ("ERROR", vec4(0.95, 0.40, 0.40, 1.0)),
];

const MESSAGES: [&str; 5] = [
    "GET /api/orders 200 in 12 ms",
    "cache miss for user 4172",
    "slow query on invoices (840 ms)",
    "GET /api/health 200 in 1 ms",
    "retrying payment webhook",
];

#[derive(Live, LiveHook, Widget)]
pub struct PortalList2Example {
    #[deref]
    view: View,
    #[rust(200usize)]
    line_count: usize,
}

impl Widget for PortalList2Example {
    // ANCHOR: draw
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        while let Some(step) = self.view.draw_walk(cx, scope, walk).step() {
            let portal_list = step.as_portal_list2();
            let Some(mut list) = portal_list.borrow_mut() else {
                continue;
            };
            list.set_item_range(cx, 0, self.line_count);
            while let Some(index) = list.next_visible_item(cx) {
                if index >= self.line_count {
                    // An item that draws nothing would be asked for again and
                    // again: give it a height.
                    list.item(cx, index, live_id!(Blank)).draw_all_unscoped(cx);
                    continue;
                }
                let line = list.item(cx, index, live_id!(LogLine));
                let (level, color) = LEVELS[(index * 7 % 11) % 3];
                let time = format!("12:{:02}:{:02}", index / 60 % 60, index % 60);
                line.label(id!(time)).set_text(cx, &time);
                line.label(id!(level)).set_text(cx, level);
                line.label(id!(level))
                    .apply_over(cx, live! { draw_text: { color: (color) } });
                line.label(id!(message)).set_text(cx, MESSAGES[index % MESSAGES.len()]);
                line.draw_all_unscoped(cx);
            }
        }
        DrawStep::done()
    }
    // ANCHOR_END: draw

    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let list = self.view.portal_list2(id!(log));
        // PortalList2 sends PortalListAction::Scroll, which `scrolled` reads.
        if list.scrolled(&actions) {
            let text = format!(
                "first row {}, offset {:.0} px",
                list.first_id(),
                list.scroll_position()
            );
            self.view.label(id!(status)).set_text(cx, &text);
        }
    }
    // ANCHOR_END: handle-actions
}
