//! Dynamic komi: the komi the tree search plays against when choosing a move.
//!
//! How to read this module: a Monte-Carlo search only tells good moves from bad ones
//! while some playouts are won and some lost. Give White nine stones and every playout
//! is lost from the first move, so every move looks the same; be far ahead and every
//! move wins, so the search plays slack moves that give the lead away. Dynamic komi
//! moves the komi the *search* counts with (never the game's: `final_score`, analysis
//! and the resignation decision all use the real one) so that the win rate stays in a
//! range where moves can be told apart. The shift, in points for White, is the sum of:
//! - a **handicap part**: [`POINTS_PER_STONE`] for each handicap stone (at most a
//!   sixth of the board's points), for whichever colour the engine plays, shrinking in
//!   a straight line to nothing when stones stand on [`EASE_BY`] of the board's points;
//! - a **situational part**, in handicap games only: after a search whose best move won
//!   more than [`FAR_AHEAD`] of its playouts, the next search counts a step of komi
//!   against the player; below [`FAR_BEHIND`], a step for it. The part is held within a
//!   bound that also shrinks to nothing by [`EASE_BY`], so the endgame is always played
//!   against the real komi. Even games are searched at the real komi throughout: there
//!   the situational part measured no better than none (against Pachi, 117 of 200
//!   games without it, 112 of 200 with it), and Pachi too keeps its dynamic komi for
//!   handicap games.
//!
//! The tree is kept between moves while the shift moves by little
//! (the search's [`REUSE_SLACK`](crate::search::REUSE_SLACK)).

use crate::core::game::Game;
use crate::core::point::Color;

/// What one handicap stone is taken to be worth at the start, in points.
pub const POINTS_PER_STONE: f64 = 7.0;

/// The share of the board's points put down (moves and setup stones, handicap stones
/// left out, as [`Game::progress`] counts) at which the shift has eased back to nothing.
pub const EASE_BY: f64 = 0.5;

/// A search whose best move wins more than this is far ahead.
pub const FAR_AHEAD: f32 = 0.8;

/// A search whose best move wins less than this is far behind.
pub const FAR_BEHIND: f32 = 0.3;

/// The dynamic komi of one player across the moves of a game.
#[derive(Clone, Debug)]
pub struct DynamicKomi {
    enabled: bool,
    /// The situational part, in points for the player (positive: the search counts
    /// these points for it), before the bound of the moment is applied.
    situational: f64,
    /// Moves in the game when the situational part was last changed; fewer moves later
    /// means a new game (or undo), and the part starts again from nothing.
    moves_seen: usize,
}

impl DynamicKomi {
    /// Dynamic komi, on or off (off: the search always plays against the real komi).
    pub fn new(enabled: bool) -> DynamicKomi {
        DynamicKomi {
            enabled,
            situational: 0.0,
            moves_seen: 0,
        }
    }

    /// Is it on?
    pub fn is_enabled(&self) -> bool {
        self.enabled
    }

    /// The largest situational part, in points, at the start of a game on a board of
    /// `area` points: a twentieth of the board (4 points on 9x9, 8.5 on 13x13, 18 on
    /// 19x19).
    fn situational_bound(area: usize) -> f64 {
        area as f64 / 20.0
    }

    /// One situational step, in points: an eighth of the bound (a tree searched one
    /// step ago is still reused, [`REUSE_SLACK`](crate::search::REUSE_SLACK)).
    fn step(area: usize) -> f64 {
        DynamicKomi::situational_bound(area) / 8.0
    }

    /// The situational part's bound in `game` now: [`DynamicKomi::situational_bound`]
    /// eased by progress in a handicap game, 0 in an even game.
    fn bound_now(game: &Game) -> f64 {
        if game.handicap() == 0 {
            return 0.0;
        }
        let area = game.board().geometry().area();
        DynamicKomi::situational_bound(area) * DynamicKomi::easing(game)
    }

    /// How much of the full shift is still in force, 1 at the start falling to 0 at
    /// [`EASE_BY`].
    fn easing(game: &Game) -> f64 {
        (1.0 - game.progress() / EASE_BY).clamp(0.0, 1.0)
    }

    /// The points to add to White's side of the count when `c` searches `game` (0 when
    /// off, and from [`EASE_BY`] on).
    pub fn shift(&mut self, game: &Game, c: Color) -> f64 {
        if !self.enabled {
            return 0.0;
        }
        if game.moves().len() < self.moves_seen {
            self.situational = 0.0;
        }
        self.moves_seen = game.moves().len();
        let ease = DynamicKomi::easing(game);
        let area = game.board().geometry().area();
        let stones = POINTS_PER_STONE * game.handicap() as f64;
        let handicap = stones.min(area as f64 / 6.0) * ease;
        let bound = DynamicKomi::bound_now(game);
        let for_player = self.situational.clamp(-bound, bound);
        let for_white = if c == Color::White {
            for_player
        } else {
            -for_player
        };
        handicap + for_white
    }

    /// Learn from a search `c` just made in `game`: its best move won `best_winrate` of
    /// its playouts at the komi it searched with.
    pub fn after_search(&mut self, game: &Game, best_winrate: f32) {
        if !self.enabled {
            return;
        }
        let area = game.board().geometry().area();
        let bound = DynamicKomi::bound_now(game);
        let step = DynamicKomi::step(area);
        let now = self.situational.clamp(-bound, bound);
        self.situational = if best_winrate > FAR_AHEAD {
            now - step
        } else if best_winrate < FAR_BEHIND {
            now + step
        } else {
            now
        };
        self.moves_seen = game.moves().len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::point::Move;
    use crate::core::rules::Rules;

    /// A 13x13 game with `n` handicap stones placed and `moves` passes played after.
    fn handicap_game(n: usize, moves: usize) -> Game {
        let mut game = Game::new(13, 0.5, Rules::chinese());
        if n > 0 {
            let stones = crate::core::game::fixed_handicap_points(13, n).unwrap();
            let setup: Vec<_> = stones.into_iter().map(|p| (p, Color::Black)).collect();
            game.setup(&setup, false).unwrap();
            game.set_handicap_stones(n);
            game.set_to_move(Color::White);
        }
        for _ in 0..moves {
            game.play(game.to_move(), Move::Pass).unwrap();
        }
        game
    }

    #[test]
    fn handicap_shift_eases_back_to_the_real_komi() {
        let mut dk = DynamicKomi::new(true);
        let start = handicap_game(2, 0);
        // The handicap stones themselves do not count as progress.
        assert_eq!(dk.shift(&start, Color::White), 14.0);
        // For Black too: the shift is in White's favour whoever searches.
        assert!(dk.shift(&start, Color::Black) > 13.0);
        // Halfway to EASE_BY the shift is about half; from EASE_BY on nothing.
        let mid = handicap_game(2, 40);
        let s = dk.shift(&mid, Color::White);
        assert!((6.0..8.0).contains(&s), "{s}");
        let late = handicap_game(2, 85);
        assert_eq!(dk.shift(&late, Color::White), 0.0);
        // Off: never.
        assert_eq!(DynamicKomi::new(false).shift(&start, Color::White), 0.0);
        // An even game starts at the real komi.
        assert_eq!(dk.shift(&handicap_game(0, 0), Color::Black), 0.0);
        // Nine stones on 13x13 count a sixth of the board, not 63 points.
        let nine = handicap_game(9, 0);
        let s = dk.shift(&nine, Color::White);
        assert!((s - 169.0 / 6.0).abs() < 1e-9, "{s}");
    }

    #[test]
    fn situational_part_follows_the_win_rate_within_its_bound() {
        // A 2-stone game; its handicap part (the shift of a fresh player) is taken off.
        let game = handicap_game(2, 0);
        let base = DynamicKomi::new(true).shift(&game, Color::Black);
        let mut dk = DynamicKomi::new(true);
        // Far ahead as Black: each search moves the komi a step towards White.
        dk.after_search(&game, 0.9);
        let one = dk.shift(&game, Color::Black) - base;
        assert!((one - 169.0 / 160.0).abs() < 1e-9, "{one}");
        for _ in 0..20 {
            dk.after_search(&game, 0.95);
        }
        assert!((dk.shift(&game, Color::Black) - base - 169.0 / 20.0).abs() < 1e-9);
        // One search in the useful range changes nothing; one far behind steps back.
        dk.after_search(&game, 0.6);
        assert!((dk.shift(&game, Color::Black) - base - 169.0 / 20.0).abs() < 1e-9);
        dk.after_search(&game, 0.1);
        assert!(dk.shift(&game, Color::Black) - base < 169.0 / 20.0);
        // Far behind as White: the komi moves towards White.
        let mut w = DynamicKomi::new(true);
        w.after_search(&game, 0.1);
        assert!(w.shift(&game, Color::White) > base);
        // A new game (fewer moves than seen) starts again from nothing.
        let later = handicap_game(2, 10);
        w.after_search(&later, 0.1);
        assert!(w.shift(&game, Color::White) == base);
        // Late in the game the bound is 0.
        let mut late = DynamicKomi::new(true);
        let end = handicap_game(2, 90);
        late.after_search(&end, 0.99);
        assert_eq!(late.shift(&end, Color::Black), 0.0);
        // An even game is searched at the real komi, however far ahead.
        let even = handicap_game(0, 0);
        let mut e = DynamicKomi::new(true);
        for _ in 0..5 {
            e.after_search(&even, 0.99);
        }
        assert_eq!(e.shift(&even, Color::Black), 0.0);
        assert_eq!(e.shift(&even, Color::White), 0.0);
    }
}
