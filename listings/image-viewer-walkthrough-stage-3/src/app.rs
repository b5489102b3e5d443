use makepad_widgets::*;
use std::path::PathBuf;

use crate::state::State;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(960, 720) }
                body = <View> {
                    flow: Down,
                    show_bg: true,
                    draw_bg: { color: #181b22 }

                    <Label> {
                        text: "Photo Browser"
                        draw_text: { color: #e8ecf2, text_style: { font_size: 14 } }
                    }
                }
            }
        }
    }
}

app_main!(App);

// ANCHOR: app-struct
#[derive(Live, LiveHook)]
pub struct App {
    #[live] ui: WidgetRef,
    #[rust] state: State,
}
// ANCHOR_END: app-struct

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

impl MatchEvent for App {
    // ANCHOR: handle-startup
    fn handle_startup(&mut self, cx: &mut Cx) {
        let folder = photo_folder();
        if let Err(err) = self.state.load_folder(&folder) {
            log!("cannot read {}: {}", folder.display(), err);
        }
        self.ui.redraw(cx);
    }
    // ANCHOR_END: handle-startup
}

// ANCHOR: photo-folder
/// The folder given on the command line, or `photos/` next to Cargo.toml.
fn photo_folder() -> PathBuf {
    match std::env::args().nth(1) {
        Some(arg) => PathBuf::from(arg),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("photos"),
    }
}
// ANCHOR_END: photo-folder

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
