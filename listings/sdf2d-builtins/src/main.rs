fn main() {
    // `--list` prints the example names (one per built-in page) and exits;
    // a name this build cannot draw is followed by a tab and "unsupported".
    if std::env::args().any(|arg| arg == "--list") {
        let unsupported = sdf2d_builtins::app::unsupported_here();
        for name in sdf2d_builtins::app::EXAMPLES {
            if unsupported.contains(name) {
                println!("{name}\tunsupported");
            } else {
                println!("{name}");
            }
        }
        return;
    }
    // Stop early on a misspelt example name instead of opening an empty window.
    if let Err(message) = sdf2d_builtins::app::selected_example() {
        eprintln!("{message}");
        std::process::exit(2);
    }
    sdf2d_builtins::app::app_main()
}
