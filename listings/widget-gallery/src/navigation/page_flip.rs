//! PageFlip: the pages of a preferences window. A column of buttons on
//! the left picks the page that the PageFlip on the right shows.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (520.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    PageButton = <ButtonFlat> {
        width: Fill,
        align: {x: 0.0, y: 0.5},
        padding: {left: 12, top: 8, bottom: 8},
    }

    PageTitle = <Label> {
        margin: {bottom: 10},
        draw_text: {color: #xe6e6e6, text_style: {font_size: 13}}
    }

    Hint = <Label> {
        width: Fill,
        draw_text: {color: #x8f959c}
    }

    pub PageFlipExample = {{PageFlipExample}} {
        width: Fill, height: Fill,
        flow: Right,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)},

        <View> {
            width: 150, height: Fill,
            flow: Down, spacing: 2,
            padding: {top: 12, left: 8, right: 8},
            show_bg: true,
            draw_bg: {color: (THEME_COLOR_FG_APP)},
            general_button = <PageButton> {text: "General"}
            editor_button = <PageButton> {text: "Editor"}
            about_button = <PageButton> {text: "About"}
        }

        pages = <PageFlip> {
            width: Fill, height: Fill,
            // The page shown first, named by its id.
            active_page: editor,

            // Every child declared with `=` is a page.
            general = <View> {
                flow: Down, spacing: 8, padding: 20,
                <PageTitle> {text: "General"}
                <CheckBox> {text: "Open the last project at start-up"}
                <CheckBox> {text: "Check for updates", active: true}
            }
            editor = <View> {
                flow: Down, spacing: 8, padding: 20,
                <PageTitle> {text: "Editor"}
                <CheckBox> {text: "Show line numbers", active: true}
                <CheckBox> {text: "Wrap long lines"}
                <Hint> {text: "Ticked boxes stay ticked when you switch pages: a hidden page keeps its widgets."}
            }
            about = <View> {
                flow: Down, spacing: 8, padding: 20,
                <PageTitle> {text: "About"}
                <Hint> {text: "Notebook 2.3, built with Makepad 1.0."}
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct PageFlipExample {
    #[deref]
    view: View,
}

impl Widget for PageFlipExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        let pages = self.view.page_flip(id!(pages));
        let choices = [
            (id!(general_button), live_id!(general)),
            (id!(editor_button), live_id!(editor)),
            (id!(about_button), live_id!(about)),
        ];
        for (button, page) in choices {
            if self.view.button(button).clicked(&actions) {
                // set_active_page redraws the PageFlip itself.
                pages.set_active_page(cx, page);
            }
        }
        // ANCHOR_END: handle-actions
        if !actions.is_empty() {
            cx.extend_actions(actions);
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
