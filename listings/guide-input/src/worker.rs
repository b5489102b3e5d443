use makepad_widgets::*;
use std::time::Duration;

// ANCHOR: post-action
/// What the worker thread reports back. Any `Debug + Send + 'static` type
/// can travel as an action.
#[derive(Debug)]
pub enum WorkerAction {
    Progress(u32),
    Done(u64),
}

/// Sums some numbers slowly on another thread, posting progress as actions.
pub fn start_sum(steps: u32) {
    std::thread::spawn(move || {
        let mut total = 0u64;
        for step in 1..=steps {
            std::thread::sleep(Duration::from_millis(200));
            total += u64::from(step) * 1000;
            Cx::post_action(WorkerAction::Progress(step));
        }
        Cx::post_action(WorkerAction::Done(total));
    });
}
// ANCHOR_END: post-action

// ANCHOR: signal
/// Sends log lines through a channel; `ToUISender::send` also raises the UI
/// signal, so the app gets an `Event::Signal` and drains the channel.
pub fn start_logger(sender: ToUISender<String>) {
    std::thread::spawn(move || {
        for line in ["connecting", "connected", "idle"] {
            std::thread::sleep(Duration::from_millis(300));
            if sender.send(line.to_string()).is_err() {
                return; // the receiving side is gone
            }
        }
    });
}
// ANCHOR_END: signal
