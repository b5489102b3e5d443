fn main() {
    animation_building_basic_animation_component::app::app_main()
}
