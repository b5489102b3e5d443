fn main() {
    widget_pill_button_variants::app::app_main()
}
