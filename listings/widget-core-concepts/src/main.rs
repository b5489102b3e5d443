fn main() {
    widget_core_concepts::app::app_main()
}
