use crate::key_pad::KeyPadWidgetRefExt;
use crate::worker::{start_logger, start_sum, WorkerAction};
use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;
    use crate::key_pad::KeyPad;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(560, 460), title: "Input" }
                body = <View> {
                    flow: Down, spacing: 10, padding: 14
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    <Label> { text: "Click the pad, then type, use the arrows or Escape." }
                    pad = <KeyPad> {}
                    buttons = <View> {
                        width: Fill, height: Fit, spacing: 8
                        sum_button = <Button> { text: "Sum on a thread" }
                        log_button = <Button> { text: "Start logger" }
                    }
                    status = <Label> { text: "" }
                    worker_label = <Label> { text: "" }
                    log_label = <Label> { text: "" }
                }
            }
        }
    }
}

app_main!(App);

// ANCHOR: app-struct
#[derive(Live, LiveHook)]
pub struct App {
    #[live]
    ui: WidgetRef,
    /// Clears the status line a moment after it was set.
    #[rust]
    status_timer: Timer,
    /// Lines from the logger thread.
    #[rust]
    log_lines: ToUIReceiver<String>,
}
// ANCHOR_END: app-struct

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        crate::key_pad::live_design(cx);
    }
}

impl App {
    // ANCHOR: timeout
    fn show_status(&mut self, cx: &mut Cx, text: &str) {
        self.ui.label(id!(status)).set_text(cx, text);
        // Restart the countdown: stop the old timer, or both would fire.
        cx.stop_timer(self.status_timer);
        self.status_timer = cx.start_timeout(2.0);
    }
    // ANCHOR_END: timeout
}

impl MatchEvent for App {
    // ANCHOR: handle-timer
    fn handle_timer(&mut self, cx: &mut Cx, event: &TimerEvent) {
        if self.status_timer.is_timer(event).is_some() {
            self.ui.label(id!(status)).set_text(cx, "");
        }
    }
    // ANCHOR_END: handle-timer

    // ANCHOR: handle-signal
    fn handle_signal(&mut self, cx: &mut Cx) {
        let mut last = None;
        while let Ok(line) = self.log_lines.try_recv() {
            last = Some(line);
        }
        if let Some(line) = last {
            self.ui.label(id!(log_label)).set_text(cx, &format!("logger: {line}"));
        }
    }
    // ANCHOR_END: handle-signal

    // ANCHOR: handle-key-down
    fn handle_key_down(&mut self, cx: &mut Cx, event: &KeyEvent) {
        // Every key press reaches the app, whoever has key focus.
        if event.key_code == KeyCode::KeyR && event.modifiers.is_primary() {
            self.show_status(cx, "Shortcut: reset requested");
        }
    }
    // ANCHOR_END: handle-key-down

    // ANCHOR: handle-actions
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        let pad = self.ui.key_pad(id!(pad));
        if let Some(count) = pad.tapped(actions) {
            self.show_status(cx, &format!("Tapped {count} time(s)"));
        }
        if let Some(text) = pad.text_changed(actions) {
            self.show_status(cx, &format!("{} characters typed", text.chars().count()));
        }
        if self.ui.button(id!(sum_button)).clicked(actions) {
            start_sum(5);
        }
        if self.ui.button(id!(log_button)).clicked(actions) {
            start_logger(self.log_lines.sender());
        }
        // Posted actions are plain actions: match them by type.
        for action in actions {
            match action.downcast_ref::<WorkerAction>() {
                Some(WorkerAction::Progress(step)) => {
                    let text = format!("worker: step {step} of 5");
                    self.ui.label(id!(worker_label)).set_text(cx, &text);
                }
                Some(WorkerAction::Done(total)) => {
                    let text = format!("worker: done, total {total}");
                    self.ui.label(id!(worker_label)).set_text(cx, &text);
                }
                None => {}
            }
        }
    }
    // ANCHOR_END: handle-actions
}

// ANCHOR: app-main
impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
// ANCHOR_END: app-main
