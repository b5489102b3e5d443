fn main() {
    live_dsl_basic_syntax::app::app_main()
}
