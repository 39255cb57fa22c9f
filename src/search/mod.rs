//! The tree search: UCT with RAVE (AMAF) statistics over heavy playouts.
//!
//! How to read this module, one file a concern:
//! - `tree.rs`: the tree's storage, a shared arena of 32-byte nodes of atomics,
//!   children side by side, statistics from the point of view of the player who made
//!   the move.
//! - `mod.rs` (this file): [`Search::run`] runs `threads` workers on the one tree (each
//!   with its own board, random stream and scratch space; virtual losses spread them
//!   over the tree) until the [`Budget`] or the [`SearchControl`] says stop, and sums
//!   the root up in a [`Summary`]. Only the calling thread talks to the control. With
//!   one thread and a playout budget the search is reproducible.
//! - `worker.rs`: one *iteration*: copy the root board, walk down choosing at each node
//!   the child with the highest value (`rave.rs`), expand a leaf once it has been
//!   visited often enough (`prior.rs`: children get priors from the move model, so the
//!   search narrows onto the moves a strong player would consider), finish with a heavy
//!   playout and back the result up the path, with AMAF results for every child whose
//!   move the same player made later in the iteration. Superko is checked lazily: the
//!   first time an edge is taken, the position it leads to is looked up in the game's
//!   history and on the path; a repeating edge is marked illegal for good. Two passes
//!   in a row end the game inside the tree; under rules without dead-stone removal such
//!   a leaf is scored as the board stands, so the search learns that passing with dead
//!   opponent stones in its area loses.
//! - `reuse.rs`: the tree is kept between moves; the next search follows the moves
//!   played since and keeps the matching subtree.
//! - `stopping.rs`: the time bank's early stop (the choice is settled) and extension
//!   (the choice is close).
//! - `summary.rs`, `filter.rs`, `control.rs`, `params.rs`: what a search reports, what
//!   an analysis leaves out, how the caller stops it, and what it may spend.

mod control;
mod filter;
mod params;
mod prior;
mod rave;
mod reuse;
mod stopping;
mod summary;
pub mod tree;
mod worker;

pub use control::{NoControl, SearchControl, StopsOnly};
pub use filter::{AnalysisRequest, FilterRule, MoveFilter};
pub use params::{
    Budget, SearchParams, DEFAULT_AMAF_DISTANCE, DEFAULT_EDGE_PENALTY, DEFAULT_JOSEKI_WEIGHT,
    DEFAULT_NET_FROM, DEFAULT_NET_VISITS, DEFAULT_TREE_MB, DEFAULT_WIDEN, MAX_AMAF_DISTANCE,
    MAX_EDGE_PENALTY, MAX_JOSEKI_WEIGHT, MAX_PRIOR_BOOST, MAX_WIDEN, NODE_BYTES, PRIOR_VISITS,
};
pub use reuse::REUSE_SLACK;
pub use summary::{MoveStat, Summary};

use crate::core::game::Game;
use crate::core::point::Color;
use control::StopAll;
use prior::MoveRater;
use reuse::RootIdentity;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::{Duration, Instant};
use stopping::is_done;
use summary::summarize;
use tree::Arena;
use worker::{summed_tallies, Worker};

/// A reusable tree searcher.
pub struct Search {
    pub params: SearchParams,
    arena: Arena,
    /// The position the arena's root stands for (None: no tree yet).
    identity: Option<RootIdentity>,
    workers: Vec<Worker>,
    /// Rates the root's moves when it is new or kept from the last search.
    root_rater: MoveRater,
    seed: u64,
    /// Moves left out of the search (analysis `avoid` / `allow`); empty for play.
    pub filter: MoveFilter,
    /// Points added to White's side of the count the search plays for (the player's
    /// dynamic komi); 0 for analysis. Scores and `game_winrate` keep the game's komi.
    pub komi_shift: f64,
}

/// What every worker thread of one [`Search::run`] reads: the tree, the root position
/// and its colour, the parameters, the komi to count with, the analysis filter, and the
/// stop flag and iteration count they all watch.
struct RunState<'a> {
    arena: &'a Arena,
    game: &'a Game,
    root_color: Color,
    params: &'a SearchParams,
    /// The game's komi with the handicap bonus: final scores are counted with it.
    komi: f64,
    /// The komi wins and losses are counted with: `komi` plus the dynamic komi shift.
    play_komi: f64,
    /// Arena index of the root's first child (root children are consecutive).
    root_first: usize,
    filter: &'a MoveFilter,
    stop: AtomicBool,
    /// Iterations started so far.
    started: AtomicU64,
    max_playouts: Option<u64>,
    /// Policy network evaluations made for the root before the workers started.
    root_evaluations: u64,
}

impl Search {
    /// A searcher with its own seeded random streams.
    pub fn new(params: SearchParams, seed: u64) -> Search {
        Search {
            arena: Arena::new(1),
            params,
            identity: None,
            workers: Vec::new(),
            root_rater: MoveRater::default(),
            seed,
            filter: MoveFilter::default(),
            komi_shift: 0.0,
        }
    }

    /// Forget the tree and the workers' scratch space, keeping parameters and seed (after
    /// a search that failed, nothing of it is trusted).
    pub fn reset(&mut self) {
        let filter = std::mem::take(&mut self.filter);
        let komi_shift = self.komi_shift;
        *self = Search::new(self.params.clone(), self.seed);
        self.filter = filter;
        self.komi_shift = komi_shift;
    }

    /// Nodes in the arena now.
    pub fn tree_nodes(&self) -> usize {
        self.arena.len()
    }

    /// Search `game` for `to_move` within `budget`, asking `ctl` whether to stop and
    /// reporting to it; returns the root summary.
    pub fn run(
        &mut self,
        game: &Game,
        to_move: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Summary {
        let start = Instant::now();
        self.root_rater.net_evaluations = 0;
        self.reroot(game, to_move);
        let threads = self.params.threads.max(1);
        while self.workers.len() < threads {
            let k = self.workers.len() as u64;
            self.workers.push(Worker::new(
                self.seed
                    .wrapping_add(k.wrapping_mul(0x9e37_79b9_7f4a_7c15)),
            ));
        }
        let n_cells = game.board().geometry().array_len();
        let root_children = self.arena.node(0).load().children();
        for w in &mut self.workers {
            w.prepare(n_cells, root_children.len());
        }
        let shared = RunState {
            arena: &self.arena,
            game,
            root_color: to_move,
            params: &self.params,
            komi: game.scoring_komi(),
            play_komi: game.scoring_komi() + self.komi_shift,
            root_first: root_children.start,
            filter: &self.filter,
            stop: AtomicBool::new(false),
            started: AtomicU64::new(0),
            max_playouts: budget.playouts,
            root_evaluations: self.root_rater.net_evaluations,
        };
        let (main, helpers) = self.workers[..threads].split_first_mut().unwrap();
        std::thread::scope(|scope| {
            for w in helpers.iter_mut() {
                let shared = &shared;
                scope.spawn(move || {
                    let _stop = StopAll::on_panic(&shared.stop);
                    #[cfg(test)]
                    assert!(!shared.params.fail_in_helpers, "helper failed on purpose");
                    loop {
                        if shared.stop.load(Relaxed) || !w.iterate(shared) {
                            break;
                        }
                    }
                });
            }
            let _stop = StopAll::always(&shared.stop);
            drive(main, &shared, &budget, ctl, start);
        });
        let done = shared
            .started
            .load(Relaxed)
            .min(budget.playouts.unwrap_or(u64::MAX));
        let tallies = summed_tallies(&self.workers[0], &self.workers[1..threads]);
        let mut summary = summarize(&shared, tallies, start.elapsed());
        summary.playouts = done;
        ctl.finished(&summary);
        summary
    }
}

/// The calling thread's part of a search: iterate until a hard limit (the deadline, the
/// time with its extension), the control or the budget ends it, polling the control
/// every 5 ms and reporting to it as often as it asks.
fn drive(
    main: &mut Worker,
    shared: &RunState,
    budget: &Budget,
    ctl: &mut dyn SearchControl,
    start: Instant,
) {
    let report_every = ctl.report_every();
    let mut last_poll = start;
    let mut last_report = start;
    loop {
        let now = Instant::now();
        let spent = now - start;
        // The hard limits: the deadline, and the time with its extension.
        if budget.deadline.is_some_and(|d| now >= d)
            || budget
                .time
                .is_some_and(|t| spent >= t + budget.extend.unwrap_or_default())
        {
            break;
        }
        if now - last_poll >= Duration::from_millis(5) {
            last_poll = now;
            if ctl.should_stop() || is_done(shared, budget, spent) {
                break;
            }
        }
        if let Some(every) = report_every {
            if now - last_report >= every {
                last_report = now;
                let summary = summarize(shared, summed_tallies(main, &[]), start.elapsed());
                ctl.report(&summary);
            }
        }
        if shared.stop.load(Relaxed) || !main.iterate(shared) {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    //! Positions and helpers the search's tests share (the tests of each file `use` them
    //! all), and the tests of `Search::run` itself.
    pub(super) use super::*;
    pub(super) use crate::core::board::Board;
    pub(super) use crate::core::point::Move;
    pub(super) use crate::core::rules::Rules;

    /// White's five stones have one liberty, at E4.
    pub(super) fn five_in_atari() -> Game {
        game_from(
            ".........\n\
             .........\n\
             ...XXX...\n\
             ..XOOOX..\n\
             ..XOOX...\n\
             ...X.....\n\
             .........\n\
             .........\n\
             .........\n",
            7.5,
        )
    }

    /// Black owns three columns of a 5x5 board, White two; komi 0.5: Black leads by 4.5.
    pub(super) fn three_columns_to_two() -> Game {
        game_from(
            "..XO.\n\
             ..XO.\n\
             ..XO.\n\
             ..XO.\n\
             ..XO.\n",
            0.5,
        )
    }

    /// A game whose starting position is the ASCII diagram.
    pub(super) fn game_from(diagram: &str, komi: f64) -> Game {
        let board = Board::from_ascii(diagram).unwrap();
        let mut game = Game::new(board.size(), komi, Rules::tromp_taylor());
        game.setup(&board.stones(), false).unwrap();
        game
    }

    pub(super) fn search(game: &Game, c: Color, playouts: u64, seed: u64) -> (Search, Summary) {
        let mut s = Search::new(SearchParams::default(), seed);
        let budget = Budget::playouts(playouts);
        let summary = s.run(game, c, budget, &mut NoControl);
        (s, summary)
    }

    /// From a game against Pachi, White to move: B9 takes the black stone at C9 (in
    /// atari) and wins, yet it does so badly in the playouts that a search led by priors
    /// and AMAF alone never visits it.
    pub(super) fn stone_to_take_at_b9() -> Game {
        game_from(
            "O.XOOX...\n\
             .OOXOXX..\n\
             O.OXOOO..\n\
             OOXXXXXX.\n\
             OXO.X.OX.\n\
             XXX.X.OOX\n\
             ...XOXO.O\n\
             .XXOOO...\n\
             .XOO.....\n",
            7.5,
        )
    }

    /// A search with `params` takes the stone of [`stone_to_take_at_b9`] and sees the
    /// win, for seeds 1 and 2, in 20,000 playouts.
    pub(super) fn finds_the_stone_to_take_at_b9(params: SearchParams) {
        let game = stone_to_take_at_b9();
        let capture = Move::Play(game.board().geometry().point(1, 8));
        for seed in 1..=2 {
            let mut s = Search::new(params.clone(), seed);
            let budget = Budget::playouts(20_000);
            let summary = s.run(&game, Color::White, budget, &mut NoControl);
            let best = summary.best().unwrap();
            assert_eq!(best.mv, capture, "seed {seed}");
            assert!(best.winrate > 0.7, "seed {seed}: {}", best.winrate);
        }
    }

    #[test]
    fn a_panicking_helper_stops_the_search_and_reaches_the_caller() {
        let game = Game::new(9, 7.5, Rules::tromp_taylor());
        let params = SearchParams {
            threads: 2,
            fail_in_helpers: true,
            ..Default::default()
        };
        let mut search = Search::new(params, 1);
        // No budget: only the stop flag the failed helper sets ends the calling thread.
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            search.run(&game, Color::Black, Budget::default(), &mut NoControl)
        }));
        assert!(outcome.is_err());
        search.params.fail_in_helpers = false;
        search.reset();
        let budget = Budget::playouts(500);
        let summary = search.run(&game, Color::Black, budget, &mut NoControl);
        assert_eq!(summary.playouts, 500);
    }

    #[test]
    fn same_seed_same_search() {
        let game = Game::new(9, 7.5, Rules::tromp_taylor());
        let (_, a) = search(&game, Color::Black, 2000, 5);
        let (_, b) = search(&game, Color::Black, 2000, 5);
        assert_eq!(a.moves, b.moves);
        assert_eq!(a.playouts, 2000);
    }

    #[test]
    fn a_komi_shift_changes_the_wins_searched_for_but_not_the_game_figures() {
        // Black leads by 4.5 at the game's komi; the search counts 10 more for White.
        let game = three_columns_to_two();
        let params = SearchParams {
            model_priors: false,
            ..Default::default()
        };
        let mut s = Search::new(params, 4);
        s.komi_shift = 10.0;
        let shifted = s.run(&game, Color::Black, Budget::playouts(2000), &mut NoControl);
        let best = shifted.best().unwrap();
        assert!(best.winrate < 0.3, "{}", best.winrate);
        assert!(best.game_winrate > 0.6, "{}", best.game_winrate);
        assert!(best.score_lead > 0.5, "{}", best.score_lead);
        // Without the shift the tree is not reused: its wins were counted otherwise.
        s.komi_shift = 0.0;
        let real = s.run(&game, Color::Black, Budget::playouts(2000), &mut NoControl);
        assert_eq!(real.root_visits, 2000);
        assert!(real.best().unwrap().winrate > 0.6);
        // With the same komi it is.
        let again = s.run(&game, Color::Black, Budget::playouts(100), &mut NoControl);
        assert_eq!(again.root_visits, 2100);
    }

    #[test]
    fn a_centred_score_ramp_follows_the_margin_the_playouts_reach() {
        // Black leads by 4.5. With all of the result given to the score, a straight
        // ramp around 0 counts most playouts as Black's; a ramp centred on the mean
        // margin of the search's playouts counts about half, and the win rate at the
        // game's komi stays the win alone either way.
        let game = three_columns_to_two();
        let run = |centred: bool| {
            let params = SearchParams {
                model_priors: false,
                score_weight: 1.0,
                score_centred: centred,
                ..Default::default()
            };
            let mut s = Search::new(params, 5);
            let summary = s.run(&game, Color::Black, Budget::playouts(3000), &mut NoControl);
            let best = summary.best().unwrap().clone();
            (best.winrate, best.game_winrate)
        };
        let (linear, linear_game) = run(false);
        let (centred, centred_game) = run(true);
        assert!(linear > 0.75, "{linear}");
        assert!((0.35..0.65).contains(&centred), "{centred}");
        assert!(
            linear_game > 0.75 && centred_game > 0.75,
            "{linear_game} {centred_game}"
        );
    }

    #[test]
    fn the_game_win_rate_counts_the_playouts_the_mercy_rule_ended() {
        // A handicap game whose races decide everything (move 155 of the case): many
        // playouts end by the mercy rule once Black captures a big group. Their wins
        // count at the game's komi too, so with no komi shift the two win rates agree
        // (counting finished playouts alone put White's at 0.69 against 0.12).
        let game = crate::core::sgf::test_case("case-handicap-pass.sgf", Some(155));
        let mut s = Search::new(SearchParams::default(), 1);
        let summary = s.run(
            &game,
            Color::White,
            Budget::playouts(20_000),
            &mut NoControl,
        );
        for m in summary.moves.iter().take(3) {
            assert!(m.score_samples < m.visits, "no playout ended early: {m:?}");
            let gap = (m.game_winrate - m.winrate).abs();
            assert!(gap < 0.05, "{} against {}", m.game_winrate, m.winrate);
        }
    }

    #[test]
    fn eight_threads_on_two_cores_search_safely() {
        // Busy position with a ko and captures; many threads race on one tree.
        let mut game = game_from(
            ".........\n\
             ..XO.....\n\
             .X.XO....\n\
             ..XO.....\n\
             ....OX...\n\
             ...OX.X..\n\
             ....OX...\n\
             .........\n\
             .........\n",
            7.5,
        );
        let g = *game.board().geometry();
        game.play(Color::White, Move::Play(g.point(2, 6))).unwrap();
        let params = SearchParams {
            threads: 8,
            ..SearchParams::default()
        };
        let mut s = Search::new(params, 9);
        for _ in 0..3 {
            let budget = Budget::playouts(20_000);
            let summary = s.run(&game, Color::Black, budget, &mut NoControl);
            assert_eq!(summary.playouts, 20_000);
            let best = summary.best().unwrap();
            assert!(game.is_legal(Color::Black, best.mv));
            for m in &summary.moves {
                assert!(game.is_legal(Color::Black, m.mv), "{:?}", m.mv);
            }
            // Every iteration left exactly one visit at the root (virtual losses settled).
            let root_children: u32 = summary.moves.iter().map(|m| m.visits).sum();
            assert!(root_children <= summary.root_visits);
            game.play(Color::Black, best.mv).unwrap();
            game.play(Color::White, Move::Pass).unwrap();
        }
    }
}
