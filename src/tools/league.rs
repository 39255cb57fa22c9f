//! `ttgo league`: a round robin between the engines of a panel, and one rating list.
//!
//! How to read this module:
//! - [`Entrant`] is one engine as the command line gives it, `NAME=COMMAND`.
//! - [`schedule`] lists the games: in every round each pair plays once, and a pair's
//!   colours swap from one round to the next (so an even number of rounds gives each
//!   engine of a pair as many games with Black as with White).
//! - [`run`] plays them with the match runner's game loop (the same rules check, referee,
//!   clocks, crash replays and records as `ttgo match`; the records name the engines by
//!   NAME), one game at a time or, with `--jobs N`, N at once on as many threads (each
//!   game's engines are its own processes: give one-thread engines N cores), logs each
//!   game at `-v` as it ends, and prints the rating list of
//!   [`crate::tools::ratings`] from all the games at once, then each engine's time a move.

use crate::core::point::Color;
use crate::tools::match_runner::{
    play_replaying_crashes, progress_bar, write_sgf, MatchConfig, Thinking,
};
use crate::tools::ratings::{fit, GameResult};
use log::{info, warn};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// One engine of the panel: the name it goes by and the shell command that runs it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    pub name: String,
    pub command: String,
}

impl std::str::FromStr for Entrant {
    type Err = String;
    fn from_str(s: &str) -> Result<Entrant, String> {
        match s.split_once('=') {
            Some((name, command)) if !name.trim().is_empty() && !command.trim().is_empty() => {
                Ok(Entrant {
                    name: name.trim().to_string(),
                    command: command.trim().to_string(),
                })
            }
            _ => Err(format!("expected NAME=COMMAND, got `{s}`")),
        }
    }
}

/// The games of `rounds` rounds between `n` engines, in order: (Black, White) indices.
pub fn schedule(n: usize, rounds: u32) -> Vec<(usize, usize)> {
    let mut games = Vec::new();
    for round in 0..rounds as usize {
        for i in 0..n {
            for j in i + 1..n {
                // Swap each round; the parity of i + j spreads Black over an engine's pairs.
                if (round + i + j) % 2 == 0 {
                    games.push((i, j));
                } else {
                    games.push((j, i));
                }
            }
        }
    }
    games
}

/// Why a league cannot start.
fn check(entrants: &[Entrant], anchor: Option<&str>) -> Result<(), String> {
    if entrants.len() < 2 {
        return Err("a league needs two engines at least (--engine NAME=COMMAND, twice)".into());
    }
    for (k, e) in entrants.iter().enumerate() {
        if entrants[..k].iter().any(|other| other.name == e.name) {
            return Err(format!("two engines are named `{}`", e.name));
        }
    }
    if let Some(a) = anchor {
        if !entrants.iter().any(|e| e.name == a) {
            return Err(format!("--anchor `{a}` names none of the engines"));
        }
    }
    Ok(())
}

/// Play the league, `jobs` games at a time; returns the process exit code. `cfg` says
/// how each game is played (its engines, game count and colours are the league's own).
pub fn run(
    entrants: &[Entrant],
    rounds: u32,
    jobs: usize,
    anchor: Option<&str>,
    cfg: &MatchConfig,
) -> i32 {
    if let Err(why) = check(entrants, anchor) {
        eprintln!("{why}");
        return 2;
    }
    if let Some(dir) = &cfg.sgf_dir {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("cannot create {}: {e}", dir.display());
            return 2;
        }
    }
    let games = schedule(entrants.len(), rounds);
    let bar = progress_bar(games.len() as u64);
    let mut results = Vec::with_capacity(games.len());
    let mut thinking = vec![Thinking::default(); entrants.len()];
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            let tx = tx.clone();
            let (next, games) = (&next, &games);
            scope.spawn(move || loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(b, w)) = games.get(k) else { break };
                let g = k as u32 + 1;
                let played =
                    play_replaying_crashes(cfg, g, &entrants[b].command, &entrants[w].command);
                if tx.send((k, played)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        // Each game as it finishes (in order of play with one job).
        for (k, played) in rx {
            let (b, w) = games[k];
            let g = k as u32 + 1;
            let (black, white) = (&entrants[b], &entrants[w]);
            match played {
                Ok(record) => {
                    let black_score = match record.winner {
                        Some(Color::Black) => 1.0,
                        Some(_) => 0.0,
                        None => 0.5,
                    };
                    thinking[b].merge(record.thinking[Color::Black.index()]);
                    thinking[w].merge(record.thinking[Color::White.index()]);
                    info!(
                        "game {g}: {} (B) vs {} (W) {} after {} moves ({}); s/move B {:.2} W {:.2}",
                        black.name,
                        white.name,
                        record.result,
                        record.game.moves().len(),
                        record.reason,
                        record.thinking[Color::Black.index()].per_move(),
                        record.thinking[Color::White.index()].per_move()
                    );
                    if let Some(dir) = &cfg.sgf_dir {
                        write_sgf(dir, g, &record, &black.name, &white.name);
                    }
                    bar.set_message(format!(
                        "last: {} {} {}",
                        black.name, record.result, white.name
                    ));
                    results.push(GameResult {
                        black: black.name.clone(),
                        white: white.name.clone(),
                        black_score,
                    });
                }
                Err(e) => warn!("game {g}: could not be played: {e}"),
            }
            bar.inc(1);
        }
    });
    bar.finish();
    let anchor = anchor.unwrap_or(&entrants[0].name);
    let mut out = std::io::stdout().lock();
    match fit(&results, Some(anchor)) {
        Some(list) => {
            let _ = write!(out, "{list}");
        }
        None => {
            let _ = writeln!(out, "no game could be played");
            return 1;
        }
    }
    let _ = writeln!(out, "engines (seconds a move):");
    for (e, t) in entrants.iter().zip(&thinking) {
        let _ = writeln!(out, "  {} ({:.2} s): {}", e.name, t.per_move(), e.command);
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pair_meets_once_a_round_with_colours_swapped() {
        let games = schedule(3, 2);
        assert_eq!(games.len(), 6);
        for &(i, j) in &[(0, 1), (0, 2), (1, 2)] {
            assert!(
                games.contains(&(i, j)) && games.contains(&(j, i)),
                "{i} {j}: {games:?}"
            );
        }
        // Four engines, two rounds: each plays three games as Black.
        let games = schedule(4, 2);
        for e in 0..4 {
            assert_eq!(games.iter().filter(|g| g.0 == e).count(), 3, "{games:?}");
        }
    }

    #[test]
    fn entrants_are_checked() {
        let e: Entrant = "ttgo=ttgo --time 1".parse().unwrap();
        assert_eq!(
            (e.name.as_str(), e.command.as_str()),
            ("ttgo", "ttgo --time 1")
        );
        // A command may hold '=' of its own.
        let e: Entrant = "p=pachi -t =5000".parse().unwrap();
        assert_eq!(e.command, "pachi -t =5000");
        assert!("ttgo".parse::<Entrant>().is_err());
        assert!("=ttgo".parse::<Entrant>().is_err());
        let two = [e.clone(), e.clone()];
        assert!(check(&two, None)
            .unwrap_err()
            .contains("two engines are named"));
        assert!(check(&two[..1], None).is_err());
        let pair = [e, "q=gnugo".parse().unwrap()];
        assert!(check(&pair, Some("z")).is_err());
        assert!(check(&pair, Some("q")).is_ok());
    }
}
