use makepad_widgets::*;

// ANCHOR: notes-list
live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;
    use crate::shared::styles::*;

    pub NotesList = {{NotesList}} {
        width: Fill, height: Fill,
        list = <PortalList> {
            NoteRow = <View> {
                width: Fill, height: Fit, padding: 8, spacing: 8,
                align: { y: 0.5 },
                show_bg: true,
                draw_bg: { color: (COLOR_ROW_BG) }
                unread_dot = <View> {
                    width: 8, height: 8,
                    show_bg: true,
                    draw_bg: { color: (COLOR_UNREAD) }
                }
                note_title = <Label> {
                    draw_text: { color: (COLOR_ROW_TEXT), text_style: <ROW_TEXT> {} }
                }
            }
        }
    }
}

pub struct Note {
    pub title: String,
    pub unread: bool,
}

#[derive(Live, LiveHook, Widget)]
pub struct NotesList {
    #[deref] view: View,
    #[rust] notes: Vec<Note>,
}

impl Widget for NotesList {
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        while let Some(subview) = self.view.draw_walk(cx, scope, walk).step() {
            let portal_list = subview.as_portal_list();
            let Some(mut list) = portal_list.borrow_mut() else { continue };
            list.set_item_range(cx, 0, self.notes.len());
            while let Some(index) = list.next_visible_item(cx) {
                let Some(note) = self.notes.get(index) else { continue };
                let row = list.item(cx, index, live_id!(NoteRow));
                // Write every field: this row may have shown another note before.
                row.label(id!(note_title)).set_text(cx, &note.title);
                row.view(id!(unread_dot)).set_visible(cx, note.unread);
                row.draw_all(cx, scope);
            }
        }
        DrawStep::done()
    }

    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }
}
// ANCHOR_END: notes-list

impl NotesList {
    /// Replaces the notes and asks for a redraw: a raw field update alone
    /// would not show until something else redraws the list.
    pub fn set_notes(&mut self, cx: &mut Cx, notes: Vec<Note>) {
        self.notes = notes;
        self.view.redraw(cx);
    }
}

impl NotesListRef {
    pub fn set_notes(&self, cx: &mut Cx, notes: Vec<Note>) {
        if let Some(mut inner) = self.borrow_mut() {
            inner.set_notes(cx, notes);
        }
    }
}
