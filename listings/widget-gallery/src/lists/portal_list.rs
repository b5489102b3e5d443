//! PortalList: a contact list of 120 entries. Only the rows that fit in the
//! viewport exist as widgets; the header shows the initial of the first
//! visible contact, and each row's Call button reports which contact it
//! belongs to.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (420.0, 360.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    pub PortalListExample = {{PortalListExample}} {
        width: Fill, height: Fill
        flow: Down
        show_bg: true
        draw_bg: { color: #x16181d }

        header = <View> {
            width: Fill, height: Fit
            padding: { left: 14, right: 14, top: 10, bottom: 8 }
            align: { y: 0.5 }
            title = <Label> {
                text: "Contacts"
                draw_text: { color: #xe6e9ef, text_style: { font_size: 12 } }
            }
            <Filler> { height: 1 }
            section = <Label> {
                text: "A"
                draw_text: { color: #x7fa7ff, text_style: { font_size: 12 } }
            }
        }

        contacts = <PortalList> {
            // Scroll with Home, End and the arrow keys after a click.
            grab_key_focus: true

            // The one template: a row with an avatar, two lines of text
            // and a button. `item()` makes instances of it.
            Contact = <View> {
                width: Fill, height: 52
                margin: { bottom: 1 }
                padding: { left: 14, right: 10 }
                spacing: 12
                align: { y: 0.5 }
                show_bg: true
                draw_bg: { color: #x22252c }

                avatar = <CircleView> {
                    width: 34, height: 34
                    align: { x: 0.5, y: 0.5 }
                    draw_bg: { color: #x3b5998, border_radius: 17.0 }
                    initials = <Label> {
                        draw_text: { color: #xffffff, text_style: { font_size: 10 } }
                    }
                }
                lines = <View> {
                    width: Fill, height: Fit
                    flow: Down
                    spacing: 4
                    name = <Label> { padding: 0, draw_text: { color: #xe6e9ef } }
                    phone = <Label> {
                        padding: 0
                        draw_text: { color: #x8a93a3, text_style: { font_size: 8 } }
                    }
                }
                call = <ButtonFlat> { text: "Call" }
            }
        }

        status = <Label> {
            width: Fill
            padding: { left: 14, top: 6, bottom: 8 }
            text: "Click Call on a contact."
            draw_text: { color: #x8a93a3 }
        }
    }
}
// ANCHOR_END: example

/// One entry of the address book.
pub struct Contact {
    pub name: String,
    pub phone: String,
}

/// A sorted address book of 120 made-up people.
fn sample_contacts() -> Vec<Contact> {
    const FIRST: [&str; 12] = [
        "Ada", "Boris", "Chen", "Dana", "Emil", "Farah", "Greta", "Hiro", "Ines", "Jonas",
        "Kira", "Lars",
    ];
    const LAST: [&str; 10] = [
        "Novak", "Okafor", "Park", "Quinn", "Rossi", "Silva", "Tanaka", "Urban", "Vogel",
        "Wang",
    ];
    let mut contacts = Vec::new();
    for (i, first) in FIRST.iter().enumerate() {
        for (j, last) in LAST.iter().enumerate() {
            contacts.push(Contact {
                name: format!("{first} {last}"),
                phone: format!("+1 555 {:02}{:02}", i * 7 + 10, j * 9 + 3),
            });
        }
    }
    contacts
}

/// Avatar colours, picked by the initial of the family name.
const AVATAR_COLORS: [Vec4; 4] = [
    vec4(0.23, 0.35, 0.60, 1.0),
    vec4(0.55, 0.30, 0.55, 1.0),
    vec4(0.20, 0.50, 0.42, 1.0),
    vec4(0.62, 0.42, 0.20, 1.0),
];

#[derive(Live, LiveHook, Widget)]
pub struct PortalListExample {
    #[deref]
    view: View,
    /// The data lives in the example widget; the list only holds the rows
    /// that are on screen.
    #[rust(sample_contacts())]
    contacts: Vec<Contact>,
}

impl Widget for PortalListExample {
    // ANCHOR: draw
    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        // The view stops at the PortalList and hands it back as a step.
        while let Some(step) = self.view.draw_walk(cx, scope, walk).step() {
            let portal_list = step.as_portal_list();
            let Some(mut list) = portal_list.borrow_mut() else {
                continue;
            };
            list.set_item_range(cx, 0, self.contacts.len());
            while let Some(index) = list.next_visible_item(cx) {
                // Past the last contact: draw nothing, the list stops there.
                let Some(contact) = self.contacts.get(index) else {
                    continue;
                };
                let row = list.item(cx, index, live_id!(Contact));
                let initials: String = contact
                    .name
                    .split(' ')
                    .filter_map(|word| word.chars().next())
                    .collect();
                let family_initial = initials.as_bytes()[1] as usize;
                let color = AVATAR_COLORS[family_initial % AVATAR_COLORS.len()];
                row.view(id!(avatar))
                    .apply_over(cx, live! { draw_bg: { color: (color) } });
                row.label(id!(initials)).set_text(cx, &initials);
                row.label(id!(name)).set_text(cx, &contact.name);
                row.label(id!(phone)).set_text(cx, &contact.phone);
                row.draw_all_unscoped(cx);
            }
        }
        DrawStep::done()
    }
    // ANCHOR_END: draw

    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        let list = self.view.portal_list(id!(contacts));

        // A button inside a row: the list tells which row (index) it was.
        for (index, row) in list.items_with_actions(&actions) {
            if row.button(id!(call)).clicked(&actions) {
                if let Some(contact) = self.contacts.get(index) {
                    let text = format!("Calling {} at {}", contact.name, contact.phone);
                    self.view.label(id!(status)).set_text(cx, &text);
                }
            }
        }

        // PortalListAction::Scroll: show the initial of the first row.
        if list.scrolled(&actions) {
            if let Some(contact) = self.contacts.get(list.first_id()) {
                let initial = &contact.name[..1];
                self.view.label(id!(section)).set_text(cx, initial);
            }
        }
    }
    // ANCHOR_END: handle-actions
}
