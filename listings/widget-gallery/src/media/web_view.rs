//! WebView: a help panel that reserves room for a web page. In Makepad 1.0
//! the widget is a placeholder on every platform: it takes its place in the
//! layout and draws an empty texture, and its `url` is not loaded. A link
//! beside it opens the page in the system browser instead.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (460.0, 240.0);

live_design! {
    use link::theme::*;
    use link::widgets::*;

    // ANCHOR: example
    pub WebViewExample = {{WebViewExample}} {
        width: Fill, height: Fill,
        flow: Down, spacing: 10, padding: 20,
        show_bg: true,
        draw_bg: {color: #x1d1d22},
        help_url: "https://makepad.dev",

        <View> {
            width: Fill, height: Fit,
            align: {y: 0.5},
            <Label> {
                width: Fill,
                draw_text: {color: #xe8e8ee, text_style: {font_size: 11}},
                text: "Help center",
            }
            // No `url` here: LinkLabel's own opening only works on the web.
            open = <LinkLabel> { text: "Open in browser" }
        }
        // A border around the page area, so its place is visible.
        <View> {
            width: Fill, height: Fill,
            padding: 1,
            show_bg: true,
            draw_bg: {color: #x44444c},
            page = <WebView> {
                width: Fill, height: Fill,
                url: "https://makepad.dev",
            }
        }
    }
    // ANCHOR_END: example
}

#[derive(Live, LiveHook, Widget)]
pub struct WebViewExample {
    #[deref]
    view: View,
    #[live]
    help_url: String,
}

impl Widget for WebViewExample {
    // ANCHOR: open-browser
    fn handle_event(&mut self, cx: &mut Cx, event: &Event, scope: &mut Scope) {
        let actions = cx.capture_actions(|cx| self.view.handle_event(cx, event, scope));
        if self.view.link_label(id!(open)).clicked(&actions) {
            open_in_browser(cx, &self.help_url);
        }
    }
    // ANCHOR_END: open-browser

    fn draw_walk(&mut self, cx: &mut Cx2d, scope: &mut Scope, walk: Walk) -> DrawStep {
        self.view.draw_walk(cx, scope, walk)
    }
}

// ANCHOR: open-in-browser
/// Hands a URL to the desktop's browser. `cx.open_url` only does this on
/// the web in Makepad 1.0; elsewhere it logs "not implemented".
fn open_in_browser(cx: &mut Cx, url: &str) {
    use std::process::Command;
    let command = if cfg!(target_os = "macos") {
        Some(Command::new("open"))
    } else if cfg!(target_os = "windows") {
        let mut start = Command::new("cmd");
        start.args(["/C", "start", ""]);
        Some(start)
    } else if cfg!(target_os = "linux") {
        Some(Command::new("xdg-open"))
    } else {
        None
    };
    match command {
        Some(mut command) => {
            if let Err(err) = command.arg(url).spawn() {
                error!("cannot open {}: {}", url, err);
            }
        }
        None => cx.open_url(url, OpenUrlInPlace::No),
    }
}
// ANCHOR_END: open-in-browser
