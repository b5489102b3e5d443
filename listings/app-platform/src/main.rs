fn main() {
    app_platform::app::app_main()
}
