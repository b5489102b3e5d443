use crate::state::{data_dir, AppState, StateFile};
use crate::tally::TallyAction;
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::tally::Tally;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(520, 320), title: "App state" }
                body = <View> {
                    flow: Down, spacing: 10, padding: 14
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    <Label> { text: "Add to the count, click it to reset; type a note. All of it is saved." }
                    tally = <Tally> {}
                    add_button = <Button> { text: "Add one" }
                    note_input = <TextInput> { width: Fill, empty_text: "A note to keep" }
                    file_label = <Label> { text: "" }
                }
            }
        }
    }
}

app_main!(App);

// ANCHOR: app-struct
#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
    /// The app's own data: not in the DSL, so `#[rust]`.
    #[rust]
    state: AppState,
}
// ANCHOR_END: app-struct

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        crate::tally::live_design(cx);
    }
}

// ANCHOR: handle-event
impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        // Lend the state to the widget tree for this one event.
        let mut scope = Scope::with_data(&mut self.state);
        self.ui.handle_event(cx, event, &mut scope);
    }
}
// ANCHOR_END: handle-event

impl MatchEvent for App {
    // ANCHOR: startup
    fn handle_startup(&mut self, cx: &mut Cx) {
        let path = data_dir(cx.os_type()).map(|dir| dir.join("state.json"));
        let shown = match &path {
            Some(path) => format!("Saved in {}", path.display()),
            None => "Nowhere to save on this platform".to_string(),
        };
        self.ui.label(id!(file_label)).set_text(cx, &shown);
        cx.set_global(StateFile(path));

        self.state = AppState::load(cx);
        self.state.runs += 1;
        self.state.save(cx);
        // Widgets that keep their own copy are told the loaded value.
        let note = self.state.note.as_deref().unwrap_or("");
        self.ui.text_input(id!(note_input)).set_text(cx, note);
    }
    // ANCHOR_END: startup

    // ANCHOR: actions
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(add_button)).clicked(actions) {
            self.state.count += 1;
            self.state.save(cx);
            // The Tally reads the state while drawing: ask for a draw.
            self.ui.widget(id!(tally)).redraw(cx);
        }
        if let Some(text) = self.ui.text_input(id!(note_input)).changed(actions) {
            self.state.note = Some(text);
            self.state.save(cx);
        }
        let tally = self.ui.widget(id!(tally));
        if let TallyAction::Reset = actions.find_widget_action_cast(tally.widget_uid()) {
            // The widget already changed the state; keep it on disk.
            self.state.save(cx);
        }
    }
    // ANCHOR_END: actions
}
