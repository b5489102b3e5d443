//! FlatList: a release checklist of a few tasks. Every task is drawn on
//! every frame, each row is known by a LiveId made from the task's key, and
//! ticking a box updates the task and the progress line.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (440.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub FlatListExample = {{FlatListExample}} {
        width: Fill, height: Fill
        flow: Down
        show_bg: true
        draw_bg: { color: #x16181d }

        header = <View> {
            width: Fill, height: Fit
            padding: { left: 14, right: 14, top: 10, bottom: 8 }
            align: { y: 0.5 }
            <Label> {
                text: "Release 1.4 checklist"
                draw_text: { color: #xe6e9ef, text_style: { font_size: 12 } }
            }
            <Filler> { height: 1 }
            progress = <Label> { draw_text: { color: #x7fa7ff } }
        }

        tasks = <FlatList> {
            // One template; the list keeps one instance per LiveId.
            Task = <View> {
                width: Fill, height: 40
                margin: { bottom: 1 }
                padding: { left: 10, right: 14 }
                spacing: 8
                align: { y: 0.5 }
                show_bg: true
                draw_bg: { color: #x22252c }

                done = <CheckBox> { text: "" }
                title = <Label> { width: Fill, draw_text: { color: #xe6e9ef } }
                owner = <Label> { draw_text: { color: #x8a93a3 } }
            }
        }
    }
}
// ANCHOR_END: example

/// One task of the checklist; `key` names its row in the list.
pub struct Task {
    pub key: &'static str,
    pub title: &'static str,
    pub owner: &'static str,
    pub done: bool,
}

fn sample_tasks() -> Vec<Task> {
    let task = |key, title, owner, done| Task { key, title, owner, done };
    vec![
        task("version", "Bump the version to 1.4.0", "ana", true),
        task("changelog", "Write the changelog", "li", true),
        task("tests", "Run the full test suite", "ana", false),
        task("docs", "Rebuild the documentation", "omar", false),
        task("tag", "Tag the release commit", "li", false),
        task("publish", "Publish to crates.io", "ana", false),
    ]
}

const OPEN_COLOR: Vec4 = vec4(0.90, 0.91, 0.94, 1.0);
const DONE_COLOR: Vec4 = vec4(0.45, 0.48, 0.53, 1.0);

#[derive(Live, LiveHook, Widget)]
pub struct FlatListExample {
    #[deref]
    view: View,
    #[rust(sample_tasks())]
    tasks: Vec<Task>,
}

impl Widget for FlatListExample {
    // ANCHOR: draw
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        let done = self.tasks.iter().filter(|task| task.done).count();
        let progress = format!("{done} of {} done", self.tasks.len());
        self.view.label(id!(progress)).set_text(cx, &progress);

        while let Some(step) = self.view.draw_walk(cx, scope, walk).step() {
            let flat_list = step.as_flat_list();
            let Some(mut list) = flat_list.borrow_mut() else {
                continue;
            };
            // No range and no visibility test: every task is drawn.
            for task in &self.tasks {
                let id = LiveId::from_str(task.key);
                let Some(row) = list.item(cx, id, live_id!(Task)) else {
                    continue;
                };
                row.check_box(id!(done)).set_active(cx, task.done);
                // Finished tasks are greyed out.
                let color = if task.done { DONE_COLOR } else { OPEN_COLOR };
                let title = row.label(id!(title));
                title.apply_over(cx, live! { draw_text: { color: (color) } });
                title.set_text(cx, task.title);
                row.label(id!(owner)).set_text(cx, task.owner);
                row.draw_all_unscoped(cx);
            }
        }
        DrawStep::done()
    }
    // ANCHOR_END: draw

    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let list = self.view.flat_list(id!(tasks));
        // Each pair is the row's LiveId and its widget.
        for (id, row) in list.items_with_actions(&actions) {
            if let Some(done) = row.check_box(id!(done)).changed(&actions) {
                let key_is = |task: &&mut Task| LiveId::from_str(task.key) == id;
                if let Some(task) = self.tasks.iter_mut().find(key_is) {
                    task.done = done;
                }
                self.view.redraw(cx);
            }
        }
    }
    // ANCHOR_END: handle-actions
}
