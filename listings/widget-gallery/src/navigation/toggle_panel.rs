//! TogglePanel: the channel sidebar of a chat app. The panel's own
//! buttons fold it to a narrow strip and back; the Focus button in the
//! conversation folds it from Rust, and a status line follows the state.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (560.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    Channel = <Label> {
        padding: {top: 5, bottom: 5},
        draw_text: {color: #xb8bec6, text_style: {font_size: 10}}
    }

    Message = <View> {
        width: Fill, height: Fit,
        flow: Down, spacing: 2,
        author = <Label> {draw_text: {color: #xe6e6e6, text_style: {font_size: 9}}}
        body = <Label> {width: Fill, draw_text: {color: #xb8bec6, text_style: {font_size: 10}}}
    }

    pub TogglePanelExample = {{TogglePanelExample}} {
        width: Fill, height: Fill,
        flow: Right,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)},

        sidebar = <TogglePanel> {
            open_size: 200.0,
            close_size: 56.0,
            show_bg: true,
            draw_bg: {color: (THEME_COLOR_FG_APP)},

            open_content = {
                // The theme's pixel shader for this cached view does not
                // compile in 1.0.0: draw the cached texture, faded by the
                // `opacity` that the panel's animator sets.
                draw_bg: {
                    fn pixel(self) -> vec4 {
                        let color = sample2d_rt(self.image, self.pos * self.scale + self.shift);
                        return color * self.opacity;
                    }
                }
                <View> {
                    width: Fill, height: Fill,
                    flow: Down,
                    padding: {top: 56, left: 16, right: 12},
                    <Label> {
                        margin: {bottom: 6},
                        text: "CHANNELS",
                        draw_text: {color: #x8f959c, text_style: {font_size: 8}}
                    }
                    <Channel> {text: "# general"}
                    <Channel> {text: "# design"}
                    <Channel> {text: "# releases"}
                    <Channel> {text: "# random"}
                }
            }

            // The header row that stays visible in both states: the built-in
            // close and open buttons sit between `before` and `after`.
            persistent_content = {
                default = {
                    padding: {top: 12, left: 12, right: 12},
                    align: {y: 0.5},
                }
            }
        }

        <View> {
            width: Fill, height: Fill,
            flow: Down, spacing: 12,
            padding: {left: 20, right: 16, top: 14, bottom: 12},
            <View> {
                width: Fill, height: Fit,
                align: {y: 0.5},
                <Label> {
                    width: Fill,
                    text: "# releases",
                    draw_text: {color: #xe6e6e6, text_style: {font_size: 12}}
                }
                focus_button = <Button> {text: "Focus"}
            }
            <Message> {
                author = {text: "Mira"}
                body = {text: "Version 1.4 is tagged. Building the installers now."}
            }
            <Message> {
                author = {text: "Jon"}
                body = {text: "Release notes are in the draft, please have a look."}
            }
            <View> {width: Fill, height: Fill}
            status = <Label> {
                text: "Sidebar open",
                draw_text: {color: #x8f959c}
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct TogglePanelExample {
    #[deref]
    view: View,
}

impl Widget for TogglePanelExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        let sidebar = self.view.toggle_panel(id!(sidebar));
        let status = self.view.label(id!(status));
        if self.view.button(id!(focus_button)).clicked(&actions) && sidebar.is_open(cx) {
            // set_open animates the width but leaves the panel's own
            // buttons as they were: swap them the way the panel does.
            sidebar.set_open(cx, false);
            sidebar.button(id!(close)).set_visible(cx, false);
            sidebar.button(id!(open)).set_visible(cx, true);
            status.set_text(cx, "Sidebar folded");
        }
        // The panel folds and unfolds on its own buttons by itself; the
        // app only follows them to keep its status line in step.
        if sidebar.button(id!(close)).clicked(&actions) {
            status.set_text(cx, "Sidebar folded");
        }
        if sidebar.button(id!(open)).clicked(&actions) {
            status.set_text(cx, "Sidebar open");
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
