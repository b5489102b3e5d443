use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub InfoCard = <View> {
        width: Fill, height: Fit
        flow: Down, spacing: 6, padding: 16
        show_bg: true
        draw_bg: { color: #x264653 }

        title = <Label> {
            text: "Title"
            draw_text: { color: #xffffff, text_style: { font_size: 13.0 } }
        }
        body = <Label> {
            text: "Body text"
            draw_text: { color: #xd8e2dc }
        }
    }

    pub AlertCard = <InfoCard> {
        draw_bg: { color: #x9d0208 }
        title = { text: "Heads up" }
        dismiss = <Button> { text: "Dismiss" }
    }

    pub QuietCard = <InfoCard> {
        show_bg: false
        padding: 8
        title = { draw_text: { text_style: { font_size: 11.0 } } }
    }
}
