fn main() {
    shading_overview::app::app_main()
}
