fn main() {
    photo_browser::app::app_main();
}
