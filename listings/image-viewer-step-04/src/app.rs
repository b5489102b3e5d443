use makepad_widgets::*;

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

                    <ImageRow> {}
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
                // 暂时写死：每行 4 张
                let item_count = 4;
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

#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
