use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(520, 320), title: "Echo over a web socket" }
                body = <View> {
                    flow: Down, spacing: 10, padding: 14
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    buttons = <View> {
                        width: Fill, height: Fit, spacing: 8
                        connect = <Button> { text: "Connect again" }
                        send = <Button> { text: "Send" }
                        close = <Button> { text: "Close" }
                    }
                    status = <Label> { text: "" }
                    received = <Label> { text: "" }
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
    /// The open socket; dropping it closes the connection.
    #[rust]
    socket: Option<WebSocket>,
    /// Asks for the socket's messages: nothing wakes the app when one comes.
    #[rust]
    poll: Timer,
    /// How many messages the app has sent.
    #[rust]
    sent: usize,
    /// The first message waits for the first poll (see `connect`).
    #[rust]
    hello_pending: bool,
}
// ANCHOR_END: app-struct

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

/// Where the echo server is: `ECHO_SERVER` when it is set, else a local one.
// ANCHOR: server
fn server() -> String {
    std::env::var("ECHO_SERVER").unwrap_or_else(|_| "ws://127.0.0.1:8080/echo".to_string())
}
// ANCHOR_END: server

impl App {
    // ANCHOR: open
    fn connect(&mut self, cx: &mut Cx) {
        let request = HttpRequest::new(server(), HttpMethod::GET);
        // Replacing an open socket drops it, which closes it.
        self.socket = Some(WebSocket::open(request));
        cx.stop_timer(self.poll);
        self.poll = cx.start_interval(0.05);
        self.show(cx, &format!("connecting to {}", server()));
        // Not sent here: on Linux desktop an answer that arrives together
        // with the server's handshake is lost, so give the handshake a tick.
        self.hello_pending = true;
    }

    fn send(&mut self, cx: &mut Cx) {
        let Some(socket) = &mut self.socket else {
            self.show(cx, "not connected");
            return;
        };
        self.sent += 1;
        let text = format!("hello from makepad {}", self.sent);
        if socket.send_string(text.clone()).is_err() {
            self.show(cx, "the web socket thread is gone");
        } else {
            self.show(cx, &format!("sent: {text}"));
        }
    }

    fn close(&mut self, cx: &mut Cx) {
        if self.socket.take().is_some() {
            cx.stop_timer(self.poll);
            self.show(cx, "closed by the app");
        }
    }
    // ANCHOR_END: open

    fn show(&mut self, cx: &mut Cx, text: &str) {
        log!("{text}");
        self.ui.label(id!(status)).set_text(cx, text);
    }

    // ANCHOR: receive
    fn receive(&mut self, cx: &mut Cx) {
        let Some(socket) = &mut self.socket else {
            return;
        };
        let mut messages = Vec::new();
        while let Ok(message) = socket.try_recv() {
            messages.push(message);
        }
        for message in messages {
            match message {
                WebSocketMessage::String(text) => {
                    self.show(cx, &format!("received: {text}"));
                    self.ui.label(id!(received)).set_text(cx, &text);
                    // One answer is all this example waits for.
                    if text.starts_with("echo: hello from makepad 1") {
                        self.close(cx);
                    }
                }
                WebSocketMessage::Binary(bytes) => {
                    self.show(cx, &format!("received {} bytes", bytes.len()));
                }
                WebSocketMessage::Opened => self.show(cx, "opened"),
                WebSocketMessage::Closed => {
                    self.socket = None;
                    cx.stop_timer(self.poll);
                    self.show(cx, "closed by the server");
                }
                WebSocketMessage::Error(error) => {
                    self.socket = None;
                    cx.stop_timer(self.poll);
                    self.show(cx, &format!("error: {error}"));
                }
            }
        }
    }
    // ANCHOR_END: receive
}

impl MatchEvent for App {
    fn handle_startup(&mut self, cx: &mut Cx) {
        self.connect(cx);
    }

    // ANCHOR: poll
    fn handle_timer(&mut self, cx: &mut Cx, event: &TimerEvent) {
        if self.poll.is_timer(event).is_some() {
            self.receive(cx);
            if self.hello_pending && self.socket.is_some() {
                self.hello_pending = false;
                self.send(cx);
            }
        }
    }
    // ANCHOR_END: poll

    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        if self.ui.button(id!(connect)).clicked(actions) {
            self.connect(cx);
        }
        if self.ui.button(id!(send)).clicked(actions) {
            self.send(cx);
        }
        if self.ui.button(id!(close)).clicked(actions) {
            self.close(cx);
        }
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
