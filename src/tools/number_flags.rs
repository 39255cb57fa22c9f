//! Every number flag's range, in one table.
//!
//! How to read this module: [`table`] lists each number flag of the engine and of every
//! subcommand with the values it can use; [`with_ranges`] puts that table into the
//! command line that clap's derive built, so that each such flag parses its value with
//! a parser that refuses what lies outside the range (NaN and infinities included),
//! saying the range, and its help ends with the same range. A flag that takes a number
//! and is missing here fails the test at the bottom, so no number flag takes any value
//! by oversight.

use clap::builder::ValueParser;
use clap::Command;
use std::fmt::Display;
use std::str::FromStr;

/// The values one flag can take: its bounds as written, whether the low one is left
/// out, and the parser that keeps to them.
#[derive(Clone)]
pub struct Span {
    lo: String,
    hi: String,
    open_low: bool,
    parser: ValueParser,
}

impl Span {
    /// The range in words, for the help and for errors: `from 1 to 256`.
    fn text(&self) -> String {
        words(&self.lo, &self.hi, self.open_low)
    }
}

/// A range in words, its bounds as the help writes them.
fn words(lo: &str, hi: &str, open_low: bool) -> String {
    let (lo, hi) = (show(lo), show(hi));
    match open_low {
        true => format!("above {lo}, at most {hi}"),
        false => format!("from {lo} to {hi}"),
    }
}

/// From `lo` to `hi`, both included (whole numbers, or reals that must be finite).
fn from<T>(lo: T, hi: T) -> Span
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static,
{
    span(lo, hi, false)
}

/// Above `lo` (not `lo` itself) and at most `hi`, e.g. seconds.
fn above<T>(lo: T, hi: T) -> Span
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static,
{
    span(lo, hi, true)
}

/// The span from `lo` (left out when `open_low`) to `hi`: its parser refuses what lies
/// outside with `expected a number ...`. NaN fits no range, since every comparison with
/// it is false.
fn span<T>(lo: T, hi: T, open_low: bool) -> Span
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static,
{
    let (lo_text, hi_text) = (lo.to_string(), hi.to_string());
    let why = format!("expected a number {}", words(&lo_text, &hi_text, open_low));
    let parser = ValueParser::new(move |value: &str| -> Result<T, String> {
        match value.trim().parse::<T>() {
            Ok(x) if (lo < x || (!open_low && lo == x)) && x <= hi => Ok(x),
            _ => Err(why.clone()),
        }
    });
    Span {
        lo: lo_text,
        hi: hi_text,
        open_low,
        parser,
    }
}

/// A bound as the help writes it: `1e9` rather than `1000000000`.
fn show(x: impl Display) -> String {
    let text = x.to_string();
    match text.strip_prefix('1') {
        Some(zeros) if zeros.len() >= 6 && zeros.bytes().all(|b| b == b'0') => {
            format!("1e{}", zeros.len())
        }
        _ => text,
    }
}

/// Seconds for a clock or a move: above 0, at most the clock's bound.
fn seconds() -> Span {
    above(0.0, crate::player::clock::MAX_CLOCK_SECONDS)
}

fn board_size() -> Span {
    use crate::core::point::{MAX_SIZE, MIN_SIZE};
    from::<u16>(MIN_SIZE as u16, MAX_SIZE as u16)
}

fn komi() -> Span {
    use crate::core::game::MAX_KOMI;
    from(-MAX_KOMI, MAX_KOMI)
}

fn threads() -> Span {
    from::<u16>(1, 256)
}

/// Where a flag is: the engine's own (`""`) or these subcommands'.
const ENGINE: &[&str] = &[""];
const GAMES: &[&str] = &["match", "league"];

/// Every number flag: where it is, its clap id (the field's name) and its range. The
/// range's type is the field's.
pub fn table() -> Vec<(&'static [&'static str], &'static str, Span)> {
    use crate::search::{
        MAX_AMAF_DISTANCE, MAX_EDGE_PENALTY, MAX_JOSEKI_WEIGHT, MAX_PRIOR_BOOST, MAX_WIDEN,
        PRIOR_VISITS,
    };
    const MANY: u64 = 1_000_000_000_000;
    const COUNT: u32 = 1_000_000_000;
    const LOTS: usize = 1_000_000_000;
    vec![
        // The engine.
        (ENGINE, "playouts", from::<u64>(1, MANY)),
        (ENGINE, "time", seconds()),
        (ENGINE, "max_time", seconds()),
        (ENGINE, "lag", from(0.0f64, 60.0)),
        (ENGINE, "threads", threads()),
        (ENGINE, "expand_visits", from::<u32>(1, 1_000_000)),
        (ENGINE, "net_depth", from::<usize>(1, 1000)),
        (ENGINE, "net_visits", from::<u32>(0, COUNT)),
        (ENGINE, "rave_equiv", from(1.0f32, 1e9)),
        (ENGINE, "explore", from(0.0f32, 10.0)),
        (ENGINE, "explore_from", from::<u32>(0, COUNT)),
        (ENGINE, "tactical_equiv", from(0.0f32, 1e9)),
        (ENGINE, "amaf_distance", from::<u32>(0, MAX_AMAF_DISTANCE)),
        (ENGINE, "widen", from(0.0f32, MAX_WIDEN)),
        (ENGINE, "prior_visits", from(PRIOR_VISITS.0, PRIOR_VISITS.1)),
        (ENGINE, "prior_boost", from(0.0f32, MAX_PRIOR_BOOST)),
        (ENGINE, "edge_penalty", from::<u16>(0, MAX_EDGE_PENALTY)),
        (ENGINE, "joseki_weight", from(0.0f32, MAX_JOSEKI_WEIGHT)),
        (ENGINE, "score_weight", from(0.0f32, 1.0)),
        (ENGINE, "tree_mb", from::<u64>(1, 65_536)),
        (ENGINE, "level", from::<u8>(1, 10)),
        (ENGINE, "resign_threshold", from(0.0f32, 1.0)),
        (ENGINE, "seed", from::<u64>(0, u64::MAX)),
        (ENGINE, "size", board_size()),
        (ENGINE, "komi", komi()),
        // Benchmarks.
        (&["bench"], "size", board_size()),
        (&["bench"], "playouts", from::<u64>(1, MANY)),
        // Matches and leagues.
        (&["match"], "games", from::<u32>(1, COUNT)),
        (&["league"], "rounds", from::<u32>(1, COUNT)),
        (&["league"], "jobs", from::<u16>(1, 64)),
        (GAMES, "size", board_size()),
        (GAMES, "komi", komi()),
        (GAMES, "move_timeout", seconds()),
        (GAMES, "max_moves", from::<usize>(1, LOTS)),
        (GAMES, "handicap", from::<usize>(0, 624)),
        (GAMES, "clock", seconds()),
        (GAMES, "replay_crashes", from::<u32>(0, 1000)),
        // Review.
        (&["review"], "playouts", from::<u64>(1, MANY)),
        (&["review"], "time", above(0.0, 3600.0)),
        (&["review"], "komi", komi()),
        (&["review"], "threads", threads()),
        (&["review"], "shown", from::<usize>(0, 1000)),
        // Books and models.
        (&["make-book"], "size", board_size()),
        (&["make-book"], "komi", komi()),
        (&["make-book"], "depth", from::<usize>(0, 625)),
        (&["make-book"], "min_games", from::<u32>(1, COUNT)),
        (&["make-book"], "search_playouts", from::<u64>(1, MANY)),
        (&["make-book"], "search_depth", from::<usize>(0, 625)),
        (&["make-book"], "search_min_games", from::<u32>(1, COUNT)),
        (&["make-joseki"], "max_stones", from::<usize>(1, 625)),
        (&["make-joseki"], "min_total", from::<u32>(1, COUNT)),
        (&["make-joseki"], "min_answer", from::<u32>(1, COUNT)),
        (&["make-joseki"], "test_games", from::<usize>(0, LOTS)),
        (&["train-model"], "harvest_games", from::<usize>(1, LOTS)),
        (&["train-model"], "train_games", from::<usize>(1, LOTS)),
        (&["train-model"], "test_games", from::<usize>(1, LOTS)),
        (&["train-model"], "min_count", from::<u32>(1, COUNT)),
        (&["train-model"], "iterations", from::<usize>(1, 10_000)),
        (&["train-model"], "threads", from::<usize>(1, 256)),
        (&["model-accuracy"], "games", from::<usize>(1, LOTS)),
        (&["model-accuracy"], "threads", from::<usize>(1, 256)),
        (&["net-data"], "skip", from::<usize>(0, LOTS)),
        (&["net-data"], "games", from::<usize>(1, LOTS)),
        (&["mercy-check"], "at", from::<usize>(0, 10_000)),
        (&["mercy-check"], "playouts", from::<u32>(1, COUNT)),
        (&["mercy-check"], "bounds", from::<u32>(1, 1000)),
    ]
}

/// The command line with every flag of [`table`] parsed within its range and its help
/// ending with `[range: ...]`.
pub fn with_ranges(mut cmd: Command) -> Command {
    for (places, id, span) in table() {
        for &place in places {
            cmd = if place.is_empty() {
                ranged(cmd, id, &span)
            } else {
                cmd.mut_subcommand(place, |sub| ranged(sub, id, &span))
            };
        }
    }
    cmd
}

fn ranged(cmd: Command, id: &str, span: &Span) -> Command {
    cmd.mut_arg(id, |arg| {
        let note = format!("[range: {}]", span.text());
        let help = arg.get_help().map(|h| format!("{h} {note}"));
        let long = arg.get_long_help().map(|h| format!("{h} {note}"));
        let arg = arg.value_parser(span.parser.clone());
        let arg = match help {
            Some(help) => arg.help(help),
            None => arg.help(note),
        };
        match long {
            Some(long) => arg.long_help(long),
            None => arg,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::{show, table};
    use crate::tools::cli::{command, parse_from};

    /// Flags that take a value that is no number: names, files, commands, switches.
    const NOT_NUMBERS: &[&str] = &[
        "player",
        "policy",
        "rules",
        "book_file",
        "base",
        "time_bank",
        "model_priors",
        "dynamic_komi",
        "score_centred",
        "net",
        "net_file",
        "book",
        "black",
        "white",
        "engines",
        "anchor",
        "sgf_dir",
        "referee",
        "opening",
        "paths",
        "names",
        "game",
        "out",
        "plot",
        "dirs",
        "engine",
        "train",
        "test",
        "model",
        "files",
    ];

    /// What a subcommand needs besides the flag under test.
    fn needs(place: &str) -> Vec<&'static str> {
        match place {
            "match" => vec!["--black", "a", "--white", "b"],
            "league" => vec!["--engine", "a=x", "--engine", "b=y"],
            "make-joseki" => vec!["--train", "t"],
            "train-model" => vec!["--train", "t", "--test", "u"],
            "net-data" => vec!["x", "--out", "o"],
            "review" | "make-book" | "model-accuracy" | "mercy-check" => vec!["x"],
            _ => vec![],
        }
    }

    fn parses(place: &str, long: &str, value: &str) -> Result<(), String> {
        let mut args = vec!["ttgo".to_string()];
        if !place.is_empty() {
            args.push(place.to_string());
        }
        args.push(format!("--{long}={value}"));
        args.extend(needs(place).into_iter().map(String::from));
        parse_from(&args).map(|_| ()).map_err(|e| e.to_string())
    }

    fn long_of(place: &str, id: &str) -> String {
        let cmd = command();
        let cmd = if place.is_empty() {
            &cmd
        } else {
            cmd.find_subcommand(place).expect("a subcommand")
        };
        let arg = cmd.get_arguments().find(|a| a.get_id() == id);
        arg.and_then(|a| a.get_long())
            .expect("a long flag")
            .to_string()
    }

    #[test]
    fn every_flag_that_takes_a_value_is_ranged_or_no_number() {
        let ranged: Vec<(String, &str)> = table()
            .iter()
            .flat_map(|(places, id, _)| places.iter().map(move |p| (p.to_string(), *id)))
            .collect();
        let mut cmd = command();
        cmd.build();
        let mut places = vec![(String::new(), &cmd)];
        places.extend(cmd.get_subcommands().map(|s| (s.get_name().to_string(), s)));
        for (place, sub) in places {
            for arg in sub.get_arguments() {
                let id = arg.get_id().as_str();
                if !arg.get_action().takes_values() || NOT_NUMBERS.contains(&id) {
                    continue;
                }
                let home = if arg.is_global_set() { "" } else { &place };
                assert!(
                    ranged.contains(&(home.to_string(), id)),
                    "`{place}` --{id} takes a value but has no range"
                );
            }
        }
    }

    #[test]
    fn the_values_a_flag_cannot_use_are_refused_with_the_range() {
        for (flag, value) in [
            ("rave-equiv", "nan"),
            ("explore", "inf"),
            ("prior-boost", "nan"),
            ("lag", "nan"),
            ("time", "nan"),
            ("resign-threshold", "7"),
            ("score-weight", "nan"),
            ("widen", "-1"),
            ("threads", "0"),
        ] {
            let why = parses("", flag, value).expect_err(flag);
            assert!(why.contains("expected a number "), "{flag} {value}: {why}");
        }
        assert!(parses("", "resign-threshold", "0.2").is_ok());
        let why = parses("review", "time", "0").expect_err("no time");
        assert!(why.contains("above 0, at most 3600"), "{why}");
    }

    #[test]
    fn every_range_takes_its_bounds_and_refuses_beyond_them() {
        for (places, id, span) in table() {
            for place in places {
                let long = long_of(place, id);
                let at = |v: &str| parses(place, &long, v);
                assert_eq!(at(&span.hi), Ok(()), "`{place}` --{long}={}", span.hi);
                let lo = at(&span.lo);
                assert_eq!(lo.is_err(), span.open_low, "`{place}` --{long}={}", span.lo);
                let hi: f64 = span.hi.parse().expect("a number");
                let lo: f64 = span.lo.parse().expect("a number");
                for beyond in [hi * 2.0 + 1.0, lo - 1.0, f64::NAN, f64::INFINITY] {
                    let beyond = format!("{beyond}");
                    assert!(at(&beyond).is_err(), "`{place}` --{long}={beyond}");
                }
            }
        }
    }

    #[test]
    fn the_help_ends_each_number_flag_with_its_range() {
        let help = command().render_long_help().to_string();
        let words = help.split_whitespace().collect::<Vec<_>>().join(" ");
        let from = words.find("--resign-threshold").expect("the flag");
        let text = &words[from..];
        let text = &text[..text[2..].find(" --").map_or(text.len(), |i| i + 2)];
        assert!(text.contains("[range: from 0 to 1]"), "{text}");
        assert_eq!(show(1_000_000_000u64), "1e9");
        assert_eq!(show(3600.0), "3600");
        assert_eq!(show(100_000), "100000");
    }
}
