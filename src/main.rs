//! The `ttgo` binary: parse the command line and hand over to the library.
use clap::Parser;

fn main() {
    std::process::exit(ttgo::tools::cli::run(ttgo::tools::cli::Cli::parse()));
}
