//! The `nexus` binary: hands its arguments to [`nexus::cli::main`].

fn main() {
    let mut args = Vec::new();
    for arg in std::env::args_os() {
        match arg.into_string() {
            Ok(a) => args.push(a),
            Err(bad) => {
                nexus::say!("nexus: argument {bad:?} is not valid UTF-8 (see nexus --help)");
                std::process::exit(nexus::cli::EXIT_USAGE);
            }
        }
    }
    std::process::exit(nexus::cli::main(args));
}
