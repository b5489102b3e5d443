fn main() {
    layout_turtle_draw_layout::app::app_main()
}
