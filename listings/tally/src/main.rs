fn main() {
    tally::app::app_main()
}
