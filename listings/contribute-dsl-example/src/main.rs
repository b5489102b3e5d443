fn main() {
    contribute_dsl_example::app::app_main()
}
