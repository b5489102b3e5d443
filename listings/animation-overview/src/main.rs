fn main() {
    animation_overview::app::app_main()
}
