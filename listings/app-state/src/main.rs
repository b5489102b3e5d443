fn main() {
    app_state::app::app_main()
}
