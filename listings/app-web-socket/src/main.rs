fn main() {
    app_web_socket::app::app_main()
}
