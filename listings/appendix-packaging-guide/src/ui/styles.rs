use makepad_widgets::*;

live_design! {
    pub ICON_SEARCH = dep("crate://self/resources/icons/search.svg")
    pub IMAGE_EMPTY_STATE = dep("crate://self/resources/images/empty.png")
}
