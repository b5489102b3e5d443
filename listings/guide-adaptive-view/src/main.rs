fn main() {
    guide_adaptive_view::app::app_main()
}
