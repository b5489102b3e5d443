use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::ui::layout_parts::*;

    pub PreferencesScreen = <View> {
        width: Fill, height: Fill
        flow: Down

        <ScrollYView> {
            width: Fill, height: Fill
            flow: Down
            spacing: (THEME_SPACE_3)
            padding: <THEME_MSPACE_3> {}

            <Section> {
                <Label> { text: "Appearance" }
                <FormRow> {
                    <Label> { text: "Theme" }
                    <Filler> {}
                    theme_button = <Button> { text: "Dark" }
                }
                <FormRow> {
                    <Label> { text: "Font size" }
                    <Filler> {}
                    smaller_button = <Button> { text: "-" }
                    larger_button = <Button> { text: "+" }
                }
            }

            <Section> {
                <Label> { text: "Account" }
                <FormRow> {
                    <Label> { text: "Signed in as ada@example.com" }
                    <Filler> {}
                    sign_out_button = <Button> { text: "Sign out" }
                }
            }
        }
    }
}
