fn main() {
    live_dsl_props_inherit::app::app_main()
}
