//! Command-line options (clap).
//!
//! `ttgo` with no subcommand speaks GTP on stdin/stdout; `ttgo bench` measures playout
//! speed.

use clap::{Parser, Subcommand, ValueEnum};

/// ttgo: a Go engine on exact Tromp-Taylor rules, speaking GTP v2 on stdin/stdout.
#[derive(Parser, Debug)]
#[command(version, about)]
pub struct Cli {
    /// Which player generates moves: `random` plays a uniformly random legal move that
    /// does not fill its own eye.
    #[arg(long, value_enum, default_value_t = PlayerKind::Random)]
    pub player: PlayerKind,

    /// Rules setting: tromp-taylor (positional superko, suicide allowed, area scoring,
    /// no dead-stone removal), or chinese, aga, new_zealand, japanese as KGS sends them.
    #[arg(long, default_value = "tromp-taylor", value_parser = parse_rules)]
    pub rules: crate::rules::Rules,

    /// Seed for every random choice, so that a run can be reproduced.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,

    /// Board size at start-up (GTP `boardsize` changes it).
    #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u16).range(2..=25))]
    pub size: u16,

    /// Komi at start-up (GTP `komi` changes it); added to White's score.
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true)]
    pub komi: f64,

    /// Log to stderr: -v for info, -vv for debug, -vvv for trace. RUST_LOG also works.
    #[arg(short, long, action = clap::ArgAction::Count)]
    pub verbose: u8,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands besides GTP.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Measure light playouts per second from the empty board on one thread; the last
    /// line reads `<N>x<N> light playouts/s <number>`.
    Bench {
        /// Board size.
        #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u16).range(2..=25))]
        size: u16,
        /// Number of playouts to run.
        #[arg(long, default_value_t = 100_000)]
        playouts: u64,
    },
}

/// The move generators `--player` can select.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayerKind {
    /// Uniformly random legal move that does not fill its own eye.
    Random,
}

fn parse_rules(text: &str) -> Result<crate::rules::Rules, String> {
    crate::rules::Rules::by_name(text).ok_or_else(|| {
        format!(
            "unknown rules; known: {}",
            crate::rules::Rules::names().join(", ")
        )
    })
}

/// Run the program as the options say; returns the process exit code.
pub fn run(cli: Cli) -> i32 {
    let level = match cli.verbose {
        0 => "warn",
        1 => "info",
        2 => "debug",
        _ => "trace",
    };
    let _ = env_logger::Builder::from_env(env_logger::Env::default().default_filter_or(level))
        .target(env_logger::Target::Stderr)
        .try_init();
    match cli.command {
        Some(Command::Bench { size, playouts }) => {
            let r = crate::playout::bench_light(size as usize, playouts, cli.seed);
            println!(
                "{} playouts in {:.3} s, {:.1} moves per playout, black wins {:.1}% at komi 7.5",
                r.playouts,
                r.seconds,
                r.average_moves,
                100.0 * r.black_wins
            );
            println!("{0}x{0} light playouts/s {1:.0}", r.size, r.rate());
            0
        }
        None => {
            let player: Box<dyn crate::player::Player> = match cli.player {
                PlayerKind::Random => Box::new(crate::player::RandomPlayer::new(cli.seed)),
            };
            let config = crate::gtp::EngineConfig {
                size: cli.size as usize,
                komi: cli.komi,
                rules: cli.rules,
                seed: cli.seed,
            };
            let mut engine = crate::gtp::Engine::new(config, player);
            let input = crate::gtp::spawn_reader(std::io::BufReader::new(std::io::stdin()));
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            match crate::gtp::serve(&mut engine, input, &mut out) {
                Ok(()) => 0,
                Err(e) => {
                    log::error!("output failed: {e}");
                    1
                }
            }
        }
    }
}
