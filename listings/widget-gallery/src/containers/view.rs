//! View: an account picker built from the theme's view variants. A
//! SolidView header, two clickable RoundedView cards with CircleView
//! avatars, a Vr divider and a ScrollYView of recent sign-ins. Clicking a
//! card selects it: the example reads the card's `finger_up` action.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (640.0, 300.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    // A card that can be clicked. A View only reports finger actions when it
    // has a `cursor` (or an animator), so the cursor is what makes it a target.
    AccountCard = <RoundedView> {
        width: Fill, height: Fit,
        padding: 12, spacing: 12,
        align: {y: 0.5},
        cursor: Hand,
        draw_bg: {
            color: #x2a2d34,
            border_radius: 8.0,
            border_size: 1.0,
            border_color: #x3c414c,
        }
        avatar = <CircleView> {
            width: 40, height: 40,
            align: {x: 0.5, y: 0.5},
            // 0 makes the circle as large as the view allows.
            draw_bg: {color: #x4f7cd6, border_radius: 0.0}
            initials = <Label> {
                draw_text: {color: #xffffff, text_style: {font_size: 11}}
                text: "?"
            }
        }
        info = <View> {
            width: Fill, height: Fit,
            flow: Down, spacing: 2,
            name = <Label> {
                draw_text: {color: #xe8e8ec, text_style: {font_size: 11}}
                text: "Name"
            }
            email = <Label> {
                draw_text: {color: #x9aa0ab}
                text: "name@example.com"
            }
        }
    }

    SignInRow = <View> {
        width: Fill, height: Fit,
        padding: {top: 4, right: 12, bottom: 4},
        align: {y: 0.5},
        place = <Label> {width: Fill, draw_text: {color: #xc8ccd4}, text: "Place"}
        time = <Label> {draw_text: {color: #x8a909c}, text: "time"}
    }

    pub ViewExample = {{ViewExample}} {
        width: Fill, height: Fill,
        flow: Down,
        show_bg: true,
        draw_bg: {color: #x1b1d22},

        <SolidView> {
            width: Fill, height: Fit,
            padding: {left: 16, right: 16, top: 10, bottom: 10},
            draw_bg: {color: #x262a33},
            <Label> {
                draw_text: {color: #xf0f0f4, text_style: {font_size: 12}}
                text: "Choose an account"
            }
        }

        <View> {
            width: Fill, height: Fill,
            padding: 16, spacing: 4,

            <View> {
                width: 250, height: Fill,
                flow: Down, spacing: 10,
                personal = <AccountCard> {
                    avatar = {initials = {text: "AL"}}
                    info = {name = {text: "Ada Lovelace"}, email = {text: "ada@home.example"}}
                }
                work = <AccountCard> {
                    avatar = {draw_bg: {color: #xd07a3c}, initials = {text: "AL"}}
                    info = {name = {text: "Ada at Work"}, email = {text: "ada@engine.example"}}
                }
                status = <Label> {
                    draw_text: {color: #x9aa0ab}
                    text: "Click a card to select it."
                }
            }

            <Vr> {}

            <View> {
                width: Fill, height: Fill,
                flow: Down, spacing: 6,
                <Label> {draw_text: {color: #xe8e8ec}, text: "Recent sign-ins"}
                <ScrollYView> {
                    width: Fill, height: Fill,
                    flow: Down,
                    <SignInRow> {place = {text: "Laptop, London"}, time = {text: "today 09:12"}}
                    <SignInRow> {place = {text: "Phone, London"}, time = {text: "yesterday 21:40"}}
                    <SignInRow> {place = {text: "Desktop, Cambridge"}, time = {text: "Mon 14:03"}}
                    <SignInRow> {place = {text: "Tablet, Bath"}, time = {text: "Sun 10:55"}}
                    <SignInRow> {place = {text: "Laptop, Oxford"}, time = {text: "Sat 18:20"}}
                    <SignInRow> {place = {text: "Phone, Bristol"}, time = {text: "Fri 08:47"}}
                    <SignInRow> {place = {text: "Desktop, York"}, time = {text: "Thu 16:31"}}
                    <SignInRow> {place = {text: "Laptop, Leeds"}, time = {text: "Wed 12:05"}}
                }
            }
        }
    }
}
// ANCHOR_END: example

#[derive(Live, LiveHook, Widget)]
pub struct ViewExample {
    #[deref]
    view: View,
}

// ANCHOR: handle-actions
impl Widget for ViewExample {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        for (card, other, label) in [
            (id!(personal), id!(work), "Personal account selected."),
            (id!(work), id!(personal), "Work account selected."),
        ] {
            // finger_up fires for every release after a press on the card;
            // is_over tells a click from a drag that ended elsewhere.
            if let Some(fe) = self.view.view(card).finger_up(&actions) {
                if fe.is_over {
                    self.view.view(card).apply_over(cx, live! {
                        draw_bg: {border_color: #x6f9cf0, color: #x2f3644}
                    });
                    self.view.view(other).apply_over(cx, live! {
                        draw_bg: {border_color: #x3c414c, color: #x2a2d34}
                    });
                    self.view.label(id!(status)).set_text(cx, label);
                    self.view.redraw(cx);
                }
            }
        }
    }

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}
// ANCHOR_END: handle-actions
