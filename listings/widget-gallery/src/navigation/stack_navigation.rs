//! StackNavigation: a settings screen. The root view lists three pages;
//! a row sends StackNavigationAction::NavigateTo with its page's id, and the
//! page slides in over the list with a header and a back button.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (400.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    // A row of the settings list; clicking it asks to open `target`.
    SettingsRow = {{SettingsRow}} {
        width: Fill, height: 44
        margin: { bottom: 1 }
        padding: { left: 16, right: 16 }
        align: { y: 0.5 }
        show_bg: true
        draw_bg: { color: #x22252c }
        cursor: Hand
        label = <Label> { draw_text: { color: #xe6e9ef } }
        <Filler> { height: 1 }
        <Label> { text: ">", draw_text: { color: #x6c7686 } }
    }

    // A page: dark instead of the theme's white, with a compact header
    // (the theme's leaves 50 px at the top for a phone's status bar).
    SettingsPage = <StackNavigationView> {
        draw_bg: { color: #x16181d }
        header = {
            height: 44
            padding: 0
            content = {
                title_container = { title = { text: "" } }
                button_container = {
                    left_button = { height: 44, icon_walk: { width: 10, height: 16 } }
                }
            }
        }
        body = {
            margin: { top: 44 }
            padding: 16
            spacing: 10
        }
    }

    pub StackNavigationExample = {{StackNavigationExample}} {
        width: Fill, height: Fill
        show_bg: true
        draw_bg: { color: #x16181d }

        nav = <StackNavigation> {
            root_view = {
                flow: Down
                padding: { top: 12 }
                <Label> {
                    padding: { left: 16, top: 0, bottom: 10 }
                    text: "Settings"
                    draw_text: { color: #xe6e9ef, text_style: { font_size: 14 } }
                }
                <SettingsRow> { target: account_page, label = { text: "Account" } }
                <SettingsRow> { target: alerts_page, label = { text: "Notifications" } }
                <SettingsRow> { target: about_page, label = { text: "About" } }
                status = <Label> {
                    padding: { left: 16, top: 12 }
                    draw_text: { color: #x8a93a3 }
                }
            }

            // The pages are children of the StackNavigation, next to root_view.
            account_page = <SettingsPage> {
                header = { content = { title_container = { title = { text: "Account" } } } }
                body = {
                    <Label> { text: "Signed in as ada@example.com" }
                    <Button> { text: "Sign out" }
                }
            }
            alerts_page = <SettingsPage> {
                header = { content = { title_container = { title = { text: "Notifications" } } } }
                body = {
                    <CheckBox> { text: "Email me about new releases" }
                    <CheckBox> { text: "Show a badge for mentions" }
                }
            }
            about_page = <SettingsPage> {
                header = { content = { title_container = { title = { text: "About" } } } }
                body = {
                    <Label> { text: "Notes 0.4.2, built with Makepad 1.0" }
                }
            }
        }
    }
}
// ANCHOR_END: example

// ANCHOR: row
#[derive(Live, LiveHook, Widget)]
pub struct SettingsRow {
    #[deref]
    view: View,
    /// The id of the page this row opens.
    #[live]
    target: LiveId,
}

impl Widget for SettingsRow {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
        if let Hit::FingerUp(fe) = event.hits(cx, self.view.area()) {
            if fe.is_over && fe.is_primary_hit() {
                let action = StackNavigationAction::NavigateTo(self.target);
                cx.widget_action(self.widget_uid(), &scope.path, action);
            }
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: row

#[derive(Live, LiveHook, Widget)]
pub struct StackNavigationExample {
    #[deref]
    view: View,
}

impl Widget for StackNavigationExample {
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }

    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let nav = self.view.stack_navigation(id!(nav));
        // Shows the page named by the first NavigateTo among the actions.
        nav.handle_stack_view_actions(cx, &actions);

        // Each page reports its transitions; note when one has slid out.
        for page in [id!(account_page), id!(alerts_page), id!(about_page)] {
            let uid = self.view.widget(page).widget_uid();
            let transition = actions.find_widget_action_cast(uid);
            if let StackNavigationTransitionAction::HideEnd = transition {
                let text = format!("Back from {}", page[0]);
                self.view.label(id!(status)).set_text(cx, &text);
            }
        }
        // The captured actions stop here; pass them on for the parents.
        cx.extend_actions(actions);
    }
    // ANCHOR_END: handle-actions
}
