//! KeyboardView: a phone-sized chat screen whose message field sits at the
//! bottom, where a phone's on-screen keyboard would cover it. The screen is
//! a KeyboardView, which moves its content up when the operating system
//! reports that the keyboard appeared. A desktop sends no such report, so
//! here the screen stays as it is.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (360.0, 420.0);

// ANCHOR: example
live_design! {
    use link::theme::*;
    use link::widgets::*;

    Bubble = <RoundedView> {
        width: Fit, height: Fit,
        padding: {left: 10, right: 10, top: 6, bottom: 6},
        draw_bg: {color: #x2f3440, border_radius: 10.0}
        text = <Label> {padding: 0, draw_text: {color: #xe8e8ec}, text: ""}
    }

    pub KeyboardViewExample = <View> {
        width: Fill, height: Fill,
        show_bg: true,
        draw_bg: {color: #x1b1d22},

        // On a phone, when the message field gets the focus and the system
        // keyboard slides up, this view scrolls its content up so that the
        // field stays visible above the keyboard.
        chat = <KeyboardView> {
            width: Fill, height: Fill,
            flow: Down,
            // Space kept between the focused field and the keyboard.
            keyboard_min_shift: 6,

            <SolidView> {
                width: Fill, height: Fit,
                padding: 12,
                draw_bg: {color: #x262a33},
                <Label> {draw_text: {color: #xf0f0f4, text_style: {font_size: 11}}, text: "Mae Hart"}
            }
            <View> {
                width: Fill, height: Fill,
                flow: Down, spacing: 8,
                padding: 12,
                <Bubble> {text = {text: "Are you on site tomorrow?"}}
                <Bubble> {text = {text: "The crane arrives at eight."}}
                <Bubble> {
                    margin: {left: 90},
                    draw_bg: {color: #x3b5f8f}
                    text = {text: "Yes, I'll be there at half past seven."}
                }
            }
            <View> {
                width: Fill, height: Fit,
                padding: 8, spacing: 8,
                align: {y: 0.5},
                message = <TextInput> {width: Fill, empty_text: "Message"}
                <Button> {text: "Send"}
            }
        }
    }
}
// ANCHOR_END: example
