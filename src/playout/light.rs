//! The light policy: a uniformly random move that is legal in the playout sense (empty,
//! not the simple-ko point, not a lone-stone suicide) and does not fill the mover's own
//! eye, or a pass when there is none; and the light playout built on it.

use super::rng::FastRng;
use super::PlayoutOutcome;
use crate::core::board::Board;
use crate::core::point::{Color, Point};
use crate::core::score::AreaScorer;

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
        mercy: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::tests::*;

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
}
