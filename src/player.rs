//! Players: something that chooses a move for a colour in a game.
//!
//! How to read this module: [`Player`] is the one interface the GTP front end calls;
//! [`RandomPlayer`] is the simplest honest implementation — uniformly random among the
//! legal moves that do not fill the mover's own eye, passing only when there is none.
//! The Monte-Carlo players build on the same interface.

use crate::game::Game;
use crate::point::{Color, Move};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// What a player decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    Play(Move),
    Resign,
}

/// A move generator.
pub trait Player: Send {
    /// Choose a move for `c` in `game`; it must be legal (or a pass, or resignation).
    fn choose(&mut self, game: &Game, c: Color) -> Decision;

    /// Choose a move for the end-of-game cleanup phase (KGS): never pass while a
    /// sensible move exists. The default is [`Player::choose`].
    fn choose_cleanup(&mut self, game: &Game, c: Color) -> Decision {
        self.choose(game, c)
    }

    /// A short name for logs.
    fn name(&self) -> &'static str;
}

/// Uniformly random among legal moves that do not fill the mover's own eye.
pub struct RandomPlayer {
    rng: SmallRng,
}

impl RandomPlayer {
    /// A random player with a reproducible stream of choices.
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: SmallRng::seed_from_u64(seed),
        }
    }
}

impl Player for RandomPlayer {
    fn choose(&mut self, game: &Game, c: Color) -> Decision {
        let moves = game.sensible_moves(c);
        if moves.is_empty() {
            return Decision::Play(Move::Pass);
        }
        Decision::Play(Move::Play(moves[self.rng.gen_range(0..moves.len())]))
    }

    fn name(&self) -> &'static str {
        "random"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn random_games_stay_legal_and_end() {
        for seed in 0..20 {
            let mut game = Game::new(5, 7.5, Rules::tromp_taylor());
            let mut player = RandomPlayer::new(seed);
            let mut c = Color::Black;
            let mut turns = 0;
            while !game.is_over() {
                let Decision::Play(mv) = player.choose(&game, c) else {
                    panic!("random player resigned");
                };
                game.play(c, mv)
                    .expect("random player chose an illegal move");
                c = c.opponent();
                turns += 1;
                assert!(turns < 2000, "game did not end");
            }
            // At the end neither side had a sensible move left when it passed.
            assert!(game
                .sensible_moves(game.moves().last().unwrap().0)
                .is_empty());
        }
    }

    #[test]
    fn random_choice_covers_all_sensible_moves() {
        let game = Game::new(3, 0.0, Rules::tromp_taylor());
        let mut player = RandomPlayer::new(1);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..500 {
            seen.insert(player.choose(&game, Color::Black));
        }
        assert_eq!(seen.len(), 9);
    }
}
