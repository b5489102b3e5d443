use makepad_widgets::makepad_micro_serde::*;

// ANCHOR: types
/// One note as the server sends it. Every key the server may send must be
/// a field here: DeJson fails on a key it does not know.
#[derive(SerJson, DeJson, Debug, Clone)]
pub struct Note {
    pub id: u64,
    pub title: String,
    pub done: bool,
    /// A missing key (or `null`) becomes `None`; a `None` is left out
    /// when the struct is written.
    pub due: Option<String>,
}

/// The body of `GET /notes`.
#[derive(DeJson, Debug)]
pub struct NoteList {
    pub notes: Vec<Note>,
}

/// The body the app sends with `POST /notes`.
#[derive(SerJson, Debug)]
pub struct NewNote {
    pub title: String,
    pub done: bool,
}
// ANCHOR_END: types

/// Where the notes server is: `NOTES_SERVER` when it is set (desktop only;
/// a web or mobile build has no environment to read), else a local server.
// ANCHOR: server
pub fn server() -> String {
    std::env::var("NOTES_SERVER").unwrap_or_else(|_| "http://127.0.0.1:8080".to_string())
}
// ANCHOR_END: server
