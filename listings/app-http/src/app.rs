use crate::notes::{server, NewNote, Note, NoteList};
use makepad_widgets::makepad_micro_serde::*;
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(520, 360), title: "Notes over HTTP" }
                body = <View> {
                    flow: Down, spacing: 10, padding: 14
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    buttons = <View> {
                        width: Fill, height: Fit, spacing: 8
                        reload = <Button> { text: "Reload" }
                        add = <Button> { text: "Add a note" }
                    }
                    status = <Label> { text: "Starting..." }
                    notes = <Label> { text: "" }
                    created = <Label> { text: "" }
                }
            }
        }
    }
}

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

// ANCHOR: send
/// Sends `request`; its answer comes back tagged with `request_id`.
fn send(cx: &mut Cx, request_id: LiveId, request: HttpRequest) {
    #[cfg(not(all(target_os = "linux", not(target_env = "ohos"))))]
    cx.http_request(request_id, request);
    // Linux desktop: Makepad 1.0 has no HTTP client there (see the page).
    #[cfg(all(target_os = "linux", not(target_env = "ohos")))]
    {
        let _ = cx;
        crate::desktop_http::send(request_id, request);
    }
}
// ANCHOR_END: send

impl App {
    // ANCHOR: requests
    fn load_notes(&mut self, cx: &mut Cx) {
        let mut request = HttpRequest::new(format!("{}/notes", server()), HttpMethod::GET);
        request.set_header("Accept".to_string(), "application/json".to_string());
        send(cx, live_id!(load_notes), request);
    }

    fn add_note(&mut self, cx: &mut Cx, title: &str) {
        let mut request = HttpRequest::new(format!("{}/notes", server()), HttpMethod::POST);
        request.set_header("Content-Type".to_string(), "application/json".to_string());
        request.set_header("X-Client".to_string(), "makepad-book".to_string());
        request.set_json_body(NewNote {
            title: title.to_string(),
            done: false,
        });
        send(cx, live_id!(add_note), request);
    }
    // ANCHOR_END: requests

    fn show_status(&mut self, cx: &mut Cx, text: &str) {
        log!("{text}");
        self.ui.label(id!(status)).set_text(cx, text);
    }
}

impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        // Two requests in flight at once; their answers may come in any order.
        self.load_notes(cx);
        self.add_note(cx, "Buy milk");
        self.show_status(cx, &format!("Talking to {}", server()));
    }

    // ANCHOR: actions
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        // Linux desktop: the answers of desktop_http arrive as actions;
        // hand them to the same handlers as Event::NetworkResponses.
        let responses: NetworkResponsesEvent = actions
            .iter()
            .filter_map(|action| action.downcast_ref().cloned())
            .collect();
        if !responses.is_empty() {
            self.handle_network_responses(cx, &responses);
        }
        if self.ui.button(id!(reload)).clicked(actions) {
            self.load_notes(cx);
        }
        if self.ui.button(id!(add)).clicked(actions) {
            self.add_note(cx, "Another note");
        }
    }
    // ANCHOR_END: actions

    // ANCHOR: response
    fn handle_http_response(&mut self, cx: &mut Cx, request_id: LiveId, response: &HttpResponse) {
        // A 404 or a 500 is a response too, not an error: check the status.
        if response.status_code != 200 && response.status_code != 201 {
            let body = response.get_string_body().unwrap_or_default();
            self.show_status(cx, &format!("HTTP {}: {}", response.status_code, body));
            return;
        }
        match request_id {
            live_id!(load_notes) => match response.get_json_body::<NoteList>() {
                Ok(list) => {
                    let lines: Vec<String> = list.notes.iter().map(describe).collect();
                    self.ui.label(id!(notes)).set_text(cx, &lines.join("\n"));
                    self.show_status(cx, &format!("loaded {} notes", list.notes.len()));
                }
                Err(err) => self.show_status(cx, &format!("bad notes JSON: {err:?}")),
            },
            live_id!(add_note) => match response.get_json_body::<Note>() {
                Ok(note) => {
                    let text = format!("created: {}", note.serialize_json());
                    self.ui.label(id!(created)).set_text(cx, &text);
                    self.show_status(cx, &format!("created note {}", note.id));
                }
                Err(err) => self.show_status(cx, &format!("bad note JSON: {err:?}")),
            },
            _ => {}
        }
    }

    fn handle_http_request_error(&mut self, cx: &mut Cx, request_id: LiveId, err: &HttpError) {
        // A LiveId made by live_id! prints as a hex number: name it here.
        let what = match request_id {
            live_id!(load_notes) => "loading the notes",
            live_id!(add_note) => "adding a note",
            _ => "a request",
        };
        self.show_status(cx, &format!("{what} failed: {}", err.message));
    }

    fn handle_http_progress(&mut self, cx: &mut Cx, _request_id: LiveId, progress: &HttpProgress) {
        // Only the web build reports progress in 1.0.
        let text = format!("{} of {} bytes", progress.loaded, progress.total);
        self.ui.label(id!(status)).set_text(cx, &text);
    }
    // ANCHOR_END: response
}

fn describe(note: &Note) -> String {
    let mark = if note.done { "[x]" } else { "[ ]" };
    match &note.due {
        Some(due) => format!("{mark} {} (due {due})", note.title),
        None => format!("{mark} {}", note.title),
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
