fn main() {
    shading_draw_basic_graphics::app::app_main()
}
