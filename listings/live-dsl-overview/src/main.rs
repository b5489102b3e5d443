fn main() {
    live_dsl_overview::app::app_main()
}
