use makepad_widgets::*;

live_design! {
    pub COLOR_CARD_BG = #1f2430
    pub COLOR_TEXT = #ffffff
    pub COLOR_TEXT_MUTED = #9aa4b2
    pub COLOR_SCREEN_BG = #x14171f
}
