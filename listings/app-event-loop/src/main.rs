fn main() {
    app_event_loop::app::app_main()
}
