//! One program that holds the code of the quick reference page
//! (api/Makepad-Quick-Reference-Guide). The page shows marked regions of
//! these files.

use crate::badge::{BadgeAction, BadgeWidgetRefExt};
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    use crate::badge::*;
    use crate::cards::*;
    use crate::glow_chip::*;
    use crate::song_list::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(520, 760), title: "Quick reference"},
                body = <ScrollYView> {
                    width: Fill, height: Fill,
                    flow: Down, spacing: 12, padding: 16,

                    // ANCHOR: info-card-usage
                    <InfoCard> {
                        heading = {text: "Storage"}
                        detail = {text: "3.1 of 5 GB used"}
                    }
                    // ANCHOR_END: info-card-usage

                    // ANCHOR: toolbar
                    toolbar = <View> {
                        width: Fill, height: Fit,
                        flow: Right, spacing: 8, padding: {left: 12, right: 12, top: 6, bottom: 6},
                        align: {y: 0.5},
                        <Label> {text: "Inbox"}
                        <Filler> {}
                        refresh = <Button> {text: "Refresh"}
                    }
                    // ANCHOR_END: toolbar

                    // ANCHOR: status-dot
                    status_dot = <View> {
                        width: 24, height: 24,
                        show_bg: true,
                        draw_bg: {
                            instance online: 1.0
                            uniform ring_color: #ffffff55
                            fn pixel(self) -> vec4 {
                                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                                let c = self.rect_size * 0.5;
                                sdf.circle(c.x, c.y, c.x - 2.0);
                                sdf.fill_keep(mix(#9aa0a6, #4caf50, self.online));
                                sdf.stroke(self.ring_color, 1.5);
                                return sdf.result;
                            }
                        }
                    }
                    // ANCHOR_END: status-dot

                    songs = <SongList> {}
                    badge = <Badge> {}
                    chip = <GlowChip> {}

                    status = <Label> {text: "Ready"}
                    query = <TextInput> {width: 200, empty_text: "Search"}
                    agree = <CheckBox> {text: "I agree"}
                    dark_mode = <Toggle> {text: "Dark mode"}
                    zoom = <Slider> {width: 200, text: "Zoom", min: 0.5, max: 4.0, step: 0.5, precision: 1}
                    mode = <DropDown> {labels: ["Small", "Medium", "Large"], selected_item: 1}
                    panel = <RoundedView> {
                        width: 200, height: 40,
                        draw_bg: {color: #445}
                    }
                    save = <Button> {text: "Save"}
                    cancel = <Button> {text: "Cancel"}

                    settings_modal = <Modal> {
                        content: {
                            <RoundedView> {
                                width: 240, height: Fit, padding: 16,
                                draw_bg: {color: #2b2d42}
                                <Label> {text: "Settings"}
                            }
                        }
                    }
                }
            }
        }
    }
}

app_main!(App);

#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        crate::badge::live_design(cx);
        crate::cards::live_design(cx);
        crate::glow_chip::live_design(cx);
        crate::song_list::live_design(cx);
    }
}

impl MatchEvent for App {
    // ANCHOR: handle-actions
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(save)).clicked(actions) {
            self.ui.label(id!(status)).set_text(cx, "Saved");
            self.ui
                .button_set(ids!(save, cancel))
                .set_enabled(cx, false);
            self.ui.modal(id!(settings_modal)).open(cx);
        }
        if let Some(text) = self.ui.text_input(id!(query)).changed(actions) {
            self.ui.label(id!(status)).set_text(cx, &text);
        }
        if let Some((text, _modifiers)) = self.ui.text_input(id!(query)).returned(actions) {
            log!("search for {text}");
        }
        if let Some(agreed) = self.ui.check_box(id!(agree)).changed(actions) {
            self.ui.view(id!(panel)).set_visible(cx, agreed);
        }
        if self.ui.check_box(id!(dark_mode)).changed(actions).is_some() {
            let on = self.ui.check_box(id!(dark_mode)).active(cx);
            self.ui.check_box(id!(agree)).set_active(cx, on);
        }
        if let Some(zoom) = self.ui.slider(id!(zoom)).slided(actions) {
            log!("zoom {zoom}");
        }
        if let Some(index) = self.ui.drop_down(id!(mode)).selected(actions) {
            log!("mode {index}");
        }
        if self.ui.badge(id!(badge)).tapped(actions) {
            self.ui.redraw(cx);
        }
        for action in actions {
            if let BadgeAction::Tapped = action.as_widget_action().cast() {
                log!("badge tapped");
            }
        }
    }
    // ANCHOR_END: handle-actions
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
