//! The small value types everything else is written in: [`Color`], [`Point`], [`Move`].
//!
//! How to read this module:
//! - A [`Point`] is an index into a *padded* board array: the board of size N is stored
//!   in an (N+2)x(N+2) array whose outer ring is an off-board border. Index arithmetic
//!   (`p + 1`, `p + stride`) reaches the four neighbours without bounds checks.
//! - A [`Point`] means nothing without its board size; [`Geometry`] converts between
//!   points and (column, row) coordinates, and [`Move::from_vertex`] and
//!   [`Move::to_vertex`] between moves and their vertex text (`D4`, `pass`): columns are
//!   letters `A`..`Z` without `I`, rows numbers from 1 at the bottom, in any case.

use std::fmt;

/// The largest board side the engine supports.
pub const MAX_SIZE: usize = 25;
/// The smallest board side the engine supports.
pub const MIN_SIZE: usize = 2;
/// Number of entries in a padded array for the largest board.
pub const MAX_POINTS: usize = (MAX_SIZE + 2) * (MAX_SIZE + 2);

/// The colour of a point: a stone of either side, empty, or the off-board border.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    Empty = 0,
    Black = 1,
    White = 2,
    Border = 3,
}

impl Color {
    /// The other player; only meaningful for Black and White.
    #[inline]
    pub fn opponent(self) -> Color {
        // A table rather than a match: playouts call this in their hottest loops.
        const OPPONENT: [Color; 4] = [Color::Empty, Color::White, Color::Black, Color::Border];
        OPPONENT[self as usize & 3]
    }

    /// Is this a stone colour (Black or White)?
    #[inline]
    pub fn is_stone(self) -> bool {
        matches!(self, Color::Black | Color::White)
    }

    /// Index 0 for Black, 1 for White (for per-player arrays).
    #[inline]
    pub fn index(self) -> usize {
        debug_assert!(self.is_stone());
        self as usize - 1
    }

    /// `B` or `W`, as SGF and GTP results write a player.
    pub fn letter(self) -> char {
        if self == Color::Black {
            'B'
        } else {
            'W'
        }
    }

    /// One-character picture used by ASCII boards: `X` black, `O` white, `.` empty.
    pub fn symbol(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
            Color::Empty => '.',
            Color::Border => '#',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Color::Black => "black",
            Color::White => "white",
            Color::Empty => "empty",
            Color::Border => "border",
        };
        f.write_str(name)
    }
}

/// An index into a padded board array (see the module guide).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(pub u16);

impl Point {
    /// The array index of this point.
    #[inline]
    pub fn idx(self) -> usize {
        self.0 as usize
    }
}

/// A turn: a stone placed at a point, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Pass,
    Play(Point),
}

/// Column letters in vertex order (no `I`).
const COLUMNS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

impl Move {
    /// The move named by vertex text (`D4`, `pass`, in any case) on a board of
    /// geometry `geom`; None for anything else or a point off the board.
    pub fn from_vertex(text: &str, geom: &Geometry) -> Option<Move> {
        if text.eq_ignore_ascii_case("pass") {
            return Some(Move::Pass);
        }
        let bytes = text.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 || !text.is_ascii() {
            return None;
        }
        let letter = bytes[0].to_ascii_uppercase();
        let col = COLUMNS.iter().position(|&l| l == letter)?;
        let digits = &text[1..];
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return None;
        }
        let row: usize = digits.parse().ok()?;
        geom.checked_point(col, row.checked_sub(1)?).map(Move::Play)
    }

    /// The vertex text of this move on a board of geometry `geom` (`D4`, `pass`).
    pub fn to_vertex(self, geom: &Geometry) -> String {
        match self {
            Move::Pass => "pass".to_string(),
            Move::Play(p) => {
                let (col, row) = geom.coords(p);
                format!("{}{}", COLUMNS[col] as char, row + 1)
            }
        }
    }
}

/// The shape of a board of side `size`: converts between points and coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Board side N.
    pub size: usize,
    /// Row length of the padded array, N + 2.
    pub stride: usize,
}

impl Geometry {
    /// Geometry of an N x N board; `size` must lie in `MIN_SIZE..=MAX_SIZE`.
    pub fn new(size: usize) -> Geometry {
        assert!((MIN_SIZE..=MAX_SIZE).contains(&size), "board size {size}");
        Geometry {
            size,
            stride: size + 2,
        }
    }

    /// Number of entries of the padded array.
    #[inline]
    pub fn array_len(&self) -> usize {
        self.stride * self.stride
    }

    /// The vertex text of `points` on this board, a space between each (`D4 F6`).
    pub fn vertices(&self, points: &[Point]) -> String {
        points
            .iter()
            .map(|&p| Move::Play(p).to_vertex(self))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The point at column `col` and row `row`, both 0-based, row 0 at the bottom (GTP's
    /// row 1).
    #[inline]
    pub fn point(&self, col: usize, row: usize) -> Point {
        debug_assert!(col < self.size && row < self.size);
        Point(((row + 1) * self.stride + col + 1) as u16)
    }

    /// The point at (col, row) if both lie on the board.
    pub fn checked_point(&self, col: usize, row: usize) -> Option<Point> {
        (col < self.size && row < self.size).then(|| self.point(col, row))
    }

    /// The 0-based (column, row) of an on-board point.
    #[inline]
    pub fn coords(&self, p: Point) -> (usize, usize) {
        let i = p.idx();
        (i % self.stride - 1, i / self.stride - 1)
    }

    /// An on-board point's index among the board's points alone, row by row from A1
    /// (`row * size + col`): the order of the policy network's planes.
    #[inline]
    pub fn dense_index(&self, p: Point) -> usize {
        let (col, row) = self.coords(p);
        row * self.size + col
    }

    /// How far an on-board point is from the nearest edge: 0 on the first line, 1 on the
    /// second, and so on.
    #[inline]
    pub fn edge_distance(&self, p: Point) -> usize {
        let (col, row) = self.coords(p);
        col.min(row)
            .min(self.size - 1 - col)
            .min(self.size - 1 - row)
    }

    /// Every on-board point, row by row from the bottom-left corner.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.size).flat_map(move |row| (0..self.size).map(move |col| self.point(col, row)))
    }

    /// Number of on-board points, N².
    #[inline]
    pub fn area(&self) -> usize {
        self.size * self.size
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_round_trip_on_every_size() {
        for size in MIN_SIZE..=MAX_SIZE {
            let g = Geometry::new(size);
            let mut seen = std::collections::HashSet::new();
            for p in g.points() {
                let (col, row) = g.coords(p);
                assert_eq!(g.point(col, row), p);
                assert!(seen.insert(p));
                assert!(p.idx() < g.array_len());
            }
            assert_eq!(seen.len(), size * size);
            assert_eq!(g.checked_point(size, 0), None);
        }
    }

    #[test]
    fn vertices_round_trip_and_reject_junk() {
        let g = Geometry::new(19);
        for p in g.points() {
            let text = Move::Play(p).to_vertex(&g);
            assert_eq!(Move::from_vertex(&text, &g), Some(Move::Play(p)));
            assert_eq!(
                Move::from_vertex(&text.to_lowercase(), &g),
                Some(Move::Play(p))
            );
        }
        assert_eq!(Move::from_vertex("PaSs", &g), Some(Move::Pass));
        assert_eq!(Move::Play(g.point(8, 0)).to_vertex(&g), "J1");
        for junk in [
            "I5", "A0", "A20", "U1", "", "A", "ä1", "A01", "A-1", "AA1", "D4x", "Ⅾ4",
        ] {
            assert_eq!(Move::from_vertex(junk, &g), None, "{junk}");
        }
        let big = Geometry::new(25);
        assert!(Move::from_vertex("Z25", &big).is_some());
    }

    #[test]
    fn opponent_swaps_players_only() {
        assert_eq!(Color::Black.opponent(), Color::White);
        assert_eq!(Color::White.opponent(), Color::Black);
        assert_eq!(Color::Empty.opponent(), Color::Empty);
    }
}
