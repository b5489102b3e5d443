fn main() {
    guide_portal_list::app::app_main()
}
