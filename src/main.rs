//! The `ttgo` binary: parse the command line and hand over to the library.
use clap::Parser;

fn main() {
    std::process::exit(ttgo::cli::run(ttgo::cli::Cli::parse()));
}
