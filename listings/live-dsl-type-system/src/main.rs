fn main() {
    live_dsl_type_system::app::app_main()
}
