//! VectorLine: an order tracker. A thin line separates the header, and the
//! progress of four delivery steps is a grey track with a green line over
//! it, both drawn by VectorLine behind the step dots.
use makepad_widgets::{vectorline::VectorLine, *};

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (520.0, 170.0);

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // ANCHOR: example
    // VectorLine's own definition is not exported by the widgets link, so
    // bind the Rust type (imported at the top of the file) to a name here.
    Line = {{VectorLine}} {
        width: Fill, height: Fill,
        line_align: HorizontalCenter,
        line_width: 4.0,
        color: #x3a3a42,
    }

    Dot = <View> {
        width: 18, height: 18,
        show_bg: true,
        draw_bg: {
            color: #x3a3a42,
            fn pixel(self) -> vec4 {
                let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                let c = self.rect_size * 0.5;
                sdf.circle(c.x, c.y, c.x - 1.0);
                sdf.fill(self.color);
                return sdf.result;
            }
        }
    }

    // One step: a dot with a caption, centred in a quarter of the width.
    Step = <View> {
        width: Fill, height: Fit,
        flow: Down, spacing: 8,
        align: {x: 0.5},
        dot = <Dot> {}
        caption = <Label> {draw_text: {color: #x8e8e96}, text: ""}
    }

    pub VectorLineExample = <View> {
        width: Fill, height: Fill,
        flow: Down, spacing: 14, padding: 20,
        show_bg: true,
        draw_bg: {color: #x1d1d22},

        <Label> {
            draw_text: {color: #xe8e8ee, text_style: {font_size: 11}},
            text: "Order 4821, arriving Thursday",
        }
        // A thin separator across the card.
        <Line> {height: 10, line_width: 2.0, color: #x5a5a64}

        <View> {
            width: Fill, height: Fit,
            flow: Overlay,
            // Dot centres sit at 1/8, 3/8, 5/8 and 7/8 of the 480 px row.
            <View> {
                width: Fill, height: 18,
                padding: {left: 60, right: 60},
                track = <Line> {}
            }
            <View> {
                width: Fill, height: 18,
                padding: {left: 60},
                // ANCHOR: gradient
                // draw_ls.stroke() gets the position along the line
                // (0.0 at the start, 1.0 at the end): a fading green.
                progress = <Line> {
                    width: 240,
                    draw_ls: {
                        fn stroke(self, side: float, progress: float) -> vec4 {
                            return mix(#x2a6b4f, #x4cc38a, progress);
                        }
                    }
                }
                // ANCHOR_END: gradient
            }
            <View> {
                width: Fill, height: Fit,
                <Step> {dot = {draw_bg: {color: #x4cc38a}}, caption = {text: "Ordered"}}
                <Step> {dot = {draw_bg: {color: #x4cc38a}}, caption = {text: "Packed"}}
                <Step> {
                    dot = {draw_bg: {color: #x4cc38a}},
                    caption = {text: "Shipped", draw_text: {color: #xe8e8ee}}
                }
                <Step> {caption = {text: "Delivered"}}
            }
        }
    }
    // ANCHOR_END: example
}
