use makepad_widgets::*;
use std::path::PathBuf;

use crate::state::{file_name, State};

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;
    use crate::grid::*;

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

                    // Hidden for now, so that the slideshow below is what you see.
                    grid_page = <View> {
                        visible: false,
                        width: Fill, height: Fill,
                        padding: 16,
                        image_grid = <ImageGrid> {}
                    }

                    // ANCHOR: slideshow-dsl
                    slide_page = <View> {
                        width: Fill, height: Fill,
                        flow: Overlay,
                        align: { x: 0.5, y: 0.5 },
                        show_bg: true,
                        draw_bg: { color: #0d0f14 }

                        slide_image = <Image> {
                            width: Fill, height: Fill,
                            fit: Smallest,
                        }

                        controls = <View> {
                            width: Fill, height: Fill,
                            flow: Right,
                            align: { y: 0.5 },
                            padding: 20,
                            prev_button = <Button> { text: "< Prev" }
                            <View> { width: Fill, height: 1 }
                            next_button = <Button> { text: "Next >" }
                        }

                        caption_bar = <View> {
                            width: Fill, height: Fill,
                            align: { x: 0.5, y: 1.0 },
                            padding: { bottom: 18 },
                            slide_caption = <Label> {
                                draw_text: { color: #e8ecf2, text_style: { font_size: 11 } }
                                text: ""
                            }
                        }
                    }
                    // ANCHOR_END: slideshow-dsl
                }
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

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        crate::grid::live_design(cx);
    }
}

impl MatchEvent for App {
    // ANCHOR: handle-startup
    fn handle_startup(&mut self, cx: &mut Cx) {
        let folder = photo_folder();
        if let Err(err) = self.state.load_folder(&folder) {
            log!("cannot read {}: {}", folder.display(), err);
        }
        // Only until stage 6 opens the slideshow from the grid.
        self.show_current_slide(cx);
        self.ui.redraw(cx);
    }
    // ANCHOR_END: handle-startup
}

// ANCHOR: show-current-slide
impl App {
    fn show_current_slide(&mut self, cx: &mut Cx) {
        let image = self.ui.image(id!(slide_image));
        let caption = self.ui.label(id!(slide_caption));
        match self.state.current_photo() {
            Some(path) => {
                if let Err(err) = image.load_image_file_by_path(cx, path) {
                    log!("cannot show {}: {}", path.display(), err);
                }
                let text = format!(
                    "{} / {}  ·  {}",
                    self.state.current + 1,
                    self.state.matches.len(),
                    file_name(path)
                );
                caption.set_text(cx, &text);
            }
            None => {
                image.set_texture(cx, None);
                caption.set_text(cx, "No photo matches the filter");
            }
        }
        // Loading a texture from an event handler does not redraw by itself.
        self.ui.view(id!(slide_page)).redraw(cx);
    }
}
// ANCHOR_END: show-current-slide

/// The folder given on the command line, or `photos/` next to Cargo.toml.
fn photo_folder() -> PathBuf {
    match std::env::args().nth(1) {
        Some(arg) => PathBuf::from(arg),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("photos"),
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::with_data(&mut self.state));
    }
}
