//! Strength levels a player can choose (`--level 1..10`): below full strength a share
//! of its time and playouts (half for each level down) and at most a playout cap, and
//! on the lowest levels a temperature on the final choice, so that the engine varies
//! its play and makes the mistakes of a weaker player, never the silly ones of a
//! broken program (a pass while moves are left, a move the search barely looked at, or
//! one that throws the game away).
//!
//! How to read this file: [`Level`] turns a move's budget into the level's
//! ([`Level::cap`]), bounds the check of its passes ([`Level::pass_check`]) and gives its
//! temperature; [`sample_move`] makes the choice among the root's good moves, and
//! [`sample_by_prior`] among the priors' favourites when the search is too short to
//! rank them ([`top_prior`] without a temperature).

use super::sensible;
use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::playout::FastRng;
use crate::search::{Budget, Summary};

/// A strength level from 1 (weakest) to 10 (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(u8);

/// Playouts a move at levels 1 to 9 on 9x9; larger boards get more in proportion to
/// their area.
const PLAYOUTS_9X9: [u64; 9] = [20, 40, 80, 160, 320, 640, 1280, 2560, 5120];

/// Playouts on 9x9 (more in proportion on larger boards) for the full-strength look
/// that checks a lower level's pass: enough to see whether a move is left to play,
/// without a full-strength move's time on every pass of a weak player.
const PASS_CHECK_PLAYOUTS_9X9: u64 = 1000;

/// The temperature of the final choice at levels 1 to 5 (0 above: the most visited
/// move).
const TEMPERATURES: [f32; 5] = [1.0, 0.8, 0.6, 0.45, 0.3];

/// A candidate for a tempered choice needs this share of the best move's visits...
const MIN_VISIT_SHARE: u32 = 20;
/// ...and a win rate at most this far below the best move's.
const MAX_WINRATE_DROP: f32 = 0.15;

impl Level {
    /// Full strength: no cap but the clock's, the most visited move.
    pub const FULL: Level = Level(10);

    /// Level `n`, if it is one (1 to 10).
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The most playouts a move may use on a board of `area` points; None at full
    /// strength.
    pub fn playouts(self, area: usize) -> Option<u64> {
        PLAYOUTS_9X9
            .get(self.0 as usize - 1)
            .map(|&base| for_area(base, area))
    }

    /// The share of full strength's budget this level may spend: half for each level
    /// below 10.
    pub fn share(self) -> f64 {
        0.5f64.powi(10 - self.0 as i32)
    }

    /// `budget` at this level on a board of `area` points: its [`share`](Self::share)
    /// of the budget's time and playouts, and at most the level's playout cap. The
    /// share keeps each level below the one above on any board and clock (on 19x19 at
    /// one second a move full strength runs fewer playouts than the cap of level 9);
    /// the cap makes a level play alike on any machine with time to spare. Full
    /// strength keeps the budget as it is.
    pub fn cap(self, budget: Budget, area: usize) -> Budget {
        let Some(cap) = self.playouts(area) else {
            return budget;
        };
        let share = self.share();
        let playouts = budget
            .playouts
            .map_or(cap, |p| cap.min(((p as f64 * share) as u64).max(1)));
        Budget {
            playouts: Some(playouts),
            time: budget.time.map(|t| t.mul_f64(share)),
            extend: None,
            ..budget
        }
    }

    /// `budget` for checking this level's pass at full strength: the pass-check cap
    /// for a board of `area` points (or `budget`'s own cap if smaller).
    pub fn pass_check(budget: Budget, area: usize) -> Budget {
        let cap = for_area(PASS_CHECK_PLAYOUTS_9X9, area);
        Budget {
            playouts: Some(budget.playouts.map_or(cap, |p| p.min(cap))),
            ..budget
        }
    }

    /// The temperature of the final choice (0: the most visited move).
    pub fn temperature(self) -> f32 {
        TEMPERATURES
            .get(self.0 as usize - 1)
            .copied()
            .unwrap_or(0.0)
    }
}

/// `playouts` on 9x9 made a number for a board of `area` points: in proportion to the
/// area, never fewer.
fn for_area(playouts: u64, area: usize) -> u64 {
    (playouts * area as u64 / 81).max(playouts)
}

/// A move for `c` drawn among the search's good moves with chances in proportion to
/// visits^(1/`temperature`): legal moves that fill no own eye, with at least a
/// twentieth of the best move's visits and a win rate within 0.15 of its. None when
/// the temperature is 0 or the best move is a pass (passing stays the search's call).
pub fn sample_move(
    summary: &Summary,
    game: &Game,
    c: Color,
    temperature: f32,
    rng: &mut FastRng,
) -> Option<Move> {
    let best = summary.best()?;
    if temperature <= 0.0 || best.mv == Move::Pass {
        return None;
    }
    let candidates: Vec<(Move, f64)> = sensible(summary.moves.iter(), game, c)
        .filter(|m| {
            m.visits * MIN_VISIT_SHARE >= best.visits
                && m.winrate >= best.winrate - MAX_WINRATE_DROP
        })
        .map(|m| (m.mv, (m.visits as f64).powf(1.0 / temperature as f64)))
        .collect();
    draw(&candidates, rng)
}

/// When the search is too short to rank the moves (the lowest levels on big boards): a
/// sensible move drawn with chances in proportion to prior^(1/`temperature`) among the
/// moves with at least a twentieth of the best prior. None when the temperature is 0.
pub fn sample_by_prior(
    summary: &Summary,
    game: &Game,
    c: Color,
    temperature: f32,
    rng: &mut FastRng,
) -> Option<Move> {
    if temperature <= 0.0 {
        return None;
    }
    let all: Vec<(Move, f32)> = sensible(summary.moves.iter().chain(&summary.unvisited), game, c)
        .map(|m| (m.mv, m.prior))
        .collect();
    let top = all.iter().map(|&(_, p)| p).fold(0.0f32, f32::max);
    let candidates: Vec<(Move, f64)> = all
        .into_iter()
        .filter(|&(_, p)| p > 0.0 && p * MIN_VISIT_SHARE as f32 >= top)
        .map(|(mv, p)| (mv, (p as f64).powf(1.0 / temperature as f64)))
        .collect();
    draw(&candidates, rng)
}

/// The sensible move (legal, not filling an own eye) the priors favour most, the move
/// model's or the hand-made ones: the choice when the search is too short to rank the
/// moves and there is no temperature. None when nothing is sensible.
pub fn top_prior(summary: &Summary, game: &Game, c: Color) -> Option<Move> {
    sensible(summary.moves.iter().chain(&summary.unvisited), game, c)
        .max_by(|a, b| a.prior.total_cmp(&b.prior))
        .map(|m| m.mv)
}

/// One of `candidates`, with chances in proportion to their weights.
fn draw(candidates: &[(Move, f64)], rng: &mut FastRng) -> Option<Move> {
    let total: f64 = candidates.iter().map(|(_, w)| w).sum();
    if total <= 0.0 {
        return None;
    }
    let mut left = total * (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    for &(mv, w) in candidates {
        if left < w {
            return Some(mv);
        }
        left -= w;
    }
    candidates.last().map(|&(mv, _)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::Rules;
    use crate::search::MoveStat;

    fn stat(mv: Move, visits: u32, winrate: f32) -> MoveStat {
        MoveStat::sample(mv, visits, winrate)
    }

    #[test]
    fn levels_cap_playouts_by_board_and_temper_the_lowest() {
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(11), None);
        assert_eq!(Level::FULL.playouts(361), None);
        assert_eq!(Level::FULL.temperature(), 0.0);
        let one = Level::new(1).unwrap();
        assert_eq!(one.playouts(81), Some(20));
        assert_eq!(one.playouts(361), Some(89));
        assert!(one.temperature() > Level::new(5).unwrap().temperature());
        // A pass is checked with a bounded look, never more than the budget allows.
        let open = Budget::default();
        assert_eq!(Level::pass_check(open, 81).playouts, Some(1000));
        assert_eq!(Level::pass_check(open, 361).playouts, Some(4456));
        let small = Budget {
            playouts: Some(300),
            ..open
        };
        assert_eq!(Level::pass_check(small, 81).playouts, Some(300));
        assert_eq!(Level::new(6).unwrap().temperature(), 0.0);
        // A level spends its share of the budget, at most its cap.
        let second = Budget {
            time: Some(std::time::Duration::from_secs(1)),
            extend: Some(std::time::Duration::from_secs(1)),
            ..Budget::default()
        };
        let nine = Level::new(9).unwrap();
        let capped = nine.cap(second, 361);
        assert_eq!(capped.time, Some(std::time::Duration::from_millis(500)));
        assert_eq!((capped.playouts, capped.extend), (Some(22818), None));
        assert_eq!(nine.cap(Budget::playouts(4000), 81).playouts, Some(2000));
        assert_eq!(nine.cap(Budget::playouts(40000), 81).playouts, Some(5120));
        assert_eq!(one.cap(Budget::playouts(100), 81).playouts, Some(1));
        assert_eq!(Level::FULL.cap(second, 81), second);
        // Each level has more playouts than the one below.
        for n in 1..9 {
            let (a, b) = (Level::new(n).unwrap(), Level::new(n + 1).unwrap());
            assert!(a.playouts(81) < b.playouts(81));
        }
    }

    #[test]
    fn a_tempered_choice_varies_among_good_moves_only() {
        let game = Game::new(9, 7.5, Rules::tromp_taylor());
        let g = *game.board().geometry();
        let (e5, c3, g7, a1) = (
            Move::Play(g.point(4, 4)),
            Move::Play(g.point(2, 2)),
            Move::Play(g.point(6, 6)),
            Move::Play(g.point(0, 0)),
        );
        let summary = Summary {
            moves: vec![
                stat(e5, 400, 0.55),
                stat(c3, 300, 0.52),
                // Too few visits, and a big drop in win rate: never chosen.
                stat(g7, 10, 0.60),
                stat(a1, 200, 0.30),
            ],
            ..Summary::default()
        };
        let mut rng = FastRng::new(7);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            let mv = sample_move(&summary, &game, Color::Black, 1.0, &mut rng).unwrap();
            seen.insert(mv);
        }
        assert_eq!(seen, [e5, c3].into_iter().collect());
        // No temperature: no draw; a pass stays the search's call.
        assert_eq!(
            sample_move(&summary, &game, Color::Black, 0.0, &mut rng),
            None
        );
        let passing = Summary {
            moves: vec![stat(Move::Pass, 400, 0.9), stat(e5, 300, 0.9)],
            ..Summary::default()
        };
        assert_eq!(
            sample_move(&passing, &game, Color::Black, 1.0, &mut rng),
            None
        );
    }

    #[test]
    fn a_short_search_draws_among_the_priors_favourites() {
        let game = Game::new(9, 7.5, Rules::tromp_taylor());
        let g = *game.board().geometry();
        let (e5, c3, a1) = (
            Move::Play(g.point(4, 4)),
            Move::Play(g.point(2, 2)),
            Move::Play(g.point(0, 0)),
        );
        let prior = |mv, p| MoveStat {
            prior: p,
            ..stat(mv, 0, 0.5)
        };
        let summary = Summary {
            unvisited: vec![prior(e5, 0.4), prior(c3, 0.3), prior(a1, 0.001)],
            ..Summary::default()
        };
        let mut rng = FastRng::new(3);
        let seen: std::collections::HashSet<Move> = (0..100)
            .filter_map(|_| sample_by_prior(&summary, &game, Color::Black, 1.0, &mut rng))
            .collect();
        assert_eq!(seen, [e5, c3].into_iter().collect());
        assert_eq!(
            sample_by_prior(&summary, &game, Color::Black, 0.0, &mut rng),
            None
        );
    }
}
