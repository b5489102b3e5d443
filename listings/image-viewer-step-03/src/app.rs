use makepad_widgets::*;

// ANCHOR: live
live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // 网格里的一个格子：深色底板 + 一张按比例缩放的图片
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

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                body = <View> {
                    width: Fill,
                    height: Fill,
                    align: { x: 0.5, y: 0.5 },
                    show_bg: true,
                    draw_bg: { color: #1d2026 }

                    <ImageItem> {}
                }
            }
        }
    }
}
// ANCHOR_END: live

app_main!(App);

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
