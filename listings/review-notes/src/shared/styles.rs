// Shared DSL constants, in the spirit of a large app's styles module: widgets
// take their colours and text styles from here instead of repeating hex values.
use makepad_widgets::*;

live_design! {
    use link::theme::*;

    pub COLOR_ROW_BG = #f1f4f7
    pub COLOR_ROW_TEXT = #22304a
    pub COLOR_UNREAD = #1d7fe0

    pub ROW_TEXT = <THEME_FONT_REGULAR> {
        font_size: 10,
    }
}
