//! WindowMenu: the menu bar of a small text editor. On macOS the menu
//! becomes the application's native menu bar; on other platforms it does
//! nothing, so the same commands are also on a toolbar. Both paths run
//! through one function that reports the last command.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (520.0, 260.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub WindowMenuExample = {{WindowMenuExample}} {
        width: Fill, height: Fill,
        flow: Down,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)},

        // Draws nothing. On macOS it replaces the menu bar when it is
        // created; each item's id is the command the app receives.
        menu = <WindowMenu> {
            main = Main {items: [app, file, edit]}
            app = Sub {name: "Notes", items: [quit]}
            file = Sub {name: "File", items: [new_note, open_note, file_line, save_note]}
            edit = Sub {name: "Edit", items: [undo, redo]}
            new_note = Item {name: "New", key: KeyN}
            open_note = Item {name: "Open", key: KeyO}
            file_line = Line
            save_note = Item {name: "Save", key: KeyS}
            undo = Item {name: "Undo", key: KeyZ}
            redo = Item {name: "Redo", shift: true, key: KeyZ}
            quit = Item {name: "Quit Notes", key: KeyQ}
        }

        // The same commands for Linux, Windows and the web.
        toolbar = <View> {
            width: Fill, height: Fit,
            padding: 8, spacing: 6,
            show_bg: true,
            draw_bg: {color: (THEME_COLOR_FG_APP)},
            new_note = <ButtonFlat> {text: "New"}
            open_note = <ButtonFlat> {text: "Open"}
            save_note = <ButtonFlat> {text: "Save"}
        }

        <View> {
            width: Fill, height: Fill,
            flow: Down, spacing: 6,
            padding: {left: 18, right: 18, top: 14},
            <Label> {
                text: "Shopping list",
                draw_text: {color: #xe6e6e6, text_style: {font_size: 12}}
            }
            <Label> {
                width: Fill,
                text: "Oat milk, lemons, basil, rice, coffee beans",
                draw_text: {color: #xb8bec6, text_style: {font_size: 10}}
            }
        }

        <View> {
            width: Fill, height: Fit,
            padding: {left: 18, bottom: 10},
            status = <Label> {
                text: "No command yet",
                draw_text: {color: #x8f959c}
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct WindowMenuExample {
    #[deref]
    view: View,
}

// ANCHOR: commands
impl WindowMenuExample {
    /// Runs a command, whether it came from the menu bar or the toolbar.
    fn run_command(&mut self, cx: &mut Cx, command: LiveId) {
        let name = if command == live_id!(new_note) {
            "New"
        } else if command == live_id!(open_note) {
            "Open"
        } else if command == live_id!(save_note) {
            "Save"
        } else if command == live_id!(undo) {
            "Undo"
        } else if command == live_id!(redo) {
            "Redo"
        } else {
            return;
        };
        let text = format!("Last command: {name}");
        self.view.label(id!(status)).set_text(cx, &text);
    }
}
// ANCHOR_END: commands

impl Widget for WindowMenuExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        // ANCHOR: handle-actions
        // macOS delivers a chosen menu item as an event, not as an action:
        // the WindowMenu only handles `quit` itself.
        if let Event::MacosMenuCommand(command) = event {
            self.run_command(cx, *command);
        }
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        for command in [live_id!(new_note), live_id!(open_note), live_id!(save_note)] {
            if self.view.button(&[live_id!(toolbar), command]).clicked(&actions) {
                self.run_command(cx, command);
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
