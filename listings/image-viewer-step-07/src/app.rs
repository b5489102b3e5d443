use makepad_widgets::*;
use std::path::PathBuf;

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

    // ANCHOR: dsl
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

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                body = <View> {
                    width: Fill,
                    height: Fill,
                    flow: Down,
                    padding: 12,
                    show_bg: true,
                    draw_bg: { color: #1d2026 }

                    // 临时的预览条，第 8 步会移走
                    nav_preview = <View> {
                        width: Fill,
                        height: 80,
                        flow: Right,
                        spacing: 8,
                        <SlideshowNavigateButton> { text: "<" }
                        <SlideshowNavigateButton> { text: ">" }
                    }

                    <ImageGrid> {}
                }
            }
        }
    }
    // ANCHOR_END: dsl
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

pub struct State {
    image_paths: Vec<PathBuf>,
    max_images_per_row: usize,
}

impl Default for State {
    fn default() -> Self {
        Self {
            image_paths: DEMO_NAMES
                .iter()
                .map(|name| PathBuf::from("images").join(name))
                .collect(),
            max_images_per_row: 4,
        }
    }
}

impl State {
    fn image_count(&self) -> usize {
        self.image_paths.len()
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
}

#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
    #[rust]
    state: State,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui
            .handle_event(cx, event, &mut Scope::with_data(&mut self.state));
    }
}
