use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // ANCHOR: text-styles
    // The app's own font first, then the theme's Chinese and emoji
    // fonts for every character it lacks.
    BOOK_SERIF = {
        font_family: {
            latin = font("crate://self/resources/DejaVuSerif-Latin.ttf", 0.0, 0.0)
            chinese = font(
                "crate://makepad_fonts_chinese_regular/resources/LXGWWenKaiRegular.ttf",
                "crate://makepad_fonts_chinese_regular_2/resources/LXGWWenKaiRegular.ttf.2",
                0.0,
                0.0
            )
            emoji = font("crate://makepad_fonts_emoji/resources/NotoColorEmoji.ttf", 0.0, 0.0)
        }
        line_spacing: 1.3
    }

    // The same font with nothing behind it.
    BOOK_SERIF_ALONE = {
        font_family: {
            latin = font("crate://self/resources/DejaVuSerif-Latin.ttf", 0.0, 0.0)
        }
        line_spacing: 1.3
    }
    // ANCHOR_END: text-styles

    // ANCHOR: labels
    Sample = <Label> {
        width: Fill
        draw_text: { color: #xe8e6e3, text_style: { font_size: 13 } }
    }

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(600, 400), title: "Text and fonts" }
                body = <View> {
                    flow: Down, spacing: 12, padding: 16
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    <Sample> { text: "Theme font: Makepad 你好，世界 🎉" }
                    <Sample> {
                        draw_text: { text_style: <THEME_FONT_BOLD> { font_size: 13 } }
                        text: "Theme bold: Makepad 你好，世界 🎉"
                    }
                    <Sample> {
                        draw_text: { text_style: <BOOK_SERIF> { font_size: 15 } }
                        text: "Own font, theme fallbacks: Makepad 你好，世界 🎉"
                    }
                    <Sample> {
                        draw_text: { text_style: <BOOK_SERIF_ALONE> { font_size: 15 } }
                        text: "Own font alone: Makepad 你好，世界 🎉"
                    }
                    greeting = <Sample> {
                        draw_text: { text_style: <BOOK_SERIF> { font_size: 15 } }
                    }
                }
            }
        }
    }
    // ANCHOR_END: labels
}

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
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}

// ANCHOR: set-text
impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        // Text from Rust goes through the same fonts as text in the DSL.
        let name = "小明";
        let greeting = format!("From Rust: 欢迎, {name}! Welcome ✨");
        self.ui.label(id!(greeting)).set_text(cx, &greeting);
    }
}
// ANCHOR_END: set-text
