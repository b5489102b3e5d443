use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::app_style::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(520, 420), title: "Themes" }
                body = <View> {
                    flow: Down
                    padding: <THEME_MSPACE_3> {}
                    spacing: (APP_GAP)

                    <AppHeading> { text: "Settings" }
                    <AppCard> {
                        <Label> { text: "Every widget here takes its look from the linked theme." }
                        <CheckBox> { text: "Send usage statistics" }
                        <Slider> { text: "Volume", min: 0.0, max: 100.0, default: 40.0 }
                        <TextInput> { empty_text: "Your name" }
                        <View> {
                            width: Fill, height: Fit, spacing: (APP_GAP)
                            <Button> { text: "Cancel" }
                            <Button> { text: "Save" }
                        }
                    }
                    <Label> {
                        text: "An accent from the app's own style module"
                        draw_text: { color: (APP_ACCENT) }
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

// ANCHOR: pick-theme
impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        // Registers the widgets and links `theme` to theme_desktop_dark.
        crate::makepad_widgets::live_design(cx);
        // The app's choice. A later link of the same name replaces an
        // earlier one; it only has to happen before the DSL is expanded,
        // which is after live_register returns. In Makepad 1.0.0 the dark
        // desktop theme is the only complete built-in one.
        cx.link(live_id!(theme), live_id!(theme_desktop_dark));
        crate::app_style::live_design(cx);
    }
}
// ANCHOR_END: pick-theme

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
