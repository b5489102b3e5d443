use crate::shell::ShellState;
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::shell::Shell;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(1000, 600), title: "Adaptive layout" }
                body = <View> {
                    flow: Down
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    shell = <Shell> {}

                    // ANCHOR: custom-variants
                    footer = <AdaptiveView> {
                        width: Fill, height: Fit
                        // Names of your own: no default widget is made for them,
                        // so the selector must be set before the first draw.
                        Compact = <View> {
                            width: Fill, height: Fit, padding: 8
                            <Label> { text: "compact footer" }
                        }
                        Roomy = <View> {
                            width: Fill, height: Fit, padding: 8, spacing: 20
                            <Label> { text: "roomy footer" }
                            <Label> { text: "with room for more" }
                        }
                    }
                    // ANCHOR_END: custom-variants
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
    #[rust(ShellState { folder: "Inbox".to_string() })]
    state: ShellState,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        crate::shell::live_design(cx);
    }
}

impl MatchEvent for App {
    // ANCHOR: selector
    fn handle_startup(&mut self, _cx: &mut Cx) {
        // Chooses by the space the footer would get, not by the window.
        self.ui
            .adaptive_view(id!(footer))
            .set_variant_selector(|_cx, parent_size| {
                if parent_size.x < 600.0 {
                    live_id!(Compact)
                } else {
                    live_id!(Roomy)
                }
            });
    }
    // ANCHOR_END: selector

    // ANCHOR: lookup
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        // Lookups through an AdaptiveView reach its active variant only.
        if self.ui.button(id!(shell.nav.inbox)).clicked(actions) {
            self.state.folder = "Inbox".to_string();
            self.ui.redraw(cx);
        }
        if self.ui.button(id!(shell.nav.archive)).clicked(actions) {
            self.state.folder = "Archive".to_string();
            self.ui.redraw(cx);
        }
    }
    // ANCHOR_END: lookup
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::with_data(&mut self.state));
    }
}
