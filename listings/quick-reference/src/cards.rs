use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    CARD_ACCENT = #e07a5f
    CARD_RADIUS = 8.0

    pub InfoCard = <RoundedView> {
        width: Fill, height: Fit,
        flow: Down, spacing: 6, padding: 16,
        draw_bg: {color: #2b2d42, border_radius: (CARD_RADIUS)}

        heading = <Label> {
            text: "Heading",
            draw_text: {
                color: (CARD_ACCENT),
                text_style: <THEME_FONT_BOLD> {font_size: 14}
            }
        }
        detail = <Label> {text: "Details"}
    }
}
