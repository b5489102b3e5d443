fn main() {
    layout_attribute_inheritance_relation::app::app_main()
}
