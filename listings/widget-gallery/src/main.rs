use widget_gallery::examples;

fn main() {
    // Answered before Makepad starts, so they need no display.
    if std::env::args().any(|arg| arg == "--list") {
        examples::print_list();
        return;
    }
    if let Some(name) = examples::chosen_name() {
        if examples::find(&name).is_none() {
            eprintln!("widget-gallery: unknown example `{name}` (see --list)");
            std::process::exit(2);
        }
    }
    widget_gallery::app::app_main()
}
