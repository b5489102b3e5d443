fn main() {
    animation_debug_animation::app::app_main()
}
