//! Dock: a small editor layout. A Files panel on the left and a set of
//! editor tabs on the right share a resizable split; the Files panel opens
//! files as tabs, tabs can be selected and closed, and on platforms with
//! drag and drop they can be dragged to another place in the dock.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (640.0, 320.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub DockExample = {{DockExample}} {
        width: Fill, height: Fill
        flow: Down
        show_bg: true
        draw_bg: { color: #x16181d }

        dock = <Dock> {
            width: Fill, height: Fill
            // The dock masks the panes' corners with this colour: match the
            // background around the dock.
            round_corner: { color: #x16181d }

            // The layout: a tree of dock items whose root is `root`.
            root = Splitter {
                axis: Horizontal
                align: FromA(170.0)
                a: side
                b: editors
            }
            side = Tabs { tabs: [files], selected: 0 }
            // closable: false keeps the editor area when its last tab closes.
            editors = Tabs { tabs: [main_rs, app_rs], selected: 0, closable: false }

            files = Tab { name: "Files", template: PermanentTab, kind: FilesPanel }
            main_rs = Tab { name: "main.rs", template: CloseableTab, kind: CodePane }
            app_rs = Tab { name: "app.rs", template: CloseableTab, kind: CodePane }

            // The kinds: templates of the widgets shown inside the tabs.
            FilesPanel = <View> {
                flow: Down
                padding: 6
                open_main = <ButtonFlat> { text: "main.rs" }
                open_app = <ButtonFlat> { text: "app.rs" }
                open_manifest = <ButtonFlat> { text: "Cargo.toml" }
            }
            CodePane = <View> {
                padding: { left: 14, top: 10 }
                show_bg: true
                draw_bg: { color: #x1e2127 }
                code = <Label> {
                    draw_text: {
                        color: #xc8ccd4
                        text_style: <THEME_FONT_CODE> { font_size: 10 }
                    }
                }
            }
        }

        status = <Label> {
            width: Fill
            padding: { left: 10, top: 5, bottom: 5 }
            text: "Open a file from the Files panel."
            draw_text: { color: #x8a93a3 }
        }
    }
}
// ANCHOR_END: example

/// The files the Files panel can open: button, tab id, title and text.
const FILES: [(&[LiveId; 1], LiveId, &str, &str); 3] = [
    (id!(open_main), live_id!(main_rs), "main.rs", MAIN_RS),
    (id!(open_app), live_id!(app_rs), "app.rs", APP_RS),
    (id!(open_manifest), live_id!(cargo_toml), "Cargo.toml", CARGO_TOML),
];
const MAIN_RS: &str = "fn main() {\n    app::app_main();\n}";
const APP_RS: &str = "pub struct App {\n    ui: WidgetRef,\n}";
const CARGO_TOML: &str = "[package]\nname = \"notes\"";

/// The selected tab of the tab set that holds `tab_id`, read from the
/// dock's layout state.
fn selected_tab_beside(dock: &DockRef, tab_id: LiveId) -> Option<LiveId> {
    let (tabs_id, _) = dock.find_tab_bar_of_tab(tab_id)?;
    match dock.clone_state()?.get(&tabs_id)? {
        DockItem::Tabs { tabs, selected, .. } => tabs.get(*selected).copied(),
        _ => None,
    }
}

#[derive(Live, Widget)]
pub struct DockExample {
    #[deref]
    view: View,
}

impl LiveHook for DockExample {
    fn after_new_from_doc(&mut self, cx: &mut Cx) {
        // The dock made a CodePane for each tab of the DSL; fill them in.
        let dock = self.view.dock(id!(dock));
        for (_, tab_id, _, text) in FILES {
            dock.item(tab_id).label(id!(code)).set_text(cx, text);
        }
    }
}

impl Widget for DockExample {
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }

    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let dock = self.view.dock(id!(dock));

        // The buttons live in a dock item; the dock finds them by name.
        for (button, tab_id, name, text) in FILES {
            if self.view.button(button).clicked(&actions) {
                // Selects the tab if it exists, else creates it in `editors`.
                let pane = dock.create_and_select_tab(
                    cx,
                    live_id!(editors),
                    tab_id,
                    live_id!(CodePane),
                    name.to_string(),
                    live_id!(CloseableTab),
                    None,
                );
                if let Some(pane) = pane {
                    pane.label(id!(code)).set_text(cx, text);
                }
                self.view.label(id!(status)).set_text(cx, &format!("Opened {name}"));
            }
        }

        for action in actions.filter_widget_actions_cast::<DockAction>(dock.widget_uid()) {
            let status = match action {
                DockAction::TabWasPressed(tab_id) => format!("Selected tab {tab_id}"),
                // The dock only reports the click: closing is up to you.
                DockAction::TabCloseWasPressed(tab_id) => {
                    let selected = selected_tab_beside(&dock, tab_id);
                    dock.close_tab(cx, tab_id);
                    // close_tab keeps the selected position, not the selected
                    // tab: select the tab that was selected before.
                    if let Some(selected) = selected.filter(|id| *id != tab_id) {
                        dock.select_tab(cx, selected);
                    }
                    format!("Closed tab {tab_id}")
                }
                // Dragging a tab: start a drag, accept it over the dock and
                // move the tab where it is dropped.
                DockAction::ShouldTabStartDrag(tab_id) => {
                    let internal_id = Some(tab_id);
                    let item = DragItem::FilePath { path: String::new(), internal_id };
                    dock.tab_start_drag(cx, tab_id, item);
                    continue;
                }
                DockAction::Drag(drag) => {
                    dock.accept_drag(cx, drag, DragResponse::Move);
                    continue;
                }
                DockAction::Drop(drop) => {
                    let dragged = drop.items.first();
                    if let Some(DragItem::FilePath { internal_id: Some(id), .. }) = dragged {
                        dock.drop_move(cx, drop.abs, *id);
                    }
                    continue;
                }
                _ => continue,
            };
            self.view.label(id!(status)).set_text(cx, &status);
        }
    }
    // ANCHOR_END: handle-actions
}
