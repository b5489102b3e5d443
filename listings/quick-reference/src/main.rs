fn main() {
    quick_reference::app::app_main()
}
