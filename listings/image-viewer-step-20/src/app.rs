// ANCHOR: uses
use crate::image_grid::ImageItemAction;
use crate::state::State;
use makepad_widgets::*;
use std::path::PathBuf;
// ANCHOR_END: uses

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    use crate::image_grid::ImageBrowser;
    use crate::slideshow::Slideshow;

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

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                body = <View> {
                    width: Fill,
                    height: Fill,
                    flow: Overlay,
                    show_bg: true,
                    draw_bg: { color: #1d2026 }

                    main_area = <View> {
                        width: Fill,
                        height: Fill,
                        flow: Down,

                        menu_bar = <MenuBar> {}
                        image_browser = <ImageBrowser> {}
                        slideshow = <Slideshow> { visible: false }
                    }

                    no_match_modal = <Modal> {
                        content: {
                            tip_card = <View> {
                                width: 320,
                                height: Fit,
                                flow: Down,
                                spacing: 12,
                                padding: 20,
                                show_bg: true,
                                draw_bg: { color: #2f343d }

                                <Label> {
                                    text: "没有找到匹配的图片",
                                    draw_text: {
                                        color: #ffffff,
                                        text_style: { font_size: 14.0 }
                                    }
                                }
                                <Label> {
                                    text: "换个关键词试试，或清空搜索框。",
                                    draw_text: { color: #c8ccd4 }
                                }
                                close_tip_button = <Button> { text: "知道了" }
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
        // 每个模块的 DSL 都要在这里注册一次；展开时 Makepad 会按 use 关系自己排好先后
        crate::image_grid::live_design(cx);
        crate::slideshow::live_design(cx);
    }
}

impl App {
    // 把 State 里的“当前图片”同步到界面上
    // ANCHOR: update-slideshow
    fn update_slideshow(&mut self, cx: &mut Cx) {
        let count = self.state.image_count();
        let caption = if count == 0 {
            "没有可显示的图片".to_string()
        } else {
            let idx = self.state.current_image_idx;
            let path = self.state.image_path(idx);
            if let Err(err) = self.ui.image(id!(photo)).load_image_file_by_path(cx, path) {
                log!("无法加载 {}: {}", path.display(), err);
            }
            format!("{}  ({}/{})", self.state.image_name(idx), idx + 1, count)
        };
        self.ui.label(id!(caption)).set_text(cx, &caption);
        self.ui.redraw(cx);
    }
    // ANCHOR_END: update-slideshow

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

    fn apply_search(&mut self, cx: &mut Cx, text: &str) {
        self.state.set_filter(text);
        // 结果变少时，把网格滚回顶部，避免停在已经不存在的行上
        self.ui.portal_list(id!(rows)).set_first_id_and_scroll(0, 0.0);
        if self.state.image_count() == 0 && !text.trim().is_empty() {
            self.ui.modal(id!(no_match_modal)).open(cx);
        }
        self.update_slideshow(cx);
    }
}

impl MatchEvent for App {
    // ANCHOR: handle-startup
    fn handle_startup(&mut self, cx: &mut Cx) {
        // 第一个命令行参数是图片目录；没给就用当前目录下的 images/
        let dir = std::env::args()
            .nth(1)
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("images"));
        if let Err(err) = self.state.load_images(&dir) {
            log!("无法读取图片目录 {}: {}", dir.display(), err);
        }
        self.update_slideshow(cx);
    }
    // ANCHOR_END: handle-startup

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
        if let Some(text) = self.ui.text_input(id!(search_input)).changed(actions) {
            self.apply_search(cx, &text);
        }
        if self.ui.button(id!(close_tip_button)).clicked(actions) {
            self.ui.modal(id!(no_match_modal)).close(cx);
        }
        // 网格里的格子被点击：打开幻灯片并定位到那一张
        for action in actions.iter() {
            if let ImageItemAction::Clicked(image_idx) = action.as_widget_action().cast() {
                self.state.current_image_idx = image_idx;
                self.set_slideshow_open(cx, true);
            }
        }
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
