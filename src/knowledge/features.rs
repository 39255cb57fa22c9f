//! Move features: what the learned move model (`model.rs`, fitted by `ttgo
//! train-model`) sees of a candidate move.
//!
//! How to read this module: [`MoveFeatures::of`] describes one legal move of `mover`
//! in a position by a few *groups*, each with one value (0: the feature is absent):
//! - **spatial**: the stones around the point out to a growing *gridcular* distance
//!   (dx + dy + max(dx, dy)), from 4 (twelve points) to [`SPATIAL_MAX`] (104 points), as
//!   one hash per size. Colours are relative to the mover (own, opponent, empty, off
//!   the board) and the hash is the smallest over the eight rotations and reflections,
//!   so a shape and its mirror images share one key. The model uses the largest size
//!   it knows;
//! - **shape**: the eight neighbours (relative colours) and which of the four
//!   orthogonal neighbour chains are in atari, as one 20-bit key brought to a canonical
//!   orientation ([`canonical_shape`]);
//! - **tactics**: capture (by size, whether it takes the last move's chain, whether the
//!   capturing stone can be taken back at once), escape from atari (by the liberties
//!   gained, and whether a ladder still catches the chain), self-atari, atari (whether
//!   the ladder works);
//! - **distance** to the last move and to the move before it, and the **line** (1 at
//!   the edge, 5 for the fifth line and beyond).
//!
//! A pass is described by its own group ([`Group::Pass`]). Everything here is a pure
//! function of the board, the mover and the last two moves.

use crate::core::board::{Board, SeenChains};
use crate::core::point::{Color, Move, Point};
use crate::knowledge::ladder::LadderReader;
use std::sync::OnceLock;

/// The feature groups, each with one value per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Group {
    Spatial = 0,
    Shape,
    Capture,
    Escape,
    SelfAtari,
    Atari,
    DistLast,
    DistLast2,
    Line,
    Pass,
}

/// Number of groups.
pub const GROUPS: usize = 10;

/// All groups, in order.
pub const ALL_GROUPS: [Group; GROUPS] = [
    Group::Spatial,
    Group::Shape,
    Group::Capture,
    Group::Escape,
    Group::SelfAtari,
    Group::Atari,
    Group::DistLast,
    Group::DistLast2,
    Group::Line,
    Group::Pass,
];

impl Group {
    /// The group's name in model files.
    pub fn name(self) -> &'static str {
        match self {
            Group::Spatial => "spatial",
            Group::Shape => "shape",
            Group::Capture => "capture",
            Group::Escape => "escape",
            Group::SelfAtari => "selfatari",
            Group::Atari => "atari",
            Group::DistLast => "distlast",
            Group::DistLast2 => "distlast2",
            Group::Line => "line",
            Group::Pass => "pass",
        }
    }

    /// The group called `name`.
    pub fn by_name(name: &str) -> Option<Group> {
        ALL_GROUPS.iter().copied().find(|g| g.name() == name)
    }
}

/// The smallest spatial size (gridcular distance): the 3x3 square plus the four points
/// two steps away.
pub const SPATIAL_MIN: u32 = 4;
/// The largest spatial size.
pub const SPATIAL_MAX: u32 = 12;
/// Number of spatial sizes.
pub const SPATIAL_SIZES: usize = (SPATIAL_MAX - SPATIAL_MIN + 1) as usize;

/// The "small" groups: every group but spatial and shape.
pub const SMALL: [Group; GROUPS - 2] = {
    let mut small = [Group::Pass; GROUPS - 2];
    let mut i = 0;
    while i < small.len() {
        small[i] = ALL_GROUPS[i + 2];
        i += 1;
    }
    small
};

/// The index of small group `g` in [`SMALL`] and in [`MoveFeatures::small`] (None for
/// the spatial and shape groups, which come first in [`ALL_GROUPS`]).
pub const fn small_slot(g: Group) -> Option<usize> {
    (g as usize).checked_sub(ALL_GROUPS.len() - SMALL.len())
}

/// What a candidate move looks like to the model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveFeatures {
    /// Canonical spatial keys, smallest size first (0 for a pass).
    pub spatial: [u64; SPATIAL_SIZES],
    /// Canonical shape key (see [`canonical_shape`]); 0 for a pass.
    pub shape: u32,
    /// Values of the [`SMALL`] groups, in that order (0: absent).
    pub small: [u8; SMALL.len()],
}

/// The last two moves before the position (None: none, or a pass).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Recent {
    /// The opponent's last move.
    pub last: Option<Move>,
    /// The mover's own move before that.
    pub before: Option<Move>,
}

impl Recent {
    /// The last two moves of `game`.
    pub fn of_game(game: &crate::core::game::Game) -> Recent {
        Recent {
            last: game.recent_move(0),
            before: game.recent_move(1),
        }
    }

    /// The last stone played, if the last move was one.
    fn last_point(&self) -> Option<Point> {
        match self.last {
            Some(Move::Play(p)) => Some(p),
            _ => None,
        }
    }
}

/// Gridcular distance of an offset.
#[inline]
fn gridcular(dx: i32, dy: i32) -> u32 {
    let (a, b) = (dx.unsigned_abs(), dy.unsigned_abs());
    a + b + a.max(b)
}

/// The distance feature's value for gridcular distance `d` (2..16 as is, 17 for more).
fn distance_value(d: u32) -> u8 {
    d.clamp(2, 17) as u8
}

/// Tables for the spatial hashes: the offsets in order of distance and, for each, the
/// hash of each state under each of the eight symmetries.
struct SpatialTables {
    offsets: Vec<(i32, i32)>,
    /// Offsets within each size (cumulative counts).
    ends: [usize; SPATIAL_SIZES],
    /// `keys[k][s][state]`: the hash contribution of offset k in state own (0),
    /// opponent (1) or off the board (2), for symmetry s.
    keys: Vec<[[u64; 3]; 8]>,
    /// A salt per size, so that equal stone sets of different sizes differ.
    salts: [u64; SPATIAL_SIZES],
}

/// A deterministic stream of 64-bit keys (splitmix64): model files depend on them.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The offset `(dx, dy)` under symmetry `s` (bit 0: mirror x, bit 1: mirror y, bit 2:
/// swap the axes).
pub(crate) fn transform(s: usize, (dx, dy): (i32, i32)) -> (i32, i32) {
    let (mut x, mut y) = (dx, dy);
    if s & 1 != 0 {
        x = -x;
    }
    if s & 2 != 0 {
        y = -y;
    }
    if s & 4 != 0 {
        std::mem::swap(&mut x, &mut y);
    }
    (x, y)
}

impl SpatialTables {
    fn shared() -> &'static SpatialTables {
        static TABLES: OnceLock<SpatialTables> = OnceLock::new();
        TABLES.get_or_init(SpatialTables::build)
    }

    fn build() -> SpatialTables {
        let r = SPATIAL_MAX as i32;
        let mut offsets: Vec<(i32, i32)> = (-r..=r)
            .flat_map(|dx| (-r..=r).map(move |dy| (dx, dy)))
            .filter(|&(dx, dy)| (dx, dy) != (0, 0) && gridcular(dx, dy) <= SPATIAL_MAX)
            .collect();
        offsets.sort_by_key(|&(dx, dy)| (gridcular(dx, dy), dx, dy));
        let mut ends = [0; SPATIAL_SIZES];
        for (k, end) in ends.iter_mut().enumerate() {
            let d = SPATIAL_MIN + k as u32;
            *end = offsets
                .iter()
                .filter(|&&(dx, dy)| gridcular(dx, dy) <= d)
                .count();
        }
        let mut state = 0x7467_6f20_7370_6174; // fixed: model files depend on it
        let base: Vec<[u64; 3]> = offsets
            .iter()
            .map(|_| [0; 3].map(|_: u64| splitmix(&mut state)))
            .collect();
        let salts = [0; SPATIAL_SIZES].map(|_: u64| splitmix(&mut state));
        let index_of = |o: (i32, i32)| offsets.iter().position(|&x| x == o).unwrap();
        let keys = offsets
            .iter()
            .map(|&o| {
                let mut per = [[0u64; 3]; 8];
                for (s, slot) in per.iter_mut().enumerate() {
                    *slot = base[index_of(transform(s, o))];
                }
                per
            })
            .collect();
        SpatialTables {
            offsets,
            ends,
            keys,
            salts,
        }
    }
}

/// The canonical spatial keys around `p` for `mover`, smallest size first.
pub fn spatial_keys(board: &Board, p: Point, mover: Color) -> [u64; SPATIAL_SIZES] {
    spatial_keys_while(board, p, mover, |_| true)
}

/// The canonical spatial keys around `p` for `mover`, smallest size first, up to and
/// including the first one that `known` refuses; the keys past it are left 0.
///
/// A rater that only uses known keys loses nothing by stopping there: a pattern's
/// smaller sizes occur wherever it does, so the dictionary of keys seen at least a
/// given number of times never holds a size whose smaller size it lacks.
pub fn spatial_keys_while(
    board: &Board,
    p: Point,
    mover: Color,
    known: impl Fn(u64) -> bool,
) -> [u64; SPATIAL_SIZES] {
    let t = SpatialTables::shared();
    let geom = board.geometry();
    let n = geom.size as i32;
    let (pc, pr) = geom.coords(p);
    let (pc, pr) = (pc as i32, pr as i32);
    let mut h = [0u64; 8];
    let mut out = [0u64; SPATIAL_SIZES];
    let mut k = 0;
    for (size, &end) in t.ends.iter().enumerate() {
        while k < end {
            let (dx, dy) = t.offsets[k];
            let (col, row) = (pc + dx, pr + dy);
            let state = if col < 0 || row < 0 || col >= n || row >= n {
                2
            } else {
                match board.color(geom.point(col as usize, row as usize)) {
                    Color::Empty => 3,
                    x if x == mover => 0,
                    _ => 1,
                }
            };
            if state < 3 {
                let keys = &t.keys[k];
                for s in 0..8 {
                    h[s] ^= keys[s][state];
                }
            }
            k += 1;
        }
        out[size] = h.iter().copied().min().unwrap() ^ t.salts[size];
        if !known(out[size]) {
            break;
        }
    }
    out
}

/// The raw shape key of `p` for `mover`: the eight neighbours two bits each as
/// [`Board::neighborhood`] orders them (0 empty, 1 own, 2 opponent, 3 off the board),
/// then four bits (16..19) for the N, E, S, W neighbours that are stones in atari.
pub fn raw_shape(board: &Board, p: Point, mover: Color) -> u32 {
    let mut ring = board.neighborhood(p) as u32;
    if mover == Color::White {
        // Swap 1 and 2 in every two-bit field.
        let lo = ring & 0x5555;
        let hi = (ring >> 1) & 0x5555;
        let one = lo ^ hi;
        ring ^= one | (one << 1);
    }
    let s = board.geometry().stride as u16;
    let orth = [p.0 + s, p.0 + 1, p.0 - s, p.0 - 1];
    let mut atari = 0u32;
    for (k, &q) in orth.iter().enumerate() {
        let q = Point(q);
        if board.color(q).is_stone() && board.libs(q) == 1 {
            atari |= 1 << k;
        }
    }
    ring | atari << 16
}

/// Apply symmetry `s` (rotation by `s & 3` quarter turns, then a mirror if `s & 4`) to
/// a raw shape key.
fn transform_shape(key: u32, s: usize) -> u32 {
    let ring = |i: usize| (key >> (2 * i)) & 3;
    let atari = |k: usize| (key >> (16 + k)) & 1;
    let rot = s & 3;
    let mirror = s & 4 != 0;
    // The ring position that ring position i moves to.
    let dest = |i: usize| {
        let r = (i + 2 * rot) % 8;
        if mirror {
            (8 - r) % 8
        } else {
            r
        }
    };
    let mut out = 0;
    for i in 0..8 {
        out |= ring(i) << (2 * dest(i));
    }
    for k in 0..4 {
        out |= atari(k) << (16 + dest(2 * k) / 2);
    }
    out
}

/// Build the spatial and shape tables now (see [`super::load_tables`]).
pub(super) fn load_tables() {
    SpatialTables::shared();
    canonical_shape(0);
}

/// The smallest key among the eight orientations of a raw shape key.
pub fn canonical_shape(raw: u32) -> u32 {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..1u32 << 20)
            .map(|key| (0..8).map(|s| transform_shape(key, s)).min().unwrap())
            .collect()
    });
    table[raw as usize & 0xf_ffff]
}

/// What the tactics groups see of `mover` at empty `p`: (capture, escape, self-atari,
/// atari) values.
fn tactics(
    board: &Board,
    p: Point,
    mover: Color,
    recent: &Recent,
    ladders: &mut LadderReader,
) -> [u8; 4] {
    let opp = mover.opponent();
    let last_head = recent
        .last_point()
        .filter(|&l| board.color(l).is_stone())
        .map(|l| board.chain_head(l));
    let mut seen = SeenChains::<4>::default();
    let mut captured = 0usize;
    let mut takes_last = false;
    let mut own_in_atari = false;
    let mut atari_targets = [Point(0); 4];
    let mut n_targets = 0;
    for q in board.neighbors(p) {
        let qc = board.color(q);
        if !qc.is_stone() {
            continue;
        }
        let head = board.chain_head(q);
        if !seen.first(head) {
            continue;
        }
        let libs = board.libs(q);
        if qc == opp && libs == 1 {
            captured += board.chain_stones(q);
            takes_last |= Some(head) == last_head;
        } else if qc == opp && libs == 2 {
            atari_targets[n_targets] = q;
            n_targets += 1;
        } else if qc == mover && libs == 1 {
            own_in_atari = true;
        }
    }
    let after = board.libs_after(p, mover);
    let mut capture = 0;
    let mut escape = 0;
    let mut self_atari = 0;
    let mut atari = 0;
    if captured > 0 {
        // 1: one stone that can be taken back at once (a ko-like capture); 2: one
        // stone; 3: two to four; 4: five or more. +4 when it takes the last move.
        let size = match captured {
            1 if after <= 1 => 1,
            1 => 2,
            2..=4 => 3,
            _ => 4,
        };
        capture = size + if takes_last { 4 } else { 0 };
    } else if after <= 1 {
        // 1: a lone stone; 2: a chain of two or more.
        let joins = board.neighbors(p).iter().any(|&q| board.color(q) == mover);
        self_atari = if joins { 2 } else { 1 };
    } else if own_in_atari {
        // 1: two liberties but a ladder catches it; 2: two liberties; 3: three or more.
        escape = if after >= 3 {
            3
        } else if ladders.after_move(board, p, mover, |l, b| l.attack_catches(b, p)) {
            1
        } else {
            2
        };
    }
    if captured == 0 && after >= 2 && n_targets > 0 {
        // 1: the ladder works (the chain cannot run); 2: it does not. +2 for a chain of
        // two or more stones.
        atari = ladders.after_move(board, p, mover, |l, b| {
            let mut value = 0;
            for &t in &atari_targets[..n_targets] {
                if b.color(t) != opp || b.libs(t) != 1 {
                    continue;
                }
                let big = if b.chain_stones(t) >= 2 { 2 } else { 0 };
                let v = if l.captures(b, t) { 1 } else { 2 } + big;
                // Keep the best atari: a working ladder on the biggest chain.
                if value == 0 || v % 2 == 1 && value % 2 == 0 || (v % 2 == value % 2 && v > value) {
                    value = v;
                }
            }
            value
        });
    }
    [capture, escape, self_atari, atari]
}

/// Where a small group's value lives in [`MoveFeatures::small`], for the constants below
/// (a group that is not small stops the build).
const fn slot_of(g: Group) -> usize {
    match small_slot(g) {
        Some(slot) => slot,
        None => panic!("not a small group"),
    }
}
const PASS_SLOT: usize = slot_of(Group::Pass);
const CAPTURE_SLOT: usize = slot_of(Group::Capture);
const ATARI_SLOT: usize = slot_of(Group::Atari);

impl MoveFeatures {
    /// Does the move capture, or put an opponent chain in atari?
    pub fn is_capture_or_atari(&self) -> bool {
        self.small[CAPTURE_SLOT] != 0 || self.small[ATARI_SLOT] != 0
    }

    /// The features of `mover` playing `mv` (legal) after `recent`.
    pub fn of(
        board: &Board,
        mv: Move,
        mover: Color,
        recent: &Recent,
        ladders: &mut LadderReader,
    ) -> MoveFeatures {
        MoveFeatures::of_known(board, mv, mover, recent, ladders, |_| true)
    }

    /// The features of `mover` playing `mv` after `recent`, with the spatial keys only
    /// as far as `known` accepts them ([`spatial_keys_while`]): all a model needs.
    pub fn of_known(
        board: &Board,
        mv: Move,
        mover: Color,
        recent: &Recent,
        ladders: &mut LadderReader,
        known: impl Fn(u64) -> bool,
    ) -> MoveFeatures {
        let p = match mv {
            Move::Pass => {
                let after_pass = recent.last == Some(Move::Pass);
                let mut small = [0; SMALL.len()];
                small[PASS_SLOT] = if after_pass { 1 } else { 2 };
                return MoveFeatures {
                    spatial: [0; SPATIAL_SIZES],
                    shape: 0,
                    small,
                };
            }
            Move::Play(p) => p,
        };
        let geom = board.geometry();
        let [capture, escape, self_atari, atari] = tactics(board, p, mover, recent, ladders);
        let distance = |m: Option<Move>| match m {
            Some(Move::Play(q)) => {
                let (a, b) = (geom.coords(p), geom.coords(q));
                let dx = a.0 as i32 - b.0 as i32;
                let dy = a.1 as i32 - b.1 as i32;
                distance_value(gridcular(dx, dy))
            }
            _ => 0,
        };
        let line = (geom.edge_distance(p) + 1).min(5) as u8;
        MoveFeatures {
            spatial: spatial_keys_while(board, p, mover, known),
            shape: canonical_shape(raw_shape(board, p, mover)),
            small: [
                capture,
                escape,
                self_atari,
                atari,
                distance(recent.last),
                distance(recent.before),
                line,
                0,
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spatial_keys_agree_on_rotations_mirrors_and_colours() {
        // The same corner shape in two corners, mirrored, with colours swapped.
        let a = Board::from_ascii(
            ".......\n\
             .......\n\
             .......\n\
             .......\n\
             ..X....\n\
             .O.....\n\
             .......\n",
        )
        .unwrap();
        let b = Board::from_ascii(
            ".......\n\
             .....X.\n\
             ....O..\n\
             .......\n\
             .......\n\
             .......\n\
             .......\n",
        )
        .unwrap();
        let pa = a.geometry().point(2, 1);
        let pb = b.geometry().point(4, 5);
        assert_eq!(
            spatial_keys(&a, pa, Color::Black),
            spatial_keys(&b, pb, Color::White)
        );
        // Another point differs.
        assert_ne!(
            spatial_keys(&a, pa, Color::Black),
            spatial_keys(&a, a.geometry().point(3, 3), Color::Black)
        );
        // Sizes differ even on an empty board.
        let e = Board::new(19);
        let k = spatial_keys(&e, e.geometry().point(9, 9), Color::Black);
        assert!(k.windows(2).all(|w| w[0] != w[1]));
    }

    #[test]
    fn shape_keys_agree_on_the_eight_orientations() {
        let b = Board::from_ascii(
            ".....\n\
             ..X..\n\
             .O.O.\n\
             .....\n\
             .....\n",
        )
        .unwrap();
        let key = canonical_shape(raw_shape(&b, b.geometry().point(2, 2), Color::Black));
        let turned = Board::from_ascii(
            ".....\n\
             ..O..\n\
             ...X.\n\
             ..O..\n\
             .....\n",
        )
        .unwrap();
        let key2 = canonical_shape(raw_shape(
            &turned,
            turned.geometry().point(2, 2),
            Color::Black,
        ));
        assert_eq!(key, key2);
        for s in 0..8 {
            let raw = raw_shape(&b, b.geometry().point(2, 2), Color::Black);
            assert_eq!(canonical_shape(transform_shape(raw, s)), key);
        }
    }

    #[test]
    fn tactics_name_captures_ataris_lines_and_passes() {
        // Black C4 is in atari (liberty C3); White C2 has two liberties (C3, C1).
        let b = Board::from_ascii(
            ".......\n\
             .......\n\
             ..OX...\n\
             .OXO...\n\
             .......\n\
             .XOX...\n\
             .......\n",
        )
        .unwrap();
        let g = *b.geometry();
        let mut ladders = LadderReader::default();
        let recent = Recent::default();
        let mut f = |col, row, c| {
            MoveFeatures::of(&b, Move::Play(g.point(col, row)), c, &recent, &mut ladders).small
        };
        // White C3 takes the black stone and keeps three liberties.
        assert_eq!(f(2, 2, Color::White)[CAPTURE_SLOT], 2);
        // Black C1 puts White C2 in atari, but the ladder fails (C2 runs to C3 and
        // takes C4).
        assert_eq!(f(2, 0, Color::Black)[ATARI_SLOT], 2);
        // Lines: the edge is 1, the middle of a 7x7 board 4.
        let line = slot_of(Group::Line);
        assert_eq!(f(0, 3, Color::Black)[line], 1);
        assert_eq!(f(3, 3, Color::White)[line], 4);
        // A pass after a pass.
        let after = Recent {
            last: Some(Move::Pass),
            before: None,
        };
        let pass = MoveFeatures::of(&b, Move::Pass, Color::Black, &after, &mut ladders);
        assert_eq!(pass.small[PASS_SLOT], 1);
    }

    #[test]
    fn small_slots_follow_the_small_groups() {
        for (i, &g) in SMALL.iter().enumerate() {
            assert_eq!(small_slot(g), Some(i));
        }
        assert_eq!(small_slot(Group::Spatial), None);
        assert_eq!(small_slot(Group::Shape), None);
    }

    #[test]
    fn distances_follow_the_last_two_moves() {
        let b = Board::new(9);
        let g = *b.geometry();
        let recent = Recent {
            last: Some(Move::Play(g.point(4, 4))),
            before: Some(Move::Play(g.point(0, 0))),
        };
        let mut ladders = LadderReader::default();
        let f = MoveFeatures::of(
            &b,
            Move::Play(g.point(5, 4)),
            Color::Black,
            &recent,
            &mut ladders,
        );
        let (last, before) = (slot_of(Group::DistLast), slot_of(Group::DistLast2));
        assert_eq!(f.small[last], 2);
        assert_eq!(f.small[before], 14);
        let f = MoveFeatures::of(
            &b,
            Move::Play(g.point(5, 5)),
            Color::Black,
            &recent,
            &mut ladders,
        );
        assert_eq!(f.small[last], 3);
    }
}
