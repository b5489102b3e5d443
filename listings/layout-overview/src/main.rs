fn main() {
    layout_overview::app::app_main()
}
