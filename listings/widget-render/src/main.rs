fn main() {
    widget_render::app::app_main()
}
