//! Players: something that chooses a move for a colour in a game.
//!
//! How to read this module: [`Player`] is the one interface the GTP front end calls;
//! [`RandomPlayer`] is the simplest honest implementation — uniformly random among the
//! legal moves that do not fill the mover's own eye, passing only when there is none.
//! [`FlatMcPlayer`] runs playouts for every candidate and keeps the best mean;
//! [`MctsPlayer`] (the default) wraps the tree search of `search.rs` and adds the
//! decisions around it: when to pass, when to resign.

use crate::board::Board;
use crate::game::Game;
use crate::playout::{playout, FastRng, Policy};
use crate::point::{Color, Move};
use crate::score::AreaScorer;
use crate::search::{Budget, Search, SearchControl, SearchParams, Summary};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

/// What a player decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    Play(Move),
    Resign,
}

/// A move generator.
pub trait Player: Send {
    /// Choose a move for `c` in `game` within `budget`; it must be legal (or a pass, or
    /// resignation). `ctl` may cut the thinking short.
    fn choose(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Decision;

    /// Choose a move for the end-of-game cleanup phase (KGS): never pass while a
    /// sensible move exists. The default is [`Player::choose`].
    fn choose_cleanup(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Decision {
        self.choose(game, c, budget, ctl)
    }

    /// Think about `game` with `c` to move until `budget` or `ctl` stops it, reporting
    /// through `ctl`; None if this player has no search to show.
    fn analyze(
        &mut self,
        _game: &Game,
        _c: Color,
        _budget: Budget,
        _ctl: &mut dyn SearchControl,
    ) -> Option<Summary> {
        None
    }

    /// Can [`Player::analyze`] show a search?
    fn can_analyze(&self) -> bool {
        false
    }

    /// Collect per-point ownership in the coming searches (GoGui's ownership view).
    fn set_ownership(&mut self, _on: bool) {}

    /// Who owns each point at the end of play from here (by board index: 1 Black,
    /// -1 White), estimated the same way on every call for the same position; None if
    /// this player cannot estimate it.
    fn final_ownership(&mut self, _game: &Game) -> Option<Vec<f32>> {
        None
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
            policy: Policy::Heavy,
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
        let mut total = 0u64;
        loop {
            if budget.playouts.is_some_and(|n| total >= n)
                || budget.time.is_some_and(|t| start.elapsed() >= t)
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
                Move::Play(moves[k]),
                self.policy,
                &mut self.rng,
                &mut scorer,
                &mut trace,
            );
            let black_won = out.score.margin(game.komi()) > 0.0;
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

/// The tree-search player (see `search.rs`), with its pass and resign decisions.
pub struct MctsPlayer {
    search: Search,
    /// Resign when the best win rate stays below this (0 never resigns).
    resign_threshold: f32,
    /// Consecutive searches whose best win rate was below the threshold.
    low_streak: u32,
}

impl MctsPlayer {
    /// A tree-search player.
    pub fn new(params: SearchParams, seed: u64, resign_threshold: f32) -> MctsPlayer {
        MctsPlayer {
            search: Search::new(params, seed),
            resign_threshold,
            low_streak: 0,
        }
    }

    /// Would `c` win if the game ended now? As the board stands under rules without
    /// removal; after taking off the stones the ownership estimate calls dead otherwise.
    fn wins_if_it_ends_now(&mut self, game: &Game, c: Color) -> bool {
        let dead = if game.rules().dead_stone_removal {
            let owner = self.final_ownership(game).unwrap_or_default();
            crate::score::dead_chains(game.board(), &owner)
        } else {
            Vec::new()
        };
        game.result_with_dead(&dead).winner() == Some(c)
    }
}

impl Player for MctsPlayer {
    fn choose(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Decision {
        // The opponent passed and ending the game now wins: pass. Under Tromp-Taylor
        // that means the board as it stands; under the removal settings, after the dead
        // stones are taken off, so the engine does not play them out.
        if game.consecutive_passes() > 0 && self.wins_if_it_ends_now(game, c) {
            return Decision::Play(Move::Pass);
        }
        if game.sensible_moves(c).is_empty() {
            return Decision::Play(Move::Pass);
        }
        let summary = self.search.run(game, c, budget, ctl);
        log::info!(
            "mcts: {} playouts in {:.2} s, {} nodes; best {:?}",
            summary.playouts,
            summary.elapsed.as_secs_f64(),
            self.search.tree_nodes(),
            summary
                .moves
                .iter()
                .take(3)
                .map(|m| (m.mv, m.visits, m.winrate))
                .collect::<Vec<_>>()
        );
        let legal: Vec<_> = summary
            .moves
            .iter()
            .filter(|m| game.is_legal(c, m.mv))
            .collect();
        let Some(best) = legal.first() else {
            return Decision::Play(Move::Pass);
        };
        // Resign only when clearly lost twice in a row, after a real search.
        if self.resign_threshold > 0.0
            && best.winrate < self.resign_threshold
            && summary.root_visits >= 1000
        {
            self.low_streak += 1;
            if self.low_streak >= 2 {
                return Decision::Resign;
            }
        } else {
            self.low_streak = 0;
        }
        // Never pass into a loss under rules that score the board as it stands while
        // a move remains: take the best move instead.
        if best.mv == Move::Pass
            && !game.rules().dead_stone_removal
            && !self.wins_if_it_ends_now(game, c)
        {
            if let Some(m) = legal.iter().find(|m| m.mv != Move::Pass) {
                return Decision::Play(m.mv);
            }
        }
        Decision::Play(best.mv)
    }

    /// KGS cleanup: never pass while a sensible move exists; the search picks which.
    fn choose_cleanup(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Decision {
        let sensible = game.sensible_moves(c);
        if sensible.is_empty() {
            return Decision::Play(Move::Pass);
        }
        let summary = self.search.run(game, c, budget, ctl);
        let searched = summary
            .moves
            .iter()
            .map(|m| m.mv)
            .find(|&mv| mv != Move::Pass && game.is_legal(c, mv));
        Decision::Play(searched.unwrap_or(Move::Play(sensible[0])))
    }

    fn analyze(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Option<Summary> {
        Some(self.search.run(game, c, budget, ctl))
    }

    fn can_analyze(&self) -> bool {
        true
    }

    fn set_ownership(&mut self, on: bool) {
        self.search.params.ownership = on;
    }

    /// A fresh one-thread search with a fixed seed and a fixed number of playouts, so
    /// that the same position always gives the same answer (final_status_list).
    fn final_ownership(&mut self, game: &Game) -> Option<Vec<f32>> {
        let params = SearchParams {
            ownership: true,
            threads: 1,
            ..self.search.params.clone()
        };
        let mut search = Search::new(params, 0x5eed);
        let budget = Budget {
            playouts: Some(40 * game.board().geometry().area() as u64),
            time: None,
        };
        let summary = search.run(game, game.to_move(), budget, &mut crate::search::NoControl);
        Some(summary.ownership)
    }

    fn name(&self) -> &'static str {
        "mcts"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::search::NoControl;

    #[test]
    fn random_games_stay_legal_and_end() {
        for seed in 0..20 {
            let mut game = Game::new(5, 7.5, Rules::tromp_taylor());
            let mut player = RandomPlayer::new(seed);
            let mut c = Color::Black;
            let mut turns = 0;
            while !game.is_over() {
                let Decision::Play(mv) = player.choose(&game, c, Budget::default(), &mut NoControl)
                else {
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
            seen.insert(player.choose(&game, Color::Black, Budget::default(), &mut NoControl));
        }
        assert_eq!(seen.len(), 9);
    }

    fn game_from(diagram: &str, komi: f64) -> Game {
        let board = Board::from_ascii(diagram).unwrap();
        let mut game = Game::new(board.size(), komi, Rules::tromp_taylor());
        game.setup(&board.stones(), false).unwrap();
        game
    }

    fn playouts(n: u64) -> Budget {
        Budget {
            playouts: Some(n),
            time: None,
        }
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
    fn mcts_resigns_a_hopeless_game_unless_told_never_to() {
        // White owns nearly everything, komi on top.
        let game = game_from(
            "OOOOOOO\n\
             O.O.O.O\n\
             OOOOOOO\n\
             .......\n\
             .......\n\
             .......\n\
             .......\n",
            7.5,
        );
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let first = p.choose(&game, Color::Black, playouts(2000), &mut NoControl);
        let second = p.choose(&game, Color::Black, playouts(2000), &mut NoControl);
        assert_ne!(first, Decision::Resign, "one bad search is not enough");
        assert_eq!(second, Decision::Resign);
        let mut never = MctsPlayer::new(SearchParams::default(), 1, 0.0);
        for _ in 0..3 {
            let d = never.choose(&game, Color::Black, playouts(2000), &mut NoControl);
            assert!(matches!(d, Decision::Play(_)));
        }
    }

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
