use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub InboxCard = <View> {
        show_bg: true, draw_bg: {color: #1f2430} flow: Down
        inboxTitle = <Label> {text: "Inbox", draw_text: {color: #ffffff}}
        height: Fit, padding: 13, spacing: 7, width: Fill,
        label2 = <Label> {draw_text: {color: #9aa4b2}, text: "3 unread"}
    }
}
