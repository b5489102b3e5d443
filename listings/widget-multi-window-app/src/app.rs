use makepad_widgets::*;

// ANCHOR: windows
live_design! {
    use link::theme::*;
    use link::widgets::*;

    Swatch = <Button> {width: Fill}

    App = {{App}} {
        ui: <Root> {
            <MultiWindow> {
                // Each child is a Window: one operating system window each.
                main_window = <Window> {
                    window: {title: "Note", inner_size: vec2(520, 360), position: vec2(80, 80)},
                    body = {
                        padding: 24,
                        note = <RoundedView> {
                            width: Fill, height: Fill,
                            padding: 16,
                            draw_bg: {color: #x3b3f1f, border_radius: 6.0}
                            <Label> {text: "Buy string, post the letters, call Ada."}
                        }
                    }
                }
                palette_window = <Window> {
                    window: {title: "Colours", inner_size: vec2(220, 200), position: vec2(620, 80)},
                    body = {
                        flow: Down, spacing: 8, padding: 16,
                        olive = <Swatch> {text: "Olive"}
                        plum = <Swatch> {text: "Plum"}
                        slate = <Swatch> {text: "Slate"}
                    }
                }
            }
        }
    }
}
// ANCHOR_END: windows

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

// ANCHOR: across-windows
impl MatchEvent for App {
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        // Lookups search every window, so a button in the palette window
        // and the note in the main window are found the same way.
        let colours = [
            (id!(olive), vec4(0.23, 0.25, 0.12, 1.0)),
            (id!(plum), vec4(0.27, 0.15, 0.25, 1.0)),
            (id!(slate), vec4(0.16, 0.2, 0.26, 1.0)),
        ];
        for (swatch, colour) in colours {
            if self.ui.button(swatch).clicked(actions) {
                let note = self.ui.view(id!(note));
                note.apply_over(cx, live! {draw_bg: {color: (colour)}});
                note.redraw(cx);
            }
        }
    }
}
// ANCHOR_END: across-windows

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
