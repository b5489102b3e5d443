//! SlidePanel: a navigation drawer that slides in from the left edge over
//! a notes list. The Menu button opens it; the drawer's Close button, or
//! picking a folder in it, closes it again.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    FolderButton = <ButtonFlat> {
        width: Fill,
        align: {x: 0.0, y: 0.5},
        padding: {left: 14, top: 9, bottom: 9},
    }

    NoteRow = <RoundedView> {
        width: Fill, height: Fit,
        padding: {left: 12, right: 12, top: 8, bottom: 8},
        align: {y: 0.5}, spacing: 12,
        draw_bg: {color: #x2a2d31, border_radius: 4.0},
        text = <View> {
            width: Fill, height: Fit,
            flow: Down, spacing: 3,
            title = <Label> {text: "Note", draw_text: {color: #xe6e6e6, text_style: {font_size: 10}}}
            preview = <Label> {text: "", draw_text: {color: #x8f959c}}
        }
        date = <Label> {text: "", draw_text: {color: #x8f959c}}
    }

    pub SlidePanelExample = {{SlidePanelExample}} {
        width: Fill, height: Fill,
        // Overlay: the drawer is drawn last, on top of the page.
        flow: Overlay,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)},

        page = <View> {
            width: Fill, height: Fill,
            flow: Down,
            top_bar = <View> {
                width: Fill, height: 44,
                padding: {left: 8, right: 12},
                align: {y: 0.5}, spacing: 12,
                show_bg: true,
                draw_bg: {color: (THEME_COLOR_FG_APP)},
                menu_button = <Button> {text: "Menu"}
                folder_title = <Label> {
                    text: "All notes",
                    draw_text: {color: #xe6e6e6, text_style: {font_size: 11}}
                }
            }
            <View> {
                width: Fill, height: Fill,
                flow: Down, spacing: 8,
                padding: {left: 16, right: 16, top: 12},
                <NoteRow> {
                    text = {
                        title = {text: "Groceries"}
                        preview = {text: "Oat milk, lemons, basil, rice"}
                    }
                    date = {text: "Today"}
                }
                <NoteRow> {
                    text = {
                        title = {text: "Release checklist"}
                        preview = {text: "Tag, build the site, write the changelog"}
                    }
                    date = {text: "Mon"}
                }
                <NoteRow> {
                    text = {
                        title = {text: "Ideas"}
                        preview = {text: "A slide deck about live design"}
                    }
                    date = {text: "May 2"}
                }
            }
        }

        drawer = <SlidePanel> {
            // The drawer's own size; its position comes from the panel.
            width: 210, height: Fill,
            side: Left,
            // Shown open at start; the theme's default is `off` (hidden).
            animator: {active = {default: on}},
            flow: Down,
            padding: {top: 14, bottom: 14},
            spacing: 2,
            show_bg: true,
            draw_bg: {color: (THEME_COLOR_OPAQUE_U_1)},

            <View> {
                width: Fill, height: Fit,
                padding: {left: 14, right: 8, bottom: 8},
                align: {y: 0.5},
                <Label> {
                    width: Fill,
                    text: "FOLDERS",
                    draw_text: {color: #x8f959c, text_style: {font_size: 8}}
                }
                close_button = <ButtonFlat> {text: "Close"}
            }
            all_notes = <FolderButton> {text: "All notes"}
            work = <FolderButton> {text: "Work"}
            personal = <FolderButton> {text: "Personal"}
            archive = <FolderButton> {text: "Archive"}
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct SlidePanelExample {
    #[deref]
    view: View,
}

impl Widget for SlidePanelExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        let drawer = self.view.slide_panel(id!(drawer));
        if self.view.button(id!(menu_button)).clicked(&actions) {
            drawer.open(cx);
        }
        if self.view.button(id!(close_button)).clicked(&actions) {
            drawer.close(cx);
        }
        let folders = [
            (id!(all_notes), "All notes"),
            (id!(work), "Work"),
            (id!(personal), "Personal"),
            (id!(archive), "Archive"),
        ];
        for (button, name) in folders {
            if self.view.button(button).clicked(&actions) {
                self.view.label(id!(folder_title)).set_text(cx, name);
                drawer.close(cx);
            }
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
