//! When the tree-search player passes, and how it closes a game. Each decision is a
//! plain function of the game, the colour, the search's [`Summary`] and the ownership it
//! needs, so it can be read and tested on its own; the searches stay with the player.
//! - After the opponent's pass it passes back when [`passes_back`]: the count wins,
//!   and under the removal settings by more than the points still open, with the dead
//!   stones judged both before and after its pass.
//! - It never passes into a loss by the count, first or second
//!   ([`instead_of_losing_pass`], with the dead stones the rules remove, judged before
//!   and after the pass); under rules that count the board as it stands
//!   [`instead_of_passing`] adds that it never passes while [`gaining_move`] still
//!   finds a point to gain.
//! - Under the removal settings [`closing_move`] fills the last dame of a settled, won
//!   game, then passes (a pass only where the count wins by both judgements); when that
//!   is not the search's best move the player checks it by two more searches and
//!   [`safe_to_close`] weighs them.

use crate::core::board::Board;
use crate::core::endgame::{dame_to_fill, ownership_for, EndStatus};
use crate::core::game::Game;
use crate::core::point::{Color, Move, Point};
use crate::core::score::{empty_regions, without_dead, Reach};
use crate::search::Summary;

/// How much better (in win rate) a move must look than the alternative (passing, or
/// in cleanup a move at the dead stones) before the player takes it as an answer to
/// a threat.
pub(super) const THREAT_MARGIN: f32 = 0.1;

/// How much win rate a move that closes a game (a pass, a dame) may give away against
/// the search's best move.
const CLOSING_MARGIN: f32 = 0.25;

/// The least win rate a move that closes a game must leave (by a search after it).
const CLOSING_FLOOR: f32 = 0.4;

/// Would `c` win if the game ended now, with the stones `status` calls dead taken off?
pub fn wins_if_it_ends_now(game: &Game, c: Color, status: &EndStatus) -> bool {
    game.result_with(status).winner() == Some(c)
}

/// Under rules that count the board as it stands, what `c` plays instead of the
/// search's pass: never pass first into a loss while a legal move remains
/// ([`instead_of_losing_pass`]), nor while a move still gains points ([`gaining_move`],
/// which asks for `ownership` if it needs it). None: pass.
pub fn instead_of_passing(
    game: &Game,
    c: Color,
    summary: &Summary,
    ownership: impl FnOnce() -> Vec<f32>,
) -> Option<Move> {
    let status = EndStatus::as_it_stands(game.board());
    instead_of_losing_pass(game, c, summary, &[&status])
        .or_else(|| gaining_move(game, c, summary, ownership).map(Move::Play))
}

/// After the opponent's pass: may `c` pass back and end the game? The count with the
/// stones `status` calls dead taken off must win, and under the removal settings by
/// more than the [`open_points`]: there the count is the referee's or the server's,
/// which may read an open board's regions otherwise than the fixed-seed judgement
/// (GNU Go's `final_score` estimates territory), so a win that rests on them is no win
/// yet. Under rules that count the board as it stands the count is exact.
pub fn passes_back(game: &Game, c: Color, status: &EndStatus) -> bool {
    let result = game.result_with(status);
    if result.winner() != Some(c) {
        return false;
    }
    if !game.rules().dead_stone_removal {
        return true;
    }
    result.margin.abs() > open_points(&without_dead(game.board(), &status.dead)) as f64
}

/// The points of `board` whose owner is still open: the empty points of regions that
/// reach both colours, but for those touching both (dame between two walls, which any
/// count leaves to nobody).
pub fn open_points(board: &Board) -> usize {
    let touches = |p: Point, c: Color| board.neighbors(p).iter().any(|&q| board.color(q) == c);
    contested_points(board)
        .into_iter()
        .filter(|&p| !(touches(p, Color::Black) && touches(p, Color::White)))
        .count()
}

/// The empty points of `board` whose regions reach both colours (dame, areas spoilt
/// by the other colour's stones, an open board's space).
fn contested_points(board: &Board) -> Vec<Point> {
    empty_regions(board)
        .into_iter()
        .filter(|(_, reach)| *reach == Reach::Both)
        .flat_map(|(points, _)| points)
        .collect()
}

/// What `c` plays instead of a pass that loses the count with the stones some of
/// `statuses` call dead taken off (a first pass the opponent would answer by passing
/// back, a second one that ends the game): the search's most visited legal move that
/// is not a pass. None: the pass wins under every status, or no such move is left.
/// Under the removal settings the player asks with two judgements, of the position
/// with `c` to move and after the pass: a fight that goes to whoever moves first (a
/// capturing race) may turn either way, so the pass must win both.
pub fn instead_of_losing_pass(
    game: &Game,
    c: Color,
    summary: &Summary,
    statuses: &[&EndStatus],
) -> Option<Move> {
    if statuses.iter().all(|s| wins_if_it_ends_now(game, c, s)) {
        return None;
    }
    summary
        .favourite(|p| game.is_legal(c, Move::Play(p)))
        .map(Move::Play)
}

/// Under rules that count the board as it stands: a move that still gains points for
/// `c`, the search's favourite first. Such a move fills a point that reaches both
/// colours (dame, or an own area spoilt by opponent stones) without being a self-atari,
/// where the fixed-seed ownership does not give the point to the opponent (our own dead
/// stones make the opponent's area reach both too). `ownership` (by board index, 1
/// Black, -1 White) costs a search, so it is asked for only when such a point exists.
pub fn gaining_move(
    game: &Game,
    c: Color,
    summary: &Summary,
    ownership: impl FnOnce() -> Vec<f32>,
) -> Option<Point> {
    let board = game.board();
    let contested = contested_points(board);
    if contested.is_empty() {
        return None;
    }
    let mut both = vec![false; board.geometry().array_len()];
    for p in contested {
        both[p.idx()] = true;
    }
    let owner = ownership();
    let gains = |p: Point| {
        both[p.idx()]
            && ownership_for(&owner, p, c) > -0.3
            && !board.is_self_atari(p, c)
            && !board.is_eye(p, c)
            && game.is_legal(c, Move::Play(p))
    };
    summary
        .favourite(gains)
        .or_else(|| board.empty_points().find(|&p| gains(p)))
}

/// Under the removal settings, the way to close a won game: when nothing but dame
/// is left to play for by the ownership of the search just run ([`dame_to_fill`])
/// and the count wins for `c`, fill a dame (the search's favourite among those that
/// are no self-atari), or pass when none is left. None while there is still
/// something to play for, or the count loses, or the search does not expect to
/// win, or it finds passing clearly worse than its best move (a threat the
/// ownership has not seen).
pub fn closing_move(game: &Game, c: Color, summary: &Summary) -> Option<Move> {
    let owner = &summary.ownership;
    if owner.is_empty() {
        return None;
    }
    let best = summary.moves.first()?.winrate;
    if best < 0.5 {
        return None;
    }
    if summary
        .stat(Move::Pass)
        .is_some_and(|m| m.visits >= 30 && m.winrate < best - THREAT_MARGIN)
    {
        return None;
    }
    let board = game.board();
    let status = EndStatus::judge(board, owner);
    if game.result_with(&status).winner() != Some(c) {
        return None;
    }
    let dame = dame_to_fill(board, owner, &status, game.rules().scoring)?;
    let fills = |p: Point| {
        dame.contains(&p) && !board.is_self_atari(p, c) && game.is_legal(c, Move::Play(p))
    };
    let fill = summary
        .favourite(fills)
        .or_else(|| dame.iter().copied().find(|&p| fills(p)));
    Some(fill.map_or(Move::Pass, Move::Play))
}

/// Is a closing move (a pass or a dame) safe, given the win rates searches of the
/// positions after it and after the search's best move leave the closing side? It must
/// leave nearly as much as the best move. (Comparing two searches of the same size
/// keeps their biases alike: in a settled but narrow position random playouts put both
/// near 0.6, not 1. They still favour a stone anywhere over a pass, by up to 0.24
/// measured, hence the wide `CLOSING_MARGIN` and the `CLOSING_FLOOR`; a real threat
/// measured 0.01 against 0.93.)
pub fn safe_to_close(after_closing: f32, after_best: f32) -> bool {
    after_closing >= CLOSING_FLOOR && after_closing >= after_best - CLOSING_MARGIN
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::tests::*;

    #[test]
    fn a_settled_game_is_closed_without_playing_out_dead_stones() {
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        // Japanese, komi -2.5: 27 points and 1 prisoner each: Black wins, and the
        // dame in column E are worth nothing, so Black passes before White does.
        let japanese = game_under(DEAD_STONES, -2.5, Rules::japanese());
        let d = p.choose(&japanese, Color::Black, playouts(2000), &mut NoControl);
        assert_eq!(d, Decision::Play(Move::Pass));
        // Chinese: the dame count, so Black fills one (column E) rather than play
        // inside either area.
        for rules in [Rules::chinese(), Rules::aga(), Rules::new_zealand()] {
            let game = game_under(DEAD_STONES, -2.5, rules);
            let d = p.choose(&game, Color::Black, playouts(2000), &mut NoControl);
            let Decision::Play(Move::Play(at)) = d else {
                panic!("{}: {d:?}", rules.name)
            };
            assert_eq!(game.board().geometry().coords(at).0, 4, "{}", rules.name);
        }
        // Losing the count (komi 7.5): no early pass.
        let losing = game_under(DEAD_STONES, 7.5, Rules::japanese());
        let d = p.choose(&losing, Color::Black, playouts(2000), &mut NoControl);
        assert_ne!(d, Decision::Play(Move::Pass));
    }

    /// Black's area A-B and White's D-E, closed: no dame.
    const WALLS_CLOSED: &str = "
        . X O . .
        . X O . .
        . X O . .
        . X O . .
        . X O . .";

    #[test]
    fn tromp_taylor_leaves_no_point_ungained() {
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let summary = Summary::default();
        // Column E is dame; B3 (White) spoils Black's area, H7 (Black) is in White's.
        let game = game_from(DEAD_STONES, 7.5);
        let at = gaining_move(&game, Color::Black, &summary, || p.judged_ownership(&game)).unwrap();
        let (x, _) = game.board().geometry().coords(at);
        assert!(x <= 4, "{at:?} is in White's area");
        // Nothing left to gain: every empty region reaches one colour only.
        let done = game_from(WALLS_CLOSED, 0.5);
        assert_eq!(
            gaining_move(&done, Color::Black, &summary, || p.judged_ownership(&done)),
            None
        );
    }

    #[test]
    fn mcts_passes_after_a_pass_when_the_board_wins() {
        // Black has the larger area; White passed: passing ends the game with a win.
        let mut game = game_from(
            "..XO.\n\
             ..XO.\n\
             ..XO.\n\
             ..XO.\n\
             ..XO.\n",
            0.5,
        );
        game.play(Color::White, Move::Pass).unwrap();
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let d = p.choose(&game, Color::Black, playouts(500), &mut NoControl);
        assert_eq!(d, Decision::Play(Move::Pass));
    }

    #[test]
    fn an_early_pass_is_answered_by_a_pass_only_when_the_open_points_cannot_turn_it() {
        // An open 9x9 board, one stone each: White wins the count by the komi, but
        // 79 points are still open.
        let open = "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . O . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . X . . . . . .
            . . . . . . . . .
            . . . . . . . . .";
        let tt = game_from(open, 7.5);
        let as_it_stands = EndStatus::as_it_stands(tt.board());
        assert!(passes_back(&tt, Color::White, &as_it_stands));
        let chinese = game_under(open, 7.5, Rules::chinese());
        assert!(!passes_back(&chinese, Color::White, &as_it_stands));
        assert_eq!(open_points(chinese.board()), 79);
        // Dame between two walls are nobody's in any count: not open.
        let dame =
            Board::from_ascii(". X . O .\n. X . O .\n. X . O .\n. X . O .\n. X . O .\n").unwrap();
        assert_eq!(open_points(&dame), 0);
        // Two points between the walls: each touches one colour, both are open.
        let gap = Board::from_ascii("X . . O\nX . . O\nX . . O\nX . . O\n").unwrap();
        assert_eq!(open_points(&gap), 8);
        // Closed areas: nothing open, the count stands.
        let closed = game_under(WALLS_CLOSED, 0.5, Rules::chinese());
        let status = EndStatus::as_it_stands(closed.board());
        assert!(passes_back(&closed, Color::White, &status));
        assert!(!passes_back(&closed, Color::Black, &status));
        // After White's pass on the open board, White's engine plays on.
        let mut game = chinese.clone();
        game.play(Color::Black, Move::Pass).unwrap();
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let d = p.choose(&game, Color::White, playouts(300), &mut NoControl);
        assert!(matches!(d, Decision::Play(Move::Play(_))), "{d:?}");
    }
}
