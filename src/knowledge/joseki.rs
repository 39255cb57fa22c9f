//! The corner book: how strong players answered a move in a corner of 19x19, looked up
//! by the corner's stones; it can answer on boards from 13x13 up (the search consults it
//! by default on 19x19 and up, `SearchParams::joseki_weight`).
//!
//! How to read this module: a 19x19 board has four corners of 9x9 points (the middle
//! lines belong to none; on smaller boards a corner stops short of the middle line, and
//! its key still reads the 9x9 window). A [`Corner`] maps its local points (x from its
//! side column, y from its edge row, both 0..9) to the board, optionally mirrored about
//! its diagonal. A corner's key hashes its 81 points ([`ZOBRIST`]) as seen by the player
//! to move (own or opponent stones), so Black's and White's answers count alike; of a
//! corner's two mirror images the one with the smaller key is its canonical form
//! ([`Corner::canonical`]). The book ([`Joseki`]) holds, for each canonical corner after
//! a move into it, how often strong players answered at each local point and how often
//! they played elsewhere. `ttgo make-joseki` builds it from the Tygem games
//! (`tools::make_joseki`); the book in force is `models/joseki.txt`, embedded in the
//! binary, and the search adds its answers to the priors of a new node (`search::prior`)
//! where the move just played went into a corner.

use crate::core::board::Board;
use crate::core::point::{Color, Geometry, Point};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The embedded book (`models/joseki.txt`).
const EMBEDDED: &str = include_str!("../../models/joseki.txt");

/// The board size the book is made from (the strong players' games).
pub const SIZE: usize = 19;

/// The smallest board the book answers on: from 13x13 up a corner's 9x9 window holds
/// no more than the corner itself in the opening (the other corners' stones on their
/// third and fourth lines lie outside it).
pub const MIN_SIZE: usize = 13;

/// A corner's side, in points.
pub const SIDE: usize = 9;

/// One of the four corners, seen in one of its two mirror images.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Corner {
    /// Bit 0: the right-hand corners; bit 1: the upper ones.
    pub index: u8,
    /// Local x and y swapped (the mirror image about the corner's diagonal).
    pub mirrored: bool,
}

impl Corner {
    /// The corner holding `p` and `p`'s local coordinates in its unmirrored image, or
    /// None on the middle lines or on a board smaller than [`MIN_SIZE`]. A corner takes
    /// [`SIDE`] lines from each edge, or on boards below 19x19 the lines short of the
    /// middle one (six on 13x13); its key still reads its whole 9x9 window.
    pub fn of(geom: &Geometry, p: Point) -> Option<(Corner, u8, u8)> {
        let size = geom.size;
        if size < MIN_SIZE {
            return None;
        }
        let reach = SIDE.min(size / 2);
        let (col, row) = geom.coords(p);
        let local = |v: usize| match v {
            v if v < reach => Some((0, v)),
            v if v >= size - reach => Some((1, size - 1 - v)),
            _ => None,
        };
        let ((right, x), (top, y)) = (local(col)?, local(row)?);
        let corner = Corner {
            index: right | top << 1,
            mirrored: false,
        };
        Some((corner, x as u8, y as u8))
    }

    /// The board point at local (`x`, `y`) of this image.
    pub fn point(self, geom: &Geometry, x: u8, y: u8) -> Point {
        let (x, y) = match self.mirrored {
            true => (y as usize, x as usize),
            false => (x as usize, y as usize),
        };
        let last = geom.size - 1;
        let col = if self.index & 1 == 1 { last - x } else { x };
        let row = if self.index & 2 == 2 { last - y } else { y };
        geom.point(col, row)
    }

    /// Local coordinates of `p` in this image (`p` must lie in the corner).
    pub fn local(self, geom: &Geometry, p: Point) -> (u8, u8) {
        let (c, x, y) = Corner::of(geom, p).expect("a point of the corner");
        debug_assert_eq!(c.index, self.index);
        match self.mirrored {
            true => (y, x),
            false => (x, y),
        }
    }

    /// The image of this corner whose key for `mover` is the smaller, with that key (a
    /// corner symmetric about its diagonal has one key for both images).
    pub fn canonical(self, board: &Board, mover: Color) -> (Corner, u64) {
        let (a, b) = keys(board, self.index, mover);
        let image = |mirrored| Corner {
            index: self.index,
            mirrored,
        };
        match a <= b {
            true => (image(false), a),
            false => (image(true), b),
        }
    }

    /// Stones of either colour in the corner.
    pub fn stones(self, board: &Board) -> usize {
        let geom = board.geometry();
        (0..SIDE as u8)
            .flat_map(|y| (0..SIDE as u8).map(move |x| (x, y)))
            .filter(|&(x, y)| board.color(self.point(geom, x, y)).is_stone())
            .count()
    }
}

/// A fixed random number for each local point (y·9 + x) and stone (own 0, opponent
/// 1), from splitmix64: the book's keys depend on them, so they never change.
const ZOBRIST: [[u64; 2]; SIDE * SIDE] = {
    let mut table = [[0; 2]; SIDE * SIDE];
    let mut state: u64 = 0x6a6f_7365_6b69_2019;
    let mut k = 0;
    while k < 2 * SIDE * SIDE {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        table[k / 2][k % 2] = z ^ (z >> 31);
        k += 1;
    }
    table
};

/// The keys of corner `index`'s plain and mirrored images, read in one pass.
fn keys(board: &Board, index: u8, mover: Color) -> (u64, u64) {
    let geom = board.geometry();
    let corner = Corner {
        index,
        mirrored: false,
    };
    let (mut plain, mut mirror) = (0, 0);
    for y in 0..SIDE {
        for x in 0..SIDE {
            let c = board.color(corner.point(geom, x as u8, y as u8));
            if c.is_stone() {
                let s = (c != mover) as usize;
                plain ^= ZOBRIST[y * SIDE + x][s];
                mirror ^= ZOBRIST[x * SIDE + y][s];
            }
        }
    }
    (plain, mirror)
}

/// `strength` of a move the book answers with `share`, raised by the book at `weight`:
/// times 1 + weight·share (the search's priors and `make-joseki`'s measure both).
pub fn raised(strength: f32, weight: f32, share: f32) -> f32 {
    strength * (1.0 + weight * share)
}

/// How strong players answered in one canonical corner position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Answers {
    /// Times the position came up (after a move into the corner).
    pub total: u32,
    /// Times the player to move played elsewhere (or passed).
    pub elsewhere: u32,
    /// Local points (in the canonical image) and how often each was played.
    pub local: Vec<(u8, u8, u32)>,
}

/// The corner book: answers by canonical key.
#[derive(Clone, Debug, Default)]
pub struct Joseki {
    entries: HashMap<u64, Answers, ahash::RandomState>,
}

/// Fewest times a position must have come up for its answers to count.
pub const MIN_TOTAL: u32 = 30;

impl Joseki {
    /// The book built into the binary, parsed once.
    pub fn shared() -> &'static Joseki {
        static BOOK: OnceLock<Joseki> = OnceLock::new();
        BOOK.get_or_init(|| Joseki::parse(EMBEDDED).expect("the embedded corner book parses"))
    }

    /// Read a book: one position a line, `<key hex> <total> <elsewhere> <x>,<y>:<n> ...`;
    /// `#` starts a comment.
    pub fn parse(text: &str) -> Result<Joseki, String> {
        let mut entries = HashMap::default();
        for (k, raw, line) in super::table_entries(text) {
            let bad = |what: &str| format!("line {k}: {what}: {raw}");
            let mut words = line.split_whitespace();
            let key = words.next().and_then(|w| u64::from_str_radix(w, 16).ok());
            let mut count = || words.next().and_then(|w| w.parse::<u32>().ok());
            let (Some(key), Some(total), Some(elsewhere)) = (key, count(), count()) else {
                return Err(bad("key, total and elsewhere"));
            };
            let mut local = Vec::new();
            for w in words {
                let parsed = w.split_once(':').and_then(|(xy, n)| {
                    let (x, y) = xy.split_once(',')?;
                    Some((x.parse().ok()?, y.parse().ok()?, n.parse().ok()?))
                });
                match parsed {
                    Some((x, y, n)) if (x as usize) < SIDE && (y as usize) < SIDE => {
                        local.push((x, y, n))
                    }
                    _ => return Err(bad("answer")),
                }
            }
            let counted = elsewhere as u64 + local.iter().map(|a| a.2 as u64).sum::<u64>();
            if counted > total as u64 {
                return Err(bad("more answers than times seen"));
            }
            let answers = Answers {
                total,
                elsewhere,
                local,
            };
            entries.insert(key, answers);
        }
        Ok(Joseki { entries })
    }

    /// Write the book in the form [`Joseki::parse`] reads, positions by key.
    pub fn to_text(&self) -> String {
        let mut keys: Vec<&u64> = self.entries.keys().collect();
        keys.sort();
        let mut out = String::new();
        for k in keys {
            let a = &self.entries[k];
            out += &format!("{k:016x} {} {}", a.total, a.elsewhere);
            for (x, y, n) in &a.local {
                out += &format!(" {x},{y}:{n}");
            }
            out.push('\n');
        }
        out
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Is the book empty?
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// A position's answers, by canonical key.
    pub fn get(&self, key: u64) -> Option<&Answers> {
        self.entries.get(&key)
    }

    /// Add `answers` under `key` (the book maker).
    pub fn insert(&mut self, key: u64, answers: Answers) {
        self.entries.insert(key, answers);
    }

    /// After a move at `last` on `board`, the points of its corner where strong players
    /// answered, each with its share of the times the position came up (the rest went
    /// elsewhere); empty unless the corner is in the book at least [`MIN_TOTAL`] times.
    pub fn answers(&self, board: &Board, last: Point, mover: Color) -> Vec<(Point, f32)> {
        let geom = board.geometry();
        let Some((corner, _, _)) = Corner::of(geom, last) else {
            return Vec::new();
        };
        let (image, key) = corner.canonical(board, mover);
        match self.entries.get(&key) {
            Some(a) if a.total >= MIN_TOTAL => a
                .local
                .iter()
                .map(|&(x, y, n)| (image.point(geom, x, y), n as f32 / a.total as f32))
                .filter(|&(p, _)| board.color(p) == Color::Empty)
                .collect(),
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::point::Move;

    fn at(geom: &Geometry, v: &str) -> Point {
        match Move::from_vertex(v, geom) {
            Some(Move::Play(p)) => p,
            _ => panic!("{v}"),
        }
    }

    #[test]
    fn corners_map_their_points_both_ways() {
        let geom = Geometry::new(SIZE);
        assert_eq!(Corner::of(&geom, at(&geom, "K10")), None);
        assert_eq!(Corner::of(&geom, at(&geom, "D10")), None);
        for v in ["A1", "D4", "C17", "R16", "Q3", "J9", "L11"] {
            let p = at(&geom, v);
            let (c, x, y) = Corner::of(&geom, p).unwrap();
            assert_eq!(c.point(&geom, x, y), p, "{v}");
            let m = Corner {
                mirrored: true,
                ..c
            };
            assert_eq!(m.point(&geom, y, x), p, "{v}");
            assert_eq!(m.local(&geom, p), (y, x));
        }
        // The 3-4 point of each corner is local (2, 3).
        for v in ["C4", "R4", "C16", "R16"] {
            let (_, x, y) = Corner::of(&geom, at(&geom, v)).unwrap();
            assert_eq!((x, y), (2, 3), "{v}");
        }
        let eleven = Geometry::new(11);
        assert_eq!(Corner::of(&eleven, at(&eleven, "C3")), None);
    }

    #[test]
    fn the_same_shape_in_any_corner_and_colour_has_one_key() {
        // Black 3-4 (C4, local 2,3) and White 5-3 (E3, local 4,2) in the lower left,
        // Black to move; the same shape mirrored in the upper right with the colours
        // swapped, White to move: White at local (3,2) = Q17, Black at (2,4) = R15.
        let mut a = Board::new(SIZE);
        let geom = *a.geometry();
        a.play(Move::Play(at(&geom, "C4")), Color::Black);
        a.play(Move::Play(at(&geom, "E3")), Color::White);
        let mut b = Board::new(SIZE);
        b.play(Move::Play(at(&geom, "Q17")), Color::White);
        b.play(Move::Play(at(&geom, "R15")), Color::Black);
        let (ca, _, _) = Corner::of(&geom, at(&geom, "E3")).unwrap();
        let (cb, _, _) = Corner::of(&geom, at(&geom, "R15")).unwrap();
        let (ia, ka) = ca.canonical(&a, Color::Black);
        let (ib, kb) = cb.canonical(&b, Color::White);
        assert_eq!(ka, kb);
        let (plain, mirror) = keys(&a, ca.index, Color::Black);
        assert_ne!(plain, mirror, "the 3-4 and 5-3 shape is not symmetric");
        // D3 (local 3,2) below: the mirror's local (2,3) above, R16; both canonical
        // images name it alike.
        assert_eq!(
            ia.local(&geom, at(&geom, "D3")),
            ib.local(&geom, at(&geom, "R16"))
        );
        // Other corners, a different mover or a different shape differ.
        assert_ne!(ca.canonical(&a, Color::White).1, ka);
        let (cc, _, _) = Corner::of(&geom, at(&geom, "Q4")).unwrap();
        assert_ne!(cc.canonical(&a, Color::Black).1, ka);
        // A lone 4-4 stone is symmetric about the diagonal.
        let mut d = Board::new(SIZE);
        d.play(Move::Play(at(&geom, "D4")), Color::Black);
        let (plain, mirror) = keys(&d, ca.index, Color::White);
        assert_eq!(plain, mirror);
        assert_eq!(ca.stones(&a), 2);
    }

    #[test]
    fn the_book_answers_through_the_corner_it_was_asked_about() {
        // After Black D4 (any corner) White answered at the 3-3 point 60 times of 100,
        // at the 3-5 point 10, elsewhere 30.
        let mut b = Board::new(SIZE);
        let geom = *b.geometry();
        let d4 = at(&geom, "D4");
        b.play(Move::Play(d4), Color::Black);
        let (c, _, _) = Corner::of(&geom, d4).unwrap();
        let (image, key) = c.canonical(&b, Color::White);
        let mut book = Joseki::default();
        let (x, y) = image.local(&geom, at(&geom, "C3"));
        let (x5, y5) = image.local(&geom, at(&geom, "C5"));
        book.insert(
            key,
            Answers {
                total: 100,
                elsewhere: 30,
                local: vec![(x, y, 60), (x5, y5, 10)],
            },
        );
        let book = Joseki::parse(&book.to_text()).unwrap();
        let mut answers = book.answers(&b, d4, Color::White);
        answers.sort_by(|a, b| b.1.total_cmp(&a.1));
        assert_eq!(answers.len(), 2);
        assert_eq!(answers[0].0, at(&geom, "C3"));
        assert!((answers[0].1 - 0.6).abs() < 1e-6);
        // The upper-right 4-4 point: the same answers, seen through that corner.
        let mut u = Board::new(SIZE);
        let q16 = at(&geom, "Q16");
        u.play(Move::Play(q16), Color::White);
        let shown = book.answers(&u, q16, Color::Black);
        let points: Vec<Point> = shown.iter().map(|a| a.0).collect();
        assert!(points.contains(&at(&geom, "R17")));
        assert!(points.contains(&at(&geom, "R15")) || points.contains(&at(&geom, "P17")));
        // Not in the book, or seen too rarely: nothing.
        assert!(book.answers(&u, q16, Color::White).is_empty());
        let mut rare = Joseki::default();
        rare.insert(
            key,
            Answers {
                total: MIN_TOTAL - 1,
                elsewhere: 0,
                local: vec![(x, y, MIN_TOTAL - 1)],
            },
        );
        assert!(rare.answers(&b, d4, Color::White).is_empty());
    }

    #[test]
    fn a_book_line_that_does_not_add_up_is_refused() {
        assert!(Joseki::parse("00000000000000ff 10 2 2,2:5").is_ok());
        assert!(Joseki::parse("00000000000000ff 10 6 2,2:5").is_err());
        assert!(Joseki::parse("00000000000000ff 10 0 9,2:5").is_err());
        assert!(Joseki::parse("xyz 10 0").is_err());
        assert!(Joseki::parse("# only a comment\n").unwrap().is_empty());
    }

    #[test]
    fn the_embedded_book_parses_and_knows_the_common_corners() {
        let book = Joseki::shared();
        assert!(book.len() > 1000, "{} positions", book.len());
        // After a 4-4 point the 3-3 invasion or an approach is among the answers.
        let mut b = Board::new(SIZE);
        let geom = *b.geometry();
        let d4 = at(&geom, "Q16");
        b.play(Move::Play(d4), Color::Black);
        let answers = book.answers(&b, d4, Color::White);
        assert!(!answers.is_empty());
    }

    #[test]
    fn from_13x13_up_the_book_answers_in_the_smaller_corners() {
        // The same lone 3-4 stone in the upper right of 19x19 (R16) and 13x13 (L10) has
        // the same key and the same answers, at the same points from the corner.
        let book = Joseki::shared();
        let mut big = Board::new(SIZE);
        let r16 = at(big.geometry(), "R16");
        big.play(Move::Play(r16), Color::Black);
        let mut small = Board::new(MIN_SIZE);
        let l10 = at(small.geometry(), "L10");
        small.play(Move::Play(l10), Color::Black);
        let on_big = book.answers(&big, r16, Color::White);
        let on_small = book.answers(&small, l10, Color::White);
        assert!(!on_big.is_empty());
        assert_eq!(on_big.len(), on_small.len());
        for (&(p, a), &(q, b)) in on_big.iter().zip(&on_small) {
            let (pc, pr) = big.geometry().coords(p);
            let (qc, qr) = small.geometry().coords(q);
            assert_eq!((SIZE - pc, SIZE - pr), (MIN_SIZE - qc, MIN_SIZE - qr));
            assert_eq!(a, b);
        }
        // The middle line of 13x13 (the 7th) belongs to no corner; smaller boards have
        // no corners at all.
        assert!(Corner::of(small.geometry(), at(small.geometry(), "G10")).is_none());
        assert!(Corner::of(small.geometry(), at(small.geometry(), "F10")).is_some());
        let nine = Geometry::new(9);
        assert!(Corner::of(&nine, at(&nine, "C3")).is_none());
    }
}
