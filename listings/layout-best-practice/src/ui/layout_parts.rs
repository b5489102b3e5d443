use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub FormRow = <View> {
        width: Fill, height: Fit
        flow: Right
        spacing: (THEME_SPACE_2)
        align: { y: 0.5 }
    }

    pub Section = <View> {
        width: Fill, height: Fit
        flow: Down
        spacing: (THEME_SPACE_2)
        padding: <THEME_MSPACE_2> {}
    }
}
