//! Random playouts: play a position out to the end and score it.
//!
//! How to read this module:
//! - [`FastRng`] is a tiny, fast, seedable generator (wyrand) for the hot path.
//! - A *light* playout plays uniformly random moves that are legal in the playout sense
//!   (empty, not the simple-ko point, not a lone-stone suicide) and do not fill the
//!   mover's own eye, until two consecutive passes or a cap of 3·N² moves; then the board
//!   is scored by Tromp-Taylor rule 9. No hashing and no superko inside playouts.
//! - A *heavy* playout (the Monte-Carlo players' default) prefers, in this order, a
//!   reply to an atari next to the last move (capture a chain in atari, or save our
//!   own by extending or capturing), a 3x3 shape next to the last move (`pattern.rs`),
//!   and otherwise a light move; self-ataris are mostly refused (captures excepted).
//!   It ends like a light one.
//! - [`bench_light`] and [`bench_heavy`] measure playouts per second from the empty
//!   board; the `ttgo bench` subcommand and `cargo bench` call them.

use crate::board::Board;
use crate::pattern::PatternTable;
use crate::point::{Color, Move, Point};
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

/// Play the light policy's move for `c`, or pass (which clears the simple-ko point);
/// returns whether a stone was played.
#[inline]
pub fn light_step(board: &mut Board, c: Color, rng: &mut FastRng) -> bool {
    match light_move(board, c, rng) {
        Some(p) => {
            board.play_fast(p, c);
            true
        }
        None => {
            board.clear_ko();
            false
        }
    }
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
        if light_step(board, to_move, rng) {
            passes = 0;
        } else {
            passes += 1;
        }
        moves += 1;
        to_move = to_move.opponent();
    }
    PlayoutOutcome {
        score: scorer.score(board),
        moves,
    }
}

/// Which way a playout chooses its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Uniformly random sensible moves.
    Light,
    /// Atari replies and shapes near the last move first (see the module guide), with
    /// the chances of its steps.
    Heavy(HeavyChances),
}

/// The chances (out of 256) of the heavy policy's steps, tried in this order after the
/// opponent's move: answer an atari next to it, answer a two-liberty fight next to it,
/// play a 3x3 shape next to it, play in an empty 3x3 area ("fill the board"); then a
/// random move. With `ladders`, an escape from atari that a ladder catches is not
/// played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeavyChances {
    pub atari: u32,
    pub two_lib: u32,
    pub shape: u32,
    pub fill: u32,
    pub ladders: bool,
}

impl Default for HeavyChances {
    fn default() -> HeavyChances {
        HeavyChances {
            atari: ATARI_CHANCE,
            two_lib: 0,
            shape: SHAPE_CHANCE,
            fill: 0,
            ladders: false,
        }
    }
}

impl Policy {
    /// The heavy policy with its default chances.
    pub fn heavy() -> Policy {
        Policy::Heavy(HeavyChances::default())
    }
}

/// The chance (out of 256) that the heavy policy looks for atari replies, shapes, and
/// refuses a self-atari.
const ATARI_CHANCE: u32 = 230;
const SHAPE_CHANCE: u32 = 240;
const REFUSE_SELF_ATARI: u32 = 230;

/// The heavy policy's choice for `c` after `last` (the opponent's last move), or None
/// (pass), with the chances of `ch`. `scratch` holds candidate lists between calls.
pub fn heavy_move(
    board: &mut Board,
    c: Color,
    last: Move,
    ch: &HeavyChances,
    rng: &mut FastRng,
    scratch: &mut Vec<Point>,
) -> Option<Point> {
    if let Move::Play(last) = last {
        if board.color(last).is_stone() && rng.below(256) < ch.atari {
            atari_replies(board, c, last, scratch);
            if ch.ladders {
                drop_caught_escapes(board, c, scratch);
            }
            if let Some(p) = pick(board, c, rng, scratch) {
                return Some(p);
            }
        }
        if board.color(last).is_stone() && rng.below(256) < ch.two_lib {
            two_liberty_replies(board, c, last, scratch);
            if let Some(p) = pick(board, c, rng, scratch) {
                return Some(p);
            }
        }
        if rng.below(256) < ch.shape {
            shape_replies(board, last, scratch);
            if let Some(p) = pick(board, c, rng, scratch) {
                return Some(p);
            }
        }
    }
    if rng.below(256) < ch.fill {
        if let Some(p) = fill_board(board, c, rng) {
            return Some(p);
        }
    }
    random_move(board, c, rng)
}

/// Drop from `list` the escapes of `c` (an extension of an own chain in atari) that a
/// ladder still catches.
fn drop_caught_escapes(board: &Board, c: Color, list: &mut Vec<Point>) {
    thread_local! {
        static LADDERS: std::cell::RefCell<crate::tactics::LadderReader> =
            std::cell::RefCell::new(crate::tactics::LadderReader::default());
    }
    list.retain(|&p| {
        let escaping = board
            .neighbors(p)
            .iter()
            .any(|&q| board.color(q) == c && board.libs(q) == 1);
        if !escaping || board.would_capture(p, c) || crate::features::libs_after(board, p, c) != 2 {
            return true;
        }
        let mut after = board.clone();
        after.play_fast(p, c);
        !LADDERS.with(|l| l.borrow_mut().attack_catches(&after, p))
    });
}

/// Moves for `c` in two-liberty fights next to `last`: an atari on the last move's
/// chain when it has two liberties (at a liberty that is no self-atari), or an
/// extension of an own chain next to it with two liberties that gains a third.
pub fn two_liberty_replies(board: &Board, c: Color, last: Point, out: &mut Vec<Point>) {
    out.clear();
    let opp = c.opponent();
    if board.color(last) == opp && board.libs(last) == 2 {
        let (libs, _) = board.chain_liberties::<2>(last);
        for l in libs {
            if !board.is_self_atari(l, c) {
                out.push(l);
            }
        }
    }
    for q in board.neighbors(last) {
        if board.color(q) == c && board.libs(q) == 2 {
            let (libs, _) = board.chain_liberties::<2>(q);
            for l in libs {
                if crate::features::libs_after(board, l, c) >= 3 {
                    out.push(l);
                }
            }
        }
    }
}

/// A random empty point of `c` whose eight neighbours are all empty (a few tries), or
/// None.
fn fill_board(board: &Board, c: Color, rng: &mut FastRng) -> Option<Point> {
    let n = board.empty_count();
    if n == 0 {
        return None;
    }
    for _ in 0..4 {
        let p = board.empty_points().nth(rng.below(n as u32) as usize)?;
        if board.neighborhood(p) == 0 && board.is_playout_candidate(p, c) {
            return Some(p);
        }
    }
    None
}

/// A random playout candidate for `c`, refusing most self-ataris.
fn random_move(board: &mut Board, c: Color, rng: &mut FastRng) -> Option<Point> {
    let salt = rng.next_u64() as u32;
    board.random_empty_where(
        |n| rng.below(n),
        |b, p| b.is_playout_candidate(p, c) && !(b.is_self_atari(p, c) && refuses(p, salt)),
    )
}

/// A pseudo-random decision for refusing a self-atari at `p` in the light fallback: the
/// acceptance test cannot borrow the generator, so it hashes the point with a fresh
/// per-move `salt` instead (about 1 in 10 self-ataris get through).
fn refuses(p: Point, salt: u32) -> bool {
    (p.0 as u32 ^ salt).wrapping_mul(0x9e37_79b9) >> 24 < REFUSE_SELF_ATARI
}

/// A random candidate from `list` that is playout-legal and not a self-atari unless it
/// captures.
fn pick(board: &Board, c: Color, rng: &mut FastRng, list: &mut Vec<Point>) -> Option<Point> {
    while !list.is_empty() {
        let i = rng.below(list.len() as u32) as usize;
        let p = list.swap_remove(i);
        // A capture is welcome even when it leaves one liberty (a ko capture).
        if board.is_playout_candidate(p, c)
            && (!board.is_self_atari(p, c) || board.would_capture(p, c))
        {
            return Some(p);
        }
    }
    None
}

/// Moves answering ataris around `last`: capture an opponent chain in atari next to it
/// (or `last`'s own chain), or save an own chain in atari next to it by extending from
/// it or capturing one of its attackers.
pub fn atari_replies(board: &Board, c: Color, last: Point, out: &mut Vec<Point>) {
    out.clear();
    let opp = c.opponent();
    let look = |q: Point, out: &mut Vec<Point>| {
        let qc = board.color(q);
        if !qc.is_stone() || board.libs(q) != 1 {
            return;
        }
        let Some(lib) = board.atari_liberty(q) else {
            return;
        };
        if qc == opp {
            out.push(lib);
        } else {
            out.push(lib);
            // Capturing a neighbour in atari also saves the chain.
            for s in board.chain(q) {
                for r in board.neighbors(s) {
                    if board.color(r) == opp && board.libs(r) == 1 {
                        if let Some(l) = board.atari_liberty(r) {
                            out.push(l);
                        }
                    }
                }
            }
        }
    };
    look(last, out);
    for q in board.neighbors(last) {
        look(q, out);
    }
}

/// Empty points around `last` whose 3x3 neighbourhood is a known shape.
pub fn shape_replies(board: &Board, last: Point, out: &mut Vec<Point>) {
    out.clear();
    let table = PatternTable::shared();
    for q in board
        .neighbors(last)
        .into_iter()
        .chain(board.diagonal_neighbors(last))
    {
        if board.color(q) == Color::Empty && table.matches(board, q) {
            out.push(q);
        }
    }
}

/// Play `board` out with `policy`, `to_move` first, after `last` was played; the board
/// is consumed as scratch. The moves played (passes left out) are appended to `trace`
/// for AMAF statistics.
pub fn playout(
    board: &mut Board,
    mut to_move: Color,
    mut last: Move,
    policy: Policy,
    rng: &mut FastRng,
    scorer: &mut AreaScorer,
    trace: &mut Vec<(Point, Color)>,
) -> PlayoutOutcome {
    let cap = 3 * board.geometry().area() as u32;
    let mut scratch = Vec::with_capacity(16);
    let mut passes = 0;
    let mut moves = 0;
    while moves < cap && passes < 2 {
        let choice = match policy {
            Policy::Light => light_move(board, to_move, rng),
            Policy::Heavy(ch) => heavy_move(board, to_move, last, &ch, rng, &mut scratch),
        };
        match choice {
            Some(p) => {
                board.play_fast(p, to_move);
                trace.push((p, to_move));
                passes = 0;
                last = Move::Play(p);
            }
            None => {
                board.clear_ko();
                passes += 1;
                last = Move::Pass;
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

/// Run `playouts` heavy playouts from the empty board of side `size` on this thread.
pub fn bench_heavy(size: usize, playouts: u64, seed: u64) -> BenchReport {
    let mut trace = Vec::new();
    bench_with(size, playouts, seed, |board, rng, scorer| {
        trace.clear();
        let last = Move::Pass;
        playout(
            board,
            Color::Black,
            last,
            Policy::heavy(),
            rng,
            scorer,
            &mut trace,
        )
    })
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
    bench_with(size, playouts, seed, |board, rng, scorer| {
        light_playout(board, Color::Black, rng, scorer)
    })
}

/// Time `playouts` runs of `one` (a playout from the empty board it is given).
fn bench_with(
    size: usize,
    playouts: u64,
    seed: u64,
    mut one: impl FnMut(&mut Board, &mut FastRng, &mut AreaScorer) -> PlayoutOutcome,
) -> BenchReport {
    let empty = Board::new(size);
    let mut board = empty.clone();
    let mut rng = FastRng::new(seed);
    let mut scorer = AreaScorer::default();
    let mut total_moves = 0u64;
    let mut black_wins = 0u64;
    let start = Instant::now();
    for _ in 0..playouts {
        board.copy_from(&empty);
        let out = one(&mut board, &mut rng, &mut scorer);
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

    #[test]
    fn heavy_playouts_end_settled_and_consistent() {
        let mut rng = FastRng::new(5);
        let mut scorer = AreaScorer::default();
        let mut trace = Vec::new();
        for size in [2, 5, 9, 13] {
            for _ in 0..20 {
                let mut b = Board::new(size);
                trace.clear();
                let out = playout(
                    &mut b,
                    Color::Black,
                    Move::Pass,
                    Policy::heavy(),
                    &mut rng,
                    &mut scorer,
                    &mut trace,
                );
                assert!(out.moves <= 3 * (size * size) as u32);
                assert_eq!(out.score, area_score(&b));
                b.check_structure().unwrap();
            }
        }
    }
}
