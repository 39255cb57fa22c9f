//! The tree search: UCT with RAVE (AMAF) statistics over heavy playouts.
//!
//! How to read this module:
//! - The tree lives in a shared arena (`tree.rs`): 32-byte nodes of atomics, children
//!   side by side, statistics from the point of view of the player who made the move.
//! - One *iteration* (`Worker::iterate`): copy the root board, walk down choosing at
//!   each node the child with the highest RAVE value (`Worker::select`), expand a
//!   leaf once it has been visited often enough (children get *priors*: a few even
//!   visits each, plus won visits that grow with the move model's chance of the move,
//!   so the search narrows onto the moves a strong player would consider; or, without
//!   the model, hand-made knowledge), then finish with a heavy playout
//!   (`playout.rs`) and back up the result along the path, plus AMAF results for every
//!   child whose move the same player made later in the iteration.
//! - Superko is checked lazily: the first time an edge is taken, the position it
//!   leads to is looked up in the game's history and on the path; a repeating edge is
//!   marked illegal and never taken again. Root children are checked with the game's
//!   own legality test when they are created, so the chosen move is always legal.
//! - Two passes in a row end the game inside the tree. Under rules without dead-stone
//!   removal (Tromp-Taylor) such a leaf is scored exactly as the board stands, so the
//!   search itself learns that passing with dead opponent stones in its area loses.
//! - The tree is kept between moves: `Search::reroot` follows the moves played since
//!   and keeps the matching subtree (tree reuse).
//! - [`Search::run`] runs `threads` workers on the one tree (each with its own board,
//!   random stream and scratch space; virtual losses spread them over the tree) until
//!   the [`Budget`] or the [`SearchControl`] says stop, and sums the root up in a
//!   [`Summary`] (also used by analysis output). Only the calling thread talks to the
//!   control. With one thread and a playout budget the search is reproducible.
//! - A budget's time can bend (the time bank of an average `--time`): `settle` ends a
//!   search once its most visited move cannot be overtaken in the time left
//!   (`is_settled`), and `extend` runs it past its time while the choice is close
//!   (`is_close`).

pub mod tree;

use crate::core::board::Board;
use crate::core::game::Game;
use crate::core::point::{Color, Move, Point};
use crate::core::score::AreaScorer;
use crate::knowledge::features::{MoveFeatures, Recent};
use crate::knowledge::ladder::LadderReader;
use crate::knowledge::model::Model;
use crate::knowledge::pattern::PatternTable;
use crate::playout::{atari_replies, playout, FastRng, Policy};
use crate::search::tree::{Arena, NodeData, CHECKED, EXPANDED, ILLEGAL, PASS, TACTICAL};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// How much one search may spend.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Budget {
    /// At most this many iterations (playouts).
    pub playouts: Option<u64>,
    /// At most this much time.
    pub time: Option<Duration>,
    /// Never past this moment (the clock's hard limit for the whole move; every search
    /// a move makes stops there).
    pub deadline: Option<Instant>,
    /// Stop before `time` runs out once the most visited root move can no longer be
    /// overtaken at the pace the search has kept so far (the choice would not change).
    pub settle: bool,
    /// Past `time`, search up to this much longer while the root's choice is close
    /// (the two most visited moves near in visits, or the second winning more often).
    pub extend: Option<Duration>,
}

impl Budget {
    /// A budget of `n` playouts and nothing else.
    pub fn playouts(n: u64) -> Budget {
        Budget {
            playouts: Some(n),
            ..Budget::default()
        }
    }

    /// Time left before the deadline (None: no deadline).
    pub fn time_to_deadline(&self) -> Option<Duration> {
        self.deadline
            .map(|d| d.saturating_duration_since(Instant::now()))
    }
}

/// What the search asks its caller while it runs (GTP input, analysis output).
pub trait SearchControl {
    /// Should the search stop now (new input, an interrupt)? Polled every few ms.
    fn should_stop(&mut self) -> bool {
        false
    }
    /// How often [`SearchControl::report`] wants a summary, if at all.
    fn report_every(&self) -> Option<Duration> {
        None
    }
    /// A summary of the search so far.
    fn report(&mut self, _summary: &Summary) {}
    /// The summary of the search that has just ended (a stream that ends with the
    /// search's move shows it, however short the search was).
    fn finished(&mut self, _summary: &Summary) {}
}

/// A control that never stops a search early and wants no reports.
pub struct NoControl;
impl SearchControl for NoControl {}

/// Another control's stop requests without its reports: for the side searches of a
/// move (positions after a hypothetical move), whose summaries must not reach an
/// analysis stream as if they were the position's own.
pub struct Quiet<'a>(pub &'a mut dyn SearchControl);
impl SearchControl for Quiet<'_> {
    fn should_stop(&mut self) -> bool {
        self.0.should_stop()
    }
}

/// Tunable parameters of the search.
#[derive(Clone, Debug)]
pub struct SearchParams {
    /// Visits a leaf needs before it is expanded.
    pub expand_visits: u32,
    /// RAVE equivalence: the visits at which AMAF and real statistics weigh the same.
    pub rave_equiv: f32,
    /// UCB exploration constant (0 relies on priors and RAVE alone). A little keeps
    /// the search from never trying a move whose AMAF statistics mislead (a winning
    /// capture or atari that the playouts rarely make at the right time), at a cost.
    pub explore: f32,
    /// Visits a node needs before its children get the exploration term (0: all).
    pub explore_from: u32,
    /// RAVE equivalence of the [`TACTICAL`] children, captures and ataris (0: `rave_equiv`).
    pub tactical_equiv: f32,
    /// AMAF weight by how early a move came after the node ([`amaf_weight`]): from
    /// nearly 1 + this for the move right after it down to 1 for the last (0: all 1).
    pub amaf_distance: u32,
    /// Playout policy.
    pub policy: Policy,
    /// Largest arena, in nodes; beyond it leaves stop being expanded.
    pub max_nodes: usize,
    /// Collect per-point ownership from the playouts.
    pub ownership: bool,
    /// Search threads.
    pub threads: usize,
    /// Priors from the learned move model (`model.rs`); false: the hand-made priors.
    pub model_priors: bool,
    /// Even (half won) visits of every model prior; None: by board size
    /// ([`SearchParams::prior_weights`]).
    pub prior_visits: Option<u16>,
    /// Won visits a model prior adds per unit of sqrt(p), p the move's share of the
    /// model's total strength over the node's moves; None: by board size.
    pub prior_boost: Option<f32>,
    /// Lost visits added to the model prior of a first- or second-line move with nothing
    /// within three points of it (`is_open_edge`); None: by board size
    /// ([`SearchParams::edge_penalty`]).
    pub edge_penalty: Option<u16>,
    /// Tests only: helper threads panic at once (to test recovery from a bug).
    #[cfg(test)]
    pub fail_in_helpers: bool,
}

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams {
            expand_visits: 8,
            rave_equiv: 3500.0,
            explore: 0.0,
            explore_from: 0,
            tactical_equiv: 0.0,
            amaf_distance: 0,
            policy: Policy::heavy(),
            max_nodes: (DEFAULT_TREE_MB << 20) / NODE_BYTES,
            ownership: false,
            threads: 1,
            model_priors: true,
            prior_visits: None,
            prior_boost: None,
            edge_penalty: None,
            #[cfg(test)]
            fail_in_helpers: false,
        }
    }
}

impl SearchParams {
    /// The model priors' (even visits, boost) on a board of side `size`, in range: likely
    /// moves start with many won visits, so the search narrows onto them and reads them
    /// deep; big boards, with their many more moves, get more of both.
    pub fn prior_weights(&self, size: usize) -> (u16, f32) {
        let big = size >= 15;
        let visits = self.prior_visits.unwrap_or(if big { 20 } else { 14 });
        let boost = self
            .prior_boost
            .filter(|b| b.is_finite())
            .unwrap_or(if big { 300.0 } else { 210.0 });
        (visits.clamp(2, 10_000), boost.clamp(0.0, 10_000.0))
    }

    /// The lost visits of a move low on an open edge, on a board of side `size`. On
    /// 13x13 and up the playouts of an open board cannot tell such a slow move from a
    /// good one (from the empty 19x19 board they rate the second line like the 4-4
    /// points), while strong players never make it; on 9x9 every line is near a corner
    /// and the search judges them itself (0).
    pub fn edge_penalty(&self, size: usize) -> u16 {
        self.edge_penalty
            .unwrap_or(if size >= 13 { DEFAULT_EDGE_PENALTY } else { 0 })
            .min(10_000)
    }
}

/// Moves the search leaves out for one colour until a depth (analysis `avoid` and
/// `allow`).
#[derive(Clone, Debug, PartialEq)]
pub struct FilterRule {
    pub color: Color,
    pub moves: Vec<Move>,
    /// The rule holds for the moves at plies 0 (the root's move) to `until_depth - 1`,
    /// counting both colours' moves.
    pub until_depth: u32,
    /// True: only these moves are searched; false: these moves are not.
    pub allow: bool,
}

/// The `avoid` / `allow` rules of an analysis; empty for play.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveFilter {
    pub rules: Vec<FilterRule>,
}

impl MoveFilter {
    /// May `color` play `mv` at `depth` plies below the root (0: the root's move)?
    pub fn permits(&self, color: Color, mv: Move, depth: usize) -> bool {
        self.rules.iter().all(|r| {
            r.color != color || depth as u32 >= r.until_depth || r.moves.contains(&mv) == r.allow
        })
    }

    /// Are there no rules?
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }
}

/// What an analysis asks of a search besides its budget.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AnalysisRequest {
    /// Collect per-point ownership.
    pub ownership: bool,
    /// Moves to leave out (`avoid` / `allow`).
    pub filter: MoveFilter,
}

/// Statistics of one root move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStat {
    pub mv: Move,
    pub visits: u32,
    /// Win rate of the player to move, 0..1.
    pub winrate: f32,
    /// Mean final score of this search's playouts through the move, for the player to
    /// move (positive: ahead), with the game's komi and handicap bonus.
    pub score_lead: f32,
    /// Standard deviation of those final scores.
    pub score_stdev: f32,
    /// Share of those playouts the player to move won at the game's komi (the win rate
    /// the search counts with may differ under dynamic komi, `komi.rs`); `winrate` when
    /// this search played none through the move.
    pub game_winrate: f32,
    /// The prior's share among the root children, 0..1.
    pub prior: f32,
    /// Lower confidence bound of the win rate.
    pub lcb: f32,
    /// Principal variation starting with `mv`.
    pub pv: Vec<Move>,
}

/// The search so far, seen from the root.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Root moves with visits, most visited first.
    pub moves: Vec<MoveStat>,
    /// The other legal root moves (no visits yet), highest prior first.
    pub unvisited: Vec<MoveStat>,
    /// Iterations run in this search.
    pub playouts: u64,
    /// Root visits including those reused from earlier searches.
    pub root_visits: u32,
    /// Mean final score of this search's playouts for the player to move.
    pub score_lead: f32,
    pub elapsed: Duration,
    /// Per point (board index): how often Black owned it at the end of a playout,
    /// minus how often White did, as a share of the playouts (empty unless asked for).
    pub ownership: Vec<f32>,
}

impl Summary {
    /// The statistics of root move `mv`, if the search has it.
    pub fn stat(&self, mv: Move) -> Option<&MoveStat> {
        self.moves.iter().find(|m| m.mv == mv)
    }

    /// The most visited root move of the moves `p` for which `wanted` holds.
    pub fn favourite(&self, wanted: impl Fn(Point) -> bool) -> Option<Point> {
        self.moves.iter().find_map(|m| match m.mv {
            Move::Play(p) if wanted(p) => Some(p),
            _ => None,
        })
    }
}

impl Summary {
    /// The most visited move, if any.
    pub fn best(&self) -> Option<&MoveStat> {
        self.moves.first()
    }
}

/// Bytes per tree node.
pub const NODE_BYTES: usize = std::mem::size_of::<crate::search::tree::Node>();

/// Lost visits of a move low on an open edge on 13x13 and up ([`SearchParams::edge_penalty`]).
pub const DEFAULT_EDGE_PENALTY: u16 = 500;

/// The default memory for the search tree, in MiB (`--tree-mb`, [`SearchParams::max_nodes`]).
pub const DEFAULT_TREE_MB: usize = 512;

/// How far (in points) the komi shift of a kept tree may lie from the shift of the next
/// search for the tree to be reused (dynamic komi moves it a step at a time).
pub const REUSE_SLACK: f64 = 3.0;

/// What must match for a kept tree to be reused.
#[derive(Clone, Debug, PartialEq)]
struct RootIdentity {
    size: usize,
    komi: f64,
    /// The dynamic komi shift the tree was searched with.
    komi_shift: f64,
    rules: &'static str,
    setup: Vec<(Point, Color)>,
    moves: Vec<(Color, Move)>,
    to_move: Color,
}

impl RootIdentity {
    fn of(game: &Game, to_move: Color, komi_shift: f64) -> RootIdentity {
        RootIdentity {
            size: game.size(),
            komi: game.scoring_komi(),
            komi_shift,
            rules: game.rules().name,
            setup: game.setup_stones().to_vec(),
            moves: game.moves().to_vec(),
            to_move,
        }
    }
}

/// A reusable tree searcher.
pub struct Search {
    pub params: SearchParams,
    arena: Arena,
    /// The position the arena's root stands for (None: no tree yet).
    identity: Option<RootIdentity>,
    workers: Vec<Worker>,
    seed: u64,
    /// Moves left out of the search (analysis `avoid` / `allow`); empty for play.
    pub filter: MoveFilter,
    /// Points added to White's side of the count the search plays for (dynamic komi,
    /// `komi.rs`); 0 for analysis. Scores and `game_winrate` keep the game's komi.
    pub komi_shift: f64,
}

/// What every worker of one search shares.
struct Shared<'a> {
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
}

impl Search {
    /// A searcher with its own seeded random streams.
    pub fn new(params: SearchParams, seed: u64) -> Search {
        Search {
            arena: Arena::new(1),
            params,
            identity: None,
            workers: Vec::new(),
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
        let shared = Shared {
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
        };
        let report_every = ctl.report_every();
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
                    if ctl.should_stop() || is_done(&shared, &budget, spent) {
                        break;
                    }
                }
                if let Some(every) = report_every {
                    if now - last_report >= every {
                        last_report = now;
                        let summary =
                            summarize(&shared, summed_tallies(main, &[]), start.elapsed());
                        ctl.report(&summary);
                    }
                }
                if shared.stop.load(Relaxed) || !main.iterate(&shared) {
                    break;
                }
            }
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

    /// Keep the subtree for the current position if the kept tree's root is an earlier
    /// position of the same game; otherwise start a new tree. Then make sure the root
    /// has its children, each checked with the game's full legality test.
    fn reroot(&mut self, game: &Game, to_move: Color) {
        let want = RootIdentity::of(game, to_move, self.komi_shift);
        let kept = self.identity.take().and_then(|old| {
            let same_game = old.size == want.size
                && old.komi == want.komi
                && (old.komi_shift - want.komi_shift).abs() <= REUSE_SLACK
                && old.rules == want.rules
                && old.setup == want.setup
                && want.moves.len() >= old.moves.len()
                && want.moves[..old.moves.len()] == old.moves[..]
                && !self.arena.is_empty();
            if !same_game {
                return None;
            }
            // Follow the new moves down the tree; colours must alternate from the root.
            let mut node = 0usize;
            let mut color = old.to_move;
            for &(c, mv) in &want.moves[old.moves.len()..] {
                if c != color {
                    return None;
                }
                let n = self.arena.node(node).load();
                if n.flags & EXPANDED == 0 {
                    return None;
                }
                let code = match mv {
                    Move::Pass => PASS,
                    Move::Play(p) => p.0,
                };
                node = n
                    .children()
                    .find(|&k| self.arena.node(k).load().mv == code)?;
                color = color.opponent();
            }
            (color == to_move).then_some(node)
        });
        self.arena = match kept {
            // The same position again (pondering, an interrupted search): keep it all.
            Some(0) => std::mem::replace(&mut self.arena, Arena::new(1)),
            Some(node) => self.arena.compact(node, self.params.max_nodes),
            None => {
                let arena = Arena::new(self.params.max_nodes);
                arena
                    .alloc(&[NodeData::default()])
                    .expect("room for the root");
                arena
            }
        };
        self.identity = Some(want);
        if self.arena.node(0).flags() & EXPANDED == 0 {
            let mut rater = Rater::default();
            let children = expansion(
                game.board(),
                to_move,
                &Recent::of_game(game),
                Some(game),
                &self.params,
                &mut rater,
            );
            let first = self
                .arena
                .alloc(&children)
                .expect("room for the root's children");
            self.arena
                .node(0)
                .publish_children(first, children.len() as u16);
        }
    }
}

/// Sum the workers' ownership counts (empty if none were kept).
/// What the workers counted besides the tree: ownership sums and samples, and final
/// scores per root child.
struct Tallies {
    ownership: Vec<f32>,
    samples: u32,
    root_scores: Vec<ScoreTally>,
}

/// The sums of the workers' tallies.
fn summed_tallies(main: &Worker, helpers: &[Worker]) -> Tallies {
    let mut total = Tallies {
        ownership: main.ownership.clone(),
        samples: main.ownership_samples,
        root_scores: main.root_scores.clone(),
    };
    for w in helpers {
        for (t, v) in total.ownership.iter_mut().zip(&w.ownership) {
            *t += v;
        }
        total.samples += w.ownership_samples;
        for (t, v) in total.root_scores.iter_mut().zip(&w.root_scores) {
            t.add(v);
        }
    }
    total
}

/// Final scores (Black's margin at the game's komi) of playouts: count, Black's wins,
/// sum, sum of squares.
#[derive(Clone, Copy, Debug, Default)]
struct ScoreTally {
    n: u32,
    black_wins: u32,
    sum: f64,
    sum_sq: f64,
}

impl ScoreTally {
    /// Count one playout that ended with Black ahead by `margin`.
    fn record(&mut self, margin: f64) {
        self.n += 1;
        self.black_wins += (margin > 0.0) as u32;
        self.sum += margin;
        self.sum_sq += margin * margin;
    }

    /// Add another tally to this one.
    fn add(&mut self, other: &ScoreTally) {
        self.n += other.n;
        self.black_wins += other.black_wins;
        self.sum += other.sum;
        self.sum_sq += other.sum_sq;
    }

    /// The share of the playouts `c` won (0 without playouts).
    fn winrate(&self, c: Color) -> f32 {
        if self.n == 0 {
            return 0.0;
        }
        let black = self.black_wins as f32 / self.n as f32;
        if c == Color::Black {
            black
        } else {
            1.0 - black
        }
    }

    /// Mean and standard deviation of the margins for `c` (0 and 0 without playouts).
    fn mean_and_stdev(&self, c: Color) -> (f32, f32) {
        if self.n == 0 {
            return (0.0, 0.0);
        }
        let n = self.n as f64;
        let mean = self.sum / n;
        let var = (self.sum_sq / n - mean * mean).max(0.0);
        let sign = if c == Color::Black { 1.0 } else { -1.0 };
        ((sign * mean) as f32, var.sqrt() as f32)
    }
}

/// How much a child's prior favours it: its won visits beyond the lost ones, squared.
/// For a model prior that is the boost (one less for an odd number of even visits),
/// which grows with the square root of the move's chance, so the shares are the chances.
fn prior_weight(c: &NodeData) -> f32 {
    let excess = (2.0 * c.prior_wins as f32 - c.prior_visits as f32).max(0.0);
    excess * excess
}

/// May the search return root child `c`: a legal move the analysis filter permits?
fn is_root_choice(shared: &Shared, c: &NodeData) -> bool {
    c.flags & ILLEGAL == 0 && shared.filter.permits(shared.root_color, c.mv(), 0)
}

/// The root's moves with statistics and principal variations.
fn summarize(shared: &Shared, tallies: Tallies, elapsed: Duration) -> Summary {
    let arena = shared.arena;
    let root = arena.node(0).load();
    let children: Vec<NodeData> = root.children().map(|k| arena.node(k).load()).collect();
    let prior_total: f32 = children.iter().map(prior_weight).sum::<f32>().max(1e-3);
    let (mut moves, mut unvisited): (Vec<MoveStat>, Vec<MoveStat>) = children
        .iter()
        .zip(root.children())
        .filter(|(c, _)| is_root_choice(shared, c))
        .map(|(c, k)| {
            let wr = c.winrate();
            let n = c.visits as f32;
            let scores = tallies.root_scores.get(k - shared.root_first);
            let (score_lead, score_stdev) =
                scores.map_or((0.0, 0.0), |t| t.mean_and_stdev(shared.root_color));
            let game_winrate = match scores {
                Some(t) if t.n > 0 => t.winrate(shared.root_color),
                _ => wr,
            };
            MoveStat {
                mv: c.mv(),
                visits: c.visits,
                winrate: wr,
                score_lead,
                score_stdev,
                game_winrate,
                prior: prior_weight(c) / prior_total,
                lcb: if n > 0.0 {
                    (wr - 1.96 * (wr * (1.0 - wr) / n).sqrt()).max(0.0)
                } else {
                    0.0
                },
                pv: principal_variation(arena, k),
            }
        })
        .partition(|m| m.visits > 0);
    moves.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.winrate.total_cmp(&a.winrate))
    });
    unvisited.sort_by(|a, b| b.prior.total_cmp(&a.prior));
    let mut all_scores = ScoreTally::default();
    for t in &tallies.root_scores {
        all_scores.add(t);
    }
    let (sum, samples) = (tallies.ownership, tallies.samples);
    let ownership = if samples > 0 {
        sum.iter().map(|v| v / samples as f32).collect()
    } else {
        Vec::new()
    };
    Summary {
        moves,
        unvisited,
        playouts: shared.started.load(Relaxed),
        root_visits: root.visits,
        score_lead: all_scores.mean_and_stdev(shared.root_color).0,
        elapsed,
        ownership,
    }
}

/// At a poll, `spent` into the search: may it stop before its hard limits? Past its
/// time (in the extension) once the choice is no longer close; before it, once the
/// choice is settled (under `settle`) and not close.
fn is_done(shared: &Shared, budget: &Budget, spent: Duration) -> bool {
    let close = || budget.extend.is_some() && is_close(shared);
    match budget.time {
        Some(t) if spent >= t => !close(),
        _ => budget.settle && is_settled(shared, budget, spent) && !close(),
    }
}

/// The root's two most visited moves the search may return (default nodes where
/// there are fewer).
fn leading_two(shared: &Shared) -> (NodeData, NodeData) {
    let arena = shared.arena;
    let (mut first, mut second) = (NodeData::default(), NodeData::default());
    for k in arena.node(0).load().children() {
        let child = arena.node(k).load();
        if !is_root_choice(shared, &child) {
            continue;
        }
        if child.visits > first.visits {
            second = first;
            first = child;
        } else if child.visits > second.visits {
            second = child;
        }
    }
    (first, second)
}

/// Is the root's most visited move out of reach: ahead of the next one by more visits
/// than the search can still run before `budget`'s time (or deadline) at its pace so far,
/// `spent` into it?
fn is_settled(shared: &Shared, budget: &Budget, spent: Duration) -> bool {
    let Some(time) = budget.time else {
        return false;
    };
    let mut left = time.saturating_sub(spent);
    if let Some(d) = budget.time_to_deadline() {
        left = left.min(d);
    }
    let done = shared.started.load(Relaxed);
    // Too early to know the pace.
    if done < 100 || spent < time / 20 {
        return false;
    }
    let still = done as f64 * left.as_secs_f64() / spent.as_secs_f64();
    let (first, second) = leading_two(shared);
    (first.visits - second.visits) as f64 > still
}

/// How many times the second move's visits the most visited root move needs before
/// its lead counts as clear.
const CLEAR_LEAD: f32 = 1.5;

/// Is the root's choice close while the game is still open: the most visited move has
/// less than [`CLEAR_LEAD`] times the visits of the next one, or the next one wins more
/// often, and its own win rate is neither near won nor near lost?
fn is_close(shared: &Shared) -> bool {
    let (first, second) = leading_two(shared);
    let open = (0.15..=0.85).contains(&first.winrate());
    open && ((first.visits as f32) < CLEAR_LEAD * second.visits as f32
        || second.winrate() > first.winrate())
}

/// Sets a search's stop flag when dropped, so that the other threads end too: always
/// (the calling thread, when its loop ends or unwinds) or only while unwinding (a
/// helper that panicked). A panic then reaches the caller of [`Search::run`] instead of
/// leaving threads running.
struct StopAll<'a> {
    stop: &'a AtomicBool,
    only_on_panic: bool,
}

impl<'a> StopAll<'a> {
    /// Stop the search when this guard goes, however it goes.
    fn always(stop: &'a AtomicBool) -> StopAll<'a> {
        StopAll {
            stop,
            only_on_panic: false,
        }
    }

    /// Stop the search if this guard goes while its thread panics.
    fn on_panic(stop: &'a AtomicBool) -> StopAll<'a> {
        StopAll {
            stop,
            only_on_panic: true,
        }
    }
}

impl Drop for StopAll<'_> {
    fn drop(&mut self) {
        if !self.only_on_panic || std::thread::panicking() {
            self.stop.store(true, Relaxed);
        }
    }
}

/// One thread's scratch space and random stream.
struct Worker {
    rng: FastRng,
    scorer: AreaScorer,
    board: Board,
    path: Vec<usize>,
    /// Position keys along the current path, for superko inside the tree.
    path_keys: Vec<u64>,
    /// Moves of the current iteration (tree then playout), passes left out.
    trace: Vec<(Point, Color)>,
    /// `trace.len()` when each path node was reached.
    trace_at: Vec<usize>,
    /// AMAF marks: for each point, `4 * stamp + colour` of the colour that played
    /// there first from the current depth on (older stamps: no mark), so one compare
    /// tests both.
    amaf_mark: Vec<u32>,
    /// Where in the trace each marked point was first played (for `amaf_distance`).
    amaf_first: Vec<u32>,
    /// Scratch: the indices of a block's children whose points are marked.
    amaf_hits: Vec<u16>,
    stamp: u32,
    ownership: Vec<f32>,
    ownership_samples: u32,
    /// Final scores of this search's playouts, by root child (index from the first).
    root_scores: Vec<ScoreTally>,
    /// Scratch for rating the moves of a new node.
    rater: Rater,
}

impl Worker {
    fn new(seed: u64) -> Worker {
        Worker {
            rng: FastRng::new(seed),
            scorer: AreaScorer::default(),
            board: Board::new(2),
            path: Vec::new(),
            path_keys: Vec::new(),
            trace: Vec::new(),
            trace_at: Vec::new(),
            amaf_mark: Vec::new(),
            amaf_first: Vec::new(),
            amaf_hits: Vec::new(),
            stamp: 0,
            ownership: Vec::new(),
            ownership_samples: 0,
            root_scores: Vec::new(),
            rater: Rater::default(),
        }
    }

    /// Size the per-point arrays for a board of `n_cells` and clear the ownership.
    fn prepare(&mut self, n_cells: usize, root_children: usize) {
        self.root_scores = vec![ScoreTally::default(); root_children];
        self.amaf_mark = vec![0; n_cells];
        self.amaf_first = vec![0; n_cells];
        // A node has at most one child a point, and a pass.
        self.amaf_hits = vec![0; n_cells + 1];
        self.stamp = 0;
        self.ownership = vec![0.0; n_cells];
        self.ownership_samples = 0;
    }

    /// One iteration: descend, expand, play out, back up. False once the playout
    /// budget is spent.
    fn iterate(&mut self, sh: &Shared) -> bool {
        if sh.started.fetch_add(1, Relaxed) >= sh.max_playouts.unwrap_or(u64::MAX) {
            return false;
        }
        let arena = sh.arena;
        let game = sh.game;
        self.board.copy_from(game.board());
        self.path.clear();
        self.path_keys.clear();
        self.trace.clear();
        self.trace_at.clear();
        self.path.push(0);
        self.trace_at.push(0);
        arena.node(0).add_visit();
        let mut color = sh.root_color;
        let mut passes = game.consecutive_passes();
        let mut last = game.moves().last().map_or(Move::Pass, |m| m.1);
        let mut before = game.moves().iter().rev().nth(1).map(|m| m.1);
        let mut node = 0usize;
        let mut game_over = false;
        loop {
            let mut n = arena.node(node).load();
            if n.flags & EXPANDED == 0 {
                // Expand a leaf visited often enough, if the arena has room and no
                // other thread is at it; otherwise play out from here.
                if n.visits <= sh.params.expand_visits
                    || !arena.has_room(400)
                    || !arena.node(node).claim_expansion()
                {
                    break;
                }
                let recent = Recent {
                    last: Some(last),
                    before,
                };
                let children = expansion(
                    &self.board,
                    color,
                    &recent,
                    None,
                    sh.params,
                    &mut self.rater,
                );
                match arena.alloc(&children) {
                    Some(first) => arena
                        .node(node)
                        .publish_children(first, children.len() as u16),
                    None => break,
                }
                n = arena.node(node).load();
            }
            let Some(child) = self.select(sh, &n, color) else {
                break;
            };
            arena.node(child).add_visit();
            let code = arena.node(child).mv();
            before = Some(last);
            if code == PASS {
                self.board.clear_ko();
                passes += 1;
                last = Move::Pass;
            } else {
                let p = Point(code);
                self.board.play(Move::Play(p), color);
                self.trace.push((p, color));
                passes = 0;
                last = Move::Play(p);
            }
            self.path_keys
                .push(game.position_key(self.board.hash(), color.opponent()));
            self.path.push(child);
            self.trace_at.push(self.trace.len());
            color = color.opponent();
            node = child;
            if passes >= 2 {
                game_over = true;
                break;
            }
        }
        let score = if game_over && !game.rules().dead_stone_removal {
            self.scorer.score(&self.board)
        } else {
            playout(
                &mut self.board,
                color,
                [before.unwrap_or(Move::Pass), last],
                sh.params.policy,
                &mut self.rng,
                &mut self.scorer,
                &mut self.trace,
            )
            .score
        };
        if sh.params.ownership {
            self.record_ownership();
        }
        let margin = score.margin(sh.komi);
        let black_won = score.margin(sh.play_komi) > 0.0;
        if let Some(tally) = self
            .path
            .get(1)
            .and_then(|&child| self.root_scores.get_mut(child.wrapping_sub(sh.root_first)))
        {
            tally.record(margin);
        }
        self.backup(sh, black_won);
        true
    }

    /// The child of node `n` to descend into for `color`, or None if it has none
    /// left. Takes the edge's superko check the first time it is chosen.
    fn select(&mut self, sh: &Shared, n: &NodeData, color: Color) -> Option<usize> {
        let arena = sh.arena;
        let rave = Rave::at(sh.params, n);
        let depth = self.path.len() - 1;
        let filtered = !sh.filter.is_empty();
        loop {
            // The best value so far as a fraction, compared by cross-multiplying
            // (denominators are positive): no division in the loop.
            let mut best = None;
            let (mut best_num, mut best_den) = (f32::NEG_INFINITY, 1.0);
            for (i, node) in arena.children(n).iter().enumerate() {
                let c = node.load();
                if c.flags & ILLEGAL != 0 || (filtered && !sh.filter.permits(color, c.mv(), depth))
                {
                    continue;
                }
                let (num, den) = rave.fraction(&c);
                if num * best_den > best_num * den {
                    (best_num, best_den) = (num, den);
                    best = Some(n.first_child as usize + i);
                }
            }
            let k = best?;
            let child = arena.node(k);
            let code = child.mv();
            if code == PASS || child.set_flags(CHECKED) & CHECKED != 0 {
                return Some(k);
            }
            let hash = self.board.hash_after(Point(code), color);
            let key = sh.game.position_key(hash, color.opponent());
            if !sh.game.repeats(hash, color.opponent()) && !self.path_keys.contains(&key) {
                return Some(k);
            }
            child.set_flags(ILLEGAL);
        }
    }

    /// Back the result up the path, with AMAF updates for the children of every node.
    fn backup(&mut self, sh: &Shared, black_won: bool) {
        let arena = sh.arena;
        let winner = if black_won {
            Color::Black
        } else {
            Color::White
        };
        self.stamp += 1;
        if self.stamp >= 1 << 30 {
            self.amaf_mark.fill(0);
            self.stamp = 1;
        }
        let stamp = 4 * self.stamp;
        let mut j = self.trace.len();
        for depth in (0..self.path.len()).rev() {
            let idx = self.path[depth];
            // The node's move was made by the colour not to move at it.
            let to_move = if depth % 2 == 0 {
                sh.root_color
            } else {
                sh.root_color.opponent()
            };
            if winner == to_move.opponent() {
                arena.node(idx).add_win();
            }
            // Mark the moves from this depth on, the earliest one winning each point
            // (and, for weighting by distance only, where it came).
            let spread = sh.params.amaf_distance;
            while j > self.trace_at[depth] {
                j -= 1;
                let (p, c) = self.trace[j];
                self.amaf_mark[p.idx()] = stamp + c as u32;
                if spread > 0 {
                    self.amaf_first[p.idx()] = j as u32;
                }
            }
            let n = arena.node(idx).load();
            if n.flags & EXPANDED == 0 {
                continue;
            }
            let won = winner == to_move;
            let mark = stamp + to_move as u32;
            let (start, len) = (self.trace_at[depth], self.trace.len());
            // The children whose points are marked, collected without a branch per child
            // (whether a point is marked is a coin toss), then updated. A pass (code 0)
            // is never marked: point 0 is off the board.
            let children = arena.children(&n);
            let hits = &mut self.amaf_hits[..children.len()];
            let mut k = 0;
            for (j, child) in children.iter().enumerate() {
                hits[k] = j as u16;
                k += (self.amaf_mark[child.mv() as usize] == mark) as usize;
            }
            for &j in &hits[..k] {
                let child = &children[j as usize];
                if spread == 0 {
                    child.add_amaf(won);
                } else {
                    let first = self.amaf_first[child.mv() as usize] as usize;
                    child.add_amaf_weighted(won, amaf_weight(spread, start, first, len));
                }
            }
        }
    }

    /// Count who owns each point at the end of the playout just played.
    fn record_ownership(&mut self) {
        let b = &self.board;
        for p in b.geometry().points() {
            let owner = match b.color(p) {
                Color::Empty if b.count_neighbors(p, Color::Black) == 4 => 1.0,
                Color::Empty if b.count_neighbors(p, Color::White) == 4 => -1.0,
                Color::Black => 1.0,
                Color::White => -1.0,
                _ => 0.0,
            };
            self.ownership[p.idx()] += owner;
        }
        self.ownership_samples += 1;
    }
}

/// The AMAF weight of a move first played at trace index `first`, for a node whose
/// moves run from index `start` to the trace's end `len`: 1 + `spread` times the share
/// of those moves still to come after it, rounded down.
fn amaf_weight(spread: u32, start: usize, first: usize, len: usize) -> u32 {
    1 + (spread as usize * (len - first) / (len - start + 1)) as u32
}

/// How a node's children are valued: the RAVE blend of real and AMAF win rates, plus
/// an optional UCB exploration term. The prior counts as real experience only; the AMAF
/// side is the playouts' alone. Once a child has thousands of AMAF visits the blend is
/// nearly its AMAF rate, whatever its prior says, so without the exploration term a
/// move that the playouts misjudge may never be visited at all. Captures and ataris
/// ([`TACTICAL`]), the moves misjudged most, may get a lower equivalence of their own:
/// their prior and real visits then outweigh their AMAF ones much sooner.
struct Rave {
    /// 1 / the RAVE equivalence.
    inv_equiv: f32,
    /// 1 / the RAVE equivalence of [`TACTICAL`] children.
    inv_tactical: f32,
    /// The exploration constant at this node (0 below `explore_from` visits).
    explore: f32,
    /// ln(parent visits + 1), for the exploration term.
    ln_parent: f32,
}

impl Rave {
    /// The valuation of the children of `parent`.
    #[inline]
    fn at(params: &SearchParams, parent: &NodeData) -> Rave {
        let tactical = match params.tactical_equiv {
            e if e > 0.0 => e,
            _ => params.rave_equiv,
        };
        Rave {
            inv_equiv: 1.0 / params.rave_equiv,
            inv_tactical: 1.0 / tactical,
            explore: if parent.visits >= params.explore_from {
                params.explore
            } else {
                0.0
            },
            ln_parent: (parent.visits as f32 + 1.0).ln(),
        }
    }

    /// The value of child `c` as a fraction (numerator, positive denominator).
    ///
    /// With real (prior included) wins w of n visits and AMAF wins aw of an, the blend
    /// is (1 - b)·w/n + b·aw/an with b = an / (an + n + n·an/equiv); over the common
    /// denominator d = an + n·(1 + an/equiv) that is (w·(1 + an/equiv) + aw) / d.
    #[inline]
    fn fraction(&self, c: &NodeData) -> (f32, f32) {
        let n = c.visits as f32 + c.prior_visits as f32;
        let w = c.wins as f32 + c.prior_wins as f32;
        let an = c.amaf_visits as f32;
        let aw = c.amaf_wins as f32;
        let inv = match c.flags & TACTICAL {
            0 => self.inv_equiv,
            _ => self.inv_tactical,
        };
        let stretch = 1.0 + an * inv;
        let den = (an + n * stretch).max(1e-6);
        let mut num = w * stretch + aw;
        if self.explore > 0.0 {
            num += den * self.explore * (self.ln_parent / (c.visits as f32 + 1.0)).sqrt();
        }
        (num, den)
    }
}

/// Scratch space for rating the moves of a new node.
#[derive(Default)]
struct Rater {
    ladders: LadderReader,
    points: Vec<Point>,
    strengths: Vec<f32>,
}

/// The children of a node at position `board` with `color` to move after `recent`,
/// with priors. With `game` (the root), each child is checked with full legality.
fn expansion(
    board: &Board,
    color: Color,
    recent: &Recent,
    game: Option<&Game>,
    params: &SearchParams,
    rater: &mut Rater,
) -> Vec<NodeData> {
    rater.points.clear();
    for p in board.empty_points() {
        if board.is_eye(p, color) || !board.is_playout_legal(p, color) {
            continue;
        }
        // Multi-stone suicide: legal under some rules, never worth a node.
        if board.suicide_kind(p, color).is_some() {
            continue;
        }
        if let Some(g) = game {
            if !g.is_legal(color, Move::Play(p)) {
                continue;
            }
        }
        rater.points.push(p);
    }
    let mut children = Vec::with_capacity(rater.points.len() + 1);
    if params.model_priors {
        // Priors from the move model: every move gets `even` visits at one half, and a
        // move with share p of the total strength `boost`·sqrt(p) won visits on top.
        let model = Model::shared();
        rater.strengths.clear();
        for &p in &rater.points {
            let f = MoveFeatures::of_known(
                board,
                Move::Play(p),
                color,
                recent,
                &mut rater.ladders,
                |k| model.knows_spatial(k),
            );
            rater.strengths.push(model.strength(&f));
            let mut child = NodeData::child(p.0, 0, 0);
            if f.is_capture_or_atari() {
                child.flags |= TACTICAL;
            }
            children.push(child);
        }
        // The priors need the total strength of all the moves first.
        let total: f32 = rater.strengths.iter().sum::<f32>().max(1e-30);
        let (even, boost) = params.prior_weights(board.size());
        let penalty = params.edge_penalty(board.size());
        for ((child, &s), &p) in children.iter_mut().zip(&rater.strengths).zip(&rater.points) {
            let won = (boost * (s / total).sqrt()).round() as u16;
            let lost = if penalty > 0 && is_open_edge(board, p) {
                penalty
            } else {
                0
            };
            child.prior_visits = even + won + lost;
            child.prior_wins = even / 2 + won;
        }
    } else {
        let last = recent.last.unwrap_or(Move::Pass);
        // Points next to a chain in atari around the last move: captures and escapes.
        let mut urgent = Vec::new();
        if let Move::Play(l) = last {
            if board.color(l).is_stone() {
                atari_replies(board, color, l, &mut urgent);
            }
        }
        for &p in &rater.points {
            let (pv, pw) = heuristic_prior(board, color, last, &urgent, p);
            children.push(NodeData::child(p.0, pv, pw));
        }
    }
    // Passing: judged like an average move; the tree finds its value.
    children.push(NodeData::child(PASS, 10, 5));
    children
}

/// The hand-made prior of `color` at `p` after `last`, as virtual (visits, wins): atari
/// replies (`urgent`), captures, 3x3 shapes, self-ataris, nearness to the last move, the
/// empty edge.
fn heuristic_prior(
    board: &Board,
    color: Color,
    last: Move,
    urgent: &[Point],
    p: Point,
) -> (u16, u16) {
    let table = PatternTable::shared();
    let size = board.size();
    let geom = *board.geometry();
    let mut pv = 10u16;
    let mut pw = 5u16;
    if urgent.contains(&p) {
        pv += 20;
        pw += 20;
    } else if board.would_capture(p, color) {
        pv += 10;
        pw += 10;
    }
    if board.is_self_atari(p, color) {
        pv += 10;
    } else if table.matches(board, p) {
        pv += 10;
        pw += 10;
    }
    if let Move::Play(l) = last {
        let (lc, lr) = geom.coords(l);
        let (pc, pr) = geom.coords(p);
        let (dc, dr) = (lc.abs_diff(pc), lr.abs_diff(pr));
        // Adjacent or diagonal to the last move; a little for one-point jumps.
        let bonus = match dc + dr + dc.max(dr) {
            2 | 3 => 10,
            4 => 5,
            _ => 0,
        };
        pv += bonus;
        pw += bonus;
    }
    let line = geom.edge_distance(p);
    if size >= 9 && line <= 2 && empty_around(board, p, 3) {
        pv += 10;
        if line == 2 {
            pw += 10; // third line in open space: good; first and second: slow
        }
    }
    (pv, pw)
}

/// The most visited line from node `start` down.
fn principal_variation(arena: &Arena, start: usize) -> Vec<Move> {
    let mut node = arena.node(start).load();
    let mut pv = vec![node.mv()];
    while node.flags & EXPANDED != 0 && pv.len() < 30 {
        let Some(best) = node
            .children()
            .map(|k| arena.node(k).load())
            .filter(|c| c.visits > 0 && c.flags & ILLEGAL == 0)
            .max_by_key(|c| c.visits)
        else {
            break;
        };
        pv.push(best.mv());
        node = best;
    }
    pv
}

/// Is `p` on the first or second line with every point within three of it empty: a
/// slow move in open space?
fn is_open_edge(board: &Board, p: Point) -> bool {
    board.geometry().edge_distance(p) <= 1 && empty_around(board, p, 3)
}

/// Is every point within Manhattan distance `d` of `p` empty?
fn empty_around(board: &Board, p: Point, d: usize) -> bool {
    let geom = board.geometry();
    let (pc, pr) = geom.coords(p);
    let n = geom.size as isize;
    let d = d as isize;
    for dc in -d..=d {
        for dr in -(d - dc.abs())..=(d - dc.abs()) {
            let (c, r) = (pc as isize + dc, pr as isize + dr);
            if c >= 0 && r >= 0 && c < n && r < n {
                let q = geom.point(c as usize, r as usize);
                if board.color(q) != Color::Empty {
                    return false;
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::Rules;

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
    fn score_lead_follows_the_final_scores_for_the_side_to_move() {
        // Black owns three columns of five, White two; komi 0.5: Black leads by 4.5.
        let game = game_from(
            "..XO.\n\
             ..XO.\n\
             ..XO.\n\
             ..XO.\n\
             ..XO.\n",
            0.5,
        );
        // Enough playouts for the search to leave the moves the priors favour at first.
        let run = |c| {
            let mut s = Search::new(SearchParams::default(), 1);
            s.run(&game, c, Budget::playouts(20_000), &mut NoControl)
        };
        let (black, white) = (run(Color::Black), run(Color::White));
        assert!(black.score_lead > 2.0, "{}", black.score_lead);
        assert!(white.score_lead < -2.0, "{}", white.score_lead);
        let best = black.best().unwrap();
        assert!(best.score_stdev >= 0.0 && best.score_lead > 0.0);
    }

    #[test]
    fn a_komi_shift_changes_the_wins_searched_for_but_not_the_game_figures() {
        // Black leads by 4.5 at the game's komi; the search counts 10 more for White.
        let game = game_from(
            "..XO.\n\
             ..XO.\n\
             ..XO.\n\
             ..XO.\n\
             ..XO.\n",
            0.5,
        );
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
    fn filtered_moves_are_never_searched_at_the_depths_named() {
        let game = Game::new(5, 0.5, Rules::tromp_taylor());
        let g = *game.board().geometry();
        let allowed = vec![Move::Play(g.point(2, 2)), Move::Play(g.point(1, 1))];
        let mut s = Search::new(SearchParams::default(), 3);
        s.filter = MoveFilter {
            rules: vec![FilterRule {
                color: Color::Black,
                moves: allowed.clone(),
                until_depth: 1,
                allow: true,
            }],
        };
        let summary = s.run(&game, Color::Black, Budget::playouts(1000), &mut NoControl);
        assert!(!summary.moves.is_empty());
        assert!(summary.moves.iter().all(|m| allowed.contains(&m.mv)));
        assert!(summary.unvisited.iter().all(|m| allowed.contains(&m.mv)));
        // White's replies (depth 1) are not limited by a rule for Black.
        let f = &s.filter;
        assert!(f.permits(Color::White, Move::Play(g.point(0, 0)), 0));
        assert!(!f.permits(Color::Black, Move::Play(g.point(0, 0)), 0));
        assert!(f.permits(Color::Black, Move::Play(g.point(0, 0)), 1));
    }

    /// White's five stones have one liberty, at E4.
    fn five_in_atari() -> Game {
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

    /// A game whose starting position is the ASCII diagram.
    fn game_from(diagram: &str, komi: f64) -> Game {
        let board = Board::from_ascii(diagram).unwrap();
        let mut game = Game::new(board.size(), komi, Rules::tromp_taylor());
        game.setup(&board.stones(), false).unwrap();
        game
    }

    fn search(game: &Game, c: Color, playouts: u64, seed: u64) -> (Search, Summary) {
        let mut s = Search::new(SearchParams::default(), seed);
        let budget = Budget::playouts(playouts);
        let summary = s.run(game, c, budget, &mut NoControl);
        (s, summary)
    }

    #[test]
    fn a_settled_search_stops_before_its_time() {
        // Capturing the five stones at E4 is the only good move: once its lead in
        // visits exceeds what the rest of the time could run, the search stops.
        let game = five_in_atari();
        let mut s = Search::new(SearchParams::default(), 3);
        let budget = Budget {
            time: Some(Duration::from_secs(2)),
            settle: true,
            ..Budget::default()
        };
        let summary = s.run(&game, Color::Black, budget, &mut NoControl);
        assert_eq!(
            summary.moves[0].mv,
            Move::Play(game.board().geometry().point(4, 3))
        );
        assert!(
            summary.elapsed < Duration::from_millis(1600),
            "{:?}",
            summary.elapsed
        );
        // Its lead could not be caught in the time left at the search's pace.
        let lead = summary.moves[0].visits - summary.moves[1].visits;
        let left = 2.0 - summary.elapsed.as_secs_f64();
        let pace = summary.playouts as f64 / summary.elapsed.as_secs_f64();
        assert!(
            lead as f64 > 0.9 * pace * left,
            "lead {lead}, pace {pace}, left {left}"
        );
    }

    #[test]
    fn a_close_choice_searches_past_its_time_and_a_clear_one_does_not() {
        let time = Duration::from_millis(150);
        let extend = Duration::from_millis(450);
        let budget = Budget {
            time: Some(time),
            extend: Some(extend),
            ..Budget::default()
        };
        // After a black stone in the centre White's best replies come in mirror
        // images: the search stops only at the end of the extension or once one of
        // them has pulled clear of the rest.
        let game = game_from(
            ".........\n\
             .........\n\
             .........\n\
             .........\n\
             ....X....\n\
             .........\n\
             .........\n\
             .........\n\
             .........\n",
            7.5,
        );
        let mut s = Search::new(SearchParams::default(), 5);
        let summary = s.run(&game, Color::White, budget, &mut NoControl);
        assert!(summary.elapsed >= time, "{:?}", summary.elapsed);
        let (first, second) = (&summary.moves[0], &summary.moves[1]);
        let clear = first.visits as f32 >= CLEAR_LEAD * second.visits as f32
            && first.winrate >= second.winrate;
        assert!(
            clear || summary.elapsed >= time + extend,
            "stopped at {:?} with {} and {} visits",
            summary.elapsed,
            first.visits,
            second.visits
        );
        // Capturing five stones is clear from the start: no extension.
        let game = five_in_atari();
        let mut s = Search::new(SearchParams::default(), 5);
        let summary = s.run(&game, Color::Black, budget, &mut NoControl);
        assert!(
            summary.elapsed < time + Duration::from_millis(100),
            "{:?}",
            summary.elapsed
        );
    }

    #[test]
    fn earlier_moves_weigh_more_in_amaf() {
        // A node whose playout moves are trace entries 10..50.
        let w: Vec<u32> = [10, 20, 30, 40, 49]
            .iter()
            .map(|&first| amaf_weight(3, 10, first, 50))
            .collect();
        assert_eq!(w, [3, 3, 2, 1, 1]);
        assert!((10..50).all(|f| amaf_weight(0, 10, f, 50) == 1));
        // A search with the weighting counts more AMAF visits than playouts reach.
        let game = Game::new(9, 7.5, Rules::tromp_taylor());
        let mut weighted = Search::new(
            SearchParams {
                amaf_distance: 3,
                ..SearchParams::default()
            },
            1,
        );
        weighted.run(&game, Color::Black, Budget::playouts(2000), &mut NoControl);
        let mut plain = Search::new(SearchParams::default(), 1);
        plain.run(&game, Color::Black, Budget::playouts(2000), &mut NoControl);
        let amaf = |s: &Search| -> u64 {
            let root = s.arena.node(0).load();
            root.children()
                .map(|k| s.arena.node(k).load().amaf_visits as u64)
                .sum()
        };
        assert!(amaf(&weighted) > amaf(&plain) * 3 / 2);
    }

    #[test]
    fn nodes_stay_small() {
        assert_eq!(NODE_BYTES, 32);
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
    fn boosted_priors_favour_the_model_s_likely_moves() {
        let game = five_in_atari();
        let params = SearchParams {
            prior_visits: Some(14),
            prior_boost: Some(200.0),
            ..Default::default()
        };
        let recent = Recent::of_game(&game);
        let board = game.board();
        let mut rater = Rater::default();
        let children = expansion(board, Color::Black, &recent, None, &params, &mut rater);
        let stones: Vec<_> = children.iter().filter(|c| c.mv != PASS).collect();
        // Every move: 7 lost and 7 won even visits, then 200·sqrt(its chance) won ones.
        let mut strength = |p: Point| {
            let f = MoveFeatures::of(
                board,
                Move::Play(p),
                Color::Black,
                &recent,
                &mut rater.ladders,
            );
            Model::shared().strength(&f)
        };
        let total: f32 = stones.iter().map(|c| strength(Point(c.mv))).sum();
        for c in &stones {
            let boost = (200.0 * (strength(Point(c.mv)) / total).sqrt()).round() as u16;
            assert_eq!(
                (c.prior_visits, c.prior_wins),
                (14 + boost, 7 + boost),
                "{c:?}"
            );
        }
        // The capture is the likeliest move by far.
        let most = stones.iter().max_by_key(|c| c.prior_wins).unwrap();
        assert_eq!(most.mv, board.geometry().point(4, 3).0);
        assert!(most.prior_wins > 7 + 80, "{most:?}");
    }

    #[test]
    fn slow_moves_on_an_open_edge_start_with_lost_visits_on_big_boards() {
        let mut game = Game::new(19, 7.5, Rules::tromp_taylor());
        let geom = *game.board().geometry();
        // Black D4 (columns and rows from 0 at A1).
        game.play(Color::Black, Move::Play(geom.point(3, 3)))
            .unwrap();
        let prior = |params: &SearchParams, game: &Game, c: usize, r: usize| {
            let board = game.board();
            let children = expansion(
                board,
                Color::White,
                &Recent::of_game(game),
                None,
                params,
                &mut Rater::default(),
            );
            let code = board.geometry().point(c, r).0;
            let child = children.iter().find(|n| n.mv == code).unwrap();
            (child.prior_visits, child.prior_wins)
        };
        let with = SearchParams::default();
        let without = SearchParams {
            edge_penalty: Some(0),
            ..Default::default()
        };
        // K2 and A10 (second and first line, nothing near): 500 lost visits more.
        for (c, r) in [(9, 1), (0, 9)] {
            let (v, w) = prior(&without, &game, c, r);
            assert_eq!(prior(&with, &game, c, r), (v + 500, w), "{c},{r}");
        }
        // D2 (second line, two below the stone), K3 (third line), K10: as the model says.
        for (c, r) in [(3, 1), (9, 2), (9, 9)] {
            assert_eq!(prior(&with, &game, c, r), prior(&without, &game, c, r));
        }
        // 9x9 keeps the model's priors.
        let small = Game::new(9, 7.5, Rules::tromp_taylor());
        assert_eq!(prior(&with, &small, 4, 1), prior(&without, &small, 4, 1));
        assert_eq!(with.edge_penalty(9), 0);
        assert_eq!(with.edge_penalty(13), DEFAULT_EDGE_PENALTY);
    }

    /// From a game against Pachi, White to move: B9 takes the black stone at C9 (in
    /// atari) and wins, yet it does so badly in the playouts that a search led by priors
    /// and AMAF alone never visits it.
    fn stone_to_take_at_b9() -> Game {
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
    fn finds_the_stone_to_take_at_b9(params: SearchParams) {
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
    fn a_quiet_control_passes_stops_on_and_reports_nothing() {
        struct Counting {
            reports: usize,
            stop: bool,
        }
        impl SearchControl for Counting {
            fn should_stop(&mut self) -> bool {
                self.stop
            }
            fn report_every(&self) -> Option<Duration> {
                Some(Duration::ZERO)
            }
            fn report(&mut self, _: &Summary) {
                self.reports += 1;
            }
        }
        let game = Game::new(9, 7.5, Rules::tromp_taylor());
        let mut outer = Counting {
            reports: 0,
            stop: false,
        };
        let mut s = Search::new(SearchParams::default(), 1);
        s.run(&game, Color::Black, Budget::playouts(2000), &mut outer);
        assert!(outer.reports > 0);
        let before = outer.reports;
        let mut quiet = Quiet(&mut outer);
        assert!(quiet.report_every().is_none());
        let summary = s.run(&game, Color::Black, Budget::playouts(2000), &mut quiet);
        assert_eq!(summary.playouts, 2000);
        assert_eq!(outer.reports, before);
        outer.stop = true;
        assert!(Quiet(&mut outer).should_stop());
    }

    #[test]
    fn captures_and_ataris_are_marked_tactical() {
        let game = five_in_atari();
        let board = game.board();
        let recent = Recent::of_game(&game);
        let mut rater = Rater::default();
        let params = SearchParams::default();
        let children = expansion(board, Color::Black, &recent, None, &params, &mut rater);
        let opp = Color::White;
        for c in children.iter().filter(|c| c.mv != PASS) {
            let p = Point(c.mv);
            // Whether the move takes a White chain or leaves one a single liberty.
            let mut after = board.clone();
            after.play(Move::Play(p), Color::Black);
            let captures = board.would_capture(p, Color::Black);
            let ataris = after
                .neighbors(p)
                .into_iter()
                .any(|q| after.color(q) == opp && after.libs(q) == 1);
            assert_eq!(c.flags & TACTICAL != 0, captures || ataris, "{p:?}");
        }
        assert!(children.iter().any(|c| c.flags & TACTICAL != 0));
    }

    #[test]
    fn trusting_amaf_less_for_captures_finds_the_capture_amaf_alone_never_tries() {
        // A lower RAVE equivalence for captures and ataris finds the capture without
        // exploring every move.
        finds_the_stone_to_take_at_b9(SearchParams {
            tactical_equiv: 100.0,
            ..Default::default()
        });
    }

    #[test]
    fn captures_the_big_chain_in_atari() {
        let game = five_in_atari();
        let g = *game.board().geometry();
        let lib = game.board().atari_liberty(g.point(4, 5)).expect("in atari");
        assert_eq!(lib, g.point(4, 3));
        // Black takes the chain: at its liberty, or by the net beside it that leaves it
        // one liberty whatever White does.
        let net = g.point(5, 3);
        let (_, summary) = search(&game, Color::Black, 3000, 1);
        let best = summary.best().unwrap().mv;
        assert!(
            best == Move::Play(lib) || best == Move::Play(net),
            "{best:?}"
        );
        assert!(summary.best().unwrap().winrate > 0.8);
        // White to move cannot save them for long: a bad position.
        let (_, summary) = search(&game, Color::White, 3000, 1);
        assert!(summary.best().unwrap().winrate < 0.5);
    }

    #[test]
    fn exploration_finds_a_capture_that_amaf_alone_never_tries() {
        // A search led by priors and AMAF alone (`explore` 0, the default) never visits
        // the capture; a little exploration finds it.
        finds_the_stone_to_take_at_b9(SearchParams {
            explore: 0.02,
            ..Default::default()
        });
    }

    #[test]
    fn tree_is_reused_after_the_moves_played() {
        let mut game = Game::new(9, 7.5, Rules::tromp_taylor());
        let (mut s, first) = search(&game, Color::Black, 3000, 2);
        let best = first.best().unwrap().mv;
        game.play(Color::Black, best).unwrap();
        let reply = first.best().unwrap().pv.get(1).copied().unwrap();
        game.play(Color::White, reply).unwrap();
        let summary = s.run(&game, Color::Black, Budget::playouts(1), &mut NoControl);
        // The root already carries the visits of the old grandchild.
        assert!(summary.root_visits > 50, "{}", summary.root_visits);
    }

    #[test]
    fn superko_edges_are_never_chosen() {
        // A ko: White just captured at E5... set it up by play so the history knows.
        let mut game = game_from(
            ".....\n\
             ..XO.\n\
             .X.XO\n\
             ..XO.\n\
             .....\n",
            0.5,
        );
        let g = *game.board().geometry();
        // White captures at C3 (col 2, row 2): X at D3 is taken.
        game.play(Color::White, Move::Play(g.point(2, 2))).unwrap();
        let retake = Move::Play(g.point(3, 2));
        assert!(!game.is_legal(Color::Black, retake));
        for seed in 0..5 {
            let (_, summary) = search(&game, Color::Black, 500, seed);
            for m in &summary.moves {
                assert_ne!(m.mv, retake);
                assert!(game.is_legal(Color::Black, m.mv));
            }
        }
    }

    #[test]
    fn passing_with_dead_stones_in_own_area_is_seen_to_lose() {
        // Black owns the board but a white stone sits inside; White has passed.
        // Tromp-Taylor scores it as it stands: Black must capture before passing.
        let mut game = game_from(
            "XXXXX\n\
             X...X\n\
             X.O.X\n\
             X...X\n\
             XXXXX\n",
            24.5,
        );
        game.play(Color::White, Move::Pass).unwrap();
        // As it stands: Black 16 stones, White 1 stone, empty points reach both: B 16 - W 1.
        assert!(game.area_result().winner() == Some(Color::White));
        let (_, summary) = search(&game, Color::Black, 3000, 3);
        assert_ne!(summary.best().unwrap().mv, Move::Pass);
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
