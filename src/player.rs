//! Players: something that chooses a move for a colour in a game.
//!
//! How to read this module: [`Player`] is the one interface the GTP front end calls;
//! [`RandomPlayer`] is the simplest honest implementation — uniformly random among the
//! legal moves that do not fill the mover's own eye, passing only when there is none.
//! [`FlatMcPlayer`] runs playouts for every candidate and keeps the best mean;
//! [`MctsPlayer`] (the default) wraps the tree search of `search.rs` and adds the
//! decisions around it: when to pass, when to resign.

use crate::board::Board;
use crate::endgame::{dame_to_fill, ownership_for, EndStatus};
use crate::game::Game;
use crate::playout::{playout, FastRng, Policy};
use crate::point::{Color, Move, Point};
use crate::rules::Rules;
use crate::score::{empty_regions, AreaScorer, Reach};
use crate::search::{Budget, MoveStat, Search, SearchControl, SearchParams, Summary};
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

    /// Which stones are dead and which live in seki if the game ended now, the same
    /// answer on every call for the same position. The default removes nothing.
    fn end_status(&mut self, game: &Game) -> EndStatus {
        EndStatus::as_it_stands(game.board())
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

/// How much better (in win rate) a move must look than the alternative (passing, or
/// in cleanup a move at the dead stones) before the player takes it as an answer to
/// a threat.
const THREAT_MARGIN: f32 = 0.1;

/// How much win rate a move that closes a game (a pass, a dame) may give away against
/// the search's best move.
const CLOSING_MARGIN: f32 = 0.25;

/// The least win rate a move that closes a game must leave (by a search after it).
const CLOSING_FLOOR: f32 = 0.4;

/// What a fixed-seed ownership estimate depends on: the colouring, the side to move, komi
/// and the rules.
type StatusKey = (u64, Color, u64, Rules);

/// The tree-search player (see `search.rs`), with its pass and resign decisions.
pub struct MctsPlayer {
    search: Search,
    /// Resign when the best win rate stays below this (0 never resigns).
    resign_threshold: f32,
    /// Consecutive searches whose best win rate was below the threshold.
    low_streak: u32,
    /// The last fixed-seed ownership estimate and the position it was for.
    ownership_cache: Option<(StatusKey, Vec<f32>)>,
}

impl MctsPlayer {
    /// A tree-search player.
    pub fn new(params: SearchParams, seed: u64, resign_threshold: f32) -> MctsPlayer {
        MctsPlayer {
            search: Search::new(params, seed),
            resign_threshold,
            low_streak: 0,
            ownership_cache: None,
        }
    }

    /// Would `c` win if the game ended now? As the board stands under rules without
    /// removal; after taking off the stones [`Player::end_status`] calls dead otherwise.
    fn wins_if_it_ends_now(&mut self, game: &Game, c: Color) -> bool {
        let status = self.end_status(game);
        game.result_with(&status).winner() == Some(c)
    }

    /// Before closing a game with `mv` (a pass or a dame) instead of the search's best
    /// move `best`: searches of the positions after each (a quarter of `budget` each,
    /// the opponent to move) must leave `c` nearly as well off after `mv` as after
    /// `best`. The main search rarely looks at such moves when one move stands out,
    /// and a free move for the opponent can turn a game. (Comparing two searches of the
    /// same size keeps their biases alike: in a settled but narrow position random
    /// playouts put both near 0.6, not 1. They still favour a stone anywhere over a
    /// pass, by up to 0.24 measured, hence the wide [`CLOSING_MARGIN`] and the
    /// [`CLOSING_FLOOR`]; a real threat measured 0.01 against 0.93.)
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
        };
        let mut value_after = |m: Move| -> Option<f32> {
            let mut after = game.clone();
            after.play(c, m).ok()?;
            let reply = self.search.run(&after, c.opponent(), quarter, ctl);
            Some(reply.moves.first().map_or(1.0, |r| 1.0 - r.winrate))
        };
        let (Some(closing), Some(playing)) = (value_after(mv), value_after(best)) else {
            return false;
        };
        log::info!("mcts: win rate after {mv:?} {closing:.3}, after {best:?} {playing:.3}");
        closing >= CLOSING_FLOOR && closing >= playing - CLOSING_MARGIN
    }

    /// Under rules that count the board as it stands: a move that still gains points
    /// for `c`, the search's favourite first. Such a move fills a point that reaches
    /// both colours (dame, or an own area spoilt by opponent stones) without being a
    /// self-atari, where the fixed-seed ownership does not give the point to the
    /// opponent (our own dead stones make the opponent's area reach both too).
    fn gaining_move(&mut self, game: &Game, c: Color, summary: &Summary) -> Option<Point> {
        let board = game.board();
        let mut both = vec![false; board.geometry().array_len()];
        for (region, reach) in empty_regions(board) {
            if reach == Reach::Both {
                for p in region {
                    both[p.idx()] = true;
                }
            }
        }
        if !both.contains(&true) {
            return None;
        }
        let owner = self.judged_ownership(game);
        let gains = |p: Point| {
            both[p.idx()]
                && ownership_for(&owner, p, c) > -0.3
                && !board.is_self_atari(p, c)
                && !board.is_eye(p, c)
                && game.is_legal(c, Move::Play(p))
        };
        summary
            .favourite(gains)
            .or_else(|| board.empty_points().find(|&p| gains(p)))
    }

    /// Under the removal settings, the way to close a won game: when nothing but dame
    /// is left to play for by the ownership of the search just run ([`dame_to_fill`])
    /// and the count wins for `c`, fill a dame (the search's favourite among those that
    /// are no self-atari), or pass when none is left. None while there is still
    /// something to play for, or the count loses, or the search does not expect to
    /// win, or it finds passing clearly worse than its best move (a threat the
    /// ownership has not seen).
    fn closing_move(&self, game: &Game, c: Color, summary: &Summary) -> Option<Move> {
        let owner = &summary.ownership;
        if owner.is_empty() {
            return None;
        }
        let best = summary.moves.first()?.winrate;
        if best < 0.5 {
            return None;
        }
        if summary
            .stat(Move::Pass)
            .is_some_and(|m| m.visits >= 30 && m.winrate < best - THREAT_MARGIN)
        {
            return None;
        }
        let board = game.board();
        let status = EndStatus::judge(board, owner);
        if game.result_with(&status).winner() != Some(c) {
            return None;
        }
        let dame = dame_to_fill(board, owner, &status, game.rules().scoring)?;
        let fills = |p: Point| {
            dame.contains(&p) && !board.is_self_atari(p, c) && game.is_legal(c, Move::Play(p))
        };
        let fill = summary
            .favourite(fills)
            .or_else(|| dame.iter().copied().find(|&p| fills(p)));
        Some(fill.map_or(Move::Pass, Move::Play))
    }

    /// The dead chains and seki by [`EndStatus::judge`] from
    /// [`MctsPlayer::judged_ownership`], whatever the rules.
    fn judged_status(&mut self, game: &Game) -> EndStatus {
        let owner = self.judged_ownership(game);
        EndStatus::judge(game.board(), &owner)
    }

    /// [`MctsPlayer::fixed_ownership`], remembered for the last position asked.
    fn judged_ownership(&mut self, game: &Game) -> Vec<f32> {
        let key = (
            game.board().hash(),
            game.to_move(),
            game.komi().to_bits(),
            game.rules(),
        );
        if let Some((k, owner)) = &self.ownership_cache {
            if *k == key {
                return owner.clone();
            }
        }
        let owner = self.fixed_ownership(game);
        self.ownership_cache = Some((key, owner.clone()));
        owner
    }

    /// Who owns each point at the end of play from here (by board index: 1 Black,
    /// -1 White): a fresh one-thread search with a fixed seed and a fixed number of
    /// playouts, so that the same position always gives the same answer.
    fn fixed_ownership(&self, game: &Game) -> Vec<f32> {
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
        summary.ownership
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
        // Under the removal settings the search also estimates ownership, to tell
        // when the position is settled.
        let removal = game.rules().dead_stone_removal;
        let asked = self.search.params.ownership;
        self.search.params.ownership = asked || removal;
        let summary = self.search.run(game, c, budget, ctl);
        self.search.params.ownership = asked;
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
        // Under the removal settings, once only dame are left and the count wins: fill
        // them, then pass. Playing out dead stones only annoys the opponent.
        if removal {
            match self.closing_move(game, c, &summary) {
                Some(mv) if mv != best.mv && !self.is_safe(game, c, mv, best.mv, budget, ctl) => {}
                Some(mv) => {
                    log::info!("mcts: the position is settled and the count wins: {mv:?}");
                    return Decision::Play(mv);
                }
                None => {}
            }
        }
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
        // Under rules that score the board as it stands, never pass first into a loss
        // while a move remains, nor while a move still gains points.
        if best.mv == Move::Pass && !removal {
            if !self.wins_if_it_ends_now(game, c) {
                if let Some(m) = legal.iter().find(|m| m.mv != Move::Pass) {
                    return Decision::Play(m.mv);
                }
            }
            if let Some(p) = self.gaining_move(game, c, &summary) {
                return Decision::Play(Move::Play(p));
            }
        }
        Decision::Play(best.mv)
    }

    /// KGS cleanup: capture every opponent stone the fixed-seed judgement calls dead
    /// before passing, answer threats on the way, never fill an own eye, never wander
    /// into the opponent's area. The search counts the board as it stands (no
    /// removal), so in its eyes a dead stone left on the board is the opponent's point.
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
        let owner = self.judged_ownership(game);
        let status = EndStatus::judge(game.board(), &owner);
        let board = game.board();
        let mine = |p: Point| ownership_for(&owner, p, c) > 0.0;
        let is_target = |p: Point| {
            board
                .neighbors(p)
                .iter()
                .any(|&q| board.color(q) == c.opponent() && status.is_dead(q))
        };
        let mut as_stands = game.clone();
        as_stands.set_rules(Rules {
            dead_stone_removal: false,
            ..game.rules()
        });
        let summary = self.search.run(&as_stands, c, budget, ctl);
        // Moves worth a thought: sensible, and at the dead stones or in own area.
        let candidates: Vec<&MoveStat> = summary
            .moves
            .iter()
            .filter(|m| match m.mv {
                Move::Play(p) => sensible.binary_search(&p).is_ok() && (is_target(p) || mine(p)),
                Move::Pass => false,
            })
            .collect();
        let best = candidates.first();
        let target = candidates
            .iter()
            .filter(|m| matches!(m.mv, Move::Play(p) if is_target(p)))
            .min_by_key(|m| matches!(m.mv, Move::Play(p) if board.is_self_atari(p, c)));
        // The alternative to a defensive move: the move at the dead stones, or a pass.
        let (fallback, fallback_rate) = match target {
            Some(t) => (t.mv, t.winrate),
            None => (
                Move::Pass,
                summary.stat(Move::Pass).map_or(0.0, |m| m.winrate),
            ),
        };
        match best {
            Some(m) if m.winrate > fallback_rate + THREAT_MARGIN => Decision::Play(m.mv),
            _ => Decision::Play(fallback),
        }
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

    /// Under the removal settings, `MctsPlayer::judged_status`; otherwise nothing is
    /// dead.
    fn end_status(&mut self, game: &Game) -> EndStatus {
        if game.rules().dead_stone_removal {
            self.judged_status(game)
        } else {
            EndStatus::as_it_stands(game.board())
        }
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
        game_under(diagram, komi, Rules::tromp_taylor())
    }

    fn game_under(diagram: &str, komi: f64, rules: Rules) -> Game {
        let board = Board::from_ascii(diagram).unwrap();
        let mut game = Game::new(board.size(), komi, rules);
        game.setup(&board.stones(), false).unwrap();
        game
    }

    /// Black holds columns A-D, White F-J, column E is dame; the white stone at B3 and
    /// the black one at H7 are dead.
    const DEAD_STONES: &str = "
        . . . X . O . . .
        . . . X . O . . .
        . . . X . O . X .
        . . . X . O . . .
        . . . X . O . . .
        . . . X . O . . .
        . O . X . O . . .
        . . . X . O . . .
        . . . X . O . . .";

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

    #[test]
    fn a_settled_game_is_closed_without_playing_out_dead_stones() {
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        // Japanese, komi -2.5: 27 points and 1 prisoner each: Black wins, and the
        // dame in column E are worth nothing, so Black passes before White does.
        let japanese = game_under(DEAD_STONES, -2.5, Rules::japanese());
        let d = p.choose(&japanese, Color::Black, playouts(2000), &mut NoControl);
        assert_eq!(d, Decision::Play(Move::Pass));
        // Chinese: the dame count, so Black fills one (column E) rather than play
        // inside either area.
        for rules in [Rules::chinese(), Rules::aga(), Rules::new_zealand()] {
            let game = game_under(DEAD_STONES, -2.5, rules);
            let d = p.choose(&game, Color::Black, playouts(2000), &mut NoControl);
            let Decision::Play(Move::Play(at)) = d else {
                panic!("{}: {d:?}", rules.name)
            };
            assert_eq!(game.board().geometry().coords(at).0, 4, "{}", rules.name);
        }
        // Losing the count (komi 7.5): no early pass.
        let losing = game_under(DEAD_STONES, 7.5, Rules::japanese());
        let d = p.choose(&losing, Color::Black, playouts(2000), &mut NoControl);
        assert_ne!(d, Decision::Play(Move::Pass));
    }

    #[test]
    fn tromp_taylor_leaves_no_point_ungained() {
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let summary = Summary::default();
        // Column E is dame; B3 (White) spoils Black's area, H7 (Black) is in White's.
        let game = game_from(DEAD_STONES, 7.5);
        let at = p.gaining_move(&game, Color::Black, &summary).unwrap();
        let (x, _) = game.board().geometry().coords(at);
        assert!(x <= 4, "{at:?} is in White's area");
        // Nothing left to gain: every empty region reaches one colour only.
        let done = game_from(WALLS_CLOSED, 0.5);
        assert_eq!(p.gaining_move(&done, Color::Black, &summary), None);
    }

    /// Black's area A-B and White's D-E, closed: no dame.
    const WALLS_CLOSED: &str = "
        . X O . .
        . X O . .
        . X O . .
        . X O . .
        . X O . .";

    #[test]
    fn cleanup_captures_the_dead_stones_then_passes_without_filling_eyes() {
        let mut game = game_under(DEAD_STONES, 7.5, Rules::chinese());
        let mut p = MctsPlayer::new(SearchParams::default(), 1, 0.1);
        let mut passed = false;
        for _ in 0..20 {
            let d = p.choose_cleanup(&game, Color::Black, playouts(1000), &mut NoControl);
            let Decision::Play(mv) = d else {
                panic!("resigned in cleanup")
            };
            if let Move::Play(at) = mv {
                assert!(!game.board().is_eye(at, Color::Black), "filled own eye");
                // Inside its own area (columns A-E) only.
                assert!(game.board().geometry().coords(at).0 <= 4);
            }
            game.play(Color::Black, mv).unwrap();
            if mv == Move::Pass {
                passed = true;
                break;
            }
            game.play(Color::White, Move::Pass).unwrap();
        }
        assert!(passed, "cleanup never passed");
        let g = *game.board().geometry();
        for p in g.points() {
            if g.coords(p).0 < 3 {
                assert_ne!(game.board().color(p), Color::White, "white stone left");
            }
        }
        assert_eq!(game.captures(Color::Black), 1);
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
