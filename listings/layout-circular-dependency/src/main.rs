fn main() {
    layout_circular_dependency::app::app_main()
}
