//! Flat Monte-Carlo: playouts from every sensible move in turn, the best mean wins. No
//! tree; a yardstick for the tree search.

use super::{Decision, Player};
use crate::core::board::Board;
use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::core::score::AreaScorer;
use crate::playout::{black_won, playout, FastRng, Policy};
use crate::search::{Budget, SearchControl};
use std::time::Instant;

/// Flat Monte-Carlo: playouts from every sensible move in turn; the best mean wins.
pub struct FlatMcPlayer {
    rng: FastRng,
    policy: Policy,
}

impl FlatMcPlayer {
    /// A flat Monte-Carlo player with a reproducible random stream.
    pub fn new(seed: u64) -> FlatMcPlayer {
        FlatMcPlayer {
            rng: FastRng::new(seed),
            policy: Policy::heavy(),
        }
    }
}

impl Player for FlatMcPlayer {
    fn choose(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Decision {
        let moves = game.sensible_moves(c);
        if moves.is_empty() {
            return Decision::Play(Move::Pass);
        }
        let start = Instant::now();
        let mut wins = vec![0u32; moves.len()];
        let mut runs = vec![0u32; moves.len()];
        let mut board = Board::new(game.size());
        let mut scorer = AreaScorer::default();
        let mut trace = Vec::new();
        // The move before each candidate: the game's last.
        let before = game.recent_move(0).unwrap_or(Move::Pass);
        let mut total = 0u64;
        loop {
            if budget.playouts.is_some_and(|n| total >= n)
                || budget.time.is_some_and(|t| start.elapsed() >= t)
                || budget.deadline.is_some_and(|d| Instant::now() >= d)
                || (total.is_multiple_of(64) && total > 0 && ctl.should_stop())
            {
                break;
            }
            let k = (total % moves.len() as u64) as usize;
            board.copy_from(game.board());
            board.play_fast(moves[k], c);
            trace.clear();
            let out = playout(
                &mut board,
                c.opponent(),
                [before, Move::Play(moves[k])],
                self.policy,
                &mut self.rng,
                &mut scorer,
                &mut trace,
            );
            let black_won = black_won(out.score.margin(game.scoring_komi()), &mut self.rng);
            wins[k] += (black_won == (c == Color::Black)) as u32;
            runs[k] += 1;
            total += 1;
        }
        let mean = |k: usize| (wins[k] as f64 + 0.5) / (runs[k] as f64 + 1.0);
        let best = (0..moves.len())
            .max_by(|&a, &b| mean(a).total_cmp(&mean(b)))
            .unwrap();
        Decision::Play(Move::Play(moves[best]))
    }

    fn name(&self) -> &'static str {
        "mc"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::tests::*;

    #[test]
    fn flat_mc_plays_legal_reproducible_moves_and_passes_when_done() {
        let game = Game::new(7, 7.5, Rules::tromp_taylor());
        let a = FlatMcPlayer::new(4).choose(&game, Color::Black, playouts(2000), &mut NoControl);
        let b = FlatMcPlayer::new(4).choose(&game, Color::Black, playouts(2000), &mut NoControl);
        assert_eq!(a, b);
        let Decision::Play(mv) = a else {
            panic!("resigned")
        };
        assert!(game.is_legal(Color::Black, mv) && mv != Move::Pass);
        // Only own eyes left: pass.
        let done = game_from("X.X\nXXX\nX.X\n", 0.5);
        let d = FlatMcPlayer::new(4).choose(&done, Color::Black, playouts(100), &mut NoControl);
        assert_eq!(d, Decision::Play(Move::Pass));
    }
}
