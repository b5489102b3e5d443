//! FileTree: the files of a small Rust project. The tree is drawn from a
//! static description in `draw_walk`; clicking a file shows its path and
//! kind in the panel beside the tree.
// ANCHOR: use
use makepad_widgets::file_tree::*;
use makepad_widgets::*;
// ANCHOR_END: use

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (520.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub FileTreeExample = {{FileTreeExample}} {
        width: Fill, height: Fill
        flow: Right
        show_bg: true
        draw_bg: { color: #x16181d }

        files = <FileTree> {
            width: 220, height: Fill
            // Rows alternate between color_1 and color_2; the selected one
            // takes color_active. Files and folders are styled separately.
            file_node: {
                draw_bg: { color_1: #x1c1f25, color_2: #x20232a, color_active: #x2c4a7c }
            }
            folder_node: {
                draw_bg: { color_1: #x1c1f25, color_2: #x20232a, color_active: #x2c4a7c }
                draw_icon: { color: #xc9a45c }
            }
            // The empty rows below the last node have their own shader.
            filler: {
                fn pixel(self) -> vec4 {
                    return mix(#x1c1f25, #x20232a, self.is_even);
                }
            }
        }

        details = <View> {
            width: Fill, height: Fill
            flow: Down
            padding: 16
            spacing: 6
            path = <Label> {
                text: "No file selected"
                draw_text: { color: #xe6e9ef, text_style: { font_size: 11 } }
            }
            kind = <Label> {
                text: "Click a file in the tree."
                draw_text: { color: #x8a93a3 }
            }
        }
    }
}
// ANCHOR_END: example

/// A node of the project: a folder with children, or a file.
pub enum Node {
    Folder(&'static str, &'static [Node]),
    File(&'static str),
}

use Node::{File, Folder};

const PROJECT: &[Node] = &[
    Folder(
        "src",
        &[
            Folder("ui", &[File("mod.rs"), File("sidebar.rs"), File("editor.rs")]),
            File("main.rs"),
            File("lib.rs"),
        ],
    ),
    Folder("resources", &[File("icon.svg"), File("logo.png")]),
    Folder("tests", &[File("smoke.rs")]),
    File("Cargo.toml"),
    File("README.md"),
];

/// The id of a node is made from its path, so it stays the same between
/// draws and is unique in the tree.
fn node_id(path: &str) -> LiveId {
    LiveId::from_str(path)
}

fn join(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        name.to_string()
    } else {
        format!("{parent}/{name}")
    }
}

/// Finds the path of the node whose id is `id`.
fn path_of(nodes: &[Node], parent: &str, id: LiveId) -> Option<String> {
    for node in nodes {
        let (name, children) = match node {
            Folder(name, children) => (name, Some(children)),
            File(name) => (name, None),
        };
        let path = join(parent, name);
        if node_id(&path) == id {
            return Some(path);
        }
        if let Some(found) = children.and_then(|c| path_of(c, &path, id)) {
            return Some(found);
        }
    }
    None
}

#[derive(Live, Widget)]
pub struct FileTreeExample {
    #[deref]
    view: View,
}

impl LiveHook for FileTreeExample {
    fn after_new_from_doc(&mut self, cx: &mut Cx) {
        // Folders start closed; open two of them before the first draw.
        let tree = self.view.file_tree(id!(files));
        for folder in ["src", "src/ui"] {
            tree.set_folder_is_open(cx, node_id(folder), true, Animate::No);
        }
    }
}

// ANCHOR: draw
/// Draws `nodes` and, inside each open folder, its children.
fn draw_nodes(cx: &mut Cx2d, tree: &mut FileTree, nodes: &[Node], parent: &str) {
    for node in nodes {
        match node {
            Folder(name, children) => {
                let path = join(parent, name);
                // Ok: the folder is open (or opening), so draw its children
                // and close it with end_folder. Err: nothing more to do.
                if tree.begin_folder(cx, node_id(&path), name).is_ok() {
                    draw_nodes(cx, tree, children, &path);
                    tree.end_folder();
                }
            }
            File(name) => tree.file(cx, node_id(&join(parent, name)), name),
        }
    }
}
// ANCHOR_END: draw

impl Widget for FileTreeExample {
    // ANCHOR: draw-walk
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        while let Some(step) = self.view.draw_walk(cx, scope, walk).step() {
            if let Some(mut tree) = step.as_file_tree().borrow_mut() {
                draw_nodes(cx, &mut tree, PROJECT, "");
            }
        }
        DrawStep::done()
    }
    // ANCHOR_END: draw-walk

    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let tree = self.view.file_tree(id!(files));
        if let Some(id) = tree.file_clicked(&actions) {
            let path = path_of(PROJECT, "", id).unwrap_or_default();
            let kind = match path.rsplit('.').next() {
                Some("rs") => "Rust source",
                Some("toml") => "Cargo manifest",
                Some("md") => "Markdown document",
                Some("svg") | Some("png") => "Image",
                _ => "File",
            };
            self.view.label(id!(path)).set_text(cx, &path);
            self.view.label(id!(kind)).set_text(cx, kind);
        }
        // Folders open and close by themselves; the action only reports it.
        if let Some(id) = tree.folder_clicked(&actions) {
            let path = path_of(PROJECT, "", id).unwrap_or_default();
            self.view.label(id!(kind)).set_text(cx, &format!("Folder {path}/"));
        }
    }
    // ANCHOR_END: handle-actions
}
