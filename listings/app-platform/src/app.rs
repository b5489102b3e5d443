use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // ANCHOR: cursor-dsl
    CursorBox = <View> {
        width: 110, height: 60
        align: { x: 0.5, y: 0.5 }
        show_bg: true
        draw_bg: { color: #x2c3340 }
    }
    // ANCHOR_END: cursor-dsl

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: { inner_size: vec2(560, 420), title: "Platform services" }
                body = <View> {
                    flow: Down, spacing: 10, padding: 14
                    show_bg: true
                    draw_bg: { color: #x1c1f26 }

                    os_label = <Label> { text: "" }
                    // ANCHOR: cursor-boxes
                    cursors = <View> {
                        width: Fill, height: Fit, spacing: 8
                        <CursorBox> { cursor: Hand, <Label> { text: "Hand" } }
                        <CursorBox> { cursor: Text, <Label> { text: "Text" } }
                        <CursorBox> { cursor: Crosshair, <Label> { text: "Crosshair" } }
                        <CursorBox> { cursor: NotAllowed, <Label> { text: "NotAllowed" } }
                    }
                    // ANCHOR_END: cursor-boxes
                    text_input = <TextInput> { width: Fill, text: "Copy me, or paste here" }
                    buttons = <View> {
                        width: Fill, height: Fit, spacing: 8
                        copy_button = <Button> { text: "Copy the text" }
                        url_button = <Button> { text: "Open makepad.nl" }
                        wait_button = <Button> { text: "Busy for 2 s" }
                    }
                    status = <Label> { text: "" }
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
    #[rust]
    busy: Timer,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.match_event(cx, event);
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}

// ANCHOR: os-name
/// A name for the platform the app runs on, and what it offers.
fn describe(os: &OsType) -> String {
    let name = match os {
        OsType::Windows => "Windows",
        OsType::Macos => "macOS",
        OsType::Ios => "iOS",
        OsType::Android(params) => return format!("Android {}", params.android_version),
        OsType::OpenHarmony(params) => return format!("OpenHarmony on {}", params.device_type),
        OsType::LinuxWindow(_) => "Linux (X11)",
        OsType::LinuxDirect => "Linux without a window system",
        OsType::Web(params) => return format!("the web, at {}", params.host),
        OsType::Unknown => "an unknown platform",
    };
    name.to_string()
}
// ANCHOR_END: os-name

// ANCHOR: open-url
/// Opens a link in the system's browser. Makepad 1.0 implements
/// `open_url` on the web only; elsewhere it logs an error, so desktop
/// builds hand the link to the system's own opener.
fn open_link(cx: &mut Cx, url: &str) -> Result<(), String> {
    let program = match cx.os_type() {
        OsType::Web(_) => {
            cx.open_url(url, OpenUrlInPlace::No);
            return Ok(());
        }
        OsType::Macos => "open",
        OsType::Windows => "explorer",
        OsType::LinuxWindow(_) => "xdg-open",
        _ => return Err("no way to open a link here".to_string()),
    };
    std::process::Command::new(program)
        .arg(url)
        .spawn()
        .map(|_| ())
        .map_err(|err| format!("{program}: {err}"))
}
// ANCHOR_END: open-url

impl MatchEvent for App {
    // ANCHOR: startup
    fn handle_startup(&mut self, cx: &mut Cx) {
        // cx.cpu_cores() is a fixed 8 except on the web: ask the system.
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let text = format!(
            "Running on {}, {} cores (cx.cpu_cores() says {}), single window: {}",
            describe(cx.os_type()),
            cores,
            cx.cpu_cores(),
            cx.os_type().is_single_window()
        );
        log!("{text}");
        self.ui.label(id!(os_label)).set_text(cx, &text);
    }
    // ANCHOR_END: startup

    // ANCHOR: actions
    fn handle_actions(&mut self, cx: &mut Cx, actions: &Actions) {
        let status = self.ui.label(id!(status));
        if self.ui.button(id!(copy_button)).clicked(actions) {
            let text = self.ui.text_input(id!(text_input)).text();
            // Write-only: 1.0 has no call that reads the clipboard.
            cx.copy_to_clipboard(&text);
            status.set_text(cx, &format!("Copied {} characters", text.chars().count()));
        }
        if self.ui.button(id!(url_button)).clicked(actions) {
            match open_link(cx, "https://makepad.nl") {
                Ok(()) => status.set_text(cx, "Asked the system to open the link"),
                Err(err) => status.set_text(cx, &format!("Could not open the link: {err}")),
            }
        }
        if self.ui.button(id!(wait_button)).clicked(actions) {
            // A cursor set outside a hover lasts until the next one is set.
            cx.set_cursor(MouseCursor::Wait);
            cx.stop_timer(self.busy);
            self.busy = cx.start_timeout(2.0);
            status.set_text(cx, "Busy…");
        }
        if let Some(text) = self.ui.text_input(id!(text_input)).changed(actions) {
            let count = text.chars().count();
            status.set_text(cx, &format!("The text is now {count} characters"));
        }
    }
    // ANCHOR_END: actions

    fn handle_timer(&mut self, cx: &mut Cx, event: &TimerEvent) {
        if self.busy.is_timer(event).is_some() {
            cx.set_cursor(MouseCursor::Default);
            self.ui.label(id!(status)).set_text(cx, "Done");
        }
    }
}
