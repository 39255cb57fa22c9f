//! When the tree-search player resigns: after three real searches in a row below the
//! threshold for the same colour, never in the first part of the game
//! ([`Resignation`]).

use crate::core::point::Color;

/// The fewest root visits for a search to count towards resigning.
const RESIGN_VISITS: u32 = 1000;

/// How many real searches in a row must fall below the threshold before resigning.
pub const RESIGN_STREAK: u32 = 3;

/// The part of the game in which the player never resigns, as a share of the board's
/// points ([`Game::progress`](crate::core::game::Game::progress)): while fewer stones
/// have been put down (moves and setup stones together, handicap stones left out) the
/// game is young, win rates swing, and in a handicap game White starts far behind
/// (13x13: 102 moves; 19x19: 217).
pub const RESIGN_NOT_BEFORE: f64 = 0.6;

/// When to give up: the best win rate of real searches stays below a threshold.
#[derive(Clone, Debug)]
pub struct Resignation {
    /// Resign when the best win rate stays below this (0 never resigns).
    threshold: f32,
    /// Consecutive searches for each colour (Black's first) whose best win rate was
    /// below the threshold: an engine asked to play both sides (a GUI's self-play)
    /// counts each side's searches apart, or the winner's would end every streak.
    streak: [u32; 2],
}

impl Resignation {
    /// Resignation below `threshold` (0: never).
    pub fn new(threshold: f32) -> Resignation {
        Resignation {
            threshold,
            streak: [0; 2],
        }
    }

    /// Count one search for `c` (its best move's win rate and its root visits) made
    /// when the game had come as far as `progress`
    /// ([`Game::progress`](crate::core::game::Game::progress)), and say whether `c`
    /// should resign: only after [`RESIGN_STREAK`] real searches for `c` (at least
    /// `RESIGN_VISITS` root visits) in a row clearly lost, and never before
    /// [`RESIGN_NOT_BEFORE`]. Any other search for `c` starts its count again.
    pub fn after_search(
        &mut self,
        c: Color,
        best_winrate: f32,
        root_visits: u32,
        progress: f64,
    ) -> bool {
        let streak = &mut self.streak[(c != Color::Black) as usize];
        if self.threshold > 0.0 && best_winrate < self.threshold && root_visits >= RESIGN_VISITS {
            *streak += 1;
            if *streak >= RESIGN_STREAK && progress >= RESIGN_NOT_BEFORE {
                return true;
            }
        } else {
            *streak = 0;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::tests::*;

    const B: Color = Color::Black;
    const W: Color = Color::White;

    #[test]
    fn resignation_needs_three_real_searches_in_a_row_below_the_threshold_late_enough() {
        let late = RESIGN_NOT_BEFORE;
        let mut r = Resignation::new(0.1);
        assert!(
            !r.after_search(B, 0.05, 1000, late),
            "one bad search is not enough"
        );
        assert!(!r.after_search(B, 0.05, 1000, late), "two are not enough");
        assert!(r.after_search(B, 0.05, 1000, late));
        // A search above the threshold starts the count again.
        let mut r = Resignation::new(0.1);
        assert!(!r.after_search(B, 0.05, 1000, late));
        assert!(!r.after_search(B, 0.05, 1000, late));
        assert!(!r.after_search(B, 0.5, 1000, late));
        assert!(!r.after_search(B, 0.05, 1000, late));
        assert!(!r.after_search(B, 0.05, 1000, late));
        assert!(r.after_search(B, 0.05, 5000, 1.0));
        // A search of fewer than 1000 root visits never counts, and starts the count
        // again.
        let mut r = Resignation::new(0.1);
        for _ in 0..4 {
            assert!(!r.after_search(B, 0.0, 999, late));
        }
        assert!(!r.after_search(B, 0.05, 1000, late));
        assert!(!r.after_search(B, 0.05, 1000, late));
        assert!(!r.after_search(B, 0.05, 999, late));
        assert!(!r.after_search(B, 0.05, 1000, late));
        // Early in the game: never, however long the streak; it counts on.
        let mut r = Resignation::new(0.1);
        for _ in 0..10 {
            assert!(!r.after_search(B, 0.0, 100_000, late - 0.01));
        }
        assert!(r.after_search(B, 0.0, 100_000, late));
        // Each colour counts its own searches: White's winning ones, between Black's
        // (one engine playing both sides), leave Black's streak alone.
        let mut r = Resignation::new(0.1);
        for _ in 0..2 {
            assert!(!r.after_search(B, 0.05, 1000, late));
            assert!(!r.after_search(W, 0.95, 1000, late));
        }
        assert!(r.after_search(B, 0.05, 1000, late));
        assert!(!r.after_search(W, 0.95, 1000, late));
        // Threshold 0 never resigns.
        let mut never = Resignation::new(0.0);
        for _ in 0..5 {
            assert!(!never.after_search(B, 0.0, 100_000, 1.0));
        }
    }

    /// White owns nearly everything, komi on top; 30 of 49 points hold stones, so the
    /// game is old enough to resign.
    fn hopeless_for_black() -> Game {
        game_from(
            "OOOOOOO\n\
             O.O.O.O\n\
             OOOOOOO\n\
             O.O.O.O\n\
             OOOOOOO\n\
             O......\n\
             .......\n",
            7.5,
        )
    }

    #[test]
    fn mcts_resigns_a_hopeless_game_unless_told_never_to() {
        let game = hopeless_for_black();
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        for k in 0..2 {
            let d = p.choose(&game, Color::Black, playouts(2000), &mut NoControl);
            assert_ne!(d, Decision::Resign, "search {k}: too few bad searches");
        }
        let third = p.choose(&game, Color::Black, playouts(2000), &mut NoControl);
        assert_eq!(third, Decision::Resign);
        let mut never = MctsPlayer::new(SearchParams::default(), 1, 0.0);
        for _ in 0..4 {
            let d = never.choose(&game, Color::Black, playouts(2000), &mut NoControl);
            assert!(matches!(d, Decision::Play(_)));
        }
    }

    #[test]
    fn one_engine_playing_both_sides_resigns_the_lost_one() {
        // A GUI's self-play asks the same engine for Black's and White's moves in turn:
        // White's winning searches between Black's must not end Black's streak.
        let game = hopeless_for_black();
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        for k in 0..2 {
            let d = p.choose(&game, Color::Black, playouts(2000), &mut NoControl);
            assert_ne!(d, Decision::Resign, "search {k}: too few bad searches");
            let d = p.choose(&game, Color::White, playouts(2000), &mut NoControl);
            assert_ne!(d, Decision::Resign, "White wins");
        }
        let third = p.choose(&game, Color::Black, playouts(2000), &mut NoControl);
        assert_eq!(third, Decision::Resign);
    }
}
