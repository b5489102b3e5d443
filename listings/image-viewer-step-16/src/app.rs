use makepad_widgets::*;
use std::path::{Path, PathBuf};

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    ImageItem = <View> {
        width: 190,
        height: 190,
        padding: 6,
        show_bg: true,
        draw_bg: { color: #2a2e36 }

        thumb = <Image> {
            width: Fill,
            height: Fill,
            fit: Smallest,
            source: dep("crate://self/resources/placeholder.jpg"),
        }
    }

    // 一行图片：内部是一个横向的 PortalList，模板名叫 ImageItem
    ImageRow = {{ImageRow}} {
        width: Fill,
        height: Fit,

        items = <PortalList> {
            width: Fill,
            height: 190,
            flow: Right,

            ImageItem = <ImageItem> {}
        }
    }

    // 整个网格：纵向的 PortalList，每个条目是一整行 ImageRow
    ImageGrid = {{ImageGrid}} {
        width: Fill,
        height: Fill,

        rows = <PortalList> {
            width: Fill,
            height: Fill,
            flow: Down,

            ImageRow = <ImageRow> {}
        }
    }

    // 幻灯片左右两侧的翻页按钮：半透明黑底，悬停时加深
    SlideshowNavigateButton = <Button> {
        width: 64,
        height: Fill,
        text: ">",
        draw_bg: {
            fn pixel(self) -> vec4 {
                return vec4(0.0, 0.0, 0.0, 0.15 + 0.35 * self.hover);
            }
        }
        draw_text: {
            text_style: { font_size: 22.0 }
            fn get_color(self) -> vec4 {
                return #ffffff;
            }
        }
    }

    // 叠在图片上方的一层：左按钮 | 中间留白 | 右按钮
    SlideshowOverlay = <View> {
        width: Fill,
        height: Fill,
        flow: Right,

        left_button = <SlideshowNavigateButton> { text: "<" }
        <View> {
            width: Fill,
            height: Fill,
            align: { x: 0.5, y: 1.0 },
            padding: { bottom: 24 },

            caption = <Label> {
                text: "",
                draw_text: {
                    color: #f0f0f0,
                    text_style: { font_size: 13.0 }
                }
            }
        }
        right_button = <SlideshowNavigateButton> { text: ">" }
    }

    // 幻灯片视图：Overlay 布局让图片和覆盖层叠在同一块区域
    Slideshow = <View> {
        width: Fill,
        height: Fill,
        flow: Overlay,
        align: { x: 0.5, y: 0.5 },
        show_bg: true,
        draw_bg: { color: #111317 }

        photo = <Image> {
            width: Fill,
            height: Fill,
            fit: Smallest,
            source: dep("crate://self/resources/placeholder.jpg"),
        }
        overlay = <SlideshowOverlay> {}
    }

    // 顶部菜单栏：两个切换按钮
    MenuBar = <View> {
        width: Fill,
        height: Fit,
        flow: Right,
        spacing: 8,
        padding: { left: 12, right: 12, top: 8, bottom: 8 },
        align: { x: 0.0, y: 0.5 },
        show_bg: true,
        draw_bg: { color: #262a31 }

        browse_button = <Button> { text: "图片网格" }
        slideshow_button = <Button> { text: "幻灯片" }

        <Filler> {}

        <Label> {
            text: "搜索",
            draw_text: { color: #c8ccd4 }
        }
        search_input = <TextInput> {
            width: 220,
            text: "",
            empty_text: "按文件名搜索",
        }
    }

    // 图片浏览视图：目前只包着网格，留出外边距
    ImageBrowser = <View> {
        width: Fill,
        height: Fill,
        flow: Down,
        padding: 12,

        <ImageGrid> {}
    }

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                body = <View> {
                    width: Fill,
                    height: Fill,
                    flow: Down,
                    show_bg: true,
                    draw_bg: { color: #1d2026 }

                    menu_bar = <MenuBar> {}
                    image_browser = <ImageBrowser> {}
                    slideshow = <Slideshow> { visible: false }
                }
            }
        }
    }
}

app_main!(App);

#[derive(Live, LiveHook, Widget)]
pub struct ImageRow {
    #[deref]
    view: View,
}

impl Widget for ImageRow {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        // View 每遇到一个需要“分步绘制”的子组件（这里是 PortalList）就把它交还给我们
        while let Some(widget) = self.view.draw_walk(cx, scope, walk).step() {
            if let Some(mut list) = widget.as_portal_list().borrow_mut() {
                // 行号由 ImageGrid 通过 props 传进来，图片数据来自 scope.data
                let row_idx = scope.props.get::<usize>().copied().unwrap_or(0);
                let Some(state) = scope.data.get::<State>() else {
                    continue;
                };
                let item_count = state.images_in_row(row_idx);
                list.set_item_range(cx, 0, item_count);
                while let Some(item_idx) = list.next_visible_item(cx) {
                    if item_idx >= item_count {
                        continue;
                    }
                    let item = list.item(cx, item_idx, live_id!(ImageItem));
                    item.draw_all(cx, &mut Scope::empty());
                }
            }
        }
        DrawStep::done()
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct ImageGrid {
    #[deref]
    view: View,
}

impl Widget for ImageGrid {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        while let Some(widget) = self.view.draw_walk(cx, scope, walk).step() {
            if let Some(mut list) = widget.as_portal_list().borrow_mut() {
                let Some(state) = scope.data.get_mut::<State>() else {
                    continue;
                };
                let row_count = state.row_count();
                list.set_item_range(cx, 0, row_count);
                while let Some(row_idx) = list.next_visible_item(cx) {
                    if row_idx >= row_count {
                        continue;
                    }
                    let row = list.item(cx, row_idx, live_id!(ImageRow));
                    // data 继续向下传递 State，props 额外携带“这是第几行”
                    let mut row_scope = Scope::with_data_props(&mut *state, &row_idx);
                    row.draw_all(cx, &mut row_scope);
                }
            }
        }
        DrawStep::done()
    }
}

// 演示用的文件名，第 20 步会换成磁盘上真实的图片
const DEMO_NAMES: [&str; 14] = [
    "harbor.jpg",
    "forest_path.jpg",
    "city_night.png",
    "mountain_lake.jpg",
    "cat_on_sofa.jpg",
    "old_bridge.png",
    "sunset_beach.jpg",
    "night_market.jpg",
    "snow_cabin.png",
    "desert_road.jpg",
    "tea_house.jpg",
    "river_boat.png",
    "autumn_leaves.jpg",
    "lighthouse.jpg",
];

// ANCHOR: state
pub struct State {
    image_paths: Vec<PathBuf>,
    max_images_per_row: usize,
    current_image_idx: usize,
    filter: String,
    // 通过筛选的图片在 image_paths 中的下标
    shown: Vec<usize>,
}

impl Default for State {
    fn default() -> Self {
        let mut state = Self {
            image_paths: DEMO_NAMES
                .iter()
                .map(|name| PathBuf::from("images").join(name))
                .collect(),
            max_images_per_row: 4,
            current_image_idx: 0,
            filter: String::new(),
            shown: Vec::new(),
        };
        state.apply_filter();
        state
    }
}

impl State {
    // 注意：从这一步起，“第 idx 张”指的是筛选结果里的第 idx 张
    fn image_count(&self) -> usize {
        self.shown.len()
    }

    fn set_filter(&mut self, text: &str) {
        self.filter = text.trim().to_lowercase();
        self.apply_filter();
    }

    fn apply_filter(&mut self) {
        let shown: Vec<usize> = (0..self.image_paths.len())
            .filter(|&i| self.matches_filter(i))
            .collect();
        self.shown = shown;
        self.current_image_idx = 0;
    }

    fn matches_filter(&self, path_idx: usize) -> bool {
        if self.filter.is_empty() {
            return true;
        }
        self.image_paths[path_idx]
            .file_name()
            .map(|name| name.to_string_lossy().to_lowercase().contains(&self.filter))
            .unwrap_or(false)
    }

    fn row_count(&self) -> usize {
        (self.image_count() + self.max_images_per_row - 1) / self.max_images_per_row
    }

    fn first_image_in_row(&self, row_idx: usize) -> usize {
        row_idx * self.max_images_per_row
    }

    fn images_in_row(&self, row_idx: usize) -> usize {
        self.image_count()
            .saturating_sub(self.first_image_in_row(row_idx))
            .min(self.max_images_per_row)
    }

    fn show_next(&mut self) {
        let count = self.image_count();
        if count > 0 {
            self.current_image_idx = (self.current_image_idx + 1) % count;
        }
    }

    fn show_prev(&mut self) {
        let count = self.image_count();
        if count > 0 {
            self.current_image_idx = (self.current_image_idx + count - 1) % count;
        }
    }

    fn image_path(&self, idx: usize) -> &Path {
        &self.image_paths[self.shown[idx]]
    }

    fn image_name(&self, idx: usize) -> String {
        self.image_path(idx)
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}
// ANCHOR_END: state

#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
    #[rust]
    state: State,
    #[rust]
    slideshow_open: bool,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

impl App {
    // 把 State 里的“当前图片”同步到界面上
    fn update_slideshow(&mut self, cx: &mut Cx) {
        let count = self.state.image_count();
        let caption = if count == 0 {
            "没有可显示的图片".to_string()
        } else {
            let idx = self.state.current_image_idx;
            format!("{}  ({}/{})", self.state.image_name(idx), idx + 1, count)
        };
        self.ui.label(id!(caption)).set_text(cx, &caption);
        self.ui.redraw(cx);
    }

    fn set_slideshow_open(&mut self, cx: &mut Cx, open: bool) {
        self.slideshow_open = open;
        self.ui.view(id!(image_browser)).set_visible(cx, !open);
        self.ui.view(id!(slideshow)).set_visible(cx, open);
        if open {
            // 把键盘焦点从其他组件上拿走，方向键只服务于幻灯片
            let area = self.ui.view(id!(slideshow)).area();
            cx.set_key_focus(area);
            self.update_slideshow(cx);
        }
        self.ui.redraw(cx);
    }

    // ANCHOR: apply-search
    fn apply_search(&mut self, cx: &mut Cx, text: &str) {
        self.state.set_filter(text);
        // 结果变少时，把网格滚回顶部，避免停在已经不存在的行上
        self.ui.portal_list(id!(rows)).set_first_id_and_scroll(0, 0.0);
        self.update_slideshow(cx);
    }
    // ANCHOR_END: apply-search
}

impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        self.update_slideshow(cx);
    }

    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(left_button)).clicked(actions) {
            self.state.show_prev();
            self.update_slideshow(cx);
        }
        if self.ui.button(id!(right_button)).clicked(actions) {
            self.state.show_next();
            self.update_slideshow(cx);
        }
        if self.ui.button(id!(browse_button)).clicked(actions) {
            self.set_slideshow_open(cx, false);
        }
        if self.ui.button(id!(slideshow_button)).clicked(actions) {
            self.set_slideshow_open(cx, true);
        }
        // ANCHOR: search-changed
        if let Some(text) = self.ui.text_input(id!(search_input)).changed(actions) {
            self.apply_search(cx, &text);
        }
        // ANCHOR_END: search-changed
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);

        // 键盘：只有幻灯片可见时，左右方向键才切换图片
        if self.slideshow_open {
            if let Event::KeyDown(key_event) = event {
                match key_event.key_code {
                    KeyCode::ArrowLeft => {
                        self.state.show_prev();
                        self.update_slideshow(cx);
                    }
                    KeyCode::ArrowRight => {
                        self.state.show_next();
                        self.update_slideshow(cx);
                    }
                    _ => {}
                }
            }
        }

        self.ui
            .handle_event(cx, event, &mut Scope::with_data(&mut self.state));
    }
}
