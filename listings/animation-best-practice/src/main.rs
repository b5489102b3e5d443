fn main() {
    animation_best_practice::app::app_main()
}
