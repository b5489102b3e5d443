use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;
    use crate::ui::styles::*;

    // Summary card at the top of InboxScreen.
    pub InboxCard = <View> {
        width: Fill, height: Fit
        flow: Down
        spacing: (THEME_SPACE_2)
        padding: <THEME_MSPACE_3> {}
        show_bg: true
        draw_bg: { color: (COLOR_CARD_BG) }

        inbox_title = <Label> {
            text: "Inbox"
            draw_text: { color: (COLOR_TEXT) }
        }
        unread_count = <Label> {
            text: "3 unread"
            draw_text: { color: (COLOR_TEXT_MUTED) }
        }
    }
}
