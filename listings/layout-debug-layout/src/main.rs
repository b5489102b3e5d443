fn main() {
    layout_debug_layout::app::app_main()
}
