//! Learned 3x3 shape weights: how strongly strong players prefer to answer a move at
//! each empty point around it, judged by that point's eight neighbours, for the playout
//! policy's learned shape step (`--policy heavy:learned=N`).
//!
//! How to read this module:
//! - A neighbourhood is [`Board::neighborhood`]'s key (two bits a neighbour, clockwise
//!   from above) seen from the player to move: [`mover_key`] swaps the colours when
//!   White moves, so Black's stones are always the mover's.
//! - [`canonical`] picks one key of the eight rotations and reflections; the table file
//!   holds canonical keys only, drawn as pictures ([`picture`], [`from_picture`]).
//! - [`ShapeWeights`] expands the file into one weight a key, in units where a strength
//!   of 1 (the strength of playing elsewhere, in the fit) is [`UNIT`]. The file is
//!   `models/shapes.txt`, made by `ttgo train-shapes` (`tools::train_shapes`).

use crate::core::board::Board;
use crate::core::point::{Color, Point};
use std::sync::OnceLock;

/// The weight of strength 1 in the table's units.
pub const UNIT: u32 = 256;

/// The largest weight the table holds (a strength of 255.996).
const MAX_WEIGHT: u32 = u16::MAX as u32;

/// Ring positions (N, NE, E, SE, S, SW, W, NW) as (row, column) of a picture.
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

/// The neighbourhood key `ring` as the player `c` sees it: Black's stones are the
/// mover's, so White's keys have their colours swapped.
#[inline]
pub fn mover_key(ring: u16, c: Color) -> u16 {
    // A field of 01 or 10 differs in its two bits; xor with 11 swaps it.
    let low = ring & 0x5555;
    let high = (ring >> 1) & 0x5555;
    let swap = (low ^ high) * 3 * (c == Color::White) as u16;
    ring ^ swap
}

/// The key seen after turning the picture a quarter round (two ring steps).
fn rotate(key: u16) -> u16 {
    key.rotate_left(4)
}

/// The key seen in a mirror that swaps east and west.
fn mirror(key: u16) -> u16 {
    const FROM: [usize; 8] = [0, 7, 6, 5, 4, 3, 2, 1];
    (0..8).fold(0, |out, k| out | ((key >> (2 * FROM[k])) & 3) << (2 * k))
}

/// The eight keys of `key`'s rotations and reflections (some may repeat).
pub fn symmetries(key: u16) -> [u16; 8] {
    let mut out = [0; 8];
    let mut k = key;
    for s in 0..4 {
        out[2 * s] = k;
        out[2 * s + 1] = mirror(k);
        k = rotate(k);
    }
    out
}

/// The smallest of `key`'s eight symmetric keys: one name for the shape.
pub fn canonical(key: u16) -> u16 {
    symmetries(key).into_iter().min().unwrap_or(key)
}

/// `key` drawn as three rows joined by `/`, the point itself `*`: `X` the mover's
/// stones, `O` the opponent's, `.` empty, `-` off the board (not `#`, which starts a
/// comment in the table file).
pub fn picture(key: u16) -> String {
    let mut grid = [[b'*'; 3]; 3];
    for (k, &(r, c)) in CELLS.iter().enumerate() {
        grid[r][c] = b".XO-"[((key >> (2 * k)) & 3) as usize];
    }
    grid.iter()
        .map(|row| String::from_utf8_lossy(row).into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

/// The key a [`picture`] draws, or None if the text is not one.
pub fn from_picture(text: &str) -> Option<u16> {
    let rows: Vec<&[u8]> = text.split('/').map(str::as_bytes).collect();
    if rows.len() != 3 || rows.iter().any(|r| r.len() != 3) || rows[1][1] != b'*' {
        return None;
    }
    let mut key = 0u16;
    for (k, &(r, c)) in CELLS.iter().enumerate() {
        let code = match rows[r][c] {
            b'.' => 0,
            b'X' => 1,
            b'O' => 2,
            b'-' => 3,
            _ => return None,
        };
        key |= code << (2 * k);
    }
    Some(key)
}

/// One weight for every mover-relative neighbourhood key.
pub struct ShapeWeights {
    weights: Box<[u16]>,
}

impl ShapeWeights {
    /// The weights of the embedded `models/shapes.txt`, read once and shared.
    pub fn shared() -> &'static ShapeWeights {
        static TABLE: OnceLock<ShapeWeights> = OnceLock::new();
        TABLE.get_or_init(|| {
            ShapeWeights::parse(include_str!("../../models/shapes.txt"))
                .expect("the embedded shape weights parse")
        })
    }

    /// Read a table: lines `<picture> <strength>` (canonical or not; every symmetry
    /// gets the weight). Keys the file leaves out get strength 1.
    pub fn parse(text: &str) -> Result<ShapeWeights, String> {
        let mut weights = vec![UNIT as u16; 1 << 16].into_boxed_slice();
        for (line, _, entry) in super::table_entries(text) {
            let mut words = entry.split_whitespace();
            let (Some(pic), Some(value), None) = (words.next(), words.next(), words.next()) else {
                return Err(format!("line {line}: expected a picture and a strength"));
            };
            let key = from_picture(pic).ok_or_else(|| format!("line {line}: bad picture {pic}"))?;
            let strength: f64 = value
                .parse()
                .ok()
                .filter(|s: &f64| s.is_finite() && *s >= 0.0)
                .ok_or_else(|| format!("line {line}: bad strength {value}"))?;
            let w = (strength * UNIT as f64).round().min(MAX_WEIGHT as f64) as u16;
            for k in symmetries(key) {
                weights[k as usize] = w;
            }
        }
        Ok(ShapeWeights { weights })
    }

    /// The weight of the mover-relative key `key`.
    #[inline]
    pub fn weight(&self, key: u16) -> u32 {
        self.weights[key as usize] as u32
    }

    /// The weight of empty point `p` for the player `c` (0 if `p` is not empty).
    #[inline]
    pub fn weight_at(&self, board: &Board, p: Point, c: Color) -> u32 {
        let w = self.weight(mover_key(board.neighborhood(p), c));
        w * (board.color(p) == Color::Empty) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_read_back_and_symmetries_share_one_name() {
        let pic = "XO./.*./---";
        let key = from_picture(pic).unwrap();
        assert_eq!(picture(key), pic);
        let images = symmetries(key);
        // The eight images of an edge shape with no symmetry of its own are distinct.
        let mut distinct = images.to_vec();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 8);
        assert!(images.iter().all(|&k| canonical(k) == canonical(key)));
        // Turned a quarter clockwise, the edge moves to the left.
        assert!(images.iter().any(|&k| picture(k) == "-.X/-*O/-.."));
        assert_eq!(from_picture("XO./.+./---"), None);
        assert_eq!(from_picture("XO/.*./---"), None);
    }

    #[test]
    fn the_mover_sees_its_own_stones_as_black() {
        let key = from_picture("XO./.*./---").unwrap();
        assert_eq!(mover_key(key, Color::Black), key);
        assert_eq!(picture(mover_key(key, Color::White)), "OX./.*./---");
        assert_eq!(mover_key(mover_key(key, Color::White), Color::White), key);
    }

    #[test]
    fn a_table_gives_every_symmetry_the_weight_and_unknown_shapes_strength_one() {
        let table = ShapeWeights::parse("# test\nXO./.*./--- 2.5\n").unwrap();
        let key = from_picture("XO./.*./---").unwrap();
        for k in symmetries(key) {
            assert_eq!(table.weight(k), 640);
        }
        assert_eq!(table.weight(from_picture(".../.*./...").unwrap()), UNIT);
        assert!(ShapeWeights::parse("XO./.*./--- x").is_err());
        assert!(ShapeWeights::parse("XO./.*./---").is_err());
        assert!(ShapeWeights::parse("XO./.*./--- -1").is_err());
    }

    #[test]
    fn the_embedded_table_reads() {
        let table = ShapeWeights::shared();
        assert!((0..=u16::MAX).any(|k| table.weight(k) != UNIT));
    }
}
