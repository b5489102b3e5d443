fn main() {
    start_framework_architecture::app::app_main()
}
