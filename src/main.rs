//! The `ttgo` binary: parse the command line and hand over to the library.

fn main() {
    std::process::exit(ttgo::tools::cli::run(ttgo::tools::cli::parse_args()));
}
