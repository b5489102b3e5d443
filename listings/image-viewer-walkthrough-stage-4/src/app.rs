use makepad_widgets::*;
use std::path::PathBuf;

use crate::state::State;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;
    use crate::grid::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(960, 720) }
                // ANCHOR: body
                body = <View> {
                    flow: Down,
                    show_bg: true,
                    draw_bg: { color: #181b22 }

                    <Label> {
                        text: "Photo Browser"
                        draw_text: { color: #e8ecf2, text_style: { font_size: 14 } }
                    }

                    grid_page = <View> {
                        width: Fill, height: Fill,
                        padding: 16,
                        image_grid = <ImageGrid> {}
                    }
                }
                // ANCHOR_END: body
            }
        }
    }
}

app_main!(App);

#[derive(Live, LiveHook)]
pub struct App {
    #[live] ui: WidgetRef,
    #[rust] state: State,
}

// ANCHOR: live-register
impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        crate::grid::live_design(cx);
    }
}
// ANCHOR_END: live-register

impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        let folder = photo_folder();
        if let Err(err) = self.state.load_folder(&folder) {
            log!("cannot read {}: {}", folder.display(), err);
        }
        self.ui.redraw(cx);
    }
}

/// The folder given on the command line, or `photos/` next to Cargo.toml.
fn photo_folder() -> PathBuf {
    match std::env::args().nth(1) {
        Some(arg) => PathBuf::from(arg),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("photos"),
    }
}

// ANCHOR: app-main
impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::with_data(&mut self.state));
    }
}
// ANCHOR_END: app-main
