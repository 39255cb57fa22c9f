//! Players: something that chooses a move for a colour in a game.
//!
//! How to read this module: [`Player`] (this file) is the one interface the GTP front
//! end calls. `random.rs` is the simplest honest player; `policy.rs` plays the policy
//! network's favourite move without a search; `flat.rs` runs playouts for
//! every candidate and keeps the best mean; `mcts.rs` (the default) wraps the tree
//! search: it searches, then asks `passing.rs`, `resignation.rs` and `cleanup.rs` for
//! the decisions around the search (when to pass, close a settled game, resign, clean
//! up). `dynamic_komi.rs` sets the komi its searches count with in handicap games.
//! `clock.rs` turns the controller's clock and the command-line caps into each move's
//! [`Budget`]. `level.rs` makes a weaker player of the tree search (`--level`);
//! `margin.rs` chooses among equally winning moves in a decided game.

mod cleanup;
pub mod clock;
pub mod dynamic_komi;
mod flat;
pub mod level;
pub mod margin;
mod mcts;
pub mod passing;
mod policy;
mod random;
pub mod resignation;

pub use flat::FlatMcPlayer;
pub use mcts::MctsPlayer;
pub use policy::PolicyPlayer;
pub use random::RandomPlayer;

use crate::core::endgame::EndStatus;
use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::search::{AnalysisRequest, Budget, MoveStat, SearchControl, Summary};

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

    /// Choose a move for the end-of-game cleanup phase (KGS `kgs-genmove_cleanup`):
    /// capture the opponent's dead stones before passing. The default is
    /// [`Player::choose`].
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
    /// through `ctl`, with what `request` asks for (ownership, moves left out); None if
    /// this player has no search to show.
    fn analyze(
        &mut self,
        _game: &Game,
        _c: Color,
        _budget: Budget,
        _request: &AnalysisRequest,
        _ctl: &mut dyn SearchControl,
    ) -> Option<Summary> {
        None
    }

    /// Which stones are dead and which live in seki if the game ended now, the same
    /// answer on every call for the same position. The default removes nothing.
    fn end_status(&mut self, game: &Game) -> EndStatus {
        EndStatus::as_it_stands(game.board())
    }

    /// Think on the opponent's time: `me` has just moved in `game` and the opponent is
    /// to move. Search until `ctl` says stop, keeping what is learnt for `me`'s next
    /// move. The default thinks nothing.
    fn ponder(&mut self, _game: &Game, _me: Color, _ctl: &mut dyn SearchControl) {}

    /// Whether the searches of the moves chosen from now on should count ownership
    /// (the genmove forms of analysis ask for it; [`Player::last_search`] then has it).
    /// The default has no search to count it in.
    fn count_ownership(&mut self, _on: bool) {}

    /// What [`Player::choose`] will really spend of `budget` in `game` (a strength
    /// level spends a share of it), for the move's log line. The default: all of it.
    fn spends(&self, _game: &Game, budget: Budget) -> Budget {
        budget
    }

    /// The main search behind the last move chosen, if this player searched.
    fn last_search(&self) -> Option<&Summary> {
        None
    }

    /// Drop what earlier searches left behind (a tree, caches): after an internal error
    /// none of it is trusted. The default has nothing to drop.
    fn forget(&mut self) {}

    /// A short name for logs.
    fn name(&self) -> &'static str;
}

/// The root moves among `stats` that `c` may sensibly play: legal, not filling an own
/// eye, not a pass (for the choices a player makes beside the most visited move).
fn sensible<'a>(
    stats: impl Iterator<Item = &'a MoveStat>,
    game: &Game,
    c: Color,
) -> impl Iterator<Item = &'a MoveStat> {
    let points = game.sensible_moves(c);
    stats.filter(move |m| matches!(m.mv, Move::Play(p) if points.binary_search(&p).is_ok()))
}

#[cfg(test)]
mod tests {
    pub(crate) use super::*;
    pub(crate) use crate::core::board::Board;
    pub(crate) use crate::core::rules::Rules;
    pub(crate) use crate::search::{NoControl, SearchParams};

    /// A Tromp-Taylor game with the stones of `diagram` set up.
    pub(crate) fn game_from(diagram: &str, komi: f64) -> Game {
        game_under(diagram, komi, Rules::tromp_taylor())
    }

    /// A game under `rules` with the stones of `diagram` set up.
    pub(crate) fn game_under(diagram: &str, komi: f64, rules: Rules) -> Game {
        let board = Board::from_ascii(diagram).unwrap();
        let mut game = Game::new(board.size(), komi, rules);
        game.setup(&board.stones(), false).unwrap();
        game
    }

    /// Black holds columns A-D, White F-J, column E is dame; the white stone at B3 and
    /// the black one at H7 are dead.
    pub(crate) const DEAD_STONES: &str = "
        . . . X . O . . .
        . . . X . O . . .
        . . . X . O . X .
        . . . X . O . . .
        . . . X . O . . .
        . . . X . O . . .
        . O . X . O . . .
        . . . X . O . . .
        . . . X . O . . .";

    /// A budget of `n` playouts.
    pub(crate) fn playouts(n: u64) -> Budget {
        Budget::playouts(n)
    }

    /// Plays `player` against itself from `game` to the end, Black first, and returns
    /// the game; fails the test on a resignation, an illegal move, or `max_turns` turns.
    pub(crate) fn play_to_end(player: &mut dyn Player, mut game: Game, max_turns: usize) -> Game {
        let mut c = Color::Black;
        for _ in 0..max_turns {
            if game.is_over() {
                return game;
            }
            let Decision::Play(mv) = player.choose(&game, c, Budget::default(), &mut NoControl)
            else {
                panic!("{} resigned", player.name());
            };
            game.play(c, mv)
                .unwrap_or_else(|e| panic!("{} played {mv:?}: {e}", player.name()));
            c = c.opponent();
        }
        panic!("the game did not end in {max_turns} turns");
    }
}
