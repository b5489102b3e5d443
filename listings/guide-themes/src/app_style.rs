use makepad_widgets::*;

// ANCHOR: style
live_design! {
    use link::theme::*;
    use link::widgets::*;

    // App-level names, defined on top of whichever theme is linked.
    pub APP_ACCENT = (THEME_COLOR_MAKEPAD)
    pub APP_GAP = (THEME_SPACE_2)

    pub AppHeading = <Label> {
        draw_text: {
            color: (THEME_COLOR_TEXT_HL)
            text_style: <THEME_FONT_BOLD> { font_size: (THEME_FONT_SIZE_3) }
        }
    }

    pub AppCard = <RoundedView> {
        width: Fill, height: Fit
        flow: Down
        padding: <THEME_MSPACE_3> {}
        spacing: (APP_GAP)
        draw_bg: {
            color: (THEME_COLOR_BG_CONTAINER)
            border_radius: (THEME_CONTAINER_CORNER_RADIUS)
        }
    }
}
// ANCHOR_END: style
