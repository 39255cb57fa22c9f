//! Eye space: the vital point of a small enclosed region next to the last move (straight
//! and bent three, pyramid four, bulky and crossed five, rabbity six), the dead shapes
//! a sacrifice leaves behind, and the points that keep an eye from turning false.

use crate::core::board::Board;
use crate::core::point::{Color, Point};

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
pub(super) struct SmallRegion {
    pub(super) points: [Point; SmallRegion::MAX],
    pub(super) n: usize,
}

impl SmallRegion {
    pub(super) const MAX: usize = 6;

    /// Its points.
    pub(super) fn points(&self) -> &[Point] {
        &self.points[..self.n]
    }

    /// How many of `p`'s neighbours lie in the region.
    pub(super) fn inside(&self, board: &Board, p: Point) -> usize {
        board
            .neighbors(p)
            .iter()
            .filter(|q| self.points().contains(q))
            .count()
    }

    /// The point with the most neighbours inside the region, when unique, with at least
    /// two, and the region has at least three points.
    pub(super) fn vital_point(&self, board: &Board) -> Option<Point> {
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
    pub(super) fn is_killing_shape(&self, board: &Board) -> bool {
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
pub(super) fn small_region(board: &Board, seed: Point) -> (SmallRegion, bool) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::tests::*;

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
}
