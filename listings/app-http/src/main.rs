fn main() {
    app_http::app::app_main()
}
