fn main() {
    online_salon_stage_label::app::app_main()
}
