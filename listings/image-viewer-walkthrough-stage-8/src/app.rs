use makepad_widgets::*;
use std::path::PathBuf;

use crate::grid::ThumbnailAction;
use crate::state::{file_name, Screen, State};

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

                    menu_bar = <View> {
                        width: Fill, height: Fit,
                        flow: Right, spacing: 10, padding: 10,
                        align: { y: 0.5 },
                        show_bg: true,
                        draw_bg: { color: #232834 }

                        show_grid = <Button> { text: "Grid" }
                        show_slides = <Button> { text: "Slideshow" }
                        search = <TextInput> {
                            width: 240,
                            empty_text: "Filter by file name"
                        }
                        status = <Label> {
                            draw_text: { color: #9aa4b2 }
                            text: ""
                        }
                    }

                    grid_page = <View> {
                        width: Fill, height: Fill,
                        padding: 16,
                        image_grid = <ImageGrid> {}
                    }

                    slide_page = <View> {
                        visible: false,
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
    fn handle_startup(&mut self, cx: &mut Cx) {
        let folder = photo_folder();
        if let Err(err) = self.state.load_folder(&folder) {
            log!("cannot read {}: {}", folder.display(), err);
        }
        self.update_status(cx);
        self.ui.redraw(cx);
    }

    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(show_grid)).clicked(actions) {
            self.show_screen(cx, Screen::Grid);
        }
        if self.ui.button(id!(show_slides)).clicked(actions) {
            self.show_screen(cx, Screen::Slideshow);
        }
        if self.ui.button(id!(prev_button)).clicked(actions) {
            self.step_slide(cx, -1);
        }
        if self.ui.button(id!(next_button)).clicked(actions) {
            self.step_slide(cx, 1);
        }
        // ANCHOR: search-changed
        if let Some(query) = self.ui.text_input(id!(search)).changed(actions) {
            self.apply_search(cx, &query);
        }
        // ANCHOR_END: search-changed
        for action in actions {
            if let ThumbnailAction::Open(slot) = action.as_widget_action().cast() {
                self.state.current = slot;
                self.show_screen(cx, Screen::Slideshow);
            }
        }
    }

    fn handle_key_down(&mut self, cx: &mut Cx, event: &KeyEvent) {
        if self.state.screen != Screen::Slideshow {
            return;
        }
        match event.key_code {
            KeyCode::ArrowLeft => self.step_slide(cx, -1),
            KeyCode::ArrowRight => self.step_slide(cx, 1),
            KeyCode::Escape => self.show_screen(cx, Screen::Grid),
            _ => {}
        }
    }
}

impl App {
    fn show_screen(&mut self, cx: &mut Cx, screen: Screen) {
        self.state.screen = screen;
        let slideshow = screen == Screen::Slideshow;
        self.ui.view(id!(grid_page)).set_visible(cx, !slideshow);
        self.ui.view(id!(slide_page)).set_visible(cx, slideshow);
        if slideshow {
            // Nobody should be typing while the slideshow listens for arrow keys.
            cx.set_key_focus(Area::Empty);
            self.show_current_slide(cx);
        }
        self.ui.redraw(cx);
    }

    fn step_slide(&mut self, cx: &mut Cx, delta: isize) {
        self.state.step(delta);
        self.show_current_slide(cx);
    }

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

    // ANCHOR: apply-search
    fn apply_search(&mut self, cx: &mut Cx, query: &str) {
        self.state.set_filter(query);
        // The old scroll position may point past the end of the shorter list.
        self.ui.portal_list(id!(rows)).set_first_id_and_scroll(0, 0.0);
        self.update_status(cx);
        if self.state.screen == Screen::Slideshow {
            self.show_current_slide(cx);
        }
        self.ui.redraw(cx);
    }
    // ANCHOR_END: apply-search

    fn update_status(&mut self, cx: &mut Cx) {
        let text = if self.state.photos.is_empty() {
            format!("No .jpg or .png files in {}", self.state.folder.display())
        } else {
            format!("{} of {} photos", self.state.matches.len(), self.state.photos.len())
        };
        self.ui.label(id!(status)).set_text(cx, &text);
    }
}

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
