use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::ui::styles::*;
    use crate::ui::layout_parts::*;
    use crate::ui::inbox_card::*;

    // The window's only screen.
    pub InboxScreen = <View> {
        width: Fill, height: Fill
        flow: Down
        spacing: (THEME_SPACE_3)
        padding: <THEME_MSPACE_3> {}
        show_bg: true
        draw_bg: { color: (COLOR_SCREEN_BG) }

        summary = <InboxCard> {}
        filters = <Section> {
            heading = { text: "Filters" }
            sender_row = <FormRow> {
                caption = { text: "From" }
                sender_input = <TextInput> { width: Fill, empty_text: "anyone" }
            }
        }
    }
}
