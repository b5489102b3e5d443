use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    Panel = <View> {
        width: Fill, height: Fill
        padding: 12, spacing: 8
        flow: Down
        show_bg: true
        draw_bg: { color: #x262a33 }
    }

    pub FolderTitle = {{FolderTitle}} {
        width: Fill, height: Fit
        title = <Label> { text: "" }
    }

    // ANCHOR: shell
    pub Shell = <AdaptiveView> {
        // Wide windows: navigation on the left, content beside it.
        Desktop = <View> {
            flow: Right, spacing: 2
            nav = <Panel> {
                width: 200
                <Label> { text: "Navigation" }
                inbox = <Button> { text: "Inbox" }
                archive = <Button> { text: "Archive" }
            }
            content = <Panel> {
                <FolderTitle> {}
                <Label> { text: "Desktop layout: the window is at least 860 wide" }
            }
        }
        // Narrow windows: content on top, navigation as a bottom bar.
        // The same ids as above, so app code works with either variant.
        Mobile = <View> {
            flow: Down, spacing: 2
            content = <Panel> {
                <FolderTitle> {}
                <Label> { text: "Mobile layout: the window is narrower than 860" }
            }
            nav = <View> {
                width: Fill, height: Fit
                padding: 8, spacing: 8
                align: { x: 0.5 }
                inbox = <Button> { text: "Inbox" }
                archive = <Button> { text: "Archive" }
            }
        }
    }
    // ANCHOR_END: shell
}

/// What the app shows, kept in the app so that it survives a switch of
/// variant: the new variant is built from its template and starts fresh.
#[derive(Default)]
pub struct ShellState {
    pub folder: String,
}

// ANCHOR: folder-title
/// A title that writes the current folder from the app state each time it
/// is drawn, so it is right in whichever variant is showing.
#[derive(Live, LiveHook, Widget)]
pub struct FolderTitle {
    #[deref]
    view: View,
}

impl Widget for FolderTitle {
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        if let Some(state) = scope.data.get::<ShellState>() {
            self.view.label(id!(title)).set_text(cx, &state.folder);
        }
        self.view.draw_walk(cx, scope, walk)
    }

    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }
}
// ANCHOR_END: folder-title
