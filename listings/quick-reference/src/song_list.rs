use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub SongList = {{SongList}} {
        width: Fill, height: 160,
        list = <PortalList> {
            SongRow = <View> {
                width: Fill, height: 40, padding: 8,
                title = <Label> {}
            }
        }
    }
}

#[derive(Live, LiveHook, Widget)]
pub struct SongList {
    #[deref]
    view: View,
    #[rust(vec!["Intro".into(), "Overture".into(), "Finale".into()])]
    songs: Vec<String>,
}

impl Widget for SongList {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        while let Some(step) = self.view.draw_walk(cx, scope, walk).step() {
            if let Some(mut list) = step.as_portal_list().borrow_mut() {
                list.set_item_range(cx, 0, self.songs.len());
                while let Some(index) = list.next_visible_item(cx) {
                    let Some(song) = self.songs.get(index) else {
                        continue;
                    };
                    let row = list.item(cx, index, live_id!(SongRow));
                    row.label(id!(title)).set_text(cx, song);
                    row.draw_all(cx, scope);
                }
            }
        }
        DrawStep::done()
    }
}
