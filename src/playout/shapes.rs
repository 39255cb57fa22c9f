//! The 3x3 shape step: empty points around a move whose neighbourhood is a known shape
//! (`knowledge::pattern`), found without a branch per point.

use crate::core::board::Board;
use crate::core::point::{Color, Point};
use crate::knowledge::pattern::PatternTable;

/// Empty points around `last` whose 3x3 neighbourhood is a known shape.
pub fn shape_replies(board: &Board, last: Point, out: &mut Vec<Point>) {
    out.clear();
    let (found, n) = shapes_around(board, last);
    out.extend_from_slice(&found[..n]);
}

/// Add to `out` the empty points around `around` whose 3x3 neighbourhood is a known
/// shape and that `out` does not hold yet.
pub(super) fn more_shape_replies(board: &Board, around: Point, out: &mut Vec<Point>) {
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
pub(super) fn shapes_around(board: &Board, p: Point) -> ([Point; 8], usize) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::tests::*;

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
            let recent = RecentPlay {
                before,
                ..RecentPlay::after(last)
            };
            heavy_move(&mut board, Black, &recent, &ch, &mut rng, &mut scratch)
        };
        assert!((0..50).all(|_| draw(true).is_some_and(|p| shapes.contains(&p))));
        assert!((0..50).any(|_| draw(false).is_some_and(|p| !shapes.contains(&p))));
    }
}
