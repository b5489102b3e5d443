use makepad_widgets::makepad_micro_serde::*;
use makepad_widgets::*;
use std::path::PathBuf;

// ANCHOR: state
/// Everything the app keeps between runs.
#[derive(Clone, Debug, Default, SerJson, DeJson)]
pub struct AppState {
    /// Added after the first release: an `Option` may be missing from
    /// the file, so files saved by the older version still load. (Not
    /// last: a `None` in the last field leaves a trailing comma.)
    pub note: Option<String>,
    pub count: u64,
    pub runs: u64,
}
// ANCHOR_END: state

// ANCHOR: global
/// Where the state file lives, found once at start-up and kept as a
/// global so that any code holding a `Cx` can save.
pub struct StateFile(pub Option<PathBuf>);
// ANCHOR_END: global

// ANCHOR: data-dir
/// A folder the app may write to, by platform. Makepad 1.0 only knows
/// one on Android and OpenHarmony (their cache folders); elsewhere the
/// usual per-user folders are read from the environment.
pub fn data_dir(os: &OsType) -> Option<PathBuf> {
    if let Some(cache) = os.get_cache_dir() {
        return Some(PathBuf::from(cache));
    }
    let env = |name: &str| std::env::var_os(name).map(PathBuf::from);
    let base = match os {
        OsType::Web(_) => None,
        OsType::Windows => env("APPDATA"),
        OsType::Macos => env("HOME").map(|home| home.join("Library/Application Support")),
        OsType::Ios => env("HOME").map(|home| home.join("Documents")),
        _ => env("XDG_DATA_HOME").or_else(|| env("HOME").map(|home| home.join(".local/share"))),
    };
    base.map(|dir| dir.join("app-state-example"))
}
// ANCHOR_END: data-dir

// ANCHOR: load-save
impl AppState {
    pub fn load(cx: &mut Cx) -> AppState {
        let Some(path) = &cx.get_global::<StateFile>().0 else {
            return AppState::default();
        };
        match std::fs::read_to_string(path) {
            Ok(json) => AppState::deserialize_json(&json).unwrap_or_else(|err| {
                log!("{}: not read ({:?}), starting afresh", path.display(), err);
                AppState::default()
            }),
            // No file yet: the first run.
            Err(_) => AppState::default(),
        }
    }

    pub fn save(&self, cx: &mut Cx) {
        let Some(path) = &cx.get_global::<StateFile>().0 else {
            return;
        };
        // Write a new file, then rename it over the old one, so that a
        // crash while writing never leaves half a file behind.
        let temp = path.with_extension("json.new");
        let result = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|_| std::fs::write(&temp, self.serialize_json()))
            .and_then(|_| std::fs::rename(&temp, path));
        if let Err(err) = result {
            log!("could not save {}: {}", path.display(), err);
        }
    }
}
// ANCHOR_END: load-save
