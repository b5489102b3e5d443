//! The table of examples: for each one the widget page that shows it
//! (`/api/widgets/<page>`), its widget in the DSL and the module that
//! defines it; the module's `SIZE` is the size of its picture. The gallery
//! app instantiates every example under its name (`slider =
//! <SliderExample> {}`), so an example is picked by that name.
use crate::makepad_widgets::*;

pub struct Example {
    /// The example's name, also its instance id in the app: `slider`.
    pub name: &'static str,
    /// Page slug below `/api/widgets/`, e.g. `drop-down`.
    pub page: &'static str,
    /// Name of the example's widget in the DSL, e.g. `SliderExample`.
    pub widget: &'static str,
    /// Width and height of its picture, in logical pixels.
    pub size: (f64, f64),
    /// True when it moves on its own (a spinner), so it has no single
    /// picture: the first frame drawn stands for it.
    pub animated: bool,
}

macro_rules! examples {
    (@animated) => {false};
    (@animated animated) => {true};
    ($($name:ident: $page:literal => $widget:ident in $($segment:ident)::+ $(($flag:ident))?;)*) => {
        /// Every example, in the order of the widget sidebar.
        pub const EXAMPLES: &[Example] = &[
            $(Example {
                name: stringify!($name),
                page: $page,
                widget: stringify!($widget),
                size: crate::$($segment)::+::SIZE,
                animated: examples!(@animated $($flag)?),
            },)*
        ];

        /// Registers the `live_design!` block of every example module.
        pub fn live_design(cx: &mut Cx) {
            $(crate::$($segment)::+::live_design(cx);)*
        }
    };
}

examples! {
    view: "view" => ViewExample in containers::view;
    adaptive_view: "adaptive-view" => AdaptiveViewExample in containers::adaptive_view;
    cached_widget: "cached-widget" => CachedWidgetExample in containers::cached_widget;
    keyboard_view: "keyboard-view" => KeyboardViewExample in containers::keyboard_view;
    splitter: "splitter" => SplitterExample in containers::splitter;
    window: "window" => WindowExample in containers::window;
    multi_window: "multi-window" => MultiWindowExample in containers::multi_window;
    label: "label" => LabelExample in text::label;
    link_label: "link-label" => LinkLabelExample in text::link_label;
    button: "button" => ButtonExample in buttons::button;
    check_box: "check-box" => CheckBoxExample in buttons::check_box;
    radio_button: "radio-button" => RadioButtonExample in buttons::radio_button;
    fold_button: "fold-button" => FoldButtonExample in buttons::fold_button;
    desktop_button: "desktop-button" => DesktopButtonExample in buttons::desktop_button;
    text_input: "text-input" => TextInputExample in input::text_input;
    command_text_input: "command-text-input" => CommandTextInputExample in input::command_text_input;
    slider: "slider" => SliderExample in input::slider;
    drop_down: "drop-down" => DropDownExample in input::drop_down;
    color_picker: "color-picker" => ColorPickerExample in input::color_picker;
    portal_list: "portal-list" => PortalListExample in lists::portal_list;
    portal_list2: "portal-list2" => PortalList2Example in lists::portal_list2;
    flat_list: "flat-list" => FlatListExample in lists::flat_list;
    file_tree: "file-tree" => FileTreeExample in lists::file_tree;
    stack_navigation: "stack-navigation" => StackNavigationExample in navigation::stack_navigation;
    tab_bar: "tab-bar" => TabBarExample in navigation::tab_bar;
    dock: "dock" => DockExample in navigation::dock;
    slide_panel: "slide-panel" => SlidePanelExample in navigation::slide_panel;
    toggle_panel: "toggle-panel" => TogglePanelExample in navigation::toggle_panel;
    fold_header: "fold-header" => FoldHeaderExample in navigation::fold_header;
    expandable_panel: "expandable-panel" => ExpandablePanelExample in navigation::expandable_panel;
    page_flip: "page-flip" => PageFlipExample in navigation::page_flip;
    slides_view: "slides-view" => SlidesViewExample in navigation::slides_view;
    window_menu: "window-menu" => WindowMenuExample in navigation::window_menu;
    modal: "modal" => ModalExample in overlays::modal;
    tooltip: "tooltip" => TooltipExample in overlays::tooltip;
    popup_notification: "popup-notification" => PopupNotificationExample in overlays::popup_notification;
    image: "image" => ImageExample in media::image;
    icon: "icon" => IconExample in media::icon;
    image_blend: "image-blend" => ImageBlendExample in media::image_blend;
    multi_image: "multi-image" => MultiImageExample in media::multi_image;
    rotated_image: "rotated-image" => RotatedImageExample in media::rotated_image;
    video: "video" => VideoExample in media::video;
    vector_line: "vector-line" => VectorLineExample in media::vector_line;
    loading_spinner: "loading-spinner" => LoadingSpinnerExample in media::loading_spinner (animated);
    web_view: "web-view" => WebViewExample in media::web_view;
    text_flow: "text-flow" => TextFlowExample in rich_text::text_flow;
    html: "html" => HtmlExample in rich_text::html;
    markdown: "markdown" => MarkdownExample in rich_text::markdown;
}

/// Finds an example by its name (`drop_down`) or its page (`drop-down`).
pub fn find(key: &str) -> Option<&'static Example> {
    let key = key.trim_matches('/');
    EXAMPLES
        .iter()
        .find(|example| example.name == key || example.page == key)
}

/// The example this run shows, if one was chosen. In a browser, where a
/// program has no arguments and no environment, the page that embeds the
/// gallery names it in its address: `index.html?example=slider`.
pub fn chosen_for(cx: &Cx) -> Option<String> {
    match cx.os_type() {
        OsType::Web(params) => query_value(&params.search, "example"),
        _ => chosen_name(),
    }
}

/// The value of `key` in a URL query such as `?example=slider&x=1`.
pub fn query_value(search: &str, key: &str) -> Option<String> {
    search
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(name, value)| *name == key && !value.is_empty())
        .map(|(_, value)| value.to_string())
}

/// The example named on the command line or in `WIDGET_EXAMPLE`, if any.
pub fn chosen_name() -> Option<String> {
    std::env::args()
        .skip(1)
        .find(|arg| !arg.starts_with("--"))
        .or_else(|| std::env::var("WIDGET_EXAMPLE").ok())
        .filter(|name| !name.is_empty())
}

/// Prints one line per example: name, page, widget, size (`560x240`) and
/// `animated` or `exact`.
pub fn print_list() {
    for example in EXAMPLES {
        println!(
            "{}\t{}\t{}\t{}x{}\t{}",
            example.name,
            example.page,
            example.widget,
            example.size.0,
            example.size.1,
            if example.animated { "animated" } else { "exact" }
        );
    }
}
