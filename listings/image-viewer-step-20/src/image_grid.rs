use crate::state::State;
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // 从这一步起，ImageItem 背后是 Rust 结构体，才能响应点击
    ImageItem = {{ImageItem}} {
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

    // 只有 ImageBrowser 需要被 app.rs 使用，所以只有它标记为 pub
    pub ImageBrowser = <View> {
        width: Fill,
        height: Fill,
        flow: Down,
        padding: 12,

        <ImageGrid> {}
    }
}

#[derive(Clone, Debug, DefaultNone)]
pub enum ImageItemAction {
    Clicked(usize),
    None,
}

#[derive(Live, LiveHook, Widget)]
pub struct ImageItem {
    #[deref]
    view: View,
    #[rust]
    image_idx: usize,
}

impl Widget for ImageItem {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
        if let Hit::FingerUp(fe) = event.hits(cx, self.view.area()) {
            // 只有“在格子里按下、在格子里松开、且没怎么移动”才算一次点击
            if fe.is_over && fe.was_tap() {
                cx.widget_action(
                    self.widget_uid(),
                    &scope.path,
                    ImageItemAction::Clicked(self.image_idx),
                );
            }
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        if let Some(image_idx) = scope.props.get::<usize>() {
            self.image_idx = *image_idx;
        }
        self.view.draw_walk(cx, scope, walk)
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct ImageRow {
    #[deref]
    view: View,
}

// ANCHOR: image-row
impl Widget for ImageRow {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        while let Some(widget) = self.view.draw_walk(cx, scope, walk).step() {
            if let Some(mut list) = widget.as_portal_list().borrow_mut() {
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
                    // 当前筛选结果中的序号，作为 props 交给格子保存
                    let image_idx = state.first_image_in_row(row_idx) + item_idx;
                    let item = list.item(cx, item_idx, live_id!(ImageItem));
                    // 命中缓存时几乎没有开销；第一次会同步读取并解码文件
                    let _ = item
                        .image(id!(thumb))
                        .load_image_file_by_path(cx, state.image_path(image_idx));
                    item.draw_all(cx, &mut Scope::with_props(&image_idx));
                }
            }
        }
        DrawStep::done()
    }
}
// ANCHOR_END: image-row

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
                    let mut row_scope = Scope::with_data_props(&mut *state, &row_idx);
                    row.draw_all(cx, &mut row_scope);
                }
            }
        }
        DrawStep::done()
    }
}
