fn main() {
    widget_window_app::app::app_main()
}
