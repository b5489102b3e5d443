use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub SettingsPanel = <View> {
        // layout: how this panel arranges its children
        flow: Down
        spacing: 8
        padding: 12
        align: { x: 0.5 }
        // walk: how this panel sits in its own parent
        width: 320, height: Fit
        show_bg: true
        draw_bg: { color: #x262a33 }

        heading = <Label> { text: "Preferences" }
        divider = <View> {
            width: Fill, height: 1
            margin: { top: 4, bottom: 4 }
            show_bg: true
            draw_bg: { color: #x3c4250 }
        }
        dark_mode = <Button> { text: "Toggle dark mode" }
        reset = <Button> { text: "Reset to defaults" }
    }
}
