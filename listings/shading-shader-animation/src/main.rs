fn main() {
    shading_shader_animation::app::app_main()
}
