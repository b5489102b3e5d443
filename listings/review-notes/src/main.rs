fn main() {
    review_notes::app::app_main()
}
