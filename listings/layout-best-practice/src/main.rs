fn main() {
    layout_best_practice::app::app_main()
}
