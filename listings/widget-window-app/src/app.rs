use makepad_widgets::*;

// ANCHOR: window
live_design! {
    use link::theme::*;
    use link::widgets::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                // Read once, when the operating system window is created.
                window: {
                    title: "Notes",
                    inner_size: vec2(720, 480),
                    position: vec2(120, 80),
                },
                // Colour the window is cleared to before anything is drawn.
                pass: {clear_color: #x1b1d22},
                // `body` is the theme's KeyboardView; without a `<...>` the
                // block only adds to it instead of replacing it.
                body = {
                    flow: Down,
                    spacing: 8,
                    padding: 16,
                    <H3> {text: "Today"}
                    size_label = <Label> {text: "Resize the window."}
                }
            }
        }
    }
}
// ANCHOR_END: window

app_main!(App);

#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

// ANCHOR: window-actions
impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        for action in actions {
            match action.as_widget_action().cast() {
                // Sent when the window is shown, moved, resized or made
                // fullscreen; `new_geom` holds the new geometry.
                WindowAction::WindowGeomChange(change) => {
                    let size = change.new_geom.inner_size;
                    let text = format!("The window is {:.0} by {:.0} pixels.", size.x, size.y);
                    self.ui.label(id!(size_label)).set_text(cx, &text);
                }
                WindowAction::WindowClosed => {
                    log!("The notes window was closed.");
                }
                _ => {}
            }
        }
    }
}
// ANCHOR_END: window-actions

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
