//! CachedWidget: a photo library with two layouts, List and Grid, the two
//! variants of an AdaptiveView. Both contain the same search box through a
//! CachedWidget, so what the user typed is still there after switching,
//! although the variant itself is rebuilt from its template.
use makepad_widgets::*;
use std::{cell::Cell, rc::Rc};

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (600.0, 220.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    // One search box for the whole app: every CachedWidget whose child is
    // called `search` shows this same instance.
    SharedSearch = <CachedWidget> {
        search = <TextInput> {
            width: Fill, height: Fit,
            empty_text: "Search photos"
        }
    }

    PhotoRow = <View> {
        width: Fill, height: Fit,
        padding: {top: 4, bottom: 4},
        align: {y: 0.5},
        name = <Label> {width: Fill, draw_text: {color: #xc8ccd4}, text: "harbour-at-dawn.jpg"}
        size = <Label> {draw_text: {color: #x8a909c}, text: "2.1 MB"}
    }
    PhotoTile = <RoundedView> {
        width: 80, height: 60,
        draw_bg: {color: #x35506b, border_radius: 6.0}
    }

    pub CachedWidgetExample = {{CachedWidgetExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 10,
        padding: 16,
        show_bg: true,
        draw_bg: {color: #x1b1d22},

        <View> {
            width: Fill, height: Fit,
            spacing: 8,
            align: {y: 0.5},
            <Label> {width: Fill, draw_text: {color: #xf0f0f4, text_style: {font_size: 12}}, text: "Photos"}
            show_list = <Button> {text: "List"}
            show_grid = <Button> {text: "Grid"}
        }

        // Only the active variant of an AdaptiveView exists; switching
        // builds the other one anew from its template. The CachedWidget in
        // it finds the existing search box instead of making a new one.
        layouts = <AdaptiveView> {
            width: Fill, height: Fill,
            List = <View> {
                width: Fill, height: Fill,
                flow: Down, spacing: 4,
                <SharedSearch> {}
                <PhotoRow> {}
                <PhotoRow> {name = {text: "market-street.jpg"}, size = {text: "1.7 MB"}}
                <PhotoRow> {name = {text: "lighthouse.jpg"}, size = {text: "3.4 MB"}}
            }
            Grid = <View> {
                width: Fill, height: Fill,
                spacing: 12,
                <View> {
                    width: 180, height: Fit,
                    <SharedSearch> {}
                }
                <View> {
                    width: Fill, height: Fill,
                    flow: RightWrap, spacing: 8,
                    <PhotoTile> {}
                    <PhotoTile> {draw_bg: {color: #x6b5135}}
                    <PhotoTile> {draw_bg: {color: #x3d6b35}}
                    <PhotoTile> {draw_bg: {color: #x5a356b}}
                }
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, Widget)]
pub struct CachedWidgetExample {
    #[deref]
    view: View,
    /// The layout the user picked, read by the AdaptiveView's selector.
    #[rust(Rc::new(Cell::new(live_id!(List))))]
    layout: Rc<Cell<LiveId>>,
}

// ANCHOR: handle-actions
impl LiveHook for CachedWidgetExample {
    fn after_new_from_doc(&mut self, _cx: &mut Cx) {
        let layout = self.layout.clone();
        self.view
            .adaptive_view(id!(layouts))
            .set_variant_selector(move |_cx, _size| layout.get());
    }
}

impl Widget for CachedWidgetExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        if self.view.button(id!(show_list)).clicked(&actions) {
            self.layout.set(live_id!(List));
            self.view.redraw(cx);
        }
        if self.view.button(id!(show_grid)).clicked(&actions) {
            self.layout.set(live_id!(Grid));
            self.view.redraw(cx);
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: handle-actions
