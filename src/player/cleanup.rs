//! KGS cleanup (`kgs-genmove_cleanup`): capture the stones the player judges dead before
//! passing, answering threats on the way ([`cleanup_move`]).

use super::passing::THREAT_MARGIN;
use crate::core::endgame::{ownership_for, EndStatus};
use crate::core::game::Game;
use crate::core::point::{Color, Move, Point};
use crate::search::{MoveStat, Summary};

/// KGS cleanup: the move for `c` from a search that counts the board as it stands, in
/// which a dead stone left on the board is the opponent's point. Capture every opponent
/// stone the fixed-seed ownership `owner` calls dead before passing, answer threats on
/// the way (a move clearly better than the one at the dead stones, or than a pass),
/// never leave the `sensible` moves (no own eye filled), never wander into the
/// opponent's area.
pub fn cleanup_move(
    game: &Game,
    c: Color,
    summary: &Summary,
    owner: &[f32],
    sensible: &[Point],
) -> Move {
    let board = game.board();
    let status = EndStatus::judge(board, owner);
    let mine = |p: Point| ownership_for(owner, p, c) > 0.0;
    let is_target = |p: Point| {
        board
            .neighbors(p)
            .iter()
            .any(|&q| board.color(q) == c.opponent() && status.is_dead(q))
    };
    // Moves worth a thought: sensible, and at the dead stones or in own area.
    let candidates: Vec<&MoveStat> = summary
        .moves
        .iter()
        .filter(|m| match m.mv {
            Move::Play(p) => sensible.binary_search(&p).is_ok() && (is_target(p) || mine(p)),
            Move::Pass => false,
        })
        .collect();
    let best = candidates.first();
    let target = candidates
        .iter()
        .filter(|m| matches!(m.mv, Move::Play(p) if is_target(p)))
        .min_by_key(|m| matches!(m.mv, Move::Play(p) if board.is_self_atari(p, c)));
    // The alternative to a defensive move: the move at the dead stones, or a pass.
    let (fallback, fallback_rate) = match target {
        Some(t) => (t.mv, t.winrate),
        None => (
            Move::Pass,
            summary.stat(Move::Pass).map_or(0.0, |m| m.winrate),
        ),
    };
    match best {
        Some(m) if m.winrate > fallback_rate + THREAT_MARGIN => m.mv,
        _ => fallback,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::tests::*;

    #[test]
    fn cleanup_captures_the_dead_stones_then_passes_without_filling_eyes() {
        let mut game = game_under(DEAD_STONES, 7.5, Rules::chinese());
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let mut passed = false;
        for _ in 0..20 {
            let d = p.choose_cleanup(&game, Color::Black, playouts(1000), &mut NoControl);
            let Decision::Play(mv) = d else {
                panic!("resigned in cleanup")
            };
            if let Move::Play(at) = mv {
                assert!(!game.board().is_eye(at, Color::Black), "filled own eye");
                // Inside its own area (columns A-E) only.
                assert!(game.board().geometry().coords(at).0 <= 4);
            }
            game.play(Color::Black, mv).unwrap();
            if mv == Move::Pass {
                passed = true;
                break;
            }
            game.play(Color::White, Move::Pass).unwrap();
        }
        assert!(passed, "cleanup never passed");
        let g = *game.board().geometry();
        for p in g.points() {
            if g.coords(p).0 < 3 {
                assert_ne!(game.board().color(p), Color::White, "white stone left");
            }
        }
        assert_eq!(game.captures(Color::Black), 1);
    }
}
