fn main() {
    notekeeper::app::app_main()
}
