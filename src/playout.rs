//! Random playouts: play a position out to the end and score it.
//!
//! How to read this module:
//! - [`FastRng`] is a tiny, fast, seedable generator (wyrand) for the hot path.
//! - A *light* playout plays uniformly random moves that are legal in the playout sense
//!   (empty, not the simple-ko point, not a lone-stone suicide) and do not fill the
//!   mover's own eye, until two consecutive passes or a cap of 3·N² moves; then the board
//!   is scored by Tromp-Taylor rule 9. No hashing and no superko inside playouts.
//! - [`bench_light`] measures light playouts per second from the empty board; the
//!   `ttgo bench` subcommand and `cargo bench` call it.

use crate::board::Board;
use crate::point::{Color, Point};
use crate::score::{AreaScore, AreaScorer};
use std::time::Instant;

/// wyrand: a 64-bit generator with one multiply per number; plenty for playouts.
#[derive(Clone, Debug)]
pub struct FastRng(u64);

impl FastRng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> FastRng {
        FastRng(seed ^ 0x2545_f491_4f6c_dd1d)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0xa076_1d64_78bd_642f);
        let t = (self.0 as u128).wrapping_mul((self.0 ^ 0xe703_7ed1_a0b4_28db) as u128);
        ((t >> 64) ^ t) as u64
    }

    /// A number in `0..n` (n > 0), by multiply-shift; the bias is below n / 2^32.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutOutcome {
    /// Area score of the final position (komi not included).
    pub score: AreaScore,
    /// Moves (including passes) played.
    pub moves: u32,
}

/// The light policy's choice for `c`: a uniformly random playout-legal move that does
/// not fill an own eye, or None (pass).
#[inline]
pub fn light_move(board: &mut Board, c: Color, rng: &mut FastRng) -> Option<Point> {
    board.random_empty_where(|n| rng.below(n), |b, p| b.is_playout_candidate(p, c))
}

/// Play `board` out with the light policy, `to_move` first; the board is consumed as
/// scratch. `scorer` is reused between playouts.
pub fn light_playout(
    board: &mut Board,
    mut to_move: Color,
    rng: &mut FastRng,
    scorer: &mut AreaScorer,
) -> PlayoutOutcome {
    let cap = 3 * board.geometry().area() as u32;
    let mut passes = 0;
    let mut moves = 0;
    while moves < cap && passes < 2 {
        match light_move(board, to_move, rng) {
            Some(p) => {
                board.play_fast(p, to_move);
                passes = 0;
            }
            None => {
                board.clear_ko();
                passes += 1;
            }
        }
        moves += 1;
        to_move = to_move.opponent();
    }
    PlayoutOutcome {
        score: scorer.score(board),
        moves,
    }
}

/// What [`bench_light`] measured.
#[derive(Clone, Debug)]
pub struct BenchReport {
    pub size: usize,
    pub playouts: u64,
    pub seconds: f64,
    pub average_moves: f64,
    /// Share of playouts Black won at komi 7.5.
    pub black_wins: f64,
}

impl BenchReport {
    /// Playouts per second.
    pub fn rate(&self) -> f64 {
        self.playouts as f64 / self.seconds
    }
}

/// Run `playouts` light playouts from the empty board of side `size` on this thread.
pub fn bench_light(size: usize, playouts: u64, seed: u64) -> BenchReport {
    let empty = Board::new(size);
    let mut board = empty.clone();
    let mut rng = FastRng::new(seed);
    let mut scorer = AreaScorer::default();
    let mut total_moves = 0u64;
    let mut black_wins = 0u64;
    let start = Instant::now();
    for _ in 0..playouts {
        board.copy_from(&empty);
        let out = light_playout(&mut board, Color::Black, &mut rng, &mut scorer);
        total_moves += out.moves as u64;
        if out.score.margin(7.5) > 0.0 {
            black_wins += 1;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    BenchReport {
        size,
        playouts,
        seconds,
        average_moves: total_moves as f64 / playouts.max(1) as f64,
        black_wins: black_wins as f64 / playouts.max(1) as f64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::area_score;

    #[test]
    fn playouts_end_settled_and_consistent() {
        let mut rng = FastRng::new(1);
        let mut scorer = AreaScorer::default();
        for size in [2, 3, 5, 9, 19] {
            for _ in 0..20 {
                let mut b = Board::new(size);
                let out = light_playout(&mut b, Color::Black, &mut rng, &mut scorer);
                assert!(out.moves <= 3 * (size * size) as u32);
                assert_eq!(out.score, area_score(&b));
                // play_fast skips the hash; everything else must still be exact.
                b.check_structure().unwrap();
                if out.moves < 3 * (size * size) as u32 {
                    // Two passes: the second passer had no sensible move left.
                    let stuck = [Color::Black, Color::White]
                        .iter()
                        .any(|&c| light_move(&mut b.clone(), c, &mut rng).is_none());
                    assert!(stuck);
                }
            }
        }
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = FastRng::new(3);
        let mut hits = [0u32; 7];
        for _ in 0..70_000 {
            hits[rng.below(7) as usize] += 1;
        }
        assert!(
            hits.iter().all(|&h| (9_000..11_000).contains(&h)),
            "{hits:?}"
        );
    }
}
