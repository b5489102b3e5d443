use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(520, 360), title: "Event loop" }
                body = <View> {
                    flow: Down, spacing: 10, padding: 14
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    <Label> { text: "The terminal shows the events as they arrive." }
                    clock = <Label> { text: "Running for 0 s" }
                    counts = <Label> { text: "" }
                    work_button = <Button> { text: "Count primes on a thread" }
                    result = <Label> { text: "" }
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
    /// Fires once a second while the app runs.
    #[rust]
    clock: Timer,
    #[rust]
    seconds: u64,
    /// How many events of each kind the app has seen.
    #[rust]
    seen: Seen,
}

#[derive(Default)]
struct Seen {
    draws: u64,
    actions: u64,
    others: u64,
}
// ANCHOR_END: app-struct

/// What the worker thread sends back.
// ANCHOR: action
#[derive(Debug)]
enum PrimeAction {
    Counted { below: u64, primes: u64 },
}
// ANCHOR_END: action

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

// ANCHOR: handle-event
impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.note(event);
        // Window events have no MatchEvent handler: match them here.
        match event {
            Event::WindowGeomChange(e) => log!(
                "WindowGeomChange: {:?} -> {:?}",
                e.old_geom.inner_size,
                e.new_geom.inner_size
            ),
            Event::WindowCloseRequested(_) => log!("WindowCloseRequested"),
            Event::WindowClosed(_) => log!("WindowClosed"),
            _ => {}
        }
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
// ANCHOR_END: handle-event

impl App {
    // ANCHOR: note
    /// Counts events; logs the rare ones by name.
    fn note(&mut self, event: &Event) {
        match event {
            Event::Draw(_) => self.seen.draws += 1,
            Event::Actions(_) => self.seen.actions += 1,
            // Frequent events that would flood the log.
            Event::MouseMove(_) | Event::Timer(_) | Event::NextFrame(_) | Event::Signal => {
                self.seen.others += 1
            }
            other => {
                self.seen.others += 1;
                log!("event: {}", other.name());
            }
        }
    }
    // ANCHOR_END: note
}

impl MatchEvent for App {
    // ANCHOR: startup
    fn handle_startup(&mut self, cx: &mut Cx) {
        log!("handle_startup: the App exists, no window is drawn yet");
        self.clock = cx.start_interval(1.0);
    }

    fn handle_shutdown(&mut self, _cx: &mut Cx) {
        log!("handle_shutdown");
    }
    // ANCHOR_END: startup

    // ANCHOR: lifecycle
    // In Makepad 1.0 only Android sends these four.
    fn handle_foreground(&mut self, _cx: &mut Cx) {
        log!("handle_foreground");
    }
    fn handle_background(&mut self, _cx: &mut Cx) {
        log!("handle_background");
    }
    fn handle_pause(&mut self, _cx: &mut Cx) {
        log!("handle_pause");
    }
    fn handle_resume(&mut self, _cx: &mut Cx) {
        log!("handle_resume");
    }

    fn handle_app_got_focus(&mut self, _cx: &mut Cx) {
        log!("handle_app_got_focus");
    }
    fn handle_app_lost_focus(&mut self, _cx: &mut Cx) {
        log!("handle_app_lost_focus");
    }
    // ANCHOR_END: lifecycle

    // ANCHOR: timer
    fn handle_timer(&mut self, cx: &mut Cx, event: &TimerEvent) {
        if self.clock.is_timer(event).is_none() {
            return;
        }
        self.seconds += 1;
        // Work happens here, in an event handler; the next Draw only
        // shows the text that was set.
        let clock = format!("Running for {} s", self.seconds);
        self.ui.label(id!(clock)).set_text(cx, &clock);
        let counts = format!(
            "Seen so far: {} Draw, {} Actions, {} other events",
            self.seen.draws, self.seen.actions, self.seen.others
        );
        self.ui.label(id!(counts)).set_text(cx, &counts);
    }
    // ANCHOR_END: timer

    // ANCHOR: actions
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(work_button)).clicked(actions) {
            log!("handle_actions: button clicked, starting the worker");
            self.ui.label(id!(result)).set_text(cx, "Counting…");
            let below = 300_000;
            std::thread::spawn(move || {
                let primes = (2..below).filter(|n| is_prime(*n)).count() as u64;
                Cx::post_action(PrimeAction::Counted { below, primes });
            });
        }
        for action in actions {
            if let Some(PrimeAction::Counted { below, primes }) = action.downcast_ref() {
                log!("handle_actions: the worker's result arrived");
                let text = format!("{primes} primes below {below}");
                self.ui.label(id!(result)).set_text(cx, &text);
            }
        }
    }
    // ANCHOR_END: actions
}

fn is_prime(n: u64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}
