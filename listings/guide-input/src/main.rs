fn main() {
    guide_input::app::app_main()
}
