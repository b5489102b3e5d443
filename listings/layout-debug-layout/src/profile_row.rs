use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub ProfileRow = <View> {
        width: Fill, height: Fit
        flow: Right
        spacing: 10
        show_bg: true
        draw_bg: { color: #xff00ff } // magenta: the row itself

        avatar = <View> {
            width: 40, height: 40
            show_bg: true
            draw_bg: { color: #x00ff00 } // green: the avatar slot
        }
        details = <View> {
            width: Fill, height: Fit
            flow: Down
            show_bg: true
            draw_bg: { color: #x00ffff } // cyan: the text column
            name = <Label> { text: "Ada Lovelace" }
            role = <Label> { text: "Analyst" }
        }
    }
}
