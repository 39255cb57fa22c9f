//! The random player: a uniformly random legal move that does not fill the mover's own
//! eye, passing only when there is none. The simplest honest [`Player`].

use super::{Decision, Player};
use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::search::{Budget, SearchControl};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

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
    fn choose(&mut self, game: &Game, c: Color, _: Budget, _: &mut dyn SearchControl) -> Decision {
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
    use crate::player::tests::*;

    #[test]
    fn random_games_stay_legal_and_end() {
        for seed in 0..20 {
            let game = Game::new(5, 7.5, Rules::tromp_taylor());
            let game = play_to_end(&mut RandomPlayer::new(seed), game, 2000);
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
            seen.insert(player.choose(&game, Color::Black, Budget::default(), &mut NoControl));
        }
        assert_eq!(seen.len(), 9);
    }
}
