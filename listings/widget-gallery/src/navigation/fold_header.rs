//! FoldHeader: the sections of a system information panel. Each section
//! folds under its header; a folded section shows a one-line summary in
//! its header instead.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 340.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    InfoRow = <View> {
        width: Fill, height: Fit,
        padding: {left: 30, right: 4, top: 3, bottom: 3},
        name = <Label> {width: 110, draw_text: {color: #x8f959c}}
        value = <Label> {draw_text: {color: #xe6e6e6}}
    }

    // A header: the fold button (it must be called `fold_button`), the
    // section's title and a summary that the app shows while folded.
    SectionHeader = <View> {
        width: Fill, height: Fit,
        padding: {top: 8, bottom: 8},
        align: {y: 0.5}, spacing: 8,
        fold_button = <FoldButton> {}
        title = <Label> {
            width: Fill,
            draw_text: {color: #xe6e6e6, text_style: {font_size: 11}}
        }
        summary = <View> {
            visible: false,
            width: Fit, height: Fit,
            text = <Label> {draw_text: {color: #x8f959c}}
        }
    }

    pub FoldHeaderExample = {{FoldHeaderExample}} {
        width: Fill, height: Fill,
        flow: Down,
        padding: {left: 14, right: 16, top: 8},
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)},

        hardware = <FoldHeader> {
            header: <SectionHeader> {
                title = {text: "Hardware"}
                summary = {text = {text: "8 cores, 16 GB"}}
            }
            body: <View> {
                width: Fill, height: Fit,
                flow: Down, padding: {bottom: 6},
                <InfoRow> {name = {text: "Processor"}, value = {text: "8 cores at 3.2 GHz"}}
                <InfoRow> {name = {text: "Memory"}, value = {text: "16 GB"}}
                <InfoRow> {name = {text: "Storage"}, value = {text: "512 GB, 61% used"}}
            }
        }

        display = <FoldHeader> {
            header: <SectionHeader> {
                title = {text: "Display"}
                summary = {text = {text: "2560 x 1440"}}
            }
            body: <View> {
                width: Fill, height: Fit,
                flow: Down, padding: {bottom: 6},
                <InfoRow> {name = {text: "Resolution"}, value = {text: "2560 x 1440"}}
                <InfoRow> {name = {text: "Scale"}, value = {text: "1.5"}}
            }
        }

        // This section starts folded: the header's animator and the fold
        // button's animator both default to `off`.
        network = <FoldHeader> {
            animator: {active = {default: off}}
            header: <SectionHeader> {
                fold_button = {animator: {active = {default: off}}}
                title = {text: "Network"}
                summary = {visible: true, text = {text: "Wi-Fi, connected"}}
            }
            body: <View> {
                width: Fill, height: Fit,
                flow: Down, padding: {bottom: 6},
                <InfoRow> {name = {text: "Connection"}, value = {text: "Wi-Fi, connected"}}
                <InfoRow> {name = {text: "Address"}, value = {text: "192.168.1.24"}}
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct FoldHeaderExample {
    #[deref]
    view: View,
    #[rust]
    drawn_once: bool,
    #[rust]
    second_draw: NextFrame,
}

impl Widget for FoldHeaderExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        // ANCHOR: second-draw
        if self.second_draw.is_event(event).is_some() {
            self.view.redraw(cx);
        }
        // ANCHOR_END: second-draw
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        // FoldHeader sends no actions itself: listen to the fold button in
        // each header, whose Opening and Closing the header also follows.
        for section in [id!(hardware), id!(display), id!(network)] {
            let header = self.view.widget(section);
            let fold_button = header.fold_button(id!(fold_button));
            if fold_button.opening(&actions) {
                header.view(id!(summary)).set_visible(cx, false);
            }
            if fold_button.closing(&actions) {
                header.view(id!(summary)).set_visible(cx, true);
            }
        }
        // ANCHOR_END: handle-actions
        if !actions.is_empty() {
            cx.extend_actions(actions);
        }
    }

    // ANCHOR: first-draw
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)?;
        // A FoldHeader folds its body by the height it measured on the
        // previous draw, so one that starts folded needs a second draw.
        if !self.drawn_once {
            self.drawn_once = true;
            self.second_draw = cx.new_next_frame();
        }
        DrawStep::done()
    }
    // ANCHOR_END: first-draw
}
