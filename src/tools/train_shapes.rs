//! Fitting the learned 3x3 shape weights (`knowledge::shape_weights`) to strong
//! players' games, and measuring them.
//!
//! How to read this module:
//! - Every position of a training game whose last move left a stone on the board is a
//!   *competition* between the empty legal points around that stone (each a team of one:
//!   its shape, [`canonical`] as the mover sees it) and "elsewhere", whose strength is
//!   fixed at 1. The shape of the point played wins, or "elsewhere" when the player
//!   answered away from the last move.
//! - Minorization-maximization fits a strength to every shape, as the move model's fit
//!   does (`train_model.rs`), each with one virtual win and one virtual loss against a
//!   team of strength 1.
//! - Held-out games measure the fit: the mean log-likelihood of the choices, and how
//!   often the strongest point around the last move is the one played when the player
//!   answered there.

use crate::core::board::Board;
use crate::core::point::{Color, Move, Point};
use crate::knowledge::shape_weights::{canonical, mover_key, picture};
use crate::tools::train_model::{is_candidate, load_shuffled, positions, GameMoves};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Instant;

/// What `ttgo train-shapes` needs.
pub struct ShapesConfig {
    pub train: Vec<PathBuf>,
    pub test: Vec<PathBuf>,
    pub train_games: usize,
    pub test_games: usize,
    /// Shapes offered fewer times than this are left out of the table (strength 1).
    pub min_count: u32,
    pub iterations: usize,
    pub out: PathBuf,
}

/// "Elsewhere" won the competition.
const ELSEWHERE: u32 = u32::MAX;

/// Competitions, flat: competition j offers the shapes `keys[start[j]..start[j + 1]]`
/// and `winner[j]` won (a shape, or [`ELSEWHERE`]).
#[derive(Default)]
struct Competitions {
    start: Vec<u32>,
    keys: Vec<u16>,
    winner: Vec<u32>,
}

impl Competitions {
    fn len(&self) -> usize {
        self.winner.len()
    }

    fn offered(&self, j: usize) -> &[u16] {
        let end = self
            .start
            .get(j + 1)
            .copied()
            .unwrap_or(self.keys.len() as u32);
        &self.keys[self.start[j] as usize..end as usize]
    }

    /// Add every competition of `game`; false if the game does not replay.
    fn add_game(&mut self, game: &[Move]) -> bool {
        positions(game, |board, mover, recent, played| {
            let Some(Move::Play(last)) = recent.last else {
                return;
            };
            if !board.color(last).is_stone() {
                return;
            }
            self.start.push(self.keys.len() as u32);
            let mut winner = ELSEWHERE;
            for q in around(board, last) {
                if board.color(q) != Color::Empty || !is_candidate(board, Move::Play(q), mover) {
                    continue;
                }
                let key = canonical(mover_key(board.neighborhood(q), mover));
                self.keys.push(key);
                if played == Move::Play(q) {
                    winner = key as u32;
                }
            }
            self.winner.push(winner);
        })
    }
}

/// The eight points around `p` (some may be off the board).
fn around(board: &Board, p: Point) -> impl Iterator<Item = Point> {
    board
        .neighbors(p)
        .into_iter()
        .chain(board.diagonal_neighbors(p))
}

/// Strengths by canonical key.
struct Fit {
    strength: Vec<f64>,
}

impl Fit {
    fn of(&self, winner: u32) -> f64 {
        if winner == ELSEWHERE {
            1.0
        } else {
            self.strength[winner as usize]
        }
    }

    /// The strength of every competition: "elsewhere" plus its shapes.
    fn total(&self, comps: &Competitions, j: usize) -> f64 {
        1.0 + comps
            .offered(j)
            .iter()
            .map(|&k| self.strength[k as usize])
            .sum::<f64>()
    }
}

/// Minorization-maximization over `comps`, `iterations` rounds.
fn fit(comps: &Competitions, iterations: usize) -> Fit {
    let n = 1usize << 16;
    let mut wins = vec![0.0f64; n];
    for &w in &comps.winner {
        if w != ELSEWHERE {
            wins[w as usize] += 1.0;
        }
    }
    let mut fit = Fit {
        strength: vec![1.0; n],
    };
    for round in 0..iterations {
        let mut denominator = vec![0.0f64; n];
        let mut log_likelihood = 0.0;
        for j in 0..comps.len() {
            let total = fit.total(comps, j);
            log_likelihood += (fit.of(comps.winner[j]) / total).ln();
            for &k in comps.offered(j) {
                denominator[k as usize] += 1.0 / total;
            }
        }
        for k in 0..n {
            if denominator[k] > 0.0 {
                let g = fit.strength[k];
                fit.strength[k] = (wins[k] + 1.0) / (denominator[k] + 2.0 / (g + 1.0));
            }
        }
        log::info!(
            "round {}: mean log-likelihood {:.4}",
            round + 1,
            log_likelihood / comps.len().max(1) as f64
        );
    }
    fit
}

/// How well a fit predicts held-out competitions.
pub struct ShapesAccuracy {
    pub positions: usize,
    pub log_likelihood: f64,
    /// Competitions where the player answered next to the last move with two or more
    /// points offered.
    pub local: usize,
    /// Of those, how often the strongest offered point was the one played (ties count a
    /// share).
    pub strongest_played: f64,
    /// What a uniform choice among the offered points would score.
    pub uniform_played: f64,
}

impl std::fmt::Display for ShapesAccuracy {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let n = self.local.max(1) as f64;
        write!(
            f,
            "{} positions, mean log-likelihood {:.4}; answered next to the last move in {} \
             with 2+ points offered: the strongest was played in {:.1}% (uniform {:.1}%)",
            self.positions,
            self.log_likelihood / self.positions.max(1) as f64,
            self.local,
            100.0 * self.strongest_played / n,
            100.0 * self.uniform_played / n,
        )
    }
}

fn measure(fit: &Fit, comps: &Competitions) -> ShapesAccuracy {
    let mut acc = ShapesAccuracy {
        positions: comps.len(),
        log_likelihood: 0.0,
        local: 0,
        strongest_played: 0.0,
        uniform_played: 0.0,
    };
    for j in 0..comps.len() {
        let winner = comps.winner[j];
        acc.log_likelihood += (fit.of(winner) / fit.total(comps, j)).ln();
        let offered = comps.offered(j);
        if winner == ELSEWHERE || offered.len() < 2 {
            continue;
        }
        acc.local += 1;
        acc.uniform_played += 1.0 / offered.len() as f64;
        let best = offered
            .iter()
            .map(|&k| fit.strength[k as usize])
            .fold(0.0, f64::max);
        let ties = offered
            .iter()
            .filter(|&&k| fit.strength[k as usize] == best)
            .count();
        if fit.strength[winner as usize] == best {
            acc.strongest_played += 1.0 / ties as f64;
        }
    }
    acc
}

fn competitions_of(games: &[GameMoves]) -> Competitions {
    let mut comps = Competitions::default();
    let replayed = games.iter().filter(|g| comps.add_game(g)).count();
    log::info!(
        "{} of {} games replayed, {} competitions",
        replayed,
        games.len(),
        comps.len()
    );
    comps
}

/// Fit the shape weights and write them; returns the held-out measurement.
pub fn train(cfg: &ShapesConfig) -> Result<ShapesAccuracy, String> {
    let start = Instant::now();
    let games = load_shuffled(&cfg.train)?;
    let train = competitions_of(&games[..cfg.train_games.min(games.len())]);
    let tests = load_shuffled(&cfg.test)?;
    let test = competitions_of(&tests[..cfg.test_games.min(tests.len())]);
    let fitted = fit(&train, cfg.iterations);
    let held_out = measure(&fitted, &test);
    let mut offered = vec![0u32; 1 << 16];
    let mut played = vec![0u32; 1 << 16];
    for j in 0..train.len() {
        for &k in train.offered(j) {
            offered[k as usize] += 1;
        }
        if train.winner[j] != ELSEWHERE {
            played[train.winner[j] as usize] += 1;
        }
    }
    let mut kept: Vec<usize> = (0..1usize << 16)
        .filter(|&k| offered[k] >= cfg.min_count)
        .collect();
    kept.sort_by(|&a, &b| {
        fitted.strength[b]
            .total_cmp(&fitted.strength[a])
            .then(a.cmp(&b))
    });
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# ttgo learned 3x3 shapes: the strength of answering the last move at a point of\n\
         # this shape (X the mover, O the opponent, - off the board), against 1 for playing\n\
         # elsewhere; fitted by minorization-maximization to {} positions of {} games,\n\
         # {} rounds; shapes offered {}+ times.\n\
         # Held out: {}.\n\
         # Made by `ttgo train-shapes` (see docs/playouts.md).",
        train.len(),
        cfg.train_games.min(games.len()),
        cfg.iterations,
        cfg.min_count,
        held_out
    );
    for k in kept {
        let _ = writeln!(
            text,
            "{} {:.4}  # played {} of {}",
            picture(k as u16),
            fitted.strength[k],
            played[k],
            offered[k]
        );
    }
    std::fs::write(&cfg.out, text).map_err(|e| format!("{}: {e}", cfg.out.display()))?;
    log::info!(
        "written {} in {:.1} s",
        cfg.out.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(held_out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::train_model::parse_game_line;

    #[test]
    fn a_shape_played_every_time_it_is_offered_grows_strong() {
        // The same short game many times: every answer touches the last move.
        let game = parse_game_line("g\t;B[dd];W[dc];B[cc];W[cd];B[ce]").unwrap();
        let mut comps = Competitions::default();
        for _ in 0..50 {
            assert!(comps.add_game(&game));
        }
        // Four positions a game follow a stone (the first move follows nothing).
        assert_eq!(comps.len(), 200);
        assert!(comps.winner.iter().all(|&w| w != ELSEWHERE));
        let flat = Fit {
            strength: vec![1.0; 1 << 16],
        };
        let fitted = fit(&comps, 20);
        for j in 0..4 {
            let w = comps.winner[j];
            assert!(fitted.of(w) > 1.0, "{} {}", picture(w as u16), fitted.of(w));
        }
        let (before, after) = (measure(&flat, &comps), measure(&fitted, &comps));
        assert_eq!(after.positions, 200);
        assert_eq!(after.local, 200);
        assert!(after.log_likelihood > before.log_likelihood);
        assert!(after.strongest_played > after.uniform_played);
    }
}
