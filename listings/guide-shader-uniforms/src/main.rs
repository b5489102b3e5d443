fn main() {
    guide_shader_uniforms::app::app_main()
}
