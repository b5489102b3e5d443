fn main() {
    app_fonts::app::app_main()
}
