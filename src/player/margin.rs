//! The margin in a decided game: when the search's best move wins (or loses) nearly
//! every playout, its win rate no longer tells the moves apart, and the most visited
//! move is whichever the priors favoured, a capture elsewhere as readily as the move
//! that secures a corner. The playouts' final scores still tell them apart: among the
//! moves that win as often as the best, [`widest_margin`] takes the one whose playouts
//! ended furthest ahead (or least behind), when the difference is more than chance.
//! Points in hand are what protects a won game from a misjudged seki or a dead group
//! that comes back, and what keeps a lost one close enough for the opponent to err.

use super::sensible;
use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::search::{MoveStat, Summary};

/// A best move winning at least this share of its playouts (or at most one minus it)
/// is a decided game.
pub const DECIDED: f32 = 0.97;

/// A best move winning at least this share of its playouts (or at most one minus it)
/// may be a move away from a decided game, whose margin needs every playout's final
/// score: see [`nearly_decided`].
const NEARLY_DECIDED: f32 = 0.9;

/// A move counts as winning as often as the best when its win rate is at most this
/// far below the best's.
const SAME_WINRATE: f32 = 0.01;

/// A move needs this share of the best move's visits to be weighed at all...
const MIN_VISIT_SHARE: u32 = 10;

/// ...and this many playouts of its own in this search behind its mean score.
const MIN_SAMPLES: u32 = 100;

/// How many standard errors of the difference a move's mean score must lead the best
/// move's by before it is preferred.
const SIGNIFICANCE: f32 = 2.0;

/// Is a game whose last search's best move won `winrate` of its playouts nearly
/// decided? Then the next search plays every playout to the end, without the mercy
/// rule ([`HeavyChances::mercy`](crate::playout::HeavyChances)), so that the margin
/// rule has final scores to weigh when the game becomes decided.
pub fn nearly_decided(winrate: f32) -> bool {
    winrate >= NEARLY_DECIDED || winrate <= 1.0 - NEARLY_DECIDED
}

/// In a decided game (the best move's win rate at least [`DECIDED`] or at most
/// 1 - [`DECIDED`]), the root move for `c` that wins as often as `best` (within
/// 0.01) and whose playouts ended with a mean score clearly above `best`'s: more than
/// two standard errors of the difference. None when the game is not decided, `best`
/// is a pass (passing is the passing rules' call), or no move is clearly better.
pub fn widest_margin(summary: &Summary, game: &Game, c: Color, best: &MoveStat) -> Option<Move> {
    let decided = best.winrate >= DECIDED || best.winrate <= 1.0 - DECIDED;
    if !decided || best.mv == Move::Pass || best.score_samples < MIN_SAMPLES {
        return None;
    }
    sensible(summary.moves.iter(), game, c)
        .filter(|m| {
            m.visits * MIN_VISIT_SHARE >= best.visits
                && m.winrate >= best.winrate - SAME_WINRATE
                && m.score_samples >= MIN_SAMPLES
                && clearly_ahead(m, best)
        })
        .max_by(|a, b| a.score_lead.total_cmp(&b.score_lead))
        .map(|m| m.mv)
}

/// Did `m`'s playouts end further ahead than `best`'s by more than chance?
fn clearly_ahead(m: &MoveStat, best: &MoveStat) -> bool {
    let variance = |s: &MoveStat| s.score_stdev * s.score_stdev / s.score_samples as f32;
    let error = (variance(m) + variance(best)).sqrt();
    m.score_lead - best.score_lead > SIGNIFICANCE * error.max(0.5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::Rules;

    fn stat(mv: Move, visits: u32, winrate: f32, lead: f32, stdev: f32) -> MoveStat {
        MoveStat {
            score_lead: lead,
            score_stdev: stdev,
            score_samples: visits,
            ..MoveStat::sample(mv, visits, winrate)
        }
    }

    #[test]
    fn a_decided_game_keeps_the_widest_margin_among_equal_wins() {
        let game = Game::new(9, 7.5, Rules::tromp_taylor());
        let g = *game.board().geometry();
        let at = |x, y| Move::Play(g.point(x, y));
        let (capture, corner, bigger_but_riskier, rare) = (at(4, 4), at(1, 1), at(6, 6), at(2, 6));
        let best = stat(capture, 4000, 0.999, 12.0, 6.0);
        let summary = Summary {
            moves: vec![
                best.clone(),
                stat(corner, 1500, 0.998, 19.0, 6.0),
                // Further ahead on average, but it loses more often.
                stat(bigger_but_riskier, 1500, 0.95, 30.0, 6.0),
                // Too few visits to be trusted.
                stat(rare, 50, 1.0, 40.0, 6.0),
            ],
            ..Summary::default()
        };
        let c = Color::Black;
        assert_eq!(widest_margin(&summary, &game, c, &best), Some(corner));

        // A close game: the win rate decides, as always.
        let close = stat(capture, 4000, 0.6, 12.0, 6.0);
        assert_eq!(widest_margin(&summary, &game, c, &close), None);

        // A lead within chance is no reason to leave the most visited move.
        let noisy = Summary {
            moves: vec![best.clone(), stat(corner, 400, 0.999, 12.5, 20.0)],
            ..Summary::default()
        };
        assert_eq!(widest_margin(&noisy, &game, c, &best), None);

        // A lost game: the move that loses by least.
        let lost = stat(capture, 4000, 0.01, -20.0, 6.0);
        let losing = Summary {
            moves: vec![lost.clone(), stat(corner, 2000, 0.005, -9.0, 6.0)],
            ..Summary::default()
        };
        assert_eq!(widest_margin(&losing, &game, c, &lost), Some(corner));

        // A pass stays the passing rules' call.
        let pass = stat(Move::Pass, 4000, 1.0, 10.0, 1.0);
        assert_eq!(widest_margin(&summary, &game, c, &pass), None);
    }

    #[test]
    fn a_game_is_nearly_decided_a_move_before_the_margin_rule_weighs_it() {
        for w in [0.0, 0.05, 0.1, 0.9, 0.95, DECIDED, 1.0] {
            assert!(nearly_decided(w), "{w}");
        }
        for w in [0.15, 0.5, 0.85] {
            assert!(!nearly_decided(w), "{w}");
        }
    }
}
