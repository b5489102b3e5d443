fn main() {
    animation_example_animation::app::app_main()
}
