//! 3x3 shape knowledge: which empty points are "interesting" for the playout policy and
//! the tree's priors, judged from the colours of their eight neighbours.
//!
//! How to read this module:
//! - `SHAPES` lists the shapes in a small picture language (below). They are the
//!   classic shapes of Monte-Carlo Go (hane, cuts, edge blocks), as described in the
//!   MoGo paper by Gelly, Wang, Munos and Teytaud (2006).
//! - [`PatternTable`] expands every shape over the eight rotations and reflections and
//!   both colourings into a bitset indexed by [`Board::neighborhood`], so matching is one
//!   load and one bit test.
//!
//! Picture language: three rows of three characters, top row first; the middle is the
//! candidate point `*`. `X` and `O` are stones of the two colours (either way round: a
//! shape and its colour swap both match, whoever is to move), `.` empty, `#` off the
//! board, `?` anything, `x` anything but `X`, `o` anything but `O`.

use crate::core::board::Board;
use crate::core::point::Point;
use std::sync::OnceLock;

/// The shapes, each as three rows.
const SHAPES: &[[&str; 3]] = &[
    // Hane that encloses: our stones on both sides of the one we reach round.
    ["XOX", ".*.", "???"],
    // Hane that does not cut.
    ["XO.", ".*.", "?.?"],
    // Bending round (magari).
    ["XO?", "X*.", "x.?"],
    // Diagonal attachment next to our stone.
    [".O.", "X*.", "..."],
    // Cutting point not yet protected.
    ["XO?", "O*o", "?o?"],
    // Cutting point already peeped at.
    ["XO?", "O*X", "???"],
    // Pushing between two stones (de).
    ["?X?", "O*O", "ooo"],
    // Cutting a knight's move.
    ["OX?", "o*O", "???"],
    // On the edge: chasing along the first line.
    ["X.?", "O*?", "###"],
    // On the edge: blocking a cut.
    ["OX?", "X*O", "###"],
    // On the edge: blocking a connection.
    ["?X?", "x*O", "###"],
    // On the edge: descending (sagari).
    ["?XO", "x*x", "###"],
    // On the edge: cutting.
    ["?OX", "X*O", "###"],
];

/// Which 8-neighbourhoods match some shape: one bit per [`Board::neighborhood`] key.
pub struct PatternTable {
    bits: Box<[u64; 1024]>,
}

impl PatternTable {
    /// The table built from `SHAPES`, built once and shared.
    pub fn shared() -> &'static PatternTable {
        static TABLE: OnceLock<PatternTable> = OnceLock::new();
        TABLE.get_or_init(|| PatternTable::from_shapes(SHAPES))
    }

    /// A table matching `shapes` in every orientation and colouring.
    pub fn from_shapes(shapes: &[[&str; 3]]) -> PatternTable {
        let mut table = PatternTable {
            bits: Box::new([0; 1024]),
        };
        for shape in shapes {
            let grid: Vec<Vec<u8>> = shape.iter().map(|r| r.bytes().collect()).collect();
            assert!(grid.iter().all(|r| r.len() == 3) && grid[1][1] == b'*');
            for variant in symmetries(&grid) {
                for swap in [false, true] {
                    table.add(&variant, swap);
                }
            }
        }
        table
    }

    /// Does the neighbourhood of empty point `p` match a shape?
    #[inline]
    pub fn matches(&self, board: &Board, p: Point) -> bool {
        self.matches_key(board.neighborhood(p))
    }

    /// Does the neighbourhood key `key` match a shape?
    #[inline]
    pub fn matches_key(&self, key: u16) -> bool {
        (self.bits[(key >> 6) as usize & 1023] >> (key & 63)) & 1 != 0
    }

    /// Mark every key the picture `grid` allows (colours swapped if `swap`).
    fn add(&mut self, grid: &[Vec<u8>], swap: bool) {
        // Neighbourhood order: N, NE, E, SE, S, SW, W, NW as (row, column) of the picture.
        const CELLS: [(usize, usize); 8] = [
            (0, 1),
            (0, 2),
            (1, 2),
            (2, 2),
            (2, 1),
            (2, 0),
            (1, 0),
            (0, 0),
        ];
        let allowed: Vec<Vec<u16>> = CELLS
            .iter()
            .map(|&(r, c)| colours_allowed(grid[r][c], swap))
            .collect();
        let mut keys = vec![0u16];
        for (k, options) in allowed.iter().enumerate() {
            keys = keys
                .iter()
                .flat_map(|&key| options.iter().map(move |&v| key | v << (2 * k)))
                .collect();
        }
        for key in keys {
            self.bits[(key >> 6) as usize] |= 1 << (key & 63);
        }
    }
}

/// The 2-bit colour values a picture character allows (Empty 0, Black 1, White 2,
/// Border 3); with `swap`, `X` is White.
fn colours_allowed(ch: u8, swap: bool) -> Vec<u16> {
    let (x, o) = if swap { (2, 1) } else { (1, 2) };
    match ch {
        b'X' => vec![x],
        b'O' => vec![o],
        b'.' => vec![0],
        b'#' => vec![3],
        b'?' => vec![0, 1, 2, 3],
        b'x' => vec![0, o, 3],
        b'o' => vec![0, x, 3],
        other => panic!("unknown shape character {:?}", other as char),
    }
}

/// The eight rotations and reflections of a 3x3 picture.
fn symmetries(grid: &[Vec<u8>]) -> Vec<Vec<Vec<u8>>> {
    let rotate = |g: &Vec<Vec<u8>>| -> Vec<Vec<u8>> {
        (0..3)
            .map(|r| (0..3).map(|col| g[2 - col][r]).collect())
            .collect()
    };
    let mirror = |g: &Vec<Vec<u8>>| -> Vec<Vec<u8>> {
        g.iter()
            .map(|row| row.iter().rev().copied().collect())
            .collect()
    };
    let mut out = Vec::new();
    let mut g = grid.to_vec();
    for _ in 0..4 {
        out.push(g.clone());
        out.push(mirror(&g));
        g = rotate(&g);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn center(board: &Board) -> Point {
        board.geometry().point(1, 1)
    }

    #[test]
    fn hane_matches_in_every_orientation_and_colour() {
        let table = PatternTable::shared();
        // Black X at top-left and top-right, White O between: the enclosing hane.
        for text in [
            "XOX\n...\n...\n",
            "OXO\n...\n...\n",
            "X..\nO..\nX..\n",
            "...\n...\nOXO\n",
        ] {
            let b = Board::from_ascii(text).unwrap();
            assert!(table.matches(&b, center(&b)), "{text}");
        }
    }

    #[test]
    fn empty_surroundings_match_nothing() {
        let table = PatternTable::shared();
        let b = Board::from_ascii(".....\n.....\n.....\n.....\n.....\n").unwrap();
        assert!(!table.matches(&b, b.geometry().point(2, 2)));
    }

    #[test]
    fn edge_shapes_match_on_the_edge() {
        let table = PatternTable::shared();
        // First-line block of a cut: O X on the second line, X . O on the edge.
        let b = Board::from_ascii("...\nOX.\nX.O\n").unwrap();
        let p = b.geometry().point(1, 0);
        assert_eq!(b.neighborhood(p) >> 8 & 0xf, 0xf); // S and SW off the board
        assert!(table.matches(&b, p));
        // A lone stone far from the edge is no shape.
        let b = Board::from_ascii(".....\n.....\n..X..\n.....\n.....\n").unwrap();
        assert!(!table.matches(&b, b.geometry().point(2, 1)));
    }

    #[test]
    fn neighbourhood_key_reads_clockwise_from_north() {
        let b = Board::from_ascii("X..\n..O\n...\n").unwrap();
        let key = b.neighborhood(center(&b));
        assert_eq!(key & 3, 0); // N empty
        assert_eq!(key >> 4 & 3, 2); // E white
        assert_eq!(key >> 14 & 3, 1); // NW black
    }
}
