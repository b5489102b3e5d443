use makepad_widgets::*;

live_design! {
    // Names exported by other live_design! blocks.
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // Constants.
    HEADER_BG = #x1d3557
    AVATAR = dep("crate://self/resources/avatar.png")

    // A private helper component, visible only in this block.
    Pill = <RoundedView> {
        width: Fit, height: Fit
        padding: {left: 10, right: 10, top: 4, bottom: 4}
        show_bg: true
        draw_bg: { color: #x457b9d }

        tag = <Label> { text: "member" }
    }

    // A public component bound to a Rust struct.
    pub ProfileHeader = {{ProfileHeader}} {
        width: Fill, height: Fit
        flow: Right, spacing: (THEME_SPACE_2), padding: 16
        align: {x: 0.0, y: 0.5}
        show_bg: true
        draw_bg: { color: (HEADER_BG) }

        avatar = <Image> {
            width: 48, height: 48
            source: (AVATAR)
        }

        <View> {
            width: Fill, height: Fit
            flow: Down, spacing: 4

            name = <Label> {
                text: "Ada Lovelace"
                draw_text: { text_style: { font_size: 14.0 } }
            }
            <Pill> {}
        }
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct ProfileHeader {
    #[deref]
    view: View,
}

impl Widget for ProfileHeader {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
