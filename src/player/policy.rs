//! The raw-network player (`--player policy`): the policy network's favourite move,
//! with no search at all. It is the reference point for what the network knows alone.
//!
//! It plays the legal move with the network's highest chance among those that fill no
//! own eye (without a network, the move model's: the network's last input plane), and
//! passes when there is none, or when the opponent has just passed and no move has even
//! [`PASS_BELOW`] of the network's chance (nothing left a strong player would play).

use super::{Decision, Player};
use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::knowledge::features::Recent;
use crate::knowledge::model::Model;
use crate::knowledge::net_input::{Encoder, LN_FLOOR, LN_PLANE, LN_SCALE};
use crate::knowledge::policy_net::{NetScratch, PolicyNet};
use crate::search::{Budget, SearchControl};
use std::sync::Arc;

/// After the opponent's pass, the chance a move needs for the player not to pass too.
pub const PASS_BELOW: f32 = 0.05;

/// The network's favourite legal move.
pub struct PolicyPlayer {
    net: Option<Arc<PolicyNet>>,
    encoder: Encoder,
    scratch: NetScratch,
    input: Vec<f32>,
}

impl PolicyPlayer {
    /// A player of `net`'s favourite moves (None: the move model's).
    pub fn new(net: Option<Arc<PolicyNet>>) -> PolicyPlayer {
        PolicyPlayer {
            net,
            encoder: Encoder::default(),
            scratch: NetScratch::default(),
            input: Vec::new(),
        }
    }

    /// The network's chance of every point (row by row) for `c` to move in `game`.
    pub fn chances(&mut self, game: &Game, c: Color) -> Vec<f32> {
        let board = game.board();
        let recent = Recent::of_game(game);
        self.encoder
            .encode(board, c, &recent, Model::shared(), &mut self.input);
        let area = board.size() * board.size();
        match &self.net {
            Some(net) => net.chances(&self.input, board.size(), &mut self.scratch),
            None => self.input[LN_PLANE * area..]
                .iter()
                .map(|&v| {
                    if v == LN_FLOOR {
                        0.0
                    } else {
                        (v * LN_SCALE).exp()
                    }
                })
                .collect(),
        }
    }
}

impl Player for PolicyPlayer {
    fn choose(&mut self, game: &Game, c: Color, _: Budget, _: &mut dyn SearchControl) -> Decision {
        let chances = self.chances(game, c);
        let geom = *game.board().geometry();
        let best = game
            .sensible_moves(c)
            .into_iter()
            .map(|p| (p, chances[geom.dense_index(p)]))
            .max_by(|a, b| a.1.total_cmp(&b.1));
        let opponent_passed = game.recent_move(0) == Some(Move::Pass);
        match best {
            Some((_, chance)) if opponent_passed && chance < PASS_BELOW => {
                Decision::Play(Move::Pass)
            }
            Some((p, _)) => Decision::Play(Move::Play(p)),
            None => Decision::Play(Move::Pass),
        }
    }

    fn name(&self) -> &'static str {
        "policy"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::tests::*;

    #[test]
    fn the_policy_player_plays_legal_moves_to_the_end_of_a_game() {
        let game = Game::new(7, 7.5, Rules::tromp_taylor());
        let mut player = PolicyPlayer::new(Some(Arc::new(PolicyNet::shared().clone())));
        assert!(play_to_end(&mut player, game, 500).is_over());
    }

    #[test]
    fn the_policy_player_plays_the_favourite_sensible_move() {
        let mut game = Game::new(19, 7.5, Rules::tromp_taylor());
        let geom = *game.board().geometry();
        for (c, v) in [
            (Color::Black, "Q16"),
            (Color::White, "D4"),
            (Color::Black, "Q3"),
            (Color::White, "D16"),
            (Color::Black, "R5"),
        ] {
            game.play(c, Move::from_vertex(v, &geom).unwrap()).unwrap();
        }
        for net in [Some(Arc::new(PolicyNet::shared().clone())), None] {
            let mut player = PolicyPlayer::new(net);
            let chances = player.chances(&game, Color::White);
            let best = game
                .sensible_moves(Color::White)
                .into_iter()
                .max_by(|&a, &b| {
                    let at = |p| chances[geom.dense_index(p)];
                    at(a).total_cmp(&at(b))
                })
                .unwrap();
            let d = player.choose(&game, Color::White, Budget::default(), &mut NoControl);
            assert_eq!(d, Decision::Play(Move::Play(best)));
            let total: f32 = chances.iter().sum();
            // The move model's chances are rounded to eighths of a log unit.
            assert!((total - 1.0).abs() < 0.05, "{total}");
        }
    }
}
