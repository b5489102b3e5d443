fn main() {
    guide_themes::app::app_main()
}
