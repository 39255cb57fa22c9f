//! The fast board: stones, chains with exact liberty counts, free points, Zobrist hash.
//!
//! How to read this module:
//! - The board is a padded array of `Cell`s (see `point.rs`): off-board neighbours are
//!   `Border` cells, so neighbour loops never test bounds.
//! - Stones of one chain are linked in a circular list through `Cell::next`; every stone
//!   names its chain's *head* in `Cell::head`. Only the head's `libs` (exact number of
//!   distinct liberties) and `stones` are meaningful. Merging two chains swaps one pair of
//!   `next` links; liberties of the merged chain are counted exactly while the smaller
//!   chain's stones are re-headed (a liberty already next to the big chain is not new).
//! - `Cell::nbr` packs the counts of black, white and empty neighbours (the border counts
//!   as both black and white), so "is every neighbour mine?" and "has it an empty
//!   neighbour?" are single mask tests.
//! - `Cell::ring` is the point's 3x3 neighbourhood key (the colours of its eight
//!   neighbours and diagonals, as `pattern.rs` matches them); putting a stone down or
//!   taking it off flips its colour into the rings around it, so reading a shape is one
//!   load.
//! - `free` lists the empty on-board points in no particular order; `Cell::free_pos` is
//!   each empty point's index in it, so removing and adding are O(1).
//! - [`Board::play`] applies Tromp-Taylor rule 7 (colour the point, clear opponent chains
//!   without liberties, then clear own ones). It does not judge repetition: positional
//!   superko lives in `game.rs`, which keeps the history. Playouts call
//!   [`Board::play_fast`], which skips the hash, and rely on the simple-ko point instead.
//! - The hot paths (playing a stone, merging, the playout candidate test) read cells
//!   through `cell`/`cell_mut` without bounds checks (about 9% faster 19x19 playouts,
//!   as measured). They only take indices the board vouches for: points of the free list,
//!   `head`/`next` links, and neighbours and diagonals of an empty point. The entry
//!   points that take a point from outside and read around it unchecked
//!   ([`Board::play`]/[`Board::play_fast`], [`Board::is_playout_candidate`],
//!   [`Board::is_eye`]) first check that it is an empty cell of the array, and an empty
//!   cell is always on the board.
//! - [`Board::check_consistency`] recomputes everything incremental from scratch (tests).

use crate::core::point::{Color, Geometry, Move, Point, MAX_POINTS, MAX_SIZE};
use std::fmt;

/// Bit offsets of the packed neighbour counts in `Cell::nbr`.
const SHIFT_BLACK: u32 = 0;
const SHIFT_WHITE: u32 = 4;
const SHIFT_EMPTY: u32 = 8;
const NBR_FIELD: u16 = 0xf;

/// The amount one neighbour of colour `c` adds to a packed count.
#[inline]
fn nbr_unit(c: Color) -> u16 {
    match c {
        Color::Black => 1 << SHIFT_BLACK,
        Color::White => 1 << SHIFT_WHITE,
        Color::Empty => 1 << SHIFT_EMPTY,
        Color::Border => (1 << SHIFT_BLACK) | (1 << SHIFT_WHITE),
    }
}

/// For each packed neighbour count: 0 if the point has an empty neighbour or real
/// stones of both colours, else the colour whose *eye shape* it is (every neighbour that
/// colour or the border). The border counts for both colours, so "no real white" reads
/// black == 4.
static EYE_SHAPE: [u8; 1 << 12] = eye_shape_table();

const fn eye_shape_table() -> [u8; 1 << 12] {
    let mut table = [0u8; 1 << 12];
    let mut nbr = 0;
    while nbr < table.len() {
        let black = (nbr as u16 >> SHIFT_BLACK) & NBR_FIELD;
        let white = (nbr as u16 >> SHIFT_WHITE) & NBR_FIELD;
        let empty = (nbr as u16 >> SHIFT_EMPTY) & NBR_FIELD;
        if empty == 0 && black != white {
            if black == 4 {
                table[nbr] = Color::Black as u8;
            } else if white == 4 {
                table[nbr] = Color::White as u8;
            }
        }
        nbr += 1;
    }
    table
}

/// Zobrist keys: one random 64-bit key per (stone colour, point), fixed at compile time.
static ZOBRIST: [[u64; MAX_POINTS]; 2] = zobrist_table();

const fn zobrist_table() -> [[u64; MAX_POINTS]; 2] {
    let mut table = [[0u64; MAX_POINTS]; 2];
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < MAX_POINTS {
            // splitmix64
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            table[c][p] = z ^ (z >> 31);
            p += 1;
        }
        c += 1;
    }
    table
}

/// The Zobrist key of a stone of colour `c` at `p`.
#[inline]
pub fn zobrist(c: Color, p: Point) -> u64 {
    ZOBRIST[c.index()][p.idx()]
}

/// Entries of the padded arrays: a power of two with room for the largest board plus
/// one row, so that indexing with `i & MASK` is provably in bounds and compiles without
/// a bounds check, and a read two rows above any point stays inside.
const CELLS: usize = 1024;
const MASK: usize = CELLS - 1;
const _: () = assert!(CELLS >= MAX_POINTS + MAX_SIZE + 2);

/// One entry of the padded board array.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
struct Cell {
    color: u8,
    _pad: u8,
    /// Packed neighbour counts (black, white, empty).
    nbr: u16,
    /// Head point of the chain this stone belongs to.
    head: u16,
    /// Next stone of the same chain (circular).
    next: u16,
    /// At a chain head: the chain's exact number of liberties.
    libs: u16,
    /// At a chain head: the chain's number of stones.
    stones: u16,
    /// At an empty point: its index in `Board::free`.
    free_pos: u16,
    /// The colours of the eight points around, as [`Board::neighborhood`] packs them;
    /// kept up to date by every stone put down or taken off. (Also pads the cell to
    /// 16 bytes, so that indexing is a shift.)
    ring: u16,
}

/// The four neighbours of a stone just put down, as [`Board::put_stone`] leaves them.
struct Touched {
    points: [Point; 4],
    /// Their chain heads (0 for empty and border points).
    heads: [u16; 4],
    /// Bit k: neighbour k is the first stone seen of an opponent chain left without
    /// liberties.
    dead_opponents: u32,
    /// Bit k: neighbour k is the first stone seen of a friendly chain.
    friends: u32,
}

/// What one call of [`Board::play`] did, enough for the game to keep its records.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayEffect {
    /// Opponent stones cleared.
    pub captured: u32,
    /// Own stones cleared (multi-stone suicide).
    pub suicided: u32,
}

/// A Go position on an N x N board (no history: see `game.rs`).
#[derive(Clone, Debug)]
pub struct Board {
    geom: Geometry,
    cells: Box<[Cell; CELLS]>,
    /// `free[..n_free]` are the empty on-board points.
    free: Box<[u16; CELLS]>,
    n_free: usize,
    hash: u64,
    /// The point the side to move may not take back at once (simple ko), if any.
    ko: Option<Point>,
    /// Which colour the ko point forbids.
    ko_color: Color,
}

impl Board {
    /// An empty board of side `size`.
    pub fn new(size: usize) -> Board {
        let geom = Geometry::new(size);
        let border = Cell {
            color: Color::Border as u8,
            ..Cell::default()
        };
        let mut cells = Box::new([border; CELLS]);
        let mut free = Box::new([0u16; CELLS]);
        let mut n_free = 0;
        for p in geom.points() {
            let cell = &mut cells[p.idx()];
            cell.color = Color::Empty as u8;
            cell.free_pos = n_free as u16;
            free[n_free] = p.0;
            n_free += 1;
        }
        let mut board = Board {
            geom,
            cells,
            free,
            n_free,
            hash: 0,
            ko: None,
            ko_color: Color::Empty,
        };
        for p in geom.points() {
            let nbr = board
                .neighbors(p)
                .iter()
                .map(|&q| nbr_unit(board.color(q)))
                .sum();
            board.cells[p.idx()].nbr = nbr;
            board.cells[p.idx()].ring = board.ring_of_colors(p);
        }
        board
    }

    /// A board built from a colouring of its points (setup stones, ASCII fixtures).
    /// Fails if a point is off the board, or if some chain would have no liberty,
    /// since no game can reach that.
    pub fn from_colors(size: usize, stones: &[(Point, Color)]) -> Result<Board, String> {
        let mut board = Board::new(size);
        for &(p, c) in stones {
            if p.idx() >= board.geom.array_len() || board.color(p) == Color::Border {
                return Err(format!("point {} is off the board", p.0));
            }
            if board.color(p) != Color::Empty {
                board.remove_stone::<true>(p);
            }
            if c.is_stone() {
                board.put_stone::<true>(p, c);
            }
        }
        board.recompute_chains();
        for p in board.geom.points() {
            if board.color(p).is_stone() && board.libs(p) == 0 {
                let (col, row) = board.geom.coords(p);
                return Err(format!("chain at column {col}, row {row} has no liberty"));
            }
        }
        Ok(board)
    }

    /// Make this board a copy of `other`, copying only the part of the arrays in use
    /// (the fast way to reset a playout board).
    pub fn copy_from(&mut self, other: &Board) {
        let n = other.geom.array_len();
        self.cells[..n].copy_from_slice(&other.cells[..n]);
        if self.geom != other.geom {
            self.cells[n..].fill(other.cells[0]);
        }
        self.free[..other.n_free].copy_from_slice(&other.free[..other.n_free]);
        self.n_free = other.n_free;
        self.geom = other.geom;
        self.hash = other.hash;
        self.ko = other.ko;
        self.ko_color = other.ko_color;
    }

    /// The board's shape.
    #[inline]
    pub fn geometry(&self) -> &Geometry {
        &self.geom
    }

    /// Board side N.
    #[inline]
    pub fn size(&self) -> usize {
        self.geom.size
    }

    /// The colour at `p` (Border off the board).
    #[inline]
    pub fn color(&self, p: Point) -> Color {
        color_from(self.cells[MASK & p.idx()].color)
    }

    /// The four orthogonal neighbours of `p` (some may be Border).
    #[inline]
    pub fn neighbors(&self, p: Point) -> [Point; 4] {
        let s = self.geom.stride as u16;
        [
            Point(p.0 - s),
            Point(p.0 - 1),
            Point(p.0 + 1),
            Point(p.0 + s),
        ]
    }

    /// The four diagonal neighbours of `p` (some may be Border).
    #[inline]
    pub fn diagonal_neighbors(&self, p: Point) -> [Point; 4] {
        let s = self.geom.stride as u16;
        [
            Point(p.0 - s - 1),
            Point(p.0 - s + 1),
            Point(p.0 + s - 1),
            Point(p.0 + s + 1),
        ]
    }

    /// The head point of the chain through stone `p`.
    #[inline]
    pub fn chain_head(&self, p: Point) -> Point {
        Point(self.cells[MASK & p.idx()].head)
    }

    /// Exact number of liberties of the chain through stone `p`.
    #[inline]
    pub fn libs(&self, p: Point) -> usize {
        let h = self.cells[MASK & p.idx()].head as usize;
        self.cells[MASK & h].libs as usize
    }

    /// Number of stones of the chain through stone `p`.
    #[inline]
    pub fn chain_stones(&self, p: Point) -> usize {
        let h = self.cells[MASK & p.idx()].head as usize;
        self.cells[MASK & h].stones as usize
    }

    /// The stones of the chain through stone `p`.
    pub fn chain(&self, p: Point) -> ChainIter<'_> {
        ChainIter {
            board: self,
            start: p.0,
            cur: Some(p.0),
        }
    }

    /// Number of neighbours of `p` of colour `c` (the border counts for both players).
    #[inline]
    pub fn count_neighbors(&self, p: Point, c: Color) -> usize {
        // Indexed by colour: Empty, Black, White, Border (a table, not a branch).
        const SHIFTS: [u32; 4] = [SHIFT_EMPTY, SHIFT_BLACK, SHIFT_WHITE, SHIFT_EMPTY];
        ((self.cells[MASK & p.idx()].nbr >> SHIFTS[c as usize & 3]) & NBR_FIELD) as usize
    }

    /// The Zobrist hash of the colouring (only kept up to date by [`Board::play`]).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Every stone on the board with its colour, row by row from the bottom-left corner.
    pub fn stones(&self) -> Vec<(Point, Color)> {
        self.geom
            .points()
            .filter(|&p| self.color(p).is_stone())
            .map(|p| (p, self.color(p)))
            .collect()
    }

    /// The numbers of black and white stones on the board.
    pub fn stone_counts(&self) -> (u32, u32) {
        let n = self.geom.array_len();
        let black = self.cells[..n]
            .iter()
            .map(|cell| (cell.color == Color::Black as u8) as u32)
            .sum::<u32>();
        let white = (self.geom.area() - self.n_free) as u32 - black;
        (black, white)
    }

    /// The empty on-board points, in no particular order.
    #[inline]
    pub fn empty_points(&self) -> impl ExactSizeIterator<Item = Point> + '_ {
        self.free[..self.n_free].iter().map(|&p| Point(p))
    }

    /// Number of empty on-board points.
    #[inline]
    pub fn empty_count(&self) -> usize {
        self.n_free
    }

    /// The simple-ko point that `c` may not play at now, if any.
    #[inline]
    pub fn ko_point_for(&self, c: Color) -> Option<Point> {
        if self.ko_color == c {
            self.ko
        } else {
            None
        }
    }

    /// Forget the simple-ko point (after a pass the ko may be retaken).
    #[inline]
    pub fn clear_ko(&mut self) {
        self.ko = None;
    }

    /// Is `p` an eye of `c` in the playout sense: empty, all four neighbours `c` or
    /// border, and few enough opponent diagonals (fewer than two in the middle, none on
    /// the edge) that filling it would throw away a point?
    #[inline]
    pub fn is_eye(&self, p: Point, c: Color) -> bool {
        self.empty_cell(p).is_some()
            && self.count_neighbors(p, c) == 4
            && self.diagonals_hold(p, c as u8)
    }

    /// Is empty `p` an eye of `c` that one more intruder diagonal would make false (it
    /// has one already, or sits on the edge)?
    pub fn is_fragile_eye(&self, p: Point, c: Color) -> bool {
        self.empty_cell(p).is_some()
            && self.count_neighbors(p, c) == 4
            && self.diagonal_faults(p, c as u8) == 1
    }

    /// The diagonal half of the eye test, for an eye shape of `owner` (a colour byte)
    /// at on-board `p`: its [`Board::diagonal_faults`] must be fewer than two (an eye
    /// tolerates one intruder diagonal in the middle, none on the edge).
    #[inline]
    fn diagonals_hold(&self, p: Point, owner: u8) -> bool {
        self.diagonal_faults(p, owner) < 2
    }

    /// The intruder diagonals of on-board `p` for an eye of `owner` (a colour byte), plus
    /// one if any diagonal is off the board.
    #[inline]
    pub(crate) fn diagonal_faults(&self, p: Point, owner: u8) -> u32 {
        let intruder = owner ^ 3; // Black <-> White
        let mut bad = 0u32;
        let mut border = false;
        for q in self.diagonal_neighbors(p) {
            let qc = self.cell(q.idx()).color;
            bad += (qc == intruder) as u32;
            border |= qc == Color::Border as u8;
        }
        bad + border as u32
    }

    /// Would `c` at empty `p` capture at least one opponent chain?
    #[inline]
    pub fn would_capture(&self, p: Point, c: Color) -> bool {
        let opp = c.opponent();
        self.neighbors(p)
            .iter()
            .any(|&q| self.color(q) == opp && self.libs(q) == 1)
    }

    /// Would `c` at empty `p` leave its own chain without liberties (suicide), i.e. it
    /// has no empty neighbour, captures nothing, and every friendly neighbour chain is
    /// in atari? Returns `Some(true)` for a multi-stone suicide, `Some(false)` for a
    /// lone-stone one, `None` when the move is not suicide.
    #[inline]
    pub fn suicide_kind(&self, p: Point, c: Color) -> Option<bool> {
        if self.count_neighbors(p, Color::Empty) > 0 {
            return None;
        }
        // Decided without branches per neighbour: in playouts the outcome is random.
        let opp = c.opponent() as u8;
        let mut friends = false;
        let mut saved = false;
        for q in self.neighbors(p) {
            let cell = self.cells[MASK & q.idx()];
            let libs = self.cells[MASK & cell.head as usize].libs;
            let friend = cell.color == c as u8;
            friends |= friend;
            // A friendly chain with a spare liberty, or an opponent chain captured.
            saved |= (friend & (libs > 1)) | ((cell.color == opp) & (libs == 1));
        }
        if saved {
            None
        } else {
            Some(friends)
        }
    }

    /// Up to `N` distinct liberties of the chain through stone `p`, and how many were
    /// found (the walk stops once `N` are known).
    pub fn chain_liberties<const N: usize>(&self, p: Point) -> ([Point; N], usize) {
        let mut libs = [Point(0); N];
        let mut n = 0;
        for s in self.chain(p) {
            for q in self.neighbors(s) {
                if self.color(q) == Color::Empty && !libs[..n].contains(&q) {
                    libs[n] = q;
                    n += 1;
                    if n == N {
                        return (libs, n);
                    }
                }
            }
        }
        (libs, n)
    }

    /// The one liberty of the chain through stone `p`, if it is in atari.
    pub fn atari_liberty(&self, p: Point) -> Option<Point> {
        if self.libs(p) != 1 {
            return None;
        }
        let (libs, n) = self.chain_liberties::<1>(p);
        (n == 1).then_some(libs[0])
    }

    /// Liberties (counted up to 3) of `c`'s chain after `c` plays at empty `p`: the empty
    /// neighbours, the other liberties of the friendly chains it joins, and the points of
    /// the opponent stones it captures next to it.
    pub fn libs_after(&self, p: Point, c: Color) -> usize {
        self.libs_after_losing(p, c, p)
    }

    /// Like [`Board::libs_after`], with `gone` (filled by the opponent first) not a
    /// liberty. An opponent chain in atari next to `p` counts as captured, even if the
    /// stone at `gone` would join it.
    pub fn libs_after_losing(&self, p: Point, c: Color, gone: Point) -> usize {
        let opp = c.opponent();
        let mut found = [Point(0); 3];
        let mut n = 0;
        let mut add = |q: Point, found: &mut [Point; 3]| {
            if q != p && q != gone && !found[..n].contains(&q) && n < 3 {
                found[n] = q;
                n += 1;
            }
        };
        for q in self.neighbors(p) {
            let qc = self.color(q);
            if qc == Color::Empty || (qc == opp && self.libs(q) == 1) {
                add(q, &mut found);
            } else if qc == c {
                // `p` is one of the chain's liberties. Walk the chain (the costly part)
                // only when its count leaves the answer open.
                match self.libs(q) {
                    // Three of its liberties are neither `p` nor `gone`.
                    5.. => return 3,
                    // `p` alone, or `p` and `gone`: nothing new (a ladder's chain).
                    1 => {}
                    2 if gone != p && self.is_liberty_of(gone, q) => {}
                    _ => {
                        let (libs, k) = self.chain_liberties::<4>(q);
                        for &l in &libs[..k] {
                            add(l, &mut found);
                        }
                    }
                }
            }
        }
        n
    }

    /// Is `p` a liberty of the chain through stone `q`: empty and next to it?
    #[inline]
    fn is_liberty_of(&self, p: Point, q: Point) -> bool {
        let head = self.chain_head(q);
        self.color(p) == Color::Empty
            && self
                .neighbors(p)
                .iter()
                .any(|&r| self.chain_head(r) == head)
    }

    /// Would `c` at empty `p` leave its own chain with at most one liberty (a self-atari,
    /// or a suicide)? Captures count: the captured stones next to `p` become liberties.
    pub fn is_self_atari(&self, p: Point, c: Color) -> bool {
        if self.count_neighbors(p, Color::Empty) >= 2 {
            return false;
        }
        let opp = c.opponent();
        let mut found = [Point(0); 2];
        let mut n = 0;
        let mut add = |q: Point, found: &mut [Point; 2]| -> bool {
            if q != p && !found[..n].contains(&q) {
                found[n] = q;
                n += 1;
            }
            n >= 2
        };
        for q in self.neighbors(p) {
            let qc = self.color(q);
            if qc == Color::Empty {
                if add(q, &mut found) {
                    return false;
                }
            } else if qc == opp && self.libs(q) == 1 {
                // Captured: its stone next to p becomes a liberty.
                if add(q, &mut found) {
                    return false;
                }
            } else if qc == c {
                match self.libs(q) {
                    0 | 1 => {}
                    2 => {
                        let (libs, k) = self.chain_liberties::<2>(q);
                        for &l in &libs[..k] {
                            if add(l, &mut found) {
                                return false;
                            }
                        }
                    }
                    // p is one of its liberties; at least two more remain.
                    _ => return false,
                }
            }
        }
        true
    }

    /// The colours of the eight points around `p` packed two bits each (Empty 0,
    /// Black 1, White 2, Border 3), clockwise from the point above: the key of 3x3
    /// patterns (`pattern.rs`).
    #[inline]
    pub fn neighborhood(&self, p: Point) -> u16 {
        self.cells[MASK & p.idx()].ring
    }

    /// [`Board::neighborhood`] read from the colours themselves (for set-up and checks).
    fn ring_of_colors(&self, p: Point) -> u16 {
        self.ring_points(p)
            .into_iter()
            .enumerate()
            .fold(0, |key, (k, q)| {
                key | ((self.cells[MASK & q as usize].color & 3) as u16) << (2 * k)
            })
    }

    /// The eight points around `p` in ring order: clockwise from the point above.
    #[inline]
    fn ring_points(&self, p: Point) -> [u16; 8] {
        let s = self.geom.stride as u16;
        let p = p.0;
        [
            p + s,
            p + s + 1,
            p + 1,
            p + 1 - s,
            p - s,
            p - s - 1,
            p - 1,
            p + s - 1,
        ]
    }

    /// Is `c` at `p` acceptable in a playout: empty, not the simple-ko point, not a
    /// lone-stone suicide? (Superko is not checked in playouts.)
    #[inline]
    pub fn is_playout_legal(&self, p: Point, c: Color) -> bool {
        self.color(p) == Color::Empty
            && self.ko_point_for(c) != Some(p)
            && self.suicide_kind(p, c) != Some(false)
    }

    /// A uniformly random empty point for which `accept` holds, or None. Rejected points
    /// are swapped to the end of the free list's live window, so each draw is uniform
    /// over the points not yet rejected and the whole call is O(empty points) at worst.
    #[inline]
    pub fn random_empty_where(
        &mut self,
        mut below: impl FnMut(u32) -> u32,
        accept: impl Fn(&Board, Point) -> bool,
    ) -> Option<Point> {
        let mut n = self.n_free;
        while n > 0 {
            let i = below(n as u32) as usize & MASK;
            let p = Point(self.free[i]);
            if accept(self, p) {
                return Some(p);
            }
            n -= 1;
            let last = self.free[n & MASK];
            self.free[n & MASK] = p.0;
            self.free[i] = last;
            // Entries of `free` only ever hold on-board points (or the initial 0).
            self.cell_mut(p.idx()).free_pos = n as u16;
            self.cell_mut(last as usize).free_pos = i as u16;
        }
        None
    }

    /// The light playout policy's test for a candidate empty point: playout-legal (see
    /// [`Board::is_playout_legal`]) and not an own eye. Same answer as
    /// `!is_eye(p, c) && is_playout_legal(p, c)`, shaped for the hot path:
    /// - A point with an empty neighbour, or with real stones of both colours around it,
    ///   is always a candidate (no eye, no lone-stone suicide, never the ko point).
    /// - What is left is an *eye shape*: every neighbour is one colour X (or the border).
    ///   For X it is a candidate unless a true eye; for the other side only if it
    ///   captures and is not the ko point.
    ///
    /// One table lookup on the packed neighbour counts tells the two cases apart and
    /// names X, and both answers for an eye shape are computed without branching, so the
    /// only unpredictable branch is the first (measured 4% faster 19x19 playouts than
    /// testing the counts one by one).
    #[inline]
    pub fn is_playout_candidate(&self, p: Point, c: Color) -> bool {
        // Also what makes the unchecked reads below sound.
        let Some(here) = self.empty_cell(p) else {
            return false;
        };
        let owner = EYE_SHAPE[here.nbr as usize & 0xfff];
        if owner == 0 {
            return true;
        }
        // For the owner: is it a true eye?
        let true_eye = self.diagonals_hold(p, owner);
        // For the intruder: a stone here lives only by capturing an owner chain (the
        // branch-free form of `would_capture`).
        let mut captures = false;
        for q in self.neighbors(p) {
            let cell = self.cell(q.idx());
            let libs = self.cell(cell.head as usize).libs;
            captures |= (cell.color == owner) & (libs == 1);
        }
        let ko = (self.ko == Some(p)) & (self.ko_color == c);
        // Both answers are at hand; pick one without a branch (it would be a coin toss:
        // measured 7% faster 19x19 playouts).
        let mine = c as u8 == owner;
        let rejected = (mine & true_eye) | (!mine & (!captures | ko));
        !rejected
    }

    /// The Zobrist hash of the colouring `c` at empty `p` would produce (rule 7 applied),
    /// without playing it.
    pub fn hash_after(&self, p: Point, c: Color) -> u64 {
        let opp = c.opponent();
        let placed = self.hash ^ zobrist(c, p);
        match self.neighbor_chains_key(p, opp, |b, q| b.libs(q) == 1) {
            Some(captured) => placed ^ captured,
            // Rule 7, last step: the new stone's chain is cleared with it.
            None if self.suicide_kind(p, c).is_some() => {
                self.hash ^ self.neighbor_chains_key(p, c, |_, _| true).unwrap_or(0)
            }
            None => placed,
        }
    }

    /// XOR of the Zobrist keys of all stones in the distinct chains of colour `c` next
    /// to `p` for which `take` holds; None if there is no such chain.
    fn neighbor_chains_key(
        &self,
        p: Point,
        c: Color,
        take: impl Fn(&Board, Point) -> bool,
    ) -> Option<u64> {
        let mut seen = [0u16; 4];
        let mut n_seen = 0;
        let mut key = None;
        for q in self.neighbors(p) {
            if self.color(q) != c || !take(self, q) {
                continue;
            }
            let head = self.cells[MASK & q.idx()].head;
            if seen[..n_seen].contains(&head) {
                continue;
            }
            seen[n_seen] = head;
            n_seen += 1;
            key = Some(
                self.chain(q)
                    .fold(key.unwrap_or(0), |k, s| k ^ zobrist(c, s)),
            );
        }
        key
    }

    /// Play `mv` for `c` under rule 7, keeping the hash. The point must be empty.
    pub fn play(&mut self, mv: Move, c: Color) -> PlayEffect {
        match mv {
            Move::Pass => {
                self.ko = None;
                PlayEffect::default()
            }
            Move::Play(p) => self.play_stone::<true>(p, c),
        }
    }

    /// Play a stone without keeping the hash (playouts). The point must be empty.
    #[inline]
    pub fn play_fast(&mut self, p: Point, c: Color) -> PlayEffect {
        self.play_stone::<false>(p, c)
    }

    /// Rule 7: colour `p`, clear opponent chains without liberties, then clear own.
    #[inline]
    fn play_stone<const HASH: bool>(&mut self, p: Point, c: Color) -> PlayEffect {
        // The one check that makes the unchecked indexing below sound.
        assert!(
            self.empty_cell(p).is_some(),
            "play at a point that is not empty"
        );
        let opp = c.opponent();
        let touched = self.put_stone::<HASH>(p, c);
        let (nb, heads) = (touched.points, touched.heads);
        let (mut capture_mask, mut friend_mask) = (touched.dead_opponents, touched.friends);
        let mut effect = PlayEffect::default();
        let mut last_captured = p;
        // Act on the (rarer) captures and merges, once per distinct neighbouring chain.
        while capture_mask != 0 {
            let q = nb[capture_mask.trailing_zeros() as usize];
            capture_mask &= capture_mask - 1;
            last_captured = q;
            effect.captured += self.remove_chain::<HASH>(q);
        }
        while friend_mask != 0 {
            // Distinct chains before the move, so never p's (growing) chain yet.
            let b = heads[friend_mask.trailing_zeros() as usize];
            friend_mask &= friend_mask - 1;
            let a = self.cell(p.idx()).head;
            // Re-head the smaller chain; on a tie the new stone's side moves.
            if self.cell(a as usize).stones > self.cell(b as usize).stones {
                self.merge_chains(a, b);
            } else {
                self.merge_chains(b, a);
            }
        }
        self.ko = None;
        let chain = *self.cell(self.cell(p.idx()).head as usize);
        if chain.libs == 0 {
            effect.suicided = self.remove_chain::<HASH>(p);
        } else if effect.captured == 1 && chain.stones == 1 && chain.libs == 1 {
            self.ko = Some(last_captured);
            self.ko_color = opp;
        }
        effect
    }

    /// Colour `p` with `c` as a new one-stone chain; neighbouring chains lose liberty `p`.
    /// Returns what the new stone touches, classified without branching.
    #[inline]
    fn put_stone<const HASH: bool>(&mut self, p: Point, c: Color) -> Touched {
        let i = p.idx();
        // Take p off the free list.
        let pos = self.cell(i).free_pos as usize;
        self.n_free -= 1;
        let last = self.free[self.n_free & MASK];
        if last != p.0 {
            self.free[pos & MASK] = last;
            self.cell_mut(last as usize).free_pos = pos as u16;
        }
        let empties = (self.cell(i).nbr >> SHIFT_EMPTY) & NBR_FIELD;
        self.flip_rings(p, c);
        let cell = self.cell_mut(i);
        cell.color = c as u8;
        cell.head = p.0;
        cell.next = p.0;
        cell.stones = 1;
        cell.libs = empties;
        if HASH {
            self.hash ^= zobrist(c, p);
        }
        let delta = nbr_unit(c).wrapping_sub(nbr_unit(Color::Empty));
        let points = self.neighbors(p);
        let heads = self.neighbor_heads(p);
        let distinct = distinct_mask(heads);
        let mut touched = Touched {
            points,
            heads,
            dead_opponents: 0,
            friends: 0,
        };
        let opp = c.opponent() as u8;
        for k in 0..4 {
            let q = self.cell_mut(points[k].idx());
            q.nbr = q.nbr.wrapping_add(delta);
            let qc = q.color;
            // Each distinct neighbouring chain loses liberty p; empty and border
            // neighbours have head 0, whose `libs` is a sink nobody reads.
            let h = self.cell_mut(heads[k] as usize);
            h.libs = h.libs.wrapping_sub(distinct[k]);
            let (first, dead) = (distinct[k] != 0, h.libs == 0);
            touched.dead_opponents |= (((qc == opp) & dead & first) as u32) << k;
            touched.friends |= (((qc == c as u8) & first) as u32) << k;
        }
        touched
    }

    /// The cell at array index `i`, without a bounds check. Only for indices the board
    /// vouches for: an on-board point (an entry of the free list, an empty point checked
    /// at an entry point, a stone), its neighbours and diagonals, and the `head` and
    /// `next` links stored in cells (always on-board points, or 0).
    #[inline(always)]
    fn cell(&self, i: usize) -> &Cell {
        debug_assert!(i < self.geom.array_len());
        // SAFETY: every such index is below `array_len()` <= MAX_POINTS <= CELLS.
        unsafe { self.cells.get_unchecked(i) }
    }

    /// The cell of `p` if `p` is an empty point of the array. An empty cell is always on
    /// the board, so its neighbours and diagonals may then be read with [`Board::cell`]:
    /// the check every entry point that takes an outside point makes first.
    #[inline(always)]
    fn empty_cell(&self, p: Point) -> Option<Cell> {
        self.cells
            .get(p.idx())
            .copied()
            .filter(|cell| cell.color == Color::Empty as u8)
    }

    /// [`Board::cell`], for writing.
    #[inline(always)]
    fn cell_mut(&mut self, i: usize) -> &mut Cell {
        debug_assert!(i < self.geom.array_len());
        // SAFETY: as for `cell`.
        unsafe { self.cells.get_unchecked_mut(i) }
    }

    /// Toggle stone colour `c` at `p` in the rings of its eight neighbours (putting a
    /// stone down and taking it off are the same exclusive-or, as Empty is 0). From
    /// each neighbour, `p` lies in the opposite direction: four places further round.
    #[inline]
    fn flip_rings(&mut self, p: Point, c: Color) {
        let x = c as u16;
        for (k, q) in self.ring_points(p).into_iter().enumerate() {
            let cell = self.cell_mut(q as usize);
            cell.ring ^= x << (2 * ((k + 4) % 8));
        }
    }

    /// The chain heads of the four neighbours of `p` (0 for empty and border points).
    #[inline]
    fn neighbor_heads(&self, p: Point) -> [u16; 4] {
        let n = self.neighbors(p);
        [
            self.cell(n[0].idx()).head,
            self.cell(n[1].idx()).head,
            self.cell(n[2].idx()).head,
            self.cell(n[3].idx()).head,
        ]
    }

    /// Empty stone `p`; neighbouring chains (other than its own) gain liberty `p`.
    #[inline]
    fn remove_stone<const HASH: bool>(&mut self, p: Point) {
        let i = p.idx();
        let c = color_from(self.cell(i).color);
        if HASH {
            self.hash ^= zobrist(c, p);
        }
        self.flip_rings(p, c);
        self.cell_mut(i).color = Color::Empty as u8;
        self.cell_mut(i).head = 0;
        self.cell_mut(i).free_pos = self.n_free as u16;
        self.free[self.n_free & MASK] = p.0;
        self.n_free += 1;
        let delta = nbr_unit(Color::Empty).wrapping_sub(nbr_unit(c));
        let heads = self.neighbor_heads(p);
        let distinct = distinct_mask(heads);
        for (k, q) in self.neighbors(p).into_iter().enumerate() {
            let qi = q.idx();
            self.cell_mut(qi).nbr = self.cell(qi).nbr.wrapping_add(delta);
            // Each distinct neighbouring chain gains liberty p. Stones of p's own chain
            // may gain too: harmless, since that chain is being cleared.
            let h = self.cell_mut(heads[k] as usize);
            h.libs = h.libs.wrapping_add(distinct[k]);
        }
    }

    /// Clear the whole chain through `p`; returns the number of stones removed.
    fn remove_chain<const HASH: bool>(&mut self, p: Point) -> u32 {
        let start = p.0;
        let mut cur = start;
        let mut n = 0;
        loop {
            let next = self.cell(cur as usize).next;
            self.remove_stone::<HASH>(Point(cur));
            n += 1;
            cur = next;
            if cur == start {
                break;
            }
        }
        n
    }

    /// Merge chain `small` into chain `big` (both heads, same colour), counting the
    /// liberties of `small` that `big` does not already have.
    fn merge_chains(&mut self, big: u16, small: u16) {
        let s = self.geom.stride as u16;
        let mut new_libs = 0u16;
        let mut cur = small;
        loop {
            // A liberty q next to `cur` is new unless one of q's other neighbours already
            // belongs to `big` (stones of `small` already visited have been re-headed to
            // `big`; `cur` itself has not). Those neighbours are the diagonals of `cur`
            // and the four points two steps away; empty and border cells have head 0,
            // never a chain head. Two steps away may leave the board: below the bottom
            // row the index is masked, and whatever it reads there only ever meets a
            // border q, which counts for nothing. Computed without branches: random
            // playouts make them unpredictable.
            let at = |i: u16| self.cell(i as usize).head == big;
            let far = |i: u16| {
                // SAFETY: `cur` is on the board, so `cur + 2 * s` < MAX_POINTS + stride
                // <= CELLS (asserted at `CELLS`).
                debug_assert!((i as usize) < CELLS);
                unsafe { self.cells.get_unchecked(i as usize) }.head == big
            };
            let empty = |i: u16| self.cell(i as usize).color == Color::Empty as u8;
            let (ne, nw) = (at(cur + s + 1), at(cur + s - 1));
            let (se, sw) = (at(cur - s + 1), at(cur - s - 1));
            let north = far(cur + 2 * s) | ne | nw;
            let south = (self.cells[MASK & cur.wrapping_sub(2 * s) as usize].head == big) | se | sw;
            let east = at(cur + 2) | ne | se;
            let west = at(cur - 2) | nw | sw;
            new_libs += (empty(cur + s) & !north) as u16
                + (empty(cur - s) & !south) as u16
                + (empty(cur + 1) & !east) as u16
                + (empty(cur - 1) & !west) as u16;
            self.cell_mut(cur as usize).head = big;
            cur = self.cell(cur as usize).next;
            if cur == small {
                break;
            }
        }
        let (small_stones, small_next) = (
            self.cell(small as usize).stones,
            self.cell(small as usize).next,
        );
        let b = self.cell_mut(big as usize);
        b.libs += new_libs;
        b.stones += small_stones;
        let big_next = std::mem::replace(&mut b.next, small_next);
        self.cell_mut(small as usize).next = big_next;
    }

    /// Rebuild chains, liberties and the hash from the colours alone.
    fn recompute_chains(&mut self) {
        let fresh = self.recount();
        for p in self.geom.points() {
            let i = p.idx();
            self.cells[MASK & i].head = fresh.head[i];
            self.cells[MASK & i].next = fresh.next[i];
            self.cells[MASK & i].libs = fresh.libs[i];
            self.cells[MASK & i].stones = fresh.stones[i];
        }
        self.hash = fresh.hash;
    }

    /// Recount chains by flood fill from the colours alone.
    fn recount(&self) -> Recount {
        let n = self.geom.array_len();
        let mut r = Recount {
            head: vec![0; n],
            next: vec![0; n],
            libs: vec![0; n],
            stones: vec![0; n],
            hash: 0,
        };
        let mut done = vec![false; n];
        for p in self.geom.points() {
            let c = self.color(p);
            if !c.is_stone() {
                continue;
            }
            r.hash ^= zobrist(c, p);
            if done[p.idx()] {
                continue;
            }
            let mut members = vec![p];
            let mut libs = std::collections::BTreeSet::new();
            done[p.idx()] = true;
            let mut k = 0;
            while k < members.len() {
                let s = members[k];
                k += 1;
                for q in self.neighbors(s) {
                    match self.color(q) {
                        Color::Empty => {
                            libs.insert(q);
                        }
                        x if x == c && !done[q.idx()] => {
                            done[q.idx()] = true;
                            members.push(q);
                        }
                        _ => {}
                    }
                }
            }
            for (j, s) in members.iter().enumerate() {
                r.head[s.idx()] = p.0;
                r.next[s.idx()] = members[(j + 1) % members.len()].0;
            }
            r.libs[p.idx()] = libs.len() as u16;
            r.stones[p.idx()] = members.len() as u16;
        }
        r
    }

    /// Recompute every incremental field from the colours and compare; the error names
    /// the first disagreement. Used by tests after every move.
    pub fn check_consistency(&self) -> Result<(), String> {
        if self.recount().hash != self.hash {
            return Err("hash differs from recomputed hash".into());
        }
        self.check_structure()
    }

    /// Like [`Board::check_consistency`] but without the hash (which playouts skip).
    pub fn check_structure(&self) -> Result<(), String> {
        let fresh = self.recount();
        for p in self.geom.points() {
            let i = p.idx();
            let c = self.color(p);
            let mut nbr = 0;
            for q in self.neighbors(p) {
                nbr += nbr_unit(self.color(q));
            }
            if nbr != self.cells[MASK & i].nbr {
                return Err(format!("neighbour counts wrong at {p:?}"));
            }
            if self.ring_of_colors(p) != self.cells[MASK & i].ring {
                return Err(format!("neighbourhood key wrong at {p:?}"));
            }
            if c == Color::Empty {
                if self.cells[MASK & i].head != 0 {
                    return Err(format!("empty point {p:?} names a chain head"));
                }
                let pos = self.cells[MASK & i].free_pos as usize;
                if pos >= self.n_free || self.free[pos] != p.0 {
                    return Err(format!("free list index wrong at {p:?}"));
                }
                continue;
            }
            // Same partition: p and the fresh head must share this board's head.
            let fresh_head = Point(fresh.head[i]);
            if self.chain_head(p) != self.chain_head(fresh_head) {
                return Err(format!("stone {p:?} is in the wrong chain"));
            }
            if fresh_head == p {
                if self.libs(p) != fresh.libs[i] as usize {
                    return Err(format!(
                        "chain at {p:?}: {} liberties recorded, {} real",
                        self.libs(p),
                        fresh.libs[i]
                    ));
                }
                if self.chain_stones(p) != fresh.stones[i] as usize
                    || self.chain(p).count() != fresh.stones[i] as usize
                {
                    return Err(format!("chain at {p:?}: wrong stone count"));
                }
            }
        }
        if self.n_free
            != self
                .geom
                .points()
                .filter(|&p| self.color(p) == Color::Empty)
                .count()
        {
            return Err("free list length wrong".into());
        }
        Ok(())
    }

    /// Parse an ASCII diagram: one line per row, top row first; `X` black, `O` white,
    /// `.` or `+` empty; spaces ignored. The side is the number of rows.
    pub fn from_ascii(text: &str) -> Result<Board, String> {
        let rows: Vec<Vec<char>> = text
            .lines()
            .map(|l| {
                l.chars()
                    .filter(|ch| !ch.is_whitespace())
                    .collect::<Vec<_>>()
            })
            .filter(|r| !r.is_empty())
            .collect();
        let size = rows.len();
        if !(crate::core::point::MIN_SIZE..=crate::core::point::MAX_SIZE).contains(&size) {
            return Err(format!("{size} rows is not a board size"));
        }
        let geom = Geometry::new(size);
        let mut stones = Vec::new();
        for (k, row) in rows.iter().enumerate() {
            if row.len() != size {
                return Err(format!(
                    "row {} has {} points, not {size}",
                    k + 1,
                    row.len()
                ));
            }
            for (col, ch) in row.iter().enumerate() {
                let c = match ch {
                    'X' | 'x' => Color::Black,
                    'O' | 'o' => Color::White,
                    '.' | '+' => continue,
                    other => return Err(format!("unexpected '{other}' in diagram")),
                };
                stones.push((geom.point(col, size - 1 - k), c));
            }
        }
        Board::from_colors(size, &stones)
    }

    /// The board as an ASCII diagram in the format [`Board::from_ascii`] reads.
    pub fn to_ascii(&self) -> String {
        let n = self.size();
        let mut s = String::with_capacity(n * (n + 1));
        for row in (0..n).rev() {
            for col in 0..n {
                s.push(self.color(self.geom.point(col, row)).symbol());
            }
            s.push('\n');
        }
        s
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_ascii())
    }
}

/// The colour a cell's `color` byte stands for (a table, not a branch).
#[inline]
fn color_from(byte: u8) -> Color {
    const COLORS: [Color; 4] = [Color::Empty, Color::Black, Color::White, Color::Border];
    COLORS[(byte & 3) as usize]
}

/// The chains met so far on a walk over stones, by their heads, so that each is read
/// once. It holds at most `N`: [`SeenChains::first`] is true the first time a head is
/// offered while there is room, false for a head met before and once `N` are held.
#[derive(Clone, Copy, Debug)]
pub struct SeenChains<const N: usize> {
    heads: [Point; N],
    n: usize,
}

impl<const N: usize> Default for SeenChains<N> {
    fn default() -> SeenChains<N> {
        SeenChains {
            heads: [Point(0); N],
            n: 0,
        }
    }
}

impl<const N: usize> SeenChains<N> {
    /// Is the chain with head `head` met for the first time (and is there room for
    /// it)? It counts as met from now.
    #[inline]
    pub fn first(&mut self, head: Point) -> bool {
        if self.n == N || self.heads[..self.n].contains(&head) {
            return false;
        }
        self.heads[self.n] = head;
        self.n += 1;
        true
    }

    /// The heads met so far, in the order met.
    #[inline]
    pub fn heads(&self) -> &[Point] {
        &self.heads[..self.n]
    }
}

/// For four chain heads, 1 where the head differs from every earlier one, else 0.
#[inline]
fn distinct_mask(h: [u16; 4]) -> [u16; 4] {
    [
        1,
        (h[1] != h[0]) as u16,
        (h[2] != h[0] && h[2] != h[1]) as u16,
        (h[3] != h[0] && h[3] != h[1] && h[3] != h[2]) as u16,
    ]
}

/// Fields recomputed from scratch by [`Board::recount`].
struct Recount {
    head: Vec<u16>,
    next: Vec<u16>,
    libs: Vec<u16>,
    stones: Vec<u16>,
    hash: u64,
}

/// Iterator over the stones of one chain.
pub struct ChainIter<'a> {
    board: &'a Board,
    start: u16,
    cur: Option<u16>,
}

impl Iterator for ChainIter<'_> {
    type Item = Point;

    fn next(&mut self) -> Option<Point> {
        let cur = self.cur?;
        let next = self.board.cells[cur as usize].next;
        self.cur = (next != self.start).then_some(next);
        Some(Point(cur))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// A light playout move of `c` drawn with `rng`: a uniformly random empty point that
    /// is legal in the playout sense and no own eye, or a pass (clearing the ko point).
    /// Whether a stone was played. Tests use it to reach random positions.
    pub(crate) fn random_step(b: &mut Board, c: Color, rng: &mut SmallRng) -> bool {
        match b.random_empty_where(|n| rng.gen_range(0..n), |b, p| b.is_playout_candidate(p, c)) {
            Some(p) => {
                b.play_fast(p, c);
                true
            }
            None => {
                b.clear_ko();
                false
            }
        }
    }

    fn at(b: &Board, col: usize, row: usize) -> Point {
        b.geometry().point(col, row)
    }

    #[test]
    fn diagram_with_a_chain_without_liberties_is_rejected() {
        let err = Board::from_ascii(
            "
            . . .
            X . .
            O X .",
        );
        assert!(err.is_err());
    }

    #[test]
    fn ascii_round_trip_and_liberties() {
        let text = "..O.\n.XO.\nXX..\n....\n";
        let b = Board::from_ascii(text).unwrap();
        assert_eq!(b.to_ascii(), text);
        b.check_consistency().unwrap();
        assert_eq!(b.libs(at(&b, 1, 2)), 5); // B3 chain {A2,B2,B3}: A1 B1 A3 C2 B4
        assert_eq!(b.chain_stones(at(&b, 0, 1)), 3);
        assert_eq!(b.libs(at(&b, 2, 3)), 4); // C4-C3: B4 D4 D3 C2
    }

    #[test]
    fn capture_removes_the_opponent_first() {
        // White at A1 is in atari; black B1 would have no liberty of its own, but
        // capturing comes first, so the black stone lives.
        let mut b = Board::from_ascii(
            "
            . . .
            X . .
            O . X",
        )
        .unwrap();
        let e = b.play(Move::Play(at(&b, 1, 0)), Color::Black);
        assert_eq!(
            e,
            PlayEffect {
                captured: 1,
                suicided: 0
            }
        );
        b.check_consistency().unwrap();
        assert_eq!(b.to_ascii(), "...\nX..\n.XX\n");
        // A lone stone retaking at A1 would be a simple ko? No: B1-C1 chain has 2 libs.
        assert_eq!(b.ko_point_for(Color::White), None);
    }

    #[test]
    fn multi_stone_suicide_clears_own_chain() {
        let mut b = Board::from_ascii(
            "
            . X O
            X X O
            O O .",
        )
        .unwrap();
        let a3 = at(&b, 0, 2);
        assert_eq!(b.suicide_kind(a3, Color::Black), Some(true));
        let before = b.hash();
        let predicted = b.hash_after(a3, Color::Black);
        let e = b.play(Move::Play(a3), Color::Black);
        assert_eq!(
            e,
            PlayEffect {
                captured: 0,
                suicided: 4
            }
        );
        assert_eq!(b.to_ascii(), "..O\n..O\nOO.\n");
        assert_eq!(b.hash(), predicted);
        assert_ne!(b.hash(), before);
        b.check_consistency().unwrap();
    }

    #[test]
    fn lone_stone_suicide_is_recognised() {
        let b = Board::from_ascii(
            "
            . O .
            O . O
            . O .",
        )
        .unwrap();
        let b2 = at(&b, 1, 1);
        assert_eq!(b.suicide_kind(b2, Color::Black), Some(false));
        assert_eq!(b.hash_after(b2, Color::Black), b.hash());
        assert!(!b.is_playout_legal(b2, Color::Black));
        assert!(b.is_playout_legal(b2, Color::White));
        assert!(b.is_eye(b2, Color::White));
    }

    #[test]
    fn simple_ko_point_is_set_and_cleared() {
        let mut b = Board::from_ascii(
            "
            . X O .
            X O . O
            . X O .
            . . . .",
        )
        .unwrap();
        let c3 = at(&b, 2, 2);
        let b3 = at(&b, 1, 2);
        assert!(b.would_capture(c3, Color::Black));
        b.play(Move::Play(c3), Color::Black);
        b.check_consistency().unwrap();
        assert_eq!(b.ko_point_for(Color::White), Some(b3));
        assert_eq!(b.ko_point_for(Color::Black), None);
        assert!(!b.is_playout_legal(b3, Color::White));
        b.play(Move::Pass, Color::White);
        assert_eq!(b.ko_point_for(Color::White), None);
    }

    #[test]
    fn eyes_need_friendly_diagonals() {
        let one_bad = Board::from_ascii(
            "
            . X . . .
            X . X . .
            O X . . .
            . . . . .
            . . . . .",
        )
        .unwrap();
        let b4 = at(&one_bad, 1, 3);
        let a5 = at(&one_bad, 0, 4);
        assert!(
            one_bad.is_eye(b4, Color::Black),
            "one opponent diagonal in the middle"
        );
        assert!(
            one_bad.is_eye(a5, Color::Black),
            "corner point surrounded by black"
        );
        assert!(!one_bad.is_eye(b4, Color::White));
        let two_bad = Board::from_ascii(
            "
            . X . . .
            X . X . .
            O X O . .
            . . . . .
            . . . . .",
        )
        .unwrap();
        assert!(
            !two_bad.is_eye(b4, Color::Black),
            "two opponent diagonals: false eye"
        );
        let edge = Board::from_ascii(
            "
            X . X O .
            O X . . .
            . . . . .
            . . . . .
            . . . . .",
        )
        .unwrap();
        let b5 = at(&edge, 1, 4);
        assert!(
            !edge.is_eye(b5, Color::Black),
            "edge point with an opponent diagonal"
        );
    }

    #[test]
    fn liberties_and_self_ataris_are_read_exactly() {
        let b = Board::from_ascii(
            ".....\n\
             .XO..\n\
             XO.O.\n\
             .XO..\n\
             .....\n",
        )
        .unwrap();
        let g = *b.geometry();
        // White B3 (col 1, row 2) is in atari at C3.
        assert_eq!(b.atari_liberty(g.point(1, 2)), Some(g.point(2, 2)));
        // Black B4 has two liberties, A4 and B5.
        let (libs, n) = b.chain_liberties::<4>(g.point(1, 3));
        assert_eq!(n, 2, "{libs:?}");
        // Black at C3 captures B3 but then has B3 as its only liberty (a ko): the
        // capture counts, and it is still a self-atari.
        assert!(b.would_capture(g.point(2, 2), Color::Black));
        assert!(b.is_self_atari(g.point(2, 2), Color::Black));
        // White at C3 connects B3 to a chain with more liberties.
        assert!(!b.is_self_atari(g.point(2, 2), Color::White));
        // Black at A2 (col 0, row 1) next to its own stone with 3 liberties: fine.
        assert!(!b.is_self_atari(g.point(0, 1), Color::Black));
        // A lone stone pushed into a corner between enemies is a self-atari.
        let corner = Board::from_ascii("...\nO..\n.O.\n").unwrap();
        assert!(corner.is_self_atari(corner.geometry().point(0, 0), Color::Black));
        assert!(!corner.is_self_atari(corner.geometry().point(2, 2), Color::Black));
    }

    #[test]
    fn playout_candidate_agrees_with_eye_and_legality() {
        // Light playouts reach the eye-rich positions the fast test is shaped for.
        let mut rng = SmallRng::seed_from_u64(11);
        // Enclosed empty points (no empty neighbour) seen accepted and refused.
        let mut enclosed = [0u32; 2];
        for size in [2, 3, 5, 9, 19, 25] {
            for _ in 0..3 {
                let mut b = Board::new(size);
                let mut c = Color::Black;
                let mut passes = 0;
                while passes < 2 {
                    for i in 0..b.geometry().array_len() + 40 {
                        let p = Point(i as u16);
                        for who in [Color::Black, Color::White] {
                            let slow = b.color(p) == Color::Empty
                                && !b.is_eye(p, who)
                                && b.is_playout_legal(p, who);
                            assert_eq!(b.is_playout_candidate(p, who), slow, "{p:?} {who}\n{b}");
                            if b.color(p) == Color::Empty && b.count_neighbors(p, Color::Empty) == 0
                            {
                                enclosed[slow as usize] += 1;
                            }
                        }
                    }
                    passes = if random_step(&mut b, c, &mut rng) {
                        0
                    } else {
                        passes + 1
                    };
                    c = c.opponent();
                }
            }
        }
        assert!(enclosed[0] > 1000 && enclosed[1] > 100, "{enclosed:?}");
    }

    #[test]
    fn setup_off_the_board_is_refused() {
        let b = Board::new(5);
        let border = Point(0);
        let beyond = Point(u16::MAX);
        assert!(Board::from_colors(5, &[(border, Color::Black)]).is_err());
        assert!(Board::from_colors(5, &[(beyond, Color::White)]).is_err());
        let inside = b.geometry().point(2, 2);
        assert!(Board::from_colors(5, &[(inside, Color::White)]).is_ok());
    }

    #[test]
    #[should_panic(expected = "not empty")]
    fn playing_on_a_stone_is_refused() {
        let mut b = Board::new(5);
        let p = b.geometry().point(1, 1);
        b.play_fast(p, Color::Black);
        b.play_fast(p, Color::White);
    }

    #[test]
    fn random_play_keeps_every_invariant() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        for size in [2, 3, 5, 9, 13, 19, 25] {
            let mut b = Board::new(size);
            let mut c = Color::Black;
            for _ in 0..size * size * 3 {
                let empties: Vec<Point> = b.empty_points().collect();
                if empties.is_empty() {
                    break;
                }
                let p = empties[rng.gen_range(0..empties.len())];
                if b.suicide_kind(p, c) == Some(false) {
                    continue;
                }
                let predicted = b.hash_after(p, c);
                b.play(Move::Play(p), c);
                assert_eq!(b.hash(), predicted);
                b.check_consistency().unwrap();
                c = c.opponent();
            }
        }
    }
}
