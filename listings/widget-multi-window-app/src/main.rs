fn main() {
    widget_multi_window_app::app::app_main()
}
