//! TabBar: the tabs of a small editor. The open files live in the example
//! widget; the tab bar draws one tab per file, a click selects a file, the
//! close button removes it and the + button opens a new one.
// ANCHOR: use
use makepad_widgets::tab_bar::*;
use makepad_widgets::*;
// ANCHOR_END: use

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (520.0, 220.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub TabBarExample = {{TabBarExample}} {
        width: Fill, height: Fill
        flow: Down
        show_bg: true
        draw_bg: { color: #x16181d }

        top = <View> {
            width: Fill, height: Fit
            align: { y: 0.5 }
            new_file = <ButtonFlat> { text: "+" }
            // The theme provides two tab templates: CloseableTab and
            // PermanentTab. Rust picks one per tab in draw_tab. The bar
            // fills the rest of the row.
            tabs = <TabBar> {}
        }

        editor = <View> {
            width: Fill, height: Fill
            padding: { left: 16, top: 12 }
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
}
// ANCHOR_END: example

/// A file open in the editor; `id` names its tab.
pub struct OpenFile {
    pub id: LiveId,
    pub name: String,
    pub text: String,
}

impl OpenFile {
    fn new(name: &str, text: &str) -> Self {
        OpenFile {
            id: LiveId::from_str(name),
            name: name.to_string(),
            text: text.to_string(),
        }
    }
}

fn sample_files() -> Vec<OpenFile> {
    vec![
        OpenFile::new("main.rs", "fn main() {\n    app::app_main();\n}"),
        OpenFile::new("app.rs", "pub struct App {\n    ui: WidgetRef,\n}"),
        OpenFile::new("Cargo.toml", "[package]\nname = \"notes\"\nversion = \"0.1.0\""),
    ]
}

#[derive(Live, LiveHook, Widget)]
pub struct TabBarExample {
    #[deref]
    view: View,
    #[rust(sample_files())]
    files: Vec<OpenFile>,
    /// The selected file; `None` selects the first one.
    #[rust]
    selected: Option<LiveId>,
    #[rust]
    untitled: usize,
}

impl TabBarExample {
    /// Position of the selected file, which is also the active tab's index.
    fn selected_index(&self) -> Option<usize> {
        let id = self.selected.or(self.files.first().map(|file| file.id))?;
        self.files.iter().position(|file| file.id == id)
    }
}

impl Widget for TabBarExample {
    // ANCHOR: draw
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        let selected = self.selected_index();
        let text = selected.map_or("", |index| self.files[index].text.as_str());
        self.view.label(id!(code)).set_text(cx, text);

        while let Some(step) = self.view.draw_walk(cx, scope, walk).step() {
            let tab_bar_ref = step.as_tab_bar();
            let Some(mut tab_bar) = tab_bar_ref.borrow_mut() else {
                continue;
            };
            // The TabBar draws nothing by itself: begin, one draw_tab per
            // tab, end. Its walk comes from the DSL.
            let bar_walk = tab_bar.walk(cx);
            tab_bar.begin(cx, selected, bar_walk);
            for file in &self.files {
                tab_bar.draw_tab(cx, file.id, &file.name, live_id!(CloseableTab));
            }
            tab_bar.end(cx);
        }
        DrawStep::done()
    }
    // ANCHOR_END: draw

    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let tab_bar_uid = self.view.widget(id!(tabs)).widget_uid();
        // TabBarRef has no helper methods: read the actions directly.
        for action in actions.filter_widget_actions_cast::<TabBarAction>(tab_bar_uid) {
            match action {
                TabBarAction::TabWasPressed(id) => self.selected = Some(id),
                TabBarAction::TabCloseWasPressed(id) => {
                    let Some(index) = self.files.iter().position(|f| f.id == id) else {
                        continue;
                    };
                    self.files.remove(index);
                    // Closing the selected tab selects its neighbour.
                    if self.selected == Some(id) {
                        let next = self.files.get(index).or(self.files.last());
                        self.selected = next.map(|file| file.id);
                    }
                }
                _ => (),
            }
            self.view.redraw(cx);
        }
        if self.view.button(id!(new_file)).clicked(&actions) {
            self.untitled += 1;
            let name = format!("untitled-{}.rs", self.untitled);
            let file = OpenFile::new(&name, "// new file");
            self.selected = Some(file.id);
            self.files.push(file);
            self.view.redraw(cx);
        }
    }
    // ANCHOR_END: handle-actions
}
