fn main() {
    start_tutorial_ui_zoo::app::app_main()
}
