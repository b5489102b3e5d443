//! Icon: a sidebar menu whose rows each start with an SVG icon, the active
//! row in the accent colour, and beside it a gradient star and an icon on a
//! round badge drawn by the Icon's own background.
use makepad_widgets::*;

/// Width and height of the example's picture, in logical pixels.
pub const SIZE: (f64, f64) = (440.0, 220.0);

live_design! {
    use link::theme::*;
    use link::shaders::*;
    use link::widgets::*;

    // ANCHOR: example
    // One menu row: an icon and a label. Each row sets its own svg_file.
    MenuRow = <View> {
        width: Fill, height: Fit,
        padding: {left: 12, right: 12, top: 9, bottom: 9},
        spacing: 12,
        align: {y: 0.5},
        show_bg: true,
        draw_bg: {color: #0000},
        icon = <Icon> {
            icon_walk: {width: 18, height: Fit},
            draw_icon: {color: #x8e8e96},
        }
        label = <Label> {
            draw_text: {color: #xc8c8d0},
            text: "",
        }
    }

    pub IconExample = <View> {
        width: Fill, height: Fill,
        padding: 16, spacing: 24,
        show_bg: true,
        draw_bg: {color: #x1d1d22},

        <View> {
            width: 220, height: Fit,
            flow: Down,
            home = <MenuRow> {
                draw_bg: {color: #x2a3550},
                icon = {draw_icon: {
                    svg_file: dep("crate://self/resources/icon_home.svg"),
                    color: #x7aa2ff,
                }}
                label = {text: "Home", draw_text: {color: #xffffff}}
            }
            search = <MenuRow> {
                icon = {draw_icon: {svg_file: dep("crate://self/resources/icon_search.svg")}}
                label = {text: "Search"}
            }
            alerts = <MenuRow> {
                icon = {draw_icon: {svg_file: dep("crate://self/resources/icon_bell.svg")}}
                label = {text: "Notifications"}
            }
            settings = <MenuRow> {
                icon = {draw_icon: {svg_file: dep("crate://self/resources/icon_sliders.svg")}}
                label = {text: "Settings"}
            }
        }

        <View> {
            width: Fill, height: Fit,
            flow: Down, spacing: 20,
            align: {x: 0.5},
            // The variant blends two colours across the icon.
            <IconGradientX> {
                icon_walk: {width: 56, height: Fit},
                draw_icon: {
                    svg_file: dep("crate://self/resources/icon_star.svg"),
                    color_1: #xffd166,
                    color_2: #xef476f,
                }
            }
            // ANCHOR: badge
            // The icon's draw_bg is a quad behind it; a pixel shader turns it
            // into a disc, and padding makes room around the icon.
            <Icon> {
                padding: 14,
                icon_walk: {width: 24, height: Fit},
                draw_bg: {
                    color: #x3a7d5c,
                    fn pixel(self) -> vec4 {
                        let sdf = Sdf2d::viewport(self.pos * self.rect_size);
                        let r = min(self.rect_size.x, self.rect_size.y) * 0.5;
                        sdf.circle(self.rect_size.x * 0.5, self.rect_size.y * 0.5, r);
                        sdf.fill(self.color);
                        return sdf.result;
                    }
                }
                draw_icon: {
                    svg_file: dep("crate://self/resources/icon_bell.svg"),
                    color: #xffffff,
                }
            }
            // ANCHOR_END: badge
        }
    }
    // ANCHOR_END: example
}
