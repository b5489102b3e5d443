fn main() {
    examples_introduction::app::app_main()
}
