use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // Broken: the row wraps its content, but the field wants to fill the row.
    pub SearchBarBroken = <View> {
        width: Fit, height: Fit
        flow: Right
        spacing: 8
        <Label> { text: "Find:" }
        field = <View> {
            width: Fill, height: 28
            show_bg: true
            draw_bg: { color: #xf0f0f0 }
        }
    }

    // Fix 1: the row takes a definite width from its parent, so Fill has something to fill.
    pub SearchBarWide = <View> {
        width: Fill, height: Fit
        flow: Right
        spacing: 8
        align: { y: 0.5 }
        <Label> { text: "Find:" }
        field = <View> {
            width: Fill, height: 28
            show_bg: true
            draw_bg: { color: #xf0f0f0 }
        }
    }

    // Fix 2: the row stays Fit, and the field gets a fixed width.
    pub SearchBarCompact = <View> {
        width: Fit, height: Fit
        flow: Right
        spacing: 8
        align: { y: 0.5 }
        <Label> { text: "Find:" }
        field = <View> {
            width: 240, height: 28
            show_bg: true
            draw_bg: { color: #xf0f0f0 }
        }
    }
}
