//! ExpandablePanel: the "Up next" queue of a music player, a sheet that
//! peeks from the bottom and is dragged up over the album cover. The
//! cover dims as the sheet rises, following the panel's ScrolledAt action.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (360.0, 420.0);

/// How far the queue can be dragged up: the panel's height (440) minus
/// its `initial_offset` (275).
const LIFT_RANGE: f64 = 165.0;

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;
    use link::shaders::*;

    // The theme defines no DSL name for ExpandablePanel: bind one to the
    // Rust type here.
    QueueSheet = {{ExpandablePanel}} {}

    Song = <View> {
        width: Fill, height: Fit,
        padding: {top: 7, bottom: 7},
        flow: Down, spacing: 2,
        title = <Label> {draw_text: {color: #xe6e6e6, text_style: {font_size: 10}}}
        artist = <Label> {draw_text: {color: #x8f959c}}
    }

    pub ExpandablePanelExample = {{ExpandablePanelExample}} {
        width: Fill, height: Fill,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)},

        player = <QueueSheet> {
            width: Fill, height: Fill,
            flow: Overlay,
            // The sheet's top edge starts this far down.
            initial_offset: 275.0,

            now_playing = <View> {
                width: Fill, height: Fit,
                flow: Down, spacing: 6,
                padding: {top: 20},
                align: {x: 0.5},
                cover = <View> {
                    width: 160, height: 160,
                    show_bg: true,
                    draw_bg: {
                        // 0.0 = as is, 1.0 = fully dimmed; set from Rust.
                        instance dim: 0.0
                        fn pixel(self) -> vec4 {
                            let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                            sdf.box(0.0, 0.0, self.rect_size.x, self.rect_size.y, 8.0);
                            let color = mix(#xd0693c, #x5b3a8e, self.pos.y + 0.3 * self.pos.x);
                            sdf.fill(mix(color, #x141414, self.dim * 0.8));
                            return sdf.result;
                        }
                    }
                }
                <Label> {
                    margin: {top: 8},
                    text: "Midnight Drive",
                    draw_text: {color: #xe6e6e6, text_style: {font_size: 12}}
                }
                <Label> {text: "The Late Hours", draw_text: {color: #x8f959c}}
            }

            // The sheet: ExpandablePanel moves the child called `panel`.
            panel = <RoundedView> {
                width: Fill, height: 440,
                flow: Down,
                padding: {left: 18, right: 18, top: 8},
                draw_bg: {color: #x2c2f34, border_radius: 12.0},
                <View> {
                    width: Fill, height: Fit,
                    align: {x: 0.5},
                    <RoundedView> {
                        width: 36, height: 4,
                        draw_bg: {color: #x5c6169, border_radius: 2.0}
                    }
                }
                <Label> {
                    margin: {top: 10, bottom: 4},
                    text: "UP NEXT",
                    draw_text: {color: #x8f959c, text_style: {font_size: 8}}
                }
                <Song> {title = {text: "Neon Harbour"}, artist = {text: "The Late Hours"}}
                <Song> {title = {text: "Slow Lights"}, artist = {text: "Mara Vee"}}
                <Song> {title = {text: "Overpass"}, artist = {text: "The Late Hours"}}
                <Song> {title = {text: "Quiet Engine"}, artist = {text: "Hollow Coast"}}
                <Song> {title = {text: "Last Exit"}, artist = {text: "Mara Vee"}}
                <Song> {title = {text: "Sodium Sky"}, artist = {text: "Hollow Coast"}}
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct ExpandablePanelExample {
    #[deref]
    view: View,
}

impl Widget for ExpandablePanelExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        // ANCHOR: handle-actions
        // ExpandablePanelRef has no helper for the action: find it by the
        // panel's uid and cast it.
        let player = self.view.widget(id!(player));
        if let ExpandablePanelAction::ScrolledAt(lifted) =
            actions.find_widget_action(player.widget_uid()).cast()
        {
            // `lifted` is how many pixels the sheet is above its start.
            let dim = (lifted / LIFT_RANGE).clamp(0.0, 1.0);
            self.view
                .view(id!(cover))
                .apply_over(cx, live! {draw_bg: {dim: (dim)}});
            self.view.view(id!(cover)).redraw(cx);
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
