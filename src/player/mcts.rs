//! The tree-search player, the engine's default: it plays the opening book's replies,
//! searches with the dynamic komi of `dynamic_komi.rs`, ponders on the opponent's time,
//! and around each search takes the decisions of `passing.rs`, `resignation.rs` and
//! `cleanup.rs`. The fixed-seed end-of-game judgement (dead stones, seki: the same
//! answer for the same position) is its own.

use super::dynamic_komi::DynamicKomi;
use super::level::{self, Level};
use super::margin;
use super::resignation::Resignation;
use super::{cleanup, passing};
use super::{Decision, Player};
use crate::core::endgame::EndStatus;
use crate::core::game::Game;
use crate::core::point::{Color, Move, Point};
use crate::core::rules::Rules;
use crate::knowledge::book::Book;
use crate::playout::{FastRng, Policy};
use crate::search::{
    AnalysisRequest, Budget, FilterRule, MoveFilter, NoControl, Search, SearchControl,
    SearchParams, StopsOnly, Summary,
};
use std::time::Instant;

/// What a fixed-seed ownership estimate depends on: the colouring, the side to move, komi
/// and the rules.
type StatusKey = (u64, Color, u64, Rules);

/// How many fixed-seed ownership estimates the player remembers: a pass is judged
/// before and after it.
const JUDGEMENTS_KEPT: usize = 2;

/// The tree-search player (see the `search` module); the decisions around its searches
/// (pass, close, resign, clean up) are `passing.rs`', `resignation.rs`' and
/// `cleanup.rs`'.
pub struct MctsPlayer {
    search: Search,
    /// When to resign.
    resignation: Resignation,
    /// The komi the search plays against when choosing a move.
    dynamic_komi: DynamicKomi,
    /// The last [`JUDGEMENTS_KEPT`] fixed-seed ownership estimates and the positions
    /// they were for, the newest last.
    ownership_cache: Vec<(StatusKey, Vec<f32>)>,
    /// The clock's deadline for the move being chosen (every search stops there).
    move_deadline: Option<Instant>,
    /// The main search of the last move chosen.
    last_summary: Option<Summary>,
    /// Opening replies: one is played without a search, several are searched.
    book: Book,
    /// Count ownership in the main search of each move (genmove analysis asks).
    ownership_wanted: bool,
    /// The best move's win rate in the last move's main search, for its mover.
    last_winrate: Option<f32>,
    /// The strength level: its playout cap and the temperature of the final choice.
    level: Level,
    /// The draws of a tempered choice.
    rng: FastRng,
}

impl MctsPlayer {
    /// A tree-search player, with dynamic komi (`dynamic_komi.rs`).
    pub fn new(params: SearchParams, seed: u64, resign_threshold: f32) -> MctsPlayer {
        MctsPlayer {
            search: Search::new(params, seed),
            resignation: Resignation::new(resign_threshold),
            dynamic_komi: DynamicKomi::new(true),
            ownership_cache: Vec::new(),
            move_deadline: None,
            last_summary: None,
            book: Book::default(),
            ownership_wanted: false,
            last_winrate: None,
            level: Level::FULL,
            rng: FastRng::new(seed ^ 0x1e7e_1e7e),
        }
    }

    /// The same player at strength `level` (below full strength: fewer playouts, no
    /// policy network unless the parameters ask for it, and on the lowest levels a
    /// tempered choice, `level.rs`).
    pub fn with_level(mut self, level: Level) -> MctsPlayer {
        self.level = level;
        if level != Level::FULL {
            // The levels were measured without the network: they keep to that.
            self.search.params.use_net.get_or_insert(false);
        }
        self
    }

    /// The same player with an opening book (an empty one: always search).
    pub fn with_book(mut self, book: Book) -> MctsPlayer {
        self.book = book;
        self
    }

    /// The same player with dynamic komi on or off (off: every search plays against the
    /// game's komi).
    pub fn with_dynamic_komi(mut self, on: bool) -> MctsPlayer {
        self.dynamic_komi = DynamicKomi::new(on);
        self
    }

    /// Before closing a game with `mv` (a pass or a dame) instead of the search's best
    /// move `best`: searches of the positions after each (a quarter of `budget` each,
    /// the opponent to move) must leave `c` nearly as well off after `mv` as after
    /// `best` ([`passing::safe_to_close`]). The main search rarely looks at such moves
    /// when one move stands out, and a free move for the opponent can turn a game.
    fn is_safe(
        &mut self,
        game: &Game,
        c: Color,
        mv: Move,
        best: Move,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> bool {
        let quarter = Budget {
            playouts: budget.playouts.map(|n| (n / 4).max(1)),
            time: budget.time.map(|t| t / 4),
            // The checks compare win rates, which want every playout and no more.
            settle: false,
            extend: None,
            ..budget
        };
        // No time left on the clock for the two searches: do not risk it.
        if let (Some(left), Some(t)) = (budget.time_to_deadline(), quarter.time) {
            if left < 2 * t {
                return false;
            }
        }
        // Searches of other positions: an analysis stream must not show them.
        let mut quiet = StopsOnly(ctl);
        let mut value_after = |m: Move| -> Option<f32> {
            let mut after = game.clone();
            after.play(c, m).ok()?;
            let reply = self.search.run(&after, c.opponent(), quarter, &mut quiet);
            Some(reply.moves.first().map_or(1.0, |r| 1.0 - r.winrate))
        };
        let (Some(closing), Some(playing)) = (value_after(mv), value_after(best)) else {
            return false;
        };
        let geom = game.board().geometry();
        log::info!(
            "mcts: win rate after {} {closing:.3}, after {} {playing:.3}",
            mv.to_vertex(geom),
            best.to_vertex(geom)
        );
        passing::safe_to_close(closing, playing)
    }

    /// The dead chains and seki by [`EndStatus::judge`] from
    /// [`MctsPlayer::judged_ownership`], whatever the rules.
    fn judged_status(&mut self, game: &Game) -> EndStatus {
        let owner = self.judged_ownership(game);
        EndStatus::judge(game.board(), &owner)
    }

    /// [`MctsPlayer::fixed_ownership`], remembered for the last positions asked (a pass
    /// is judged before and after it).
    pub(crate) fn judged_ownership(&mut self, game: &Game) -> Vec<f32> {
        let key = (
            game.board().hash(),
            game.to_move(),
            game.scoring_komi().to_bits(),
            game.rules(),
        );
        if let Some((_, owner)) = self.ownership_cache.iter().find(|(k, _)| *k == key) {
            return owner.clone();
        }
        let (owner, complete) = self.fixed_ownership(game);
        if complete {
            if self.ownership_cache.len() >= JUDGEMENTS_KEPT {
                self.ownership_cache.remove(0);
            }
            self.ownership_cache.push((key, owner.clone()));
        }
        owner
    }

    /// Who owns each point at the end of play from here (by board index: 1 Black,
    /// -1 White): a fresh one-thread search with a fixed seed and a fixed number of
    /// playouts, so that the same position always gives the same answer; and whether
    /// it ran them all (a move's deadline, when the clock is short, may cut it off).
    /// It reads without the policy network, whatever the game's search uses: the
    /// network rates the moves strong players choose, not which stones a capturing
    /// race leaves dead, and with it the judgement misread a 13x13 handicap game's
    /// end (`gtp-scripts/cases.tst`, which holds it to the right count).
    fn fixed_ownership(&self, game: &Game) -> (Vec<f32>, bool) {
        let params = SearchParams {
            ownership: true,
            threads: 1,
            policy: self.search.params.policy.without_mercy(),
            use_net: Some(false),
            ..self.search.params.clone()
        };
        let mut search = Search::new(params, 0x5eed);
        let budget = Budget {
            deadline: self.move_deadline,
            ..Budget::playouts(40 * game.board().geometry().area() as u64)
        };
        let summary = search.run(game, game.to_move(), budget, &mut NoControl);
        let complete = Some(summary.playouts) == budget.playouts;
        (summary.ownership, complete)
    }

    /// Run `choose` with `budget`'s deadline as the move's deadline, which every search
    /// of the move (the end-of-game judgement included) then keeps. The last search is
    /// forgotten first: a move chosen without one reports none.
    fn within(&mut self, budget: Budget, choose: impl FnOnce(&mut Self) -> Decision) -> Decision {
        self.last_summary = None;
        self.move_deadline = budget.deadline;
        let decision = choose(self);
        self.move_deadline = None;
        decision
    }

    /// [`Player::choose`] within the move's deadline: pass without a search when that
    /// is clearly right, play the opening book's one reply, or search and decide.
    fn choose_move(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Decision {
        if self.passes_without_searching(game, c) {
            return Decision::Play(Move::Pass);
        }
        if let Some(p) = self.book_move(game, c) {
            return Decision::Play(Move::Play(p));
        }
        let summary = self.search_for_move(game, c, budget, ctl);
        self.decide(game, c, &summary, budget, ctl)
    }

    /// Should `c` pass at once? When the opponent passed and ending the game now wins
    /// (under Tromp-Taylor by the board as it stands; under the removal settings after
    /// the dead stones are taken off, so the engine does not play them out, and by more
    /// than the points still open: [`passing::passes_back`]), and when no sensible move
    /// is left.
    fn passes_without_searching(&mut self, game: &Game, c: Color) -> bool {
        (game.consecutive_passes() > 0 && self.passing_back_wins(game, c))
            || game.sensible_moves(c).is_empty()
    }

    /// After the opponent's pass, does `c`'s pass end the game with a win by
    /// [`passing::passes_back`]? Under the removal settings by both judgements of the
    /// dead stones, with `c` to move and after its pass, as every pass of the player's
    /// there must win the count.
    fn passing_back_wins(&mut self, game: &Game, c: Color) -> bool {
        if !game.rules().dead_stone_removal {
            return passing::passes_back(game, c, &EndStatus::as_it_stands(game.board()));
        }
        // The judgement after the pass only if the one before it wins.
        passing::passes_back(game, c, &self.judged_status(game))
            && passing::passes_back(game, c, &self.judged_after_pass(game, c))
    }

    /// The dead stones judged with `c` to move and after `c`'s pass: under the removal
    /// settings a pass must win the count by both (a fight may go to whoever moves
    /// first).
    fn judged_around_pass(&mut self, game: &Game, c: Color) -> [EndStatus; 2] {
        [self.judged_status(game), self.judged_after_pass(game, c)]
    }

    /// The dead stones judged after `c` passes in `game`.
    fn judged_after_pass(&mut self, game: &Game, c: Color) -> EndStatus {
        let mut passed = game.clone();
        passed.play(c, Move::Pass).expect("a pass is always legal");
        self.judged_status(&passed)
    }

    /// The opening book's answer: its one reply, played without a search; or, when it
    /// allows several, None with the next search confined to them.
    fn book_move(&mut self, game: &Game, c: Color) -> Option<Point> {
        let book = self.book.replies(game);
        let geom = game.board().geometry();
        if let [p] = book[..] {
            log::info!("mcts: book move {}", Move::Play(p).to_vertex(geom));
            self.last_summary = None;
            return Some(p);
        }
        if !book.is_empty() {
            log::info!("mcts: book moves {}, searched", geom.vertices(&book));
            self.search.filter = MoveFilter {
                rules: vec![FilterRule {
                    color: c,
                    moves: book.iter().map(|&p| Move::Play(p)).collect(),
                    until_depth: 1,
                    allow: true,
                }],
            };
        }
        None
    }

    /// The main search of a move: with the dynamic komi's shift, and under the removal
    /// settings with ownership too (to tell when the position is settled). It becomes
    /// [`Player::last_search`], and the dynamic komi learns from it.
    fn search_for_move(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Summary {
        let ownership = self.search.params.ownership
            || self.ownership_wanted
            || game.rules().dead_stone_removal;
        // The mercy rule while the game is open and nobody reads the search's ownership:
        // a decided game's margin rule and an analysis need finished playouts.
        let decided = self.last_winrate.is_some_and(margin::nearly_decided);
        let policy = match decided || self.ownership_wanted {
            true => self.search.params.policy.without_mercy(),
            false => self.search.params.policy,
        };
        let shift = self.dynamic_komi.shift(game, c);
        self.search.komi_shift = shift;
        let summary = self.run_with(ownership, policy, game, c, budget, ctl);
        self.search.komi_shift = 0.0;
        self.search.filter = MoveFilter::default();
        self.last_summary = Some(summary.clone());
        self.last_winrate = summary.best().map(|b| b.winrate);
        if let Some(best) = summary.best() {
            self.dynamic_komi.after_search(game, best.winrate);
        }
        self.log_search(game, &summary, shift);
        summary
    }

    /// Run the search with `ownership` and `policy` in place of its own settings, which
    /// it gets back afterwards.
    fn run_with(
        &mut self,
        ownership: bool,
        policy: Policy,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Summary {
        let params = &mut self.search.params;
        let kept = (params.ownership, params.policy);
        (params.ownership, params.policy) = (ownership, policy);
        let summary = self.search.run(game, c, budget, ctl);
        (self.search.params.ownership, self.search.params.policy) = kept;
        summary
    }

    /// The search's figures and its three best moves, on the log.
    fn log_search(&self, game: &Game, summary: &Summary, shift: f64) {
        let best_three: Vec<String> = summary
            .moves
            .iter()
            .take(3)
            .map(|m| {
                let at = m.mv.to_vertex(game.board().geometry());
                format!("{at} ({} visits, {:.3})", m.visits, m.winrate)
            })
            .collect();
        log::debug!(
            "mcts: {} playouts in {:.2} s, {} nodes, {} network evaluations; best {}",
            summary.playouts,
            summary.elapsed.as_secs_f64(),
            self.search.tree_nodes(),
            summary.net_evaluations,
            best_three.join(", ")
        );
        if shift != 0.0 {
            let game_winrate = summary.best().map_or(0.0, |m| m.game_winrate);
            log::info!(
                "mcts: searched with komi {:+.1} for White (dynamic); at the game's komi the best move wins {game_winrate:.3}",
                shift
            );
        }
    }

    /// The move after the search: its best legal move, unless the game is settled and
    /// won (close it), clearly lost (resign), or the best move is a pass that would lose
    /// or leave points ungained.
    fn decide(
        &mut self,
        game: &Game,
        c: Color,
        summary: &Summary,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Decision {
        let geom = game.board().geometry();
        // Fewer visits at the root than it has moves (a clock nearly out, a busy
        // machine, a low level): the visits cannot rank the moves, the priors do.
        let choices = summary.moves.len() + summary.unvisited.len();
        if (summary.root_visits as usize) < choices {
            let t = self.level.temperature();
            if let Some(mv) = level::sample_by_prior(summary, game, c, t, &mut self.rng) {
                return Decision::Play(mv);
            }
            if let Some(mv) = level::top_prior(summary, game, c) {
                log::info!(
                    "mcts: {} root visits cannot rank {choices} moves; {} by the priors",
                    summary.root_visits,
                    mv.to_vertex(geom)
                );
                return Decision::Play(mv);
            }
        }
        let Some(best) = summary.moves.iter().find(|m| game.is_legal(c, m.mv)) else {
            return Decision::Play(Move::Pass);
        };
        let removal = game.rules().dead_stone_removal;
        // Under the removal settings, once only dame are left and the count wins: fill
        // them, then pass. Playing out dead stones only annoys the opponent.
        let closing = if removal {
            passing::closing_move(game, c, summary)
        } else {
            None
        };
        // Under the removal settings, never pass into a loss by the count (a first pass
        // the opponent would answer by passing back, a pass after the opponent's that
        // ends the game), judged before and after the pass.
        let passing = removal && (best.mv == Move::Pass || closing == Some(Move::Pass));
        let instead_of_passing = if passing {
            let [now, after] = self.judged_around_pass(game, c);
            passing::instead_of_losing_pass(game, c, summary, &[&now, &after])
        } else {
            None
        };
        match closing {
            Some(Move::Pass) if instead_of_passing.is_some() => {}
            Some(mv) if mv != best.mv && !self.is_safe(game, c, mv, best.mv, budget, ctl) => {}
            Some(mv) => {
                log::info!(
                    "mcts: the position is settled and the count wins: {}",
                    mv.to_vertex(geom)
                );
                return Decision::Play(mv);
            }
            None => {}
        }
        // Resignation judges the game's komi, whatever the search played against.
        if self
            .resignation
            .after_search(c, best.game_winrate, summary.root_visits, game.progress())
        {
            return Decision::Resign;
        }
        if let Some(mv) = instead_of_passing.filter(|_| best.mv == Move::Pass) {
            log::info!(
                "mcts: passing would lose the count; {} instead",
                mv.to_vertex(geom)
            );
            return Decision::Play(mv);
        }
        // Under rules that score the board as it stands, never pass first into a loss
        // while a move remains, nor while a move still gains points.
        if best.mv == Move::Pass && !removal {
            let ownership = || self.judged_ownership(game);
            if let Some(mv) = passing::instead_of_passing(game, c, summary, ownership) {
                return Decision::Play(mv);
            }
        }
        let tempered =
            level::sample_move(summary, game, c, self.level.temperature(), &mut self.rng);
        if let Some(mv) = tempered.filter(|&mv| mv != best.mv) {
            log::info!(
                "mcts: level {} plays {} rather than {}",
                self.level.number(),
                mv.to_vertex(geom),
                best.mv.to_vertex(geom)
            );
            return Decision::Play(mv);
        }
        // A decided game: keep the margin the playouts see, not just the win.
        if let Some(mv) = margin::widest_margin(summary, game, c, best) {
            log::info!(
                "mcts: the game is decided ({:.3}); {} keeps a wider margin than {}",
                best.winrate,
                mv.to_vertex(geom),
                best.mv.to_vertex(geom)
            );
            return Decision::Play(mv);
        }
        Decision::Play(best.mv)
    }

    /// KGS cleanup: capture every opponent stone the fixed-seed judgement calls dead
    /// before passing ([`cleanup::cleanup_move`]). The search counts the board as it
    /// stands (no removal), so in its eyes a dead stone left on the board is the
    /// opponent's point.
    fn choose_cleanup_move(
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
        let owner = self.judged_ownership(game);
        let mut as_stands = game.clone();
        as_stands.set_rules(Rules {
            dead_stone_removal: false,
            ..game.rules()
        });
        let summary = self.search.run(&as_stands, c, budget, ctl);
        let mv = cleanup::cleanup_move(game, c, &summary, &owner, &sensible);
        self.last_summary = Some(summary);
        Decision::Play(mv)
    }
}

impl Player for MctsPlayer {
    fn spends(&self, game: &Game, budget: Budget) -> Budget {
        self.level.cap(budget, game.board().geometry().area())
    }

    fn choose(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Decision {
        let area = game.board().geometry().area();
        let capped = self.level.cap(budget, area);
        let decision = self.within(capped, |p| p.choose_move(game, c, capped, ctl));
        // Below full strength a pass is checked at full strength: a weaker player
        // plays worse moves, but does not end the game while full strength plays on.
        if self.level != Level::FULL
            && decision == Decision::Play(Move::Pass)
            && !game.sensible_moves(c).is_empty()
        {
            let level = std::mem::replace(&mut self.level, Level::FULL);
            let check = Level::pass_check(budget, area);
            let checked = self.within(check, |p| p.choose_move(game, c, check, ctl));
            self.level = level;
            if checked != decision {
                log::info!(
                    "mcts: level {} does not pass: full strength plays on",
                    level.number()
                );
            }
            return checked;
        }
        decision
    }

    fn choose_cleanup(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Decision {
        self.within(budget, |p| p.choose_cleanup_move(game, c, budget, ctl))
    }

    fn count_ownership(&mut self, on: bool) {
        self.ownership_wanted = on;
    }

    fn analyze(
        &mut self,
        game: &Game,
        c: Color,
        budget: Budget,
        request: &AnalysisRequest,
        ctl: &mut dyn SearchControl,
    ) -> Option<Summary> {
        self.search.filter = request.filter.clone();
        let policy = self.search.params.policy.without_mercy();
        let summary = self.run_with(request.ownership, policy, game, c, budget, ctl);
        self.search.filter = MoveFilter::default();
        Some(summary)
    }

    /// Searches the opponent's position with the tree the next move will reuse, and
    /// with the komi `me` will search with (`dynamic_komi.rs`).
    fn ponder(&mut self, game: &Game, me: Color, ctl: &mut dyn SearchControl) {
        self.search.komi_shift = self.dynamic_komi.shift(game, me);
        let summary = self.search.run(game, me.opponent(), Budget::default(), ctl);
        self.search.komi_shift = 0.0;
        log::info!(
            "ponder: {} playouts in {:.2} s, {} nodes",
            summary.playouts,
            summary.elapsed.as_secs_f64(),
            self.search.tree_nodes()
        );
    }

    /// Under the removal settings, `MctsPlayer::judged_status`; otherwise nothing is
    /// dead.
    fn end_status(&mut self, game: &Game) -> EndStatus {
        if game.rules().dead_stone_removal {
            self.judged_status(game)
        } else {
            EndStatus::as_it_stands(game.board())
        }
    }

    fn last_search(&self) -> Option<&Summary> {
        self.last_summary.as_ref()
    }

    fn forget(&mut self) {
        self.ownership_wanted = false;
        self.last_winrate = None;
        self.last_summary = None;
        self.search.reset();
        self.ownership_cache.clear();
    }

    fn name(&self) -> &'static str {
        "mcts"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::tests::*;

    #[test]
    fn end_status_finds_the_dead_stones_and_counts_them_off() {
        let game = game_under(DEAD_STONES, 7.5, Rules::chinese());
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let status = p.end_status(&game);
        let g = *game.board().geometry();
        let mut dead = status.dead.clone();
        dead.sort_unstable();
        assert_eq!(dead, vec![g.point(1, 2), g.point(7, 6)]);
        // The same answer again; and nothing is dead when nothing is removed.
        assert_eq!(p.end_status(&game), status);
        let tt = game_under(DEAD_STONES, 7.5, Rules::tromp_taylor());
        assert!(p.end_status(&tt).dead.is_empty());
        // Chinese: 36 points each after removal, komi decides.
        assert_eq!(game.result_with(&status).to_string(), "W+7.5");
    }

    /// A search summary whose root moves are `moves` (most visited first, with their
    /// visits), each at win rate `winrate`.
    fn searched(moves: &[(Move, u32)], winrate: f32) -> Summary {
        let visits = moves.iter().map(|m| m.1).sum();
        Summary {
            moves: moves
                .iter()
                .map(|&(mv, n)| MoveStat::sample(mv, n, winrate))
                .collect(),
            playouts: visits as u64,
            root_visits: visits,
            ..Summary::default()
        }
    }

    #[test]
    fn a_first_pass_must_win_the_count_before_and_after_it() {
        // A handicap game, White to play move 155, the count hanging on races that go
        // to whoever moves first: with White to move the judgement gives White the
        // game, after White's pass Black every White group. (In the game White passed
        // two moves later and lost them all.)
        let game = crate::core::sgf::test_case("case-handicap-pass.sgf", Some(155));
        let (w, g) = (Color::White, *game.board().geometry());
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let now = p.judged_status(&game);
        assert_eq!(game.result_with(&now).winner(), Some(w));
        let mut passed = game.clone();
        passed.play(w, Move::Pass).unwrap();
        let after = p.judged_status(&passed);
        assert_eq!(game.result_with(&after).to_string(), "B+164.5");
        // A search that likes the pass best (as one of the game's did): White plays on.
        let m1 = Move::Play(g.point(11, 0));
        let summary = searched(&[(Move::Pass, 3000), (m1, 1000)], 0.3);
        let d = p.decide(&game, w, &summary, playouts(1000), &mut NoControl);
        assert_eq!(d, Decision::Play(m1));
    }

    #[test]
    fn a_pass_after_the_opponents_must_win_the_count_too() {
        // A handicap game in which GNU Go passed at move 136 with the count B+24.5 and
        // White passed back, its search liking the pass best at a 21% win rate.
        let game = crate::core::sgf::test_case("case-passed-back-losing.sgf", None);
        assert_eq!(game.consecutive_passes(), 1);
        let (w, g) = (Color::White, *game.board().geometry());
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        assert!(!passing::passes_back(&game, w, &p.end_status(&game)));
        let b8 = Move::Play(g.point(1, 7));
        let summary = searched(&[(Move::Pass, 3000), (b8, 1000)], 0.21);
        let d = p.decide(&game, w, &summary, playouts(1000), &mut NoControl);
        assert_eq!(d, Decision::Play(b8));
    }

    #[test]
    fn a_pass_back_without_a_search_must_win_the_count_before_and_after_it() {
        // White passed at move 143; the count with Black to move reads B+23.5, after a
        // Black pass W+5.5 (a fight that goes to whoever moves first). (The points still
        // open there refuse the pass back too.)
        let game = crate::core::sgf::test_case("case-pass-back-race.sgf", Some(144));
        assert_eq!(game.consecutive_passes(), 1);
        let b = Color::Black;
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let [now, after] = p.judged_around_pass(&game, b);
        assert!(passing::wins_if_it_ends_now(&game, b, &now));
        assert!(!passing::wins_if_it_ends_now(&game, b, &after));
        assert!(!p.passing_back_wins(&game, b));
        let d = p.choose(&game, b, playouts(1000), &mut NoControl);
        assert!(matches!(d, Decision::Play(Move::Play(_))), "{d:?}");
    }

    /// A control that stops a search at its `n`-th poll (every 5 ms).
    struct StopAfterPolls(u32);

    impl SearchControl for StopAfterPolls {
        fn should_stop(&mut self) -> bool {
            self.0 = self.0.saturating_sub(1);
            self.0 == 0
        }
    }

    #[test]
    fn pondering_grows_the_tree_the_next_move_reuses() {
        let mut game = Game::new(9, 7.5, Rules::tromp_taylor());
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let Decision::Play(mv) = p.choose(&game, Color::Black, playouts(500), &mut NoControl)
        else {
            panic!("resigned")
        };
        game.play(Color::Black, mv).unwrap();
        // About 100 ms on White's time.
        p.ponder(&game, Color::Black, &mut StopAfterPolls(20));
        let pondered = p.search.tree_nodes();
        assert!(pondered > 1000, "{pondered} nodes");
        // White answers with the move the pondering liked best; Black's next search
        // starts from that subtree.
        let white = p
            .search
            .run(&game, Color::White, playouts(1), &mut NoControl);
        let answer = white.best().unwrap().mv;
        let reused = white.best().unwrap().visits;
        assert!(reused > 100, "{reused}");
        game.play(Color::White, answer).unwrap();
        p.choose(&game, Color::Black, playouts(200), &mut NoControl);
        let root = p.last_search().unwrap().root_visits;
        assert!(root as u64 >= 200 + reused as u64 - 1, "{root} <= {reused}");
    }

    #[test]
    fn a_search_without_playouts_still_plays_the_priors_move() {
        // No time at all: the search runs no playout, with the model's priors and with
        // the hand-made ones; the move is the sensible move the priors like best.
        let mut game = Game::new(9, 7.5, Rules::tromp_taylor());
        game.play(
            Color::Black,
            Move::Play(game.board().geometry().point(4, 4)),
        )
        .unwrap();
        let no_time = Budget {
            time: Some(std::time::Duration::ZERO),
            ..Budget::default()
        };
        for model_priors in [true, false] {
            let params = SearchParams {
                model_priors,
                ..SearchParams::default()
            };
            let mut p = MctsPlayer::new(params, 1, 0.1);
            let decision = p.choose(&game, Color::White, no_time, &mut NoControl);
            let summary = p.last_search().unwrap();
            assert_eq!(summary.playouts, 0);
            let Decision::Play(Move::Play(mv)) = decision else {
                panic!("{decision:?} with model priors {model_priors}")
            };
            assert!(game.sensible_moves(Color::White).contains(&mv));
            let top = summary
                .unvisited
                .iter()
                .map(|m| m.prior)
                .fold(0.0f32, f32::max);
            let chosen = summary.unvisited.iter().find(|m| m.mv == Move::Play(mv));
            assert_eq!(chosen.map(|m| m.prior), Some(top));
        }
    }

    #[test]
    fn a_level_reports_the_share_of_the_budget_it_spends() {
        let game = Game::new(9, 7.5, Rules::chinese());
        let budget = Budget {
            time: Some(std::time::Duration::from_secs(1)),
            ..Budget::default()
        };
        let full = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        assert_eq!(full.spends(&game, budget), budget);
        let nine = full.with_level(Level::new(9).unwrap());
        let spent = nine.spends(&game, budget);
        assert_eq!(spent.time, Some(std::time::Duration::from_millis(500)));
        assert!(spent.playouts.is_some());
    }
}
