//! Tooltip: a text editor's toolbar whose buttons explain themselves when
//! the pointer rests on them. For the picture one tooltip is shown at
//! start-up.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (480.0, 180.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    ToolButton = <ButtonFlat> {width: 44}

    pub TooltipExample = {{TooltipExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 10, padding: 20,
        show_bg: true,
        draw_bg: {color: (THEME_COLOR_BG_APP)}

        toolbar = <View> {
            width: Fit, height: Fit,
            spacing: 4,
            bold = <ToolButton> {text: "B"}
            italic = <ToolButton> {text: "I"}
            link = <ToolButton> {text: "Link"}
            undo = <ToolButton> {text: "Undo"}
        }
        <Label> {text: "Rest the pointer on a button to see what it does."}

        // The tooltip covers the window; only its content is drawn, at the
        // position given to `show_with_options`. This content replaces the
        // theme's white box and keeps the label name the tooltip looks for.
        tip = <Tooltip> {
            content: <View> {
                width: Fit, height: Fit,
                <RoundedView> {
                    width: Fit, height: Fit,
                    padding: {left: 10, right: 10, top: 6, bottom: 6},
                    draw_bg: {color: #x2b3245, border_radius: 4.0}
                    tooltip_label = <Label> {
                        draw_text: {color: #xe8ecf4}
                    }
                }
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct TooltipExample {
    #[deref]
    view: View,
    /// Shows the Link button's tooltip once at start-up, for the picture.
    #[rust(true)]
    tip_at_start: bool,
    #[rust]
    start_frame: NextFrame,
}

// ANCHOR: show-tip
impl TooltipExample {
    /// What each toolbar button does, for its tooltip.
    const TIPS: [(LiveId, &'static str); 4] = [
        (live_id!(bold), "Bold (Ctrl+B)"),
        (live_id!(italic), "Italic (Ctrl+I)"),
        (live_id!(link), "Insert a link to a page or a web address (Ctrl+K)"),
        (live_id!(undo), "Undo the last change (Ctrl+Z)"),
    ];

    /// Shows `text` just below the button `name`. The position is in
    /// window coordinates, which is what a widget's area rectangle gives.
    fn show_tip(&mut self, cx: &mut Cx, name: LiveId, text: &str) {
        let button = self.view.button(&[live_id!(toolbar), name]);
        let rect = button.area().rect(cx);
        let below = dvec2(rect.pos.x, rect.pos.y + rect.size.y + 4.0);
        self.view.tooltip(id!(tip)).show_with_options(cx, below, text);
    }
}
// ANCHOR_END: show-tip

impl Widget for TooltipExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        self.view.handle_event(cx, event, scope);
        // Requested by the first draw, when the buttons have their
        // rectangles; showing it outside of drawing gets it drawn.
        if self.start_frame.is_event(event).is_some() {
            let (name, text) = Self::TIPS[2];
            self.show_tip(cx, name, text);
        }
        // ANCHOR: handle-hover
        // Buttons send no hover actions, so the example asks for the hits
        // on each button's area itself.
        for (name, text) in Self::TIPS {
            let area = self.view.button(&[live_id!(toolbar), name]).area();
            match event.hits(cx, area) {
                Hit::FingerHoverIn(_) => self.show_tip(cx, name, text),
                Hit::FingerHoverOut(_) => self.view.tooltip(id!(tip)).hide(cx),
                _ => (),
            }
        }
        // ANCHOR_END: handle-hover
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        let step = self.view.draw_walk(cx, scope, walk);
        if self.tip_at_start {
            self.tip_at_start = false;
            self.start_frame = cx.new_next_frame();
        }
        step
    }
}
