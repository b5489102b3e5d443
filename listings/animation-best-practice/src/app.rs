use makepad_widgets::*;
use crate::segment_tab::SegmentTabWidgetRefExt;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::segment_tab::SegmentTab;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(420, 160), title: "Segment tabs" }
                body = <View> {
                    width: Fill, height: Fill
                    flow: Right, spacing: 4, padding: 24
                    show_bg: true
                    draw_bg: { color: #x161a22 }
                    day_tab = <SegmentTab> {}
                    week_tab = <SegmentTab> {}
                    month_tab = <SegmentTab> {}
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
        crate::segment_tab::live_design(cx);
    }
}

impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        // restore the selection without animating, and disable one tab
        if let Some(mut tab) = self.ui.segment_tab(id!(week_tab)).borrow_mut() {
            tab.set_selected(cx, true, Animate::No);
            log!("week tab selected: {}", tab.is_selected(cx));
        }
        if let Some(mut tab) = self.ui.segment_tab(id!(month_tab)).borrow_mut() {
            tab.set_disabled(cx, true);
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
