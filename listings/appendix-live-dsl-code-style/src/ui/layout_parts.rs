use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::ui::styles::*;

    // A titled group of rows, used by InboxScreen.
    pub Section = <View> {
        width: Fill, height: Fit
        flow: Down
        spacing: (THEME_SPACE_1)

        heading = <Label> {
            text: "Section"
            draw_text: { color: (COLOR_TEXT_MUTED) }
        }
    }

    // A label on the left and content on the right.
    pub FormRow = <View> {
        width: Fill, height: Fit
        flow: Right
        spacing: (THEME_SPACE_2)
        align: { y: 0.5 }

        caption = <Label> {
            width: 120
            text: "Label"
            draw_text: { color: (COLOR_TEXT_MUTED) }
        }
    }
}
