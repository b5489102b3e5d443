fn main() {
    shading_mpsl_shader::app::app_main()
}
