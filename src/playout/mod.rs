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
//!   and otherwise a light move; self-ataris are mostly refused, except captures and
//!   (unless `sacrifices` is off, [`is_useful_self_atari`]) the sacrifices that kill: stones
//!   given up inside the opponent's eye space that leave it one eye, and throw-ins
//!   into a false eye. Refusing those would leave such groups alive at the end of
//!   every playout. A refused self-atari next to an opponent chain of two liberties
//!   becomes a move on that chain's other liberty ([`approach_instead`]): capturing
//!   races are won by filling the outside liberties first. A self-atari of three
//!   stones or more (not a useful sacrifice) is always refused, so a seki, whose shared
//!   liberties only such moves fill, lasts to the playout's end. It ends like a light one.
//! - [`bench_light`] and [`bench_heavy`] measure playouts per second from the empty
//!   board; the `ttgo bench` subcommand and `cargo bench` call them.

use crate::core::board::Board;
use crate::core::point::{Color, Move, Point};
use crate::core::score::{AreaScore, AreaScorer};
use crate::knowledge::features::{libs_after, libs_after_losing};
use crate::knowledge::pattern::PatternTable;
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
/// opponent's move: fight a ko taken in the last few moves, answer an atari next to
/// the move, answer a two-liberty fight next to it, keep an eye it threatens from
/// turning false, take the vital point of a small eye space next to it, play a 3x3
/// shape next to it (with `second`, or next to the mover's own previous move), play in
/// an empty 3x3 area ("fill the board"); then a random move, which refuses a
/// self-atari with chance `refuse` unless it is a useful sacrifice (with `sacrifices`).
/// With `ladders`, an escape from atari that a ladder catches is not played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeavyChances {
    pub atari: u32,
    pub two_lib: u32,
    pub nakade: u32,
    pub shape: u32,
    pub fill: u32,
    /// Fight a recent ko: fill it, or take it back once a threat has been answered.
    pub ko: u32,
    pub ladders: bool,
    /// The two-liberty step reads no ladders (see [`two_liberty_replies`]).
    pub quick: bool,
    /// The hand-made shape step also looks around the mover's own previous move.
    pub second: bool,
    /// Keep an eye from turning false after the opponent's move (see [`eye_defences`]).
    pub eyes: u32,
    /// The chance (out of 256) that the random step refuses a self-atari.
    pub refuse: u32,
    /// The random step lets useful self-ataris through (see [`is_useful_self_atari`]).
    pub sacrifices: bool,
    /// A self-atari the random step refuses next to an opponent chain with two
    /// liberties is played from the outside instead (see [`approach_instead`]).
    pub approach: bool,
    /// The random step always refuses a self-atari that leaves a chain of this many
    /// stones or more in atari (0: never always), useful sacrifices excepted. Filling
    /// a liberty that both sides of a seki share is such a move; let through one time
    /// in ten, it ended most playouts with one side's seki group captured.
    pub seki: u32,
    /// The reading steps (ladders, two-liberty fights, eyes, eye spaces) run only in a
    /// playout's first `reach` moves, where the position is still the tree's.
    pub reach: u32,
}

impl Default for HeavyChances {
    fn default() -> HeavyChances {
        HeavyChances {
            atari: ATARI_CHANCE,
            two_lib: 0,
            nakade: 0,
            shape: SHAPE_CHANCE,
            fill: 0,
            ko: 0,
            ladders: false,
            quick: false,
            second: false,
            eyes: 0,
            refuse: REFUSE_SELF_ATARI,
            sacrifices: true,
            approach: true,
            seki: SEKI_STONES,
            reach: u32::MAX,
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

/// A self-atari leaving this many stones or more in atari is always refused
/// ([`HeavyChances::seki`]).
const SEKI_STONES: u32 = 3;

/// How many moves after a ko was taken the heavy policy still fights it.
const KO_AGE: u32 = 3;

/// The moves a playout move answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lately {
    /// The opponent's last move.
    pub last: Move,
    /// The mover's own move before it.
    pub before: Move,
    /// The point of a ko taken in the last few moves that the mover may now fill or
    /// take back (tracked only for a policy that fights kos).
    pub ko: Option<Point>,
    /// Moves played in the playout so far.
    pub played: u32,
}

impl Lately {
    /// After `last` alone (nothing known before it, no ko).
    pub fn after(last: Move) -> Lately {
        Lately {
            last,
            before: Move::Pass,
            ko: None,
            played: 0,
        }
    }
}

/// The heavy policy's choice for `c` after the moves `lately`, or None (pass), with the
/// chances of `ch`. `scratch` holds candidate lists between calls.
pub fn heavy_move(
    board: &mut Board,
    c: Color,
    lately: &Lately,
    ch: &HeavyChances,
    rng: &mut FastRng,
    scratch: &mut Vec<Point>,
) -> Option<Point> {
    if let Some(k) = lately.ko {
        if rng.below(256) < ch.ko
            && board.is_playout_candidate(k, c)
            && (!board.is_self_atari(k, c) || board.would_capture(k, c))
        {
            return Some(k);
        }
    }
    // Escapes a ladder catches, refused by every later step of this move.
    let mut caught = Caught::default();
    if let Move::Play(last) = lately.last {
        // The tactical steps answer a stone still on the board (not one just captured).
        let standing = board.color(last).is_stone();
        let reads = standing && lately.played < ch.reach;
        if standing && rng.below(256) < ch.atari {
            atari_replies(board, c, last, scratch);
            if ch.ladders && reads {
                caught = drop_caught_escapes(board, c, scratch);
            }
            if let Some(p) = pick(board, c, rng, scratch, &caught) {
                return Some(p);
            }
        }
        if reads && rng.below(256) < ch.two_lib {
            two_liberty_replies(board, c, last, ch.quick, scratch);
            if let Some(p) = pick(board, c, rng, scratch, &caught) {
                return Some(p);
            }
        }
        if reads && rng.below(256) < ch.eyes {
            eye_defences(board, c, last, scratch);
            if let Some(p) = pick(board, c, rng, scratch, &caught) {
                return Some(p);
            }
        }
        if reads && rng.below(256) < ch.nakade {
            if let Some(p) = nakade_point(board, last) {
                if board.is_playout_candidate(p, c) && !caught.holds(p) {
                    return Some(p);
                }
            }
        }
        if rng.below(256) < ch.shape {
            shape_replies(board, last, scratch);
            if let (true, Move::Play(own)) = (ch.second, lately.before) {
                more_shape_replies(board, own, scratch);
            }
            if let Some(p) = pick(board, c, rng, scratch, &caught) {
                return Some(p);
            }
        }
    }
    if rng.below(256) < ch.fill {
        if let Some(p) = fill_board(board, c, rng) {
            return Some(p);
        }
    }
    random_move(board, c, rng, &caught, ch)
}

/// A few points a move must not be played at (escapes a ladder catches).
struct Caught {
    points: [Point; 4],
    n: usize,
}

impl Default for Caught {
    fn default() -> Caught {
        Caught {
            points: [Point(0); 4],
            n: 0,
        }
    }
}

impl Caught {
    /// Is `p` one of them?
    #[inline]
    fn holds(&self, p: Point) -> bool {
        self.points[..self.n].contains(&p)
    }
}

/// Drop from `list` the escapes of `c` (the liberty of an own chain in atari, when
/// playing there captures nothing) that a ladder still catches; return them.
fn drop_caught_escapes(board: &Board, c: Color, list: &mut Vec<Point>) -> Caught {
    let mut caught = Caught::default();
    list.retain(|&p| {
        if board.would_capture(p, c) {
            return true;
        }
        let in_atari = board
            .neighbors(p)
            .into_iter()
            .find(|&q| board.color(q) == c && board.libs(q) == 1);
        let Some(q) = in_atari else {
            return true;
        };
        // Only an escape to exactly two liberties can run into a ladder.
        if crate::knowledge::features::libs_after(board, p, c) != 2 {
            return true;
        }
        let lost = crate::knowledge::ladder::with_reader(|l| l.captures(board, q));
        if lost && caught.n < caught.points.len() {
            caught.points[caught.n] = p;
            caught.n += 1;
        }
        !lost
    });
    caught
}

/// The vital point of a small eye space next to the stone at `last` (or next to a
/// stone of its colour beside it), or None: an empty region of 3 to 6 points bordered
/// by one colour only, whose point with the most neighbours inside the region is unique
/// and has at least two. Taking it kills (for the attacker) or makes two eyes (for
/// the owner): straight and bent three, the pyramid four, bulky and crossed five,
/// rabbity six. Square, straight and bent four have no unique such point and are left
/// alone.
pub fn nakade_point(board: &Board, last: Point) -> Option<Point> {
    let colour = board.color(last);
    let mut seeds = [Point(0); 20];
    let mut n_seeds = 0;
    // A point with three or four empty neighbours lies in open space (the centre of a
    // pyramid or cross is reached from its arms), so it is no seed: that keeps the
    // test cheap away from the eye spaces.
    let mut add_empty_around = |q: Point, seeds: &mut [Point; 20]| {
        for e in board.neighbors(q) {
            if board.color(e) == Color::Empty
                && board.count_neighbors(e, Color::Empty) <= 2
                && !seeds[..n_seeds].contains(&e)
            {
                seeds[n_seeds] = e;
                n_seeds += 1;
            }
        }
    };
    add_empty_around(last, &mut seeds);
    for q in board.neighbors(last) {
        if board.color(q) == colour {
            add_empty_around(q, &mut seeds);
        }
    }
    let mut tried = [Point(0); 20];
    let mut n_tried = 0;
    for &seed in &seeds[..n_seeds] {
        if tried[..n_tried].contains(&seed) {
            continue;
        }
        let (region, small) = small_region(board, seed);
        // A region already seen from another seed is not read twice (for a big one,
        // the part read before giving up).
        for &p in region.points() {
            if n_tried < tried.len() {
                tried[n_tried] = p;
                n_tried += 1;
            }
        }
        if !small {
            continue;
        }
        if let Some(vital) = region.vital_point(board) {
            return Some(vital);
        }
    }
    None
}

/// At most [`SmallRegion::MAX`] connected points: an enclosed empty region, or the
/// stones of a sacrifice (the eye space they leave once captured).
struct SmallRegion {
    points: [Point; SmallRegion::MAX],
    n: usize,
}

impl SmallRegion {
    const MAX: usize = 6;

    /// Its points.
    fn points(&self) -> &[Point] {
        &self.points[..self.n]
    }

    /// How many of `p`'s neighbours lie in the region.
    fn inside(&self, board: &Board, p: Point) -> usize {
        board
            .neighbors(p)
            .iter()
            .filter(|q| self.points().contains(q))
            .count()
    }

    /// The point with the most neighbours inside the region, when unique, with at least
    /// two, and the region has at least three points.
    fn vital_point(&self, board: &Board) -> Option<Point> {
        if self.n < 3 {
            return None;
        }
        let mut best = None;
        let mut best_count = 0;
        let mut ties = 0;
        for &p in self.points() {
            let k = self.inside(board, p);
            if k > best_count {
                (best, best_count, ties) = (Some(p), k, 1);
            } else if k == best_count {
                ties += 1;
            }
        }
        (best_count >= 2 && ties == 1).then_some(best).flatten()
    }

    /// Is the region, taken as an eye space of four to six points, one that a stone on
    /// its vital point leaves with one eye (pyramid four, bulky five, crossed five,
    /// rabbity six), or the square four (one eye whatever is played)? A connected
    /// shape of that size is told by how many neighbours inside each point has: the
    /// counts, sorted, are different for each of these shapes and every other shape.
    fn is_killing_shape(&self, board: &Board) -> bool {
        let mut counts = [0u8; SmallRegion::MAX];
        for (k, &p) in counts.iter_mut().zip(self.points()) {
            *k = self.inside(board, p) as u8;
        }
        let counts = &mut counts[..self.n];
        counts.sort_unstable();
        matches!(
            &*counts,
            [1, 1, 1, 3] | [2, 2, 2, 2] | [1, 2, 2, 2, 3] | [1, 1, 1, 1, 4] | [1, 1, 2, 2, 2, 4]
        )
    }
}

/// The empty region around `seed`, and whether it is small: at most
/// [`SmallRegion::MAX`] points, its stones all of one colour. For a bigger or shared
/// region, the points read before that was plain.
fn small_region(board: &Board, seed: Point) -> (SmallRegion, bool) {
    let mut region = SmallRegion {
        points: [Point(0); SmallRegion::MAX],
        n: 1,
    };
    region.points[0] = seed;
    let mut border = Color::Empty;
    let mut next = 0;
    while next < region.n {
        let p = region.points[next];
        next += 1;
        for q in board.neighbors(p) {
            match board.color(q) {
                Color::Empty => {
                    if !region.points().contains(&q) {
                        if region.n == SmallRegion::MAX {
                            return (region, false);
                        }
                        region.points[region.n] = q;
                        region.n += 1;
                    }
                }
                Color::Border => {}
                stone => {
                    if border == Color::Empty {
                        border = stone;
                    } else if border != stone {
                        return (region, false);
                    }
                }
            }
        }
    }
    (region, true)
}

/// Moves for `c` in two-liberty fights next to `last`, read with ladders: an atari on
/// an opponent chain of two liberties (the last move's, or one next to it) that a
/// ladder then catches; an extension of an own chain of two liberties next to the last
/// move that a ladder would catch, when it gains a third liberty. `quick` reads no
/// ladders: an atari whose escape leaves the chain at most two liberties, and any
/// extension of an own chain that gains a third liberty.
pub fn two_liberty_replies(
    board: &Board,
    c: Color,
    last: Point,
    quick: bool,
    out: &mut Vec<Point>,
) {
    out.clear();
    let opp = c.opponent();
    let mut seen = [Point(0); 5];
    let mut n = 0;
    for q in std::iter::once(last).chain(board.neighbors(last)) {
        let qc = board.color(q);
        if !qc.is_stone() || board.libs(q) != 2 {
            continue;
        }
        let head = board.chain_head(q);
        if seen[..n].contains(&head) {
            continue;
        }
        seen[n] = head;
        n += 1;
        let (libs, _) = board.chain_liberties::<2>(q);
        if quick {
            for (a, b) in [(libs[0], libs[1]), (libs[1], libs[0])] {
                let works = qc == opp && libs_after_losing(board, b, opp, a) <= 2;
                if works || (qc == c && libs_after(board, a, c) >= 3) {
                    out.push(a);
                }
            }
            continue;
        }
        crate::knowledge::ladder::with_reader(|l| {
            if qc == opp {
                for a in libs {
                    if l.atari_catches(board, q, a) {
                        out.push(a);
                    }
                }
            } else if libs.iter().any(|&a| l.atari_catches(board, q, a)) {
                for a in libs {
                    if libs_after(board, a, c) >= 3 {
                        out.push(a);
                    }
                }
            }
        });
    }
}

/// Points where `c` keeps an eye from turning false after the opponent's move at
/// `last`: an empty point next to `last` (orthogonally or diagonally) from which the
/// opponent, playing there next, would take the second diagonal of an eye of `c` (or
/// the first, on the edge).
pub fn eye_defences(board: &Board, c: Color, last: Point, out: &mut Vec<Point>) {
    out.clear();
    let around = board.neighbors(last).into_iter();
    for f in around.chain(board.diagonal_neighbors(last)) {
        if board.color(f) != Color::Empty || out.contains(&f) {
            continue;
        }
        if board
            .diagonal_neighbors(f)
            .into_iter()
            .any(|e| board.is_fragile_eye(e, c))
        {
            out.push(f);
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

/// A random playout candidate for `c`, refusing most self-ataris (with the chance of
/// `ch`, and always those of `ch.seki` stones or more), but not the useful ones if `ch`
/// lets sacrifices through; with `ch.approach` the first refused one that has an
/// approach ([`approach_instead`]) gives way to it.
fn random_move(
    board: &mut Board,
    c: Color,
    rng: &mut FastRng,
    caught: &Caught,
    ch: &HeavyChances,
) -> Option<Point> {
    let salt = rng.next_u64() as u32;
    let instead = std::cell::Cell::new(None);
    let chosen = board.random_empty_where(
        |n| rng.below(n),
        |b, p| {
            if !b.is_playout_candidate(p, c) || caught.holds(p) {
                return false;
            }
            // Most self-ataris are refused by chance, big ones always (seki).
            let big = |b: &Board| ch.seki > 0 && joined_chains(b, p, c).2 >= ch.seki as usize;
            let refused = (refuses(p, salt, ch.refuse) || big(b))
                && b.is_self_atari(p, c)
                && !(ch.sacrifices && is_useful_self_atari(b, p, c));
            if !refused {
                return true;
            }
            // A refused self-atari: its approach from outside, if any, is played instead.
            let q = match ch.approach {
                true => approach_instead(b, p, c).filter(|&q| !caught.holds(q)),
                false => None,
            };
            instead.set(q);
            q.is_some()
        },
    );
    instead.get().or(chosen)
}

/// The own chains next to empty `p` that a stone of `c` there would join (their heads,
/// how many), and the stones of the chain it would make.
#[inline]
fn joined_chains(board: &Board, p: Point, c: Color) -> ([Point; 4], usize, usize) {
    let mut heads = [Point(0); 4];
    let mut n = 0;
    let mut stones = 1;
    for q in board.neighbors(p) {
        if board.color(q) == c {
            let h = board.chain_head(q);
            if !heads[..n].contains(&h) {
                heads[n] = h;
                n += 1;
                stones += board.chain_stones(q);
            }
        }
    }
    (heads, n, stones)
}

/// Instead of the refused self-atari of `c` at `p`: the other liberty of an opponent
/// chain next to `p` that has two, when `c` can play it without self-atari. In a
/// capturing race the shared liberty is filled last; the race is won from outside.
pub fn approach_instead(board: &Board, p: Point, c: Color) -> Option<Point> {
    let opp = c.opponent();
    for q in board.neighbors(p) {
        if board.color(q) != opp || board.libs(q) != 2 {
            continue;
        }
        let (libs, _) = board.chain_liberties::<2>(q);
        let other = if libs[0] == p { libs[1] } else { libs[0] };
        if board.is_playout_candidate(other, c) && !board.is_self_atari(other, c) {
            return Some(other);
        }
    }
    None
}

/// Is the self-atari of `c` at empty `p` one worth playing: a capture (a ko take), a
/// sacrifice inside the opponent's eye space whose stones, once taken, leave a shape
/// that cannot make two eyes (a nakade), or a lone stone thrown in where the opponent
/// has a false eye? Assumes `board.is_self_atari(p, c)`.
pub fn is_useful_self_atari(board: &Board, p: Point, c: Color) -> bool {
    if board.would_capture(p, c) {
        return true;
    }
    // The chain the move makes: p and the own chains next to it (each with at most
    // two liberties, or the move would not be a self-atari).
    let (heads, n_heads, stones) = joined_chains(board, p, c);
    if stones > 6 {
        return false;
    }
    // Its one liberty after the move.
    let mut lib = None;
    for q in board.neighbors(p) {
        if board.color(q) == Color::Empty {
            lib = Some(q);
        }
    }
    for &h in &heads[..n_heads] {
        let (libs, k) = board.chain_liberties::<2>(h);
        if let Some(&l) = libs[..k].iter().find(|&&l| l != p) {
            lib = Some(l);
        }
    }
    let Some(lib) = lib else {
        return false;
    };
    // The liberty must be inside the opponent's space: no empty point beyond it, no
    // other own chain it could connect to.
    let inside = board.neighbors(lib).iter().all(|&q| match board.color(q) {
        Color::Empty => q == p,
        col if col == c => heads[..n_heads].contains(&board.chain_head(q)),
        _ => true,
    });
    if !inside {
        // A lone stone thrown into the opponent's false eye.
        let opp = c.opponent();
        // (The border counts as the opponent's.)
        return n_heads == 0
            && board.count_neighbors(p, opp) == 3
            && board.diagonal_faults(p, opp as u8) >= 2;
    }
    // A group with an eye elsewhere lives whatever this space becomes: the sacrifice
    // only gives stones away (in a seki, it fills the shared liberty and loses the group).
    if has_eye_elsewhere(board, p, &heads[..n_heads], lib, c.opponent()) {
        return false;
    }
    if stones <= 3 {
        return true;
    }
    // Four to six stones: the eye space they leave must be one that cannot make two
    // eyes (pyramid four, bulky and crossed five, rabbity six) or the square four.
    let mut space = SmallRegion {
        points: [p; SmallRegion::MAX],
        n: 1,
    };
    for &h in &heads[..n_heads] {
        for s in board.chain(h) {
            space.points[space.n] = s;
            space.n += 1;
        }
    }
    space.is_killing_shape(board)
}

/// Has an `opp` chain next to the chain that a stone at `p` makes with the own chains
/// `heads` an eye (in the playout sense) among its liberties other than `p` and `lib`?
/// Chains of more than eight liberties are not read (an open group: no answer, false).
fn has_eye_elsewhere(board: &Board, p: Point, heads: &[Point], lib: Point, opp: Color) -> bool {
    // The opponent chains around, each once (at most 16 read).
    let mut seen = [Point(0); 16];
    let mut n = 0;
    let stones = std::iter::once(p).chain(heads.iter().flat_map(|&h| board.chain(h)));
    for s in stones {
        for q in board.neighbors(s) {
            if board.color(q) != opp || n == seen.len() {
                continue;
            }
            let h = board.chain_head(q);
            if seen[..n].contains(&h) {
                continue;
            }
            seen[n] = h;
            n += 1;
            if board.libs(h) > 8 {
                continue;
            }
            let (libs, k) = board.chain_liberties::<8>(h);
            if libs[..k]
                .iter()
                .any(|&l| l != p && l != lib && board.is_eye(l, opp))
            {
                return true;
            }
        }
    }
    false
}

/// A pseudo-random decision, true with chance `refuse` out of 256, for refusing a
/// self-atari at `p` in the light fallback: the acceptance test cannot borrow the
/// generator, so it hashes the point with a fresh per-move `salt` instead.
fn refuses(p: Point, salt: u32, refuse: u32) -> bool {
    (p.0 as u32 ^ salt).wrapping_mul(0x9e37_79b9) >> 24 < refuse
}

/// A random candidate from `list` that is playout-legal, not `caught`, and not a
/// self-atari unless it captures.
fn pick(
    board: &Board,
    c: Color,
    rng: &mut FastRng,
    list: &mut Vec<Point>,
    caught: &Caught,
) -> Option<Point> {
    while !list.is_empty() {
        let i = rng.below(list.len() as u32) as usize;
        let p = list.swap_remove(i);
        // A capture is welcome even when it leaves one liberty (a ko capture).
        if board.is_playout_candidate(p, c)
            && !caught.holds(p)
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
    // Most moves put nothing in atari: a cheap test of the five chains first, the
    // replies out of line.
    for q in std::iter::once(last).chain(board.neighbors(last)) {
        if board.color(q).is_stone() && board.libs(q) == 1 {
            atari_replies_to(board, c, q, out);
        }
    }
}

/// The replies to the chain through stone `q`, in atari: capture it if it is the
/// opponent's; if it is `c`'s, extend from its liberty or capture an attacker in atari.
#[inline(never)]
fn atari_replies_to(board: &Board, c: Color, q: Point, out: &mut Vec<Point>) {
    let Some(lib) = board.atari_liberty(q) else {
        return;
    };
    out.push(lib);
    if board.color(q) == c {
        // Capturing a neighbour in atari also saves the chain.
        let opp = c.opponent();
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
}

/// Empty points around `last` whose 3x3 neighbourhood is a known shape.
pub fn shape_replies(board: &Board, last: Point, out: &mut Vec<Point>) {
    out.clear();
    let (found, n) = shapes_around(board, last);
    out.extend_from_slice(&found[..n]);
}

/// Add to `out` the empty points around `around` whose 3x3 neighbourhood is a known
/// shape and that `out` does not hold yet.
fn more_shape_replies(board: &Board, around: Point, out: &mut Vec<Point>) {
    let (found, n) = shapes_around(board, around);
    for &q in &found[..n] {
        if !out.contains(&q) {
            out.push(q);
        }
    }
}

/// The empty points of the eight around `p` whose 3x3 neighbourhood is a known shape,
/// as an array and how many. Counted without a branch per point (whether one matches is
/// a coin toss).
#[inline]
fn shapes_around(board: &Board, p: Point) -> ([Point; 8], usize) {
    let table = PatternTable::shared();
    let mut found = [Point(0); 8];
    let mut n = 0;
    for q in board
        .neighbors(p)
        .into_iter()
        .chain(board.diagonal_neighbors(p))
    {
        found[n] = q;
        n += ((board.color(q) == Color::Empty) & table.matches(board, q)) as usize;
    }
    (found, n)
}

/// The move `policy` plays for `to_move` after the moves `lately`, or None (pass).
/// `scratch` holds candidate lists between calls; the board's free list may be
/// reordered.
#[inline]
pub fn policy_move(
    board: &mut Board,
    to_move: Color,
    lately: &Lately,
    policy: Policy,
    rng: &mut FastRng,
    scratch: &mut Vec<Point>,
) -> Option<Point> {
    match policy {
        Policy::Light => light_move(board, to_move, rng),
        Policy::Heavy(ch) => heavy_move(board, to_move, lately, &ch, rng, scratch),
    }
}

/// How often `policy` chooses each move as the first move of a playout from `board`,
/// `to_move` to play after `last`, in `samples` draws; most frequent first (a pass is
/// None).
pub fn first_moves(
    board: &Board,
    to_move: Color,
    last: Move,
    policy: Policy,
    samples: u32,
    seed: u64,
) -> Vec<(Option<Point>, u32)> {
    let mut rng = FastRng::new(seed);
    let mut scratch = Vec::new();
    let mut work = board.clone();
    let mut counts: Vec<(Option<Point>, u32)> = Vec::new();
    for _ in 0..samples {
        // No ko to fight: a playout's first move never does (a ko the board knows of
        // is still banned to the side to move).
        let choice = policy_move(
            &mut work,
            to_move,
            &Lately::after(last),
            policy,
            &mut rng,
            &mut scratch,
        );
        match counts.iter_mut().find(|(m, _)| *m == choice) {
            Some((_, n)) => *n += 1,
            None => counts.push((choice, 1)),
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.map(|p| p.0).cmp(&b.0.map(|p| p.0))));
    counts
}

/// Play `board` out with `policy`, `to_move` first, after the moves `[before, last]`;
/// the board is consumed as scratch. The moves played (passes left out) are appended
/// to `trace` for AMAF statistics.
pub fn playout(
    board: &mut Board,
    mut to_move: Color,
    [mut before, mut last]: [Move; 2],
    policy: Policy,
    rng: &mut FastRng,
    scorer: &mut AreaScorer,
    trace: &mut Vec<(Point, Color)>,
) -> PlayoutOutcome {
    let cap = 3 * board.geometry().area() as u32;
    let mut scratch = Vec::with_capacity(16);
    let mut passes = 0;
    let mut moves = 0;
    // Only a policy that fights kos keeps track of them.
    let fights_ko = matches!(policy, Policy::Heavy(ch) if ch.ko > 0);
    // The last ko taken (before the playout too): the point its loser may not retake
    // at once, and how many playout moves had been played when it was taken.
    let mut taken = board
        .ko_point_for(to_move)
        .filter(|_| fights_ko)
        .map(|k| (k, 0));
    while moves < cap && passes < 2 {
        // A ko taken in the last few moves whose ban has lapsed: the taker may fill
        // it, the loser take it back.
        let ko = taken
            .filter(|&(k, at)| moves - at < KO_AGE && board.ko_point_for(to_move) != Some(k))
            .map(|(k, _)| k);
        let lately = Lately {
            last,
            before,
            ko,
            played: moves,
        };
        let choice = policy_move(board, to_move, &lately, policy, rng, &mut scratch);
        before = last;
        match choice {
            Some(p) => {
                board.play_fast(p, to_move);
                if fights_ko {
                    if let Some(k) = board.ko_point_for(to_move.opponent()) {
                        taken = Some((k, moves + 1));
                    }
                }
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
    bench_policy(size, playouts, seed, Policy::heavy())
}

/// Run `playouts` playouts of `policy` from the empty board of side `size` on this
/// thread.
pub fn bench_policy(size: usize, playouts: u64, seed: u64, policy: Policy) -> BenchReport {
    let mut trace = Vec::new();
    bench_with(size, playouts, seed, |board, rng, scorer| {
        trace.clear();
        playout(
            board,
            Color::Black,
            [Move::Pass; 2],
            policy,
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
    use crate::core::score::area_score;

    /// The vital point found next to `last` (coordinates from the top left, as in the
    /// diagram), as (column, row from the top).
    fn vital(diagram: &str, last: (usize, usize)) -> Option<(usize, usize)> {
        let b = Board::from_ascii(diagram).unwrap();
        let g = *b.geometry();
        let size = b.size();
        let at = g.point(last.0, size - 1 - last.1);
        nakade_point(&b, at).map(|p| {
            let (x, y) = g.coords(p);
            (x, size - 1 - y)
        })
    }

    #[test]
    fn nakade_takes_the_middle_of_three_and_leaves_four_in_a_square_alone() {
        // White's straight three along the bottom edge; White just played D2.
        let three = ". . . . .
                     . . . . .
                     X X X X X
                     O O O O X
                     . . . O X";
        assert_eq!(vital(three, (3, 3)), Some((1, 4)));
        // A square four: no vital point.
        let square = ". . . . .
                      X X X X .
                      O O O X .
                      . . O X .
                      . . O X .";
        assert_eq!(vital(square, (2, 2)), None);
        // A pyramid four: its centre.
        let pyramid = ". . . . .
                       X X X X X
                       O O O O O
                       O . . . O
                       O O . O O";
        assert_eq!(vital(pyramid, (0, 2)), Some((2, 3)));
        // An open area: nothing.
        let open = ". . . . .
                    . . . . .
                    . . O . .
                    . . . . .
                    . . . . .";
        assert_eq!(vital(open, (2, 2)), None);
    }

    /// The point of GTP vertex `t` ("D3"; letters skip I) on 9x9.
    fn at9(t: &str) -> Point {
        let col = "ABCDEFGHJ".find(&t[..1]).unwrap();
        let row: usize = t[1..].parse().unwrap();
        crate::core::point::Geometry::new(9).point(col, row - 1)
    }

    /// A 9x9 game after `moves` (colour, vertex), each legal.
    fn game9(moves: &[(Color, &str)]) -> crate::core::game::Game {
        let mut game =
            crate::core::game::Game::new(9, 7.5, crate::core::rules::Rules::tromp_taylor());
        for &(c, t) in moves {
            game.play(c, Move::Play(at9(t))).unwrap();
        }
        game
    }

    #[test]
    fn a_recent_ko_is_filled_or_taken_back() {
        use Color::{Black, White};
        // Black takes the ko at E5 (capturing D5); White may not retake at once.
        let mut moves = vec![
            (Black, "D6"),
            (White, "E6"),
            (Black, "C5"),
            (White, "D5"),
            (Black, "D4"),
            (White, "F5"),
            (Black, "A1"),
            (White, "E4"),
            (Black, "E5"),
        ];
        let ko = at9("D5");
        let always = HeavyChances {
            ko: 256,
            ..HeavyChances::default()
        };
        let never = HeavyChances::default();
        let mut rng = FastRng::new(1);
        let mut scratch = Vec::new();
        let mut choose = |moves: &[(Color, &str)], c: Color, ch: &HeavyChances| {
            let mut board = game9(moves).board().clone();
            let last = Move::Play(at9(moves.last().unwrap().1));
            let lately = Lately {
                ko: Some(ko),
                ..Lately::after(last)
            };
            heavy_move(&mut board, c, &lately, ch, &mut rng, &mut scratch)
        };
        // White plays a threat: Black, the taker, fills the ko.
        moves.push((White, "J9"));
        assert_eq!(choose(&moves, Black, &always), Some(ko));
        // Black answers elsewhere: White takes the ko back.
        moves.push((Black, "J8"));
        assert_eq!(choose(&moves, White, &always), Some(ko));
        // With the step off, the ko point is just one more candidate.
        let off: Vec<_> = (0..20)
            .filter_map(|_| choose(&moves, White, &never))
            .collect();
        assert!(off.iter().any(|&p| p != ko));
    }

    #[test]
    fn the_second_shape_step_answers_around_the_movers_own_last_move() {
        use Color::{Black, White};
        // White attaches and Black hanes; White then plays far away in the corner.
        let game = game9(&[(Black, "D4"), (White, "E4"), (Black, "E5"), (White, "J9")]);
        let (last, before) = (Move::Play(at9("J9")), Move::Play(at9("E5")));
        let mut scratch = Vec::new();
        shape_replies(game.board(), at9("J9"), &mut scratch);
        assert!(scratch.is_empty());
        more_shape_replies(game.board(), at9("E5"), &mut scratch);
        let shapes = scratch.clone();
        assert!(!shapes.is_empty());
        let mut rng = FastRng::new(7);
        let mut draw = |second: bool| {
            let ch = HeavyChances {
                atari: 0,
                shape: 256,
                second,
                ..HeavyChances::default()
            };
            let mut board = game.board().clone();
            let lately = Lately {
                before,
                ..Lately::after(last)
            };
            heavy_move(&mut board, Black, &lately, &ch, &mut rng, &mut scratch)
        };
        assert!((0..50).all(|_| draw(true).is_some_and(|p| shapes.contains(&p))));
        assert!((0..50).any(|_| draw(false).is_some_and(|p| !shapes.contains(&p))));
    }

    #[test]
    fn nakade_sacrifices_and_throw_ins_are_useful_self_ataris_and_others_are_not() {
        use Color::Black;
        // White walls in three eye spaces: A9 B9 C9 holding Black A9, the straight five
        // A1-E1 holding Black A1 B1 C1, and the bulky five G1 H1 J1 H2 J2 holding Black
        // H1 J1 J2.
        let board = Board::from_ascii(
            "
            X . . O . . . . .
            O O O O . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O O O O O O O O O
            O O O O O O O . X
            X X X . . O . X X",
        )
        .unwrap();
        let useful = |v: &str| {
            let p = at9(v);
            assert!(board.is_self_atari(p, Black), "{v} is a self-atari");
            is_useful_self_atari(&board, p, Black)
        };
        // Two stones in a three-point space: taken, they leave one eye.
        assert!(useful("B9"));
        // A fourth stone in the straight space leaves straight four: White lives.
        assert!(!useful("D1"));
        // Four stones in the square H1 J1 H2 J2 leave a dead shape.
        assert!(useful("H2"));
        // Four in a bent line (G1 H1 J1 J2) leave bent four: White lives.
        assert!(!useful("G1"));
        // White C1 E1 and a White D2 would make D1 an eye; Black's diagonal C2 and the
        // edge make it false, and a Black stone thrown in at D1 keeps it so.
        let edge = Board::from_ascii(
            "
            . . . . .
            . . . . .
            . . . . .
            . . X . O
            . . O . O",
        )
        .unwrap();
        let d1 = crate::core::point::Geometry::new(5).point(3, 0);
        assert!(edge.is_self_atari(d1, Black));
        assert!(is_useful_self_atari(&edge, d1, Black));
        // A lone stone pushed between White's stones with open space behind it is not.
        let open = Board::from_ascii(
            "
            . . . . .
            . . . . .
            . . . . .
            . O . O .
            . . O . .",
        )
        .unwrap();
        let c2 = crate::core::point::Geometry::new(5).point(2, 1);
        assert!(open.is_self_atari(c2, Black));
        assert!(!is_useful_self_atari(&open, c2, Black));
    }

    #[test]
    fn the_random_step_lets_a_killing_sacrifice_through() {
        use Color::Black;
        // White's only space, A1 B1 C1, holds Black B1 on its vital point; Black's only
        // moves left are A1 and C1 (A5 C5 E5 are its own eyes), each putting two stones
        // in atari to leave White one eye. Refusing every self-atari, Black passes;
        // letting useful ones through, it plays one of them.
        let board = Board::from_ascii(
            "
            . X . X .
            X X X X X
            O O O O X
            O O O O X
            . X . O X",
        )
        .unwrap();
        let g = crate::core::point::Geometry::new(5);
        let sacrifices = [g.point(0, 0), g.point(2, 0)];
        let mut rng = FastRng::new(3);
        let mut scratch = Vec::new();
        let mut draw = |sacrifices: bool| {
            let ch = HeavyChances {
                refuse: 256,
                sacrifices,
                ..HeavyChances::default()
            };
            let mut b = board.clone();
            heavy_move(
                &mut b,
                Black,
                &Lately::after(Move::Pass),
                &ch,
                &mut rng,
                &mut scratch,
            )
        };
        assert!((0..50).all(|_| draw(false).is_none()));
        assert!((0..50).all(|_| draw(true).is_some_and(|p| sacrifices.contains(&p))));
    }

    /// In how many of 400 heavy playouts from `board` (`to_move` first) each of the
    /// stones `watch` is still standing at the end.
    fn survivals(board: &Board, to_move: Color, ch: HeavyChances, watch: &[Point]) -> Vec<u32> {
        let mut rng = FastRng::new(11);
        let mut scorer = AreaScorer::default();
        let mut trace = Vec::new();
        let mut kept = vec![0; watch.len()];
        for _ in 0..400 {
            let mut b = board.clone();
            let moves = [Move::Pass, Move::Pass];
            playout(
                &mut b,
                to_move,
                moves,
                Policy::Heavy(ch),
                &mut rng,
                &mut scorer,
                &mut trace,
            );
            for (k, &p) in kept.iter_mut().zip(watch) {
                *k += (b.color(p) == board.color(p)) as u32;
            }
        }
        kept
    }

    #[test]
    fn seki_groups_live_to_the_end_of_the_playouts() {
        use Color::White;
        // Two seki from games the engine lost by passing, each counting a seki group as
        // dead. Left: Black F4 G4 H4 J4 G5 and White F2..J2 F3 H3 share their only
        // liberties, G3 and J3. Right: Black's G8 group (eye J9) and White's big group
        // (eye J5) share G7.
        let left = Board::from_ascii(
            "
            . . . X O . . . .
            . . . X O O . . .
            . . . X O . O . .
            . . . X X O O O .
            . . . X O O X O O
            . . X O O X X X X
            . . X X X O . O .
            . . . O X O O O O
            . . . X X X X X X",
        )
        .unwrap();
        let right = Board::from_ascii(
            "
            . X . X O O O X .
            X . X X X O X X X
            O . . . X O . X O
            X . X X O O O O O
            . X . X X X O O .
            X X X O X . X O O
            O O O O X . X O X
            O . X O O X X X X
            . O . . O X O . .",
        )
        .unwrap();
        let g = crate::core::point::Geometry::new(9);
        let (g4, g2) = (g.point(6, 3), g.point(6, 1));
        let (h8, g6) = (g.point(7, 7), g.point(6, 5));
        // Filling the shared liberty is never a useful sacrifice: on the left the six
        // stones would leave White an eye space with no vital point, on the right
        // White has a second eye at J5.
        let (j3, g7) = (g.point(8, 2), g.point(6, 6));
        assert!(left.is_self_atari(j3, Color::Black) && right.is_self_atari(g7, Color::Black));
        assert!(!is_useful_self_atari(&left, j3, Color::Black));
        assert!(!is_useful_self_atari(&right, g7, Color::Black));
        let with = HeavyChances::default();
        let without = HeavyChances { seki: 0, ..with };
        for (board, watch) in [(&left, [g4, g2]), (&right, [h8, g6])] {
            let kept = survivals(board, White, with, &watch);
            let lost = survivals(board, White, without, &watch);
            eprintln!("kept {kept:?} of 400, without the rule {lost:?}");
            for (&k, &l) in kept.iter().zip(&lost) {
                assert!(k >= 380, "a seki group lived in only {k} of 400 playouts");
                assert!(l < k, "the rule should matter here");
            }
        }
    }

    #[test]
    fn a_refused_self_atari_next_to_a_two_liberty_chain_approaches_from_outside() {
        use Color::Black;
        // White's A2 B2 has two liberties, A1 and B1. Black A1 is a plain self-atari;
        // the outside liberty B1 (joining C1 C2) puts White in atari instead.
        let board = Board::from_ascii(
            "
            . . . . .
            . . . . .
            X X . . .
            O O X . .
            . . X . .",
        )
        .unwrap();
        let g = crate::core::point::Geometry::new(5);
        let (a1, b1, d1) = (g.point(0, 0), g.point(1, 0), g.point(3, 0));
        assert!(board.is_self_atari(a1, Black) && !is_useful_self_atari(&board, a1, Black));
        assert_eq!(approach_instead(&board, a1, Black), Some(b1));
        // Next to no opponent chain with two liberties there is nothing to approach.
        assert_eq!(approach_instead(&board, d1, Black), None);
    }

    #[test]
    fn an_eye_about_to_turn_false_is_kept() {
        use Color::{Black, White};
        // Black's corner eye at A1 turns false if White reaches B2 from C2.
        let game = game9(&[(Black, "A2"), (White, "J9"), (Black, "B1"), (White, "C2")]);
        let mut out = Vec::new();
        eye_defences(game.board(), Black, at9("C2"), &mut out);
        assert_eq!(out, vec![at9("B2")]);
        // White far from it threatens nothing; nor does White next to a sound eye in
        // the middle (E5 inside D5 E4 F5 E6, no White diagonal yet).
        eye_defences(game.board(), Black, at9("J9"), &mut out);
        assert_eq!(out, vec![]);
        // Black's ring D5 E4 F5 E6 round E5, White's first stone at `first`, White's
        // last at C4.
        let ring = |first: &'static str| {
            game9(&[
                (Black, "D5"),
                (White, first),
                (Black, "E4"),
                (White, "J9"),
                (Black, "F5"),
                (White, "J8"),
                (Black, "E6"),
                (White, "C4"),
            ])
        };
        let middle = ring("C3");
        assert!(middle.board().is_eye(at9("E5"), Black));
        eye_defences(middle.board(), Black, at9("C4"), &mut out);
        assert_eq!(out, vec![]);
        // With a White stone on one diagonal (F6), a White move next to another
        // (C4 next to D4) must be answered there.
        let fragile = ring("F6");
        eye_defences(fragile.board(), Black, at9("C4"), &mut out);
        assert_eq!(out, vec![at9("D4")]);
    }

    #[test]
    fn a_caught_escape_is_refused_and_a_working_ladder_is_started() {
        use Color::{Black, White};
        // Black C4 D5 E3 around White D4; Black ataris at E4: D3 only runs into a ladder.
        let game = game9(&[
            (Black, "C4"),
            (White, "D4"),
            (Black, "D5"),
            (White, "J9"),
            (Black, "E3"),
            (White, "J8"),
            (Black, "E4"),
        ]);
        let ladders = Policy::Heavy(HeavyChances {
            ladders: true,
            ..HeavyChances::default()
        });
        let last = Move::Play(at9("E4"));
        let d3 = at9("D3");
        let count = |policy| {
            let moves = first_moves(game.board(), White, last, policy, 1000, 3);
            moves
                .iter()
                .find(|(m, _)| *m == Some(d3))
                .map_or(0, |x| x.1)
        };
        assert!(count(Policy::heavy()) > 800);
        assert!(count(ladders) < 150);
        // White's stone has two liberties after it plays D4 instead of J8: the
        // two-liberty step ataris it from the side the ladder works.
        let before = white_d4_with_two_liberties();
        let mut out = Vec::new();
        let mut want = vec![at9("D3"), at9("E4")];
        want.sort_by_key(|p| p.0);
        for quick in [false, true] {
            two_liberty_replies(before.board(), Black, at9("D4"), quick, &mut out);
            out.sort_by_key(|p| p.0);
            assert_eq!(out, want, "quick: {quick}");
        }
        // In the open (White E5 under Black D5 and E6), either escape gains three
        // liberties: no atari, nor an extension for a chain of three liberties.
        let open = game9(&[(Black, "D5"), (White, "E5"), (Black, "E6")]);
        two_liberty_replies(open.board(), Black, at9("E6"), true, &mut out);
        assert_eq!(out, vec![]);
        // White's own two-liberty stone extends where it gains a third liberty.
        two_liberty_replies(open.board(), White, at9("E6"), true, &mut out);
        out.sort_by_key(|p| p.0);
        let mut want = vec![at9("E4"), at9("F5")];
        want.sort_by_key(|p| p.0);
        assert_eq!(out, want);
    }

    /// White D4 next to Black C4, D5 and E3, with two liberties (D3, E4), White to have
    /// just played it.
    fn white_d4_with_two_liberties() -> crate::core::game::Game {
        use Color::{Black, White};
        game9(&[
            (Black, "C4"),
            (White, "J9"),
            (Black, "D5"),
            (White, "J8"),
            (Black, "E3"),
            (White, "D4"),
        ])
    }

    #[test]
    fn the_reading_steps_stop_at_their_reach() {
        use Color::Black;
        // White's D4 stone has two liberties; the two-liberty step ataris it at D3 or E4.
        let game = white_d4_with_two_liberties();
        let fights = [at9("D3"), at9("E4")];
        let ch = HeavyChances {
            atari: 0,
            two_lib: 256,
            shape: 0,
            reach: 3,
            ..HeavyChances::default()
        };
        let mut rng = FastRng::new(5);
        let mut scratch = Vec::new();
        let mut draw = |played: u32| {
            let mut board = game.board().clone();
            let lately = Lately {
                played,
                ..Lately::after(Move::Play(at9("D4")))
            };
            heavy_move(&mut board, Black, &lately, &ch, &mut rng, &mut scratch)
        };
        // Inside the reach every draw fights; beyond it the move is a random one.
        assert!((0..3).all(|k| (0..20).all(|_| draw(k).is_some_and(|p| fights.contains(&p)))));
        assert!((0..40).any(|_| draw(3).is_some_and(|p| !fights.contains(&p))));
    }

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
        // The default and every optional step at once.
        let every = Policy::Heavy(HeavyChances {
            two_lib: 128,
            nakade: 128,
            fill: 64,
            ko: 128,
            ladders: true,
            quick: true,
            second: true,
            eyes: 128,
            ..HeavyChances::default()
        });
        for (size, policy) in [2, 5, 9, 13]
            .into_iter()
            .flat_map(|size| [Policy::heavy(), every].map(|p| (size, p)))
        {
            for _ in 0..20 {
                let mut b = Board::new(size);
                trace.clear();
                let out = playout(
                    &mut b,
                    Color::Black,
                    [Move::Pass, Move::Pass],
                    policy,
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
