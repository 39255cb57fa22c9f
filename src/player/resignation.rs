//! When the tree-search player resigns: after three real searches in a row below the
//! threshold, never in the first part of the game ([`Resignation`]).

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
    /// Consecutive searches whose best win rate was below the threshold.
    streak: u32,
}

impl Resignation {
    /// Resignation below `threshold` (0: never).
    pub fn new(threshold: f32) -> Resignation {
        Resignation {
            threshold,
            streak: 0,
        }
    }

    /// Count one search (its best move's win rate and its root visits) made when the
    /// game had come as far as `progress`
    /// ([`Game::progress`](crate::core::game::Game::progress)), and say whether to
    /// resign: only after [`RESIGN_STREAK`] real searches (at least `RESIGN_VISITS` root
    /// visits) in a row clearly lost, and never before [`RESIGN_NOT_BEFORE`]. Any
    /// other search starts the count again.
    pub fn after_search(&mut self, best_winrate: f32, root_visits: u32, progress: f64) -> bool {
        if self.threshold > 0.0 && best_winrate < self.threshold && root_visits >= RESIGN_VISITS {
            self.streak += 1;
            if self.streak >= RESIGN_STREAK && progress >= RESIGN_NOT_BEFORE {
                return true;
            }
        } else {
            self.streak = 0;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::tests::*;

    #[test]
    fn resignation_needs_three_real_searches_in_a_row_below_the_threshold_late_enough() {
        let late = RESIGN_NOT_BEFORE;
        let mut r = Resignation::new(0.1);
        assert!(
            !r.after_search(0.05, 1000, late),
            "one bad search is not enough"
        );
        assert!(!r.after_search(0.05, 1000, late), "two are not enough");
        assert!(r.after_search(0.05, 1000, late));
        // A search above the threshold starts the count again.
        let mut r = Resignation::new(0.1);
        assert!(!r.after_search(0.05, 1000, late));
        assert!(!r.after_search(0.05, 1000, late));
        assert!(!r.after_search(0.5, 1000, late));
        assert!(!r.after_search(0.05, 1000, late));
        assert!(!r.after_search(0.05, 1000, late));
        assert!(r.after_search(0.05, 5000, 1.0));
        // A search of fewer than 1000 root visits never counts, and starts the count
        // again.
        let mut r = Resignation::new(0.1);
        for _ in 0..4 {
            assert!(!r.after_search(0.0, 999, late));
        }
        assert!(!r.after_search(0.05, 1000, late));
        assert!(!r.after_search(0.05, 1000, late));
        assert!(!r.after_search(0.05, 999, late));
        assert!(!r.after_search(0.05, 1000, late));
        // Early in the game: never, however long the streak; it counts on.
        let mut r = Resignation::new(0.1);
        for _ in 0..10 {
            assert!(!r.after_search(0.0, 100_000, late - 0.01));
        }
        assert!(r.after_search(0.0, 100_000, late));
        // Threshold 0 never resigns.
        let mut never = Resignation::new(0.0);
        for _ in 0..5 {
            assert!(!never.after_search(0.0, 100_000, 1.0));
        }
    }

    #[test]
    fn mcts_resigns_a_hopeless_game_unless_told_never_to() {
        // White owns nearly everything, komi on top; 30 of 49 points hold stones, so
        // the game is old enough to resign.
        let game = game_from(
            "OOOOOOO\n\
             O.O.O.O\n\
             OOOOOOO\n\
             O.O.O.O\n\
             OOOOOOO\n\
             O......\n\
             .......\n",
            7.5,
        );
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
}
