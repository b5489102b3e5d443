//! The gallery: every example in a wrapping grid, each in a cell of its
//! picture's size, or a single example in a window of exactly that size
//! when one is chosen at start-up:
//!
//!     cargo run -- slider              # by name
//!     WIDGET_EXAMPLE=slider cargo run  # the same, from the environment
//!     cargo run -- --list              # names, pages, widgets and sizes
//!
//! Built for the web (scripts/build-live.mjs), the page's address chooses
//! the example (`index.html?example=slider`), and every change of the
//! example's status line is logged, so a page or a test can follow what
//! the reader did.
use crate::{
    examples::{self, Example, EXAMPLES},
    makepad_widgets::*,
};

live_design! {
    use link::theme::*;
    use link::widgets::*;

    use crate::containers::view::*;
    use crate::containers::adaptive_view::*;
    use crate::containers::cached_widget::*;
    use crate::containers::keyboard_view::*;
    use crate::containers::splitter::*;
    use crate::containers::window::*;
    use crate::containers::multi_window::*;
    use crate::text::label::*;
    use crate::text::link_label::*;
    use crate::buttons::button::*;
    use crate::buttons::check_box::*;
    use crate::buttons::radio_button::*;
    use crate::buttons::fold_button::*;
    use crate::buttons::desktop_button::*;
    use crate::input::text_input::*;
    use crate::input::command_text_input::*;
    use crate::input::slider::*;
    use crate::input::drop_down::*;
    use crate::input::color_picker::*;
    use crate::lists::portal_list::*;
    use crate::lists::portal_list2::*;
    use crate::lists::flat_list::*;
    use crate::lists::file_tree::*;
    use crate::navigation::stack_navigation::*;
    use crate::navigation::tab_bar::*;
    use crate::navigation::dock::*;
    use crate::navigation::slide_panel::*;
    use crate::navigation::toggle_panel::*;
    use crate::navigation::fold_header::*;
    use crate::navigation::expandable_panel::*;
    use crate::navigation::page_flip::*;
    use crate::navigation::slides_view::*;
    use crate::navigation::window_menu::*;
    use crate::overlays::modal::*;
    use crate::overlays::tooltip::*;
    use crate::overlays::popup_notification::*;
    use crate::media::image::*;
    use crate::media::icon::*;
    use crate::media::image_blend::*;
    use crate::media::multi_image::*;
    use crate::media::rotated_image::*;
    use crate::media::video::*;
    use crate::media::vector_line::*;
    use crate::media::loading_spinner::*;
    use crate::media::web_view::*;
    use crate::rich_text::text_flow::*;
    use crate::rich_text::html::*;
    use crate::rich_text::markdown::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(1600, 1000), position: vec2(0, 0), title: "Widget gallery"},
                body = <View> {
                    width: Fill, height: Fill,
                    flow: RightWrap,
                    spacing: 8,
                    padding: 8,
                    show_bg: true,
                    draw_bg: {color: #x101010},

                    view = <ViewExample> {}
                    adaptive_view = <AdaptiveViewExample> {}
                    cached_widget = <CachedWidgetExample> {}
                    keyboard_view = <KeyboardViewExample> {}
                    splitter = <SplitterExample> {}
                    window = <WindowExample> {}
                    multi_window = <MultiWindowExample> {}
                    label = <LabelExample> {}
                    link_label = <LinkLabelExample> {}
                    button = <ButtonExample> {}
                    check_box = <CheckBoxExample> {}
                    radio_button = <RadioButtonExample> {}
                    fold_button = <FoldButtonExample> {}
                    desktop_button = <DesktopButtonExample> {}
                    text_input = <TextInputExample> {}
                    command_text_input = <CommandTextInputExample> {}
                    slider = <SliderExample> {}
                    drop_down = <DropDownExample> {}
                    color_picker = <ColorPickerExample> {}
                    portal_list = <PortalListExample> {}
                    portal_list2 = <PortalList2Example> {}
                    flat_list = <FlatListExample> {}
                    file_tree = <FileTreeExample> {}
                    stack_navigation = <StackNavigationExample> {}
                    tab_bar = <TabBarExample> {}
                    dock = <DockExample> {}
                    slide_panel = <SlidePanelExample> {}
                    toggle_panel = <TogglePanelExample> {}
                    fold_header = <FoldHeaderExample> {}
                    expandable_panel = <ExpandablePanelExample> {}
                    page_flip = <PageFlipExample> {}
                    slides_view = <SlidesViewExample> {}
                    window_menu = <WindowMenuExample> {}
                    modal = <ModalExample> {}
                    tooltip = <TooltipExample> {}
                    popup_notification = <PopupNotificationExample> {}
                    image = <ImageExample> {}
                    icon = <IconExample> {}
                    image_blend = <ImageBlendExample> {}
                    multi_image = <MultiImageExample> {}
                    rotated_image = <RotatedImageExample> {}
                    video = <VideoExample> {}
                    vector_line = <VectorLineExample> {}
                    loading_spinner = <LoadingSpinnerExample> {}
                    web_view = <WebViewExample> {}
                    text_flow = <TextFlowExample> {}
                    html = <HtmlExample> {}
                    markdown = <MarkdownExample> {}
                }
            }
        }
    }
}

app_main!(App);

/// The labels an example reports its actions on (`status` in most,
/// `summary` in the forms), logged when their text changes.
const STATUS_LINES: [(&str, LiveId); 2] = [("status", live_id!(status)), ("summary", live_id!(summary))];

#[derive(Live)]
pub struct App {
    #[live]
    ui: WidgetRef,
    // The example shown alone, if one was chosen: its index in EXAMPLES.
    #[rust]
    chosen: Option<usize>,
    // The last text logged of each of `STATUS_LINES`.
    #[rust]
    status_lines: Vec<String>,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        examples::live_design(cx);
    }
}

impl LiveHook for App {
    fn after_new_from_doc(&mut self, cx: &mut Cx) {
        for example in EXAMPLES {
            let widget = self.example_ref(example);
            if widget.is_empty() {
                error!(
                    "widget-gallery: no instance `{}` of {}",
                    example.name, example.widget
                );
                continue;
            }
            let (width, height) = example.size;
            widget.apply_over(cx, live! {width: (width), height: (height)});
        }
        let Some(name) = examples::chosen_for(cx) else {
            log!("widget-gallery: showing all {} examples", EXAMPLES.len());
            return;
        };
        let Some(chosen) = examples::find(&name) else {
            error!("widget-gallery: unknown example `{}` (try --list)", name);
            cx.quit();
            return;
        };
        for example in EXAMPLES {
            if example.name != chosen.name {
                self.example_ref(example).set_visible(cx, false);
            }
        }
        // Root ignores apply_over, so the window and its body are reached
        // directly. At (0, 0) the example is easy to find on the screen.
        let (width, height) = chosen.size;
        self.ui.window(id!(main_window)).apply_over(
            cx,
            live! {
                window: {inner_size: (dvec2(width, height)), position: (dvec2(0.0, 0.0)), title: (chosen.name)}
            },
        );
        self.ui
            .view(id!(body))
            .apply_over(cx, live! {padding: 0, spacing: 0});
        self.chosen = EXAMPLES.iter().position(|example| example.name == chosen.name);
        self.status_lines = vec![String::new(); STATUS_LINES.len()];
        log!(
            "widget-gallery: showing {} of /api/widgets/{} ({}x{})",
            chosen.name,
            chosen.page,
            width,
            height
        );
    }
}

impl App {
    /// The example's instance, looked up inside the gallery's body: a
    /// search from the root would find the window's own parts first (its
    /// caption is also called `label`).
    fn example_ref(&self, example: &Example) -> WidgetRef {
        self.ui
            .view(id!(body))
            .widget(&[LiveId::from_str(example.name)])
    }

    /// Logs the chosen example's status lines whose text changed.
    fn log_status_lines(&mut self) {
        let Some(example) = self.chosen.map(|index| &EXAMPLES[index]) else {
            return;
        };
        let widget = self.example_ref(example);
        for ((line, id), last) in STATUS_LINES.iter().zip(self.status_lines.iter_mut()) {
            let text = widget.widget(&[*id]).text();
            if text != *last {
                log!("widget-gallery: {} {}: {}", example.name, line, text);
                *last = text;
            }
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
        self.log_status_lines();
    }
}
