use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    ACCENT = #x2a9d8f

    pub Badge = <View> {
        width: Fit, height: Fit
        padding: {left: 8, right: 8, top: 3, bottom: 3}
        show_bg: true
        draw_bg: { color: (ACCENT) }

        caption = <Label> { text: "new" }
    }

    pub WarningBadge = <Badge> {
        draw_bg: { color: #xe9c46a }
        caption = { text: "check me" }
    }
}
