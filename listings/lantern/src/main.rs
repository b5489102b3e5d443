fn main() {
    lantern::app::app_main()
}
