use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(420, 320), title: "Styled like the Zoo"},
                body = <View> {
                    flow: Down, spacing: 16, padding: 24

                    // ANCHOR: styled-pair
                    notice_title = <Label> {
                        text: "Storage almost full",
                        draw_text: {
                            color: #ffd166,
                            text_style: {font_size: 16, line_spacing: 1.3},
                            wrap: Word
                        }
                    }
                    clean_up_button = <Button> {
                        text: "Free up space",
                        draw_bg: {
                            color: #264653,
                            color_hover: #2a9d8f,
                            border_radius: 6.0
                        }
                    }
                    // ANCHOR_END: styled-pair

                    // The edits that the UI Zoo and Makepad Studio pages suggest
                    // making to examples/ui_zoo/src/tab_button.rs, kept here so
                    // that their property names are checked too.
                    basicbutton = <Button> {
                        text: "Zoo keeper",
                        draw_bg: {color: #6a4c93, color_hover: #8a6cb3}
                    }
                    <Button> {
                        text: "Live edited",
                        draw_bg: {color: #3d5a80}
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
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(clean_up_button)).clicked(actions) {
            self.ui.label(id!(notice_title)).set_text(cx, "Cleaning up...");
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
