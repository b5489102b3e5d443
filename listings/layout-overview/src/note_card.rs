use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub NoteCard = <View> {
        width: Fill, height: Fit
        flow: Down
        spacing: 6
        padding: 12
        show_bg: true
        draw_bg: { color: #x2a2f3a }

        header = <View> {
            width: Fill, height: Fit
            flow: Right
            align: { y: 0.5 }
            title = <Label> { text: "Shopping list" }
            <Filler> {}
            badge = <Label> { text: "3 items" }
        }

        body = <Label> { text: "Milk, bread, coffee beans" }
    }
}
