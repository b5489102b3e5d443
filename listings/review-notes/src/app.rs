use crate::home::notes_list::{Note, NotesListWidgetRefExt};
use crate::topic::{request_topic, RoomTopicAction};
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;
    use crate::home::notes_list::NotesList;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(420, 360), title: "Review notes" },
                body = <View> {
                    flow: Down, spacing: 8, padding: 12,
                    topic_text = <Label> { text: "No topic loaded yet" }
                    load_topic = <Button> { text: "Load topic" }
                    notes = <NotesList> {}
                }
            }
        }
    }
}

app_main!(App);

#[derive(Live, LiveHook)]
pub struct App {
    #[live] ui: WidgetRef,
    #[rust] room_id: Option<String>,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        // Shared styles first, then the widgets that use them.
        crate::shared::styles::live_design(cx);
        crate::home::notes_list::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        self.room_id = Some("!planning:example.org".to_string());
        let notes = ["Agenda", "Release checklist", "Open questions"]
            .iter()
            .enumerate()
            .map(|(i, title)| Note { title: title.to_string(), unread: i == 0 })
            .collect();
        self.ui.notes_list(id!(notes)).set_notes(cx, notes);
    }

    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(load_topic)).clicked(actions) {
            if let Some(room_id) = self.room_id.clone() {
                request_topic(room_id);
            }
        }
        // ANCHOR: match-topic
        for action in actions {
            if let Some(RoomTopicAction::Loaded { room_id, topic }) = action.downcast_ref() {
                if self.room_id.as_ref() == Some(room_id) {
                    self.ui.label(id!(topic_text)).set_text(cx, topic);
                }
            }
        }
        // ANCHOR_END: match-topic
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
