use makepad_widgets::*;

// ANCHOR: live-design
live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // reusable definition: PascalCase
    NoteCard = <RoundedView> {
        width: Fill, height: Fit
        flow: Down, padding: 12, spacing: 6
        show_bg: true
        draw_bg: { color: #2a2f3a }
    }

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                body = <View> {
                    flow: Down, padding: 20, spacing: 12
                    // instances looked up from Rust: snake_case
                    first_note = <NoteCard> {
                        note_title = <Label> { text: "Groceries" }
                    }
                    add_note_button = <Button> { text: "Add note" }
                }
            }
        }
    }
}
// ANCHOR_END: live-design

app_main!(App);

#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
    #[rust]
    notes: u32,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(add_note_button)).clicked(actions) {
            self.notes += 1;
            let title = self.ui.label(id!(note_title));
            title.set_text(cx, &format!("Groceries ({} more)", self.notes));
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
