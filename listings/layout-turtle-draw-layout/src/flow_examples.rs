use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // Wraps its tags onto new rows when the next one would cross the right edge.
    pub TagRow = <View> {
        width: Fill, height: Fit
        flow: RightWrap
        spacing: 6
        <Button> { text: "rust" }
        <Button> { text: "gpu" }
        <Button> { text: "ui" }
    }

    // Both children start at the same point; align moves the badge.
    pub AvatarWithBadge = <View> {
        width: 48, height: 48
        flow: Overlay
        align: { x: 1.0, y: 0.0 } // badge goes to the top-right corner
        <View> { show_bg: true, draw_bg: { color: #x4a6fa5 } }
        <Label> { text: "2" }
    }
}
