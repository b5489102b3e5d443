fn main() {
    shading_shader_skill::app::app_main()
}
