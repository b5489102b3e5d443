//! Video: a clip card with a play/pause button and a status line fed by the
//! widget's actions. Makepad 1.0 plays video only on Android, and the Video
//! shader cannot be built everywhere else, so the card creates its player
//! from a template on Android only and shows a poster image elsewhere.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (540.0, 220.0);

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // ANCHOR: example
    pub VideoExample = {{VideoExample}} {
        width: Fill, height: Fill,
        padding: 20, spacing: 20,
        show_bg: true,
        draw_bg: {color: #x1d1d22},

        // A template: the Video is only created from it on Android.
        player: <Video> {
            source: Network {url: "https://example.com/videos/lake-aurin.mp4"},
            thumbnail_source: dep("crate://self/resources/landscape_day.png"),
            show_thumbnail_before_playback: true,
            is_looping: true,
        }

        // The poster, which the player covers where it exists.
        screen = <View> {
            width: 320, height: 180,
            flow: Overlay,
            align: {y: 1.0},
            <Image> {
                width: Fill, height: Fill, fit: Biggest,
                source: dep("crate://self/resources/landscape_day.png"),
            }
            <View> {
                width: Fill, height: Fit,
                padding: 8,
                show_bg: true,
                draw_bg: {color: #x000000a0},
                <Label> {
                    draw_text: {color: #xe8e8ee},
                    text: "Video playback needs Android",
                }
            }
        }

        <View> {
            width: Fill, height: Fill,
            flow: Down, spacing: 10,
            <Label> {
                draw_text: {color: #xe8e8ee, text_style: {font_size: 11}},
                text: "Lake Aurin at dusk",
            }
            status = <Label> {
                draw_text: {color: #x8e8e96},
                text: "Not started",
            }
            <View> {width: Fill, height: Fill}
            play = <Button> { text: "Play" }
        }
    }
    // ANCHOR_END: example
}

#[derive(Live, Widget)]
pub struct VideoExample {
    #[deref]
    view: View,
    /// The DSL of the player, kept as a template rather than created.
    #[live]
    player: Option<LivePtr>,
    #[rust]
    video: Option<WidgetRef>,
}

// ANCHOR: create-player
impl LiveHook for VideoExample {
    fn after_new_from_doc(&mut self, cx: &mut Cx) {
        // Only Android has a Video back end. On macOS and Windows, building
        // the Video shader panics; on Linux and the web it needs an OpenGL
        // extension, and even with it nothing plays.
        if cfg!(target_os = "android") {
            self.video = Some(WidgetRef::new_from_ptr(cx, self.player));
        }
    }
}
// ANCHOR_END: create-player

impl Widget for VideoExample {
    // ANCHOR: handle-actions
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| {
            self.view.handle_event(cx, event, scope);
            if let Some(video) = &self.video {
                video.handle_event(cx, event, scope);
            }
        });
        let clip = match &self.video {
            Some(video) => video.as_video(),
            None => {
                if self.view.button(id!(play)).clicked(&actions) {
                    self.view
                        .label(id!(status))
                        .set_text(cx, "Needs Android");
                }
                return;
            }
        };

        if self.view.button(id!(play)).clicked(&actions) {
            let label = if clip.is_playing() {
                clip.pause_playback(cx);
                "Play"
            } else if clip.is_paused() {
                clip.resume_playback(cx);
                "Pause"
            } else {
                // Prepares the player first if needed, then starts.
                clip.begin_playback(cx);
                "Pause"
            };
            self.view.button(id!(play)).set_text(cx, label);
        }

        // Video has no helper methods for its actions: filter them by uid.
        for action in actions.filter_widget_actions_cast::<VideoAction>(clip.widget_uid()) {
            let status = match action {
                VideoAction::PlaybackPrepared => "Ready",
                VideoAction::PlaybackBegan => "Playing",
                VideoAction::PlaybackCompleted => "Finished",
                VideoAction::PlayerReset => "Stopped",
                _ => continue,
            };
            self.view.label(id!(status)).set_text(cx, status);
        }
    }
    // ANCHOR_END: handle-actions

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk_all(cx, scope, walk);
        if let Some(video) = &self.video {
            // Over the poster, at the same place and size.
            let rect = self.view.view(id!(screen)).area().rect(cx);
            video.draw_walk_all(cx, scope, Walk::abs_rect(rect));
        }
        DrawStep::done()
    }
}
