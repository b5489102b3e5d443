fn main() {
    widget_overview::app::app_main()
}
