use makepad_widgets::*;
use std::path::{Path, PathBuf};

use crate::state::{file_name, State, COLUMNS};

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    pub ImageItem = {{ImageItem}} {
        width: 180, height: Fit,
        flow: Down, spacing: 6, padding: 6,
        show_bg: true,
        draw_bg: { color: #262b36 }

        frame = <View> {
            width: Fill, height: 130,
            align: { x: 0.5, y: 0.5 },
            thumb = <Image> {
                width: Fill, height: Fill,
                fit: Smallest,
            }
        }
        caption = <Label> {
            width: Fill,
            draw_text: { color: #b9c2cf, text_style: { font_size: 9 } }
            text: ""
        }
    }

    pub ImageRow = <View> {
        width: Fill, height: Fit,
        flow: Right, spacing: 12,
        padding: { bottom: 12 }

        cell_0 = <ImageItem> {}
        cell_1 = <ImageItem> {}
        cell_2 = <ImageItem> {}
        cell_3 = <ImageItem> {}
    }

    pub ImageGrid = {{ImageGrid}} {
        width: Fill, height: Fill,
        rows = <PortalList> {
            width: Fill, height: Fill,
            flow: Down,
            ImageRow = <ImageRow> {}
        }
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct ImageItem {
    #[deref] view: View,
    #[rust] slot: usize,
    #[rust] path: Option<PathBuf>,
}

impl ImageItem {
    /// Point this tile at a photo. Loading and relabelling only happen when the path changes.
    pub fn show(&mut self, cx: &mut Cx, slot: usize, path: &Path) {
        self.slot = slot;
        if self.path.as_deref() == Some(path) {
            return;
        }
        if let Err(err) = self.view.image(id!(thumb)).load_image_file_by_path(cx, path) {
            log!("cannot load {}: {}", path.display(), err);
        }
        self.view.label(id!(caption)).set_text(cx, &file_name(path));
        self.path = Some(path.to_path_buf());
    }

    /// Mark this tile as unused; it will not be drawn.
    pub fn clear(&mut self) {
        self.path = None;
    }
}

#[derive(Clone, Debug, DefaultNone)]
pub enum ThumbnailAction {
    Open(usize),
    None,
}

impl Widget for ImageItem {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
        if self.path.is_none() {
            return;
        }
        match event.hits(cx, self.view.area()) {
            Hit::FingerHoverIn(_) => cx.set_cursor(MouseCursor::Hand),
            Hit::FingerUp(fe) if fe.is_over && fe.is_primary_hit() && fe.was_tap() => {
                cx.widget_action(self.widget_uid(), &scope.path, ThumbnailAction::Open(self.slot));
            }
            _ => {}
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        if self.path.is_none() {
            return DrawStep::done();
        }
        self.view.draw_walk(cx, scope, walk)
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct ImageGrid {
    #[deref] view: View,
}

impl Widget for ImageGrid {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        while let Some(child) = self.view.draw_walk(cx, scope, walk).step() {
            if let Some(mut list) = child.as_portal_list().borrow_mut() {
                let row_count = scope.data.get::<State>().map_or(0, |state| state.row_count());
                list.set_item_range(cx, 0, row_count);
                while let Some(row_index) = list.next_visible_item(cx) {
                    if row_index >= row_count {
                        continue;
                    }
                    let row = list.item(cx, row_index, live_id!(ImageRow));
                    fill_row(cx, &row, row_index, scope.data.get::<State>());
                    row.draw_all(cx, scope);
                }
            }
        }
        DrawStep::done()
    }
}

fn fill_row(cx: &mut Cx, row: &WidgetRef, row_index: usize, state: Option<&State>) {
    let cells = [id!(cell_0), id!(cell_1), id!(cell_2), id!(cell_3)];
    for (column, cell) in cells.iter().enumerate() {
        let slot = row_index * COLUMNS + column;
        if let Some(mut item) = row.widget(*cell).borrow_mut::<ImageItem>() {
            match state.and_then(|state| state.slot(slot)) {
                Some(path) => item.show(cx, slot, path),
                None => item.clear(),
            }
        }
    }
}
