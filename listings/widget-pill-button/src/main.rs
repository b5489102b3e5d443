fn main() {
    widget_pill_button::app::app_main()
}
