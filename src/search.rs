//! The tree search: UCT with RAVE (AMAF) statistics over heavy playouts.
//!
//! How to read this module:
//! - The tree lives in one arena, [`Tree::nodes`]; a node's children sit side by side
//!   (`first_child .. first_child + n_children`), so a node is 36 bytes and no pointers.
//!   A node's statistics are from the point of view of the player who made its move.
//! - One *iteration* ([`Search::iterate`]): copy the root board, walk down choosing at
//!   each node the child with the highest RAVE value ([`Search::select`]), expand a
//!   leaf once it has been visited often enough (children get *priors* from cheap
//!   knowledge: captures, atari escapes, 3x3 shapes, self-ataris, distance to the last
//!   move, the empty edge), then finish with a heavy playout (`playout.rs`) and back up
//!   the result along the path, plus AMAF results for every child whose move the same
//!   player made later in the iteration.
//! - Superko is checked lazily: the first time an edge is taken, the position it
//!   leads to is looked up in the game's history and on the path; a repeating edge is
//!   marked illegal and never taken again. Root children are checked with the game's
//!   own legality test when they are created, so the chosen move is always legal.
//! - Two passes in a row end the game inside the tree. Under rules without dead-stone
//!   removal (Tromp-Taylor) such a leaf is scored exactly as the board stands, so the
//!   search itself learns that passing with dead opponent stones in its area loses.
//! - The tree is kept between moves: [`Search::reroot`] follows the moves played since
//!   and keeps the matching subtree (tree reuse).
//! - [`Search::run`] repeats iterations until the [`Budget`] or the [`SearchControl`]
//!   says stop, and sums the root up in a [`Summary`] (also used by analysis output).

use crate::board::Board;
use crate::game::Game;
use crate::pattern::PatternTable;
use crate::playout::{atari_replies, playout, FastRng, Policy};
use crate::point::{Color, Move, Point};
use crate::score::AreaScorer;
use std::time::{Duration, Instant};

/// How much one search may spend.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Budget {
    /// At most this many iterations (playouts).
    pub playouts: Option<u64>,
    /// At most this much time.
    pub time: Option<Duration>,
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
}

/// A control that never stops a search early and wants no reports.
pub struct NoControl;
impl SearchControl for NoControl {}

/// Tunable parameters of the search.
#[derive(Clone, Debug)]
pub struct SearchParams {
    /// Visits a leaf needs before it is expanded.
    pub expand_visits: u32,
    /// RAVE equivalence: the visits at which AMAF and real statistics weigh the same.
    pub rave_equiv: f32,
    /// UCB exploration constant (0 relies on priors and RAVE alone).
    pub explore: f32,
    /// Playout policy.
    pub policy: Policy,
    /// Largest arena, in nodes; beyond it leaves stop being expanded.
    pub max_nodes: usize,
    /// Collect per-point ownership from the playouts.
    pub ownership: bool,
}

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams {
            expand_visits: 8,
            rave_equiv: 3500.0,
            explore: 0.0,
            policy: Policy::Heavy,
            max_nodes: 16 << 20,
            ownership: false,
        }
    }
}

/// The move code of a pass inside the tree (point 0 is always off the board).
const PASS: u16 = 0;

/// Node flags.
const EXPANDED: u8 = 1;
/// The edge into this node has been checked for superko.
const CHECKED: u8 = 2;
/// The edge into this node repeats a position: never taken.
const ILLEGAL: u8 = 4;

/// One tree node (see the module guide).
#[derive(Clone, Copy, Debug, Default)]
struct Node {
    first_child: u32,
    visits: u32,
    /// Wins of the player who made `mv`, out of `visits`.
    wins: f32,
    amaf_visits: u32,
    amaf_wins: f32,
    /// Virtual experience from knowledge, counted in both real and AMAF statistics.
    prior_visits: f32,
    prior_wins: f32,
    mv: u16,
    n_children: u16,
    flags: u8,
}

impl Node {
    fn new(mv: u16, prior_visits: f32, prior_wins: f32) -> Node {
        Node {
            mv,
            prior_visits,
            prior_wins,
            ..Node::default()
        }
    }

    fn mv(&self) -> Move {
        if self.mv == PASS {
            Move::Pass
        } else {
            Move::Play(Point(self.mv))
        }
    }

    /// Real win rate (0.5 before any visit).
    fn winrate(&self) -> f32 {
        if self.visits == 0 {
            0.5
        } else {
            self.wins / self.visits as f32
        }
    }
}

/// Bytes per tree node, for the documentation and the notes.
pub const NODE_BYTES: usize = std::mem::size_of::<Node>();

/// Statistics of one root move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStat {
    pub mv: Move,
    pub visits: u32,
    /// Win rate of the player to move, 0..1.
    pub winrate: f32,
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
    /// Iterations run in this search.
    pub playouts: u64,
    /// Root visits including those reused from earlier searches.
    pub root_visits: u32,
    pub elapsed: Duration,
    /// Per point (board index): how often Black owned it at the end of a playout,
    /// minus how often White did, over `ownership_samples` (empty unless asked for).
    pub ownership: Vec<f32>,
}

impl Summary {
    /// The most visited move, if any.
    pub fn best(&self) -> Option<&MoveStat> {
        self.moves.first()
    }
}

/// The search tree with the position of its root.
struct Tree {
    nodes: Vec<Node>,
    /// The game the root stands for: moves and settings, to recognise it again.
    identity: RootIdentity,
}

/// What must match for a kept tree to be reused.
#[derive(Clone, Debug, PartialEq)]
struct RootIdentity {
    size: usize,
    komi: f64,
    rules: &'static str,
    setup: Vec<(Point, Color)>,
    moves: Vec<(Color, Move)>,
    to_move: Color,
}

impl RootIdentity {
    fn of(game: &Game, to_move: Color) -> RootIdentity {
        RootIdentity {
            size: game.size(),
            komi: game.komi(),
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
    tree: Option<Tree>,
    rng: FastRng,
    scorer: AreaScorer,
    board: Board,
    path: Vec<u32>,
    /// Position keys along the current path, for superko inside the tree.
    path_keys: Vec<u64>,
    /// Moves of the current iteration (tree then playout), passes left out.
    trace: Vec<(Point, Color)>,
    /// `trace.len()` when each path node was reached.
    trace_at: Vec<usize>,
    /// AMAF marks: for each point, the colour that played there first from the current
    /// depth on, valid where `amaf_stamp` equals `stamp`.
    amaf_color: Vec<Color>,
    amaf_stamp: Vec<u32>,
    stamp: u32,
    ownership: Vec<f32>,
    ownership_samples: u32,
    scratch: Vec<Point>,
}

impl Search {
    /// A searcher with its own seeded random stream.
    pub fn new(params: SearchParams, seed: u64) -> Search {
        Search {
            params,
            tree: None,
            rng: FastRng::new(seed),
            scorer: AreaScorer::default(),
            board: Board::new(2),
            path: Vec::new(),
            path_keys: Vec::new(),
            trace: Vec::new(),
            trace_at: Vec::new(),
            amaf_color: Vec::new(),
            amaf_stamp: Vec::new(),
            stamp: 0,
            ownership: Vec::new(),
            ownership_samples: 0,
            scratch: Vec::new(),
        }
    }

    /// Nodes in the arena now.
    pub fn tree_nodes(&self) -> usize {
        self.tree.as_ref().map_or(0, |t| t.nodes.len())
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
        let n_cells = game.board().geometry().array_len();
        self.amaf_color = vec![Color::Empty; n_cells];
        self.amaf_stamp = vec![0; n_cells];
        self.ownership = vec![0.0; n_cells];
        self.ownership_samples = 0;
        let mut playouts = 0u64;
        let mut last_poll = start;
        let mut last_report = start;
        let report_every = ctl.report_every();
        loop {
            if budget.playouts.is_some_and(|n| playouts >= n) {
                break;
            }
            let now = Instant::now();
            if budget.time.is_some_and(|t| now - start >= t) {
                break;
            }
            if now - last_poll >= Duration::from_millis(5) {
                last_poll = now;
                if ctl.should_stop() {
                    break;
                }
            }
            if let Some(every) = report_every {
                if now - last_report >= every {
                    last_report = now;
                    let summary = self.summary(game, playouts, start.elapsed());
                    ctl.report(&summary);
                }
            }
            // A root without children (no legal move but pass is always there) cannot
            // happen; a root that cannot grow further still gets playouts.
            self.iterate(game, to_move);
            playouts += 1;
        }
        self.summary(game, playouts, start.elapsed())
    }

    /// Keep the subtree for the current position if the kept tree's root is an earlier
    /// position of the same game; otherwise start a new tree.
    fn reroot(&mut self, game: &Game, to_move: Color) {
        let want = RootIdentity::of(game, to_move);
        let kept = self.tree.take().and_then(|tree| {
            let old = &tree.identity;
            let same_game = old.size == want.size
                && old.komi == want.komi
                && old.rules == want.rules
                && old.setup == want.setup
                && want.moves.len() >= old.moves.len()
                && want.moves[..old.moves.len()] == old.moves[..];
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
                let n = tree.nodes[node];
                let code = match mv {
                    Move::Pass => PASS,
                    Move::Play(p) => p.0,
                };
                let children =
                    n.first_child as usize..(n.first_child + n.n_children as u32) as usize;
                node = children
                    .filter(|_| n.flags & EXPANDED != 0)
                    .find(|&k| tree.nodes[k].mv == code)?;
                color = color.opponent();
            }
            if color != to_move {
                return None;
            }
            Some(compact(&tree.nodes, node, want.clone()))
        });
        self.tree = Some(kept.unwrap_or_else(|| Tree {
            nodes: vec![Node::new(PASS, 0.0, 0.0)],
            identity: want,
        }));
        // The root's children are always made here and checked with full legality.
        let tree = self.tree.as_mut().unwrap();
        if tree.nodes[0].flags & EXPANDED == 0 {
            let board = game.board().clone();
            let last = game.moves().last().map_or(Move::Pass, |m| m.1);
            let mut nodes = std::mem::take(&mut tree.nodes);
            self.expand(&mut nodes, 0, &board, to_move, last, Some(game));
            self.tree.as_mut().unwrap().nodes = nodes;
        }
    }

    /// One iteration: descend, expand, play out, back up.
    fn iterate(&mut self, game: &Game, root_color: Color) {
        let mut nodes = std::mem::take(&mut self.tree.as_mut().unwrap().nodes);
        self.board.copy_from(game.board());
        self.path.clear();
        self.path_keys.clear();
        self.trace.clear();
        self.trace_at.clear();
        self.path.push(0);
        self.trace_at.push(0);
        let mut color = root_color;
        let mut passes = game.consecutive_passes();
        let mut last = game.moves().last().map_or(Move::Pass, |m| m.1);
        let mut node = 0usize;
        let mut game_over = false;
        loop {
            let n = nodes[node];
            if n.flags & EXPANDED == 0 {
                if n.visits < self.params.expand_visits || nodes.len() >= self.params.max_nodes {
                    break;
                }
                let board = self.board.clone();
                self.expand(&mut nodes, node, &board, color, last, None);
            }
            let Some(child) = self.select(&mut nodes, node, color, game) else {
                break;
            };
            let code = nodes[child].mv;
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
            self.path.push(child as u32);
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
                last,
                self.params.policy,
                &mut self.rng,
                &mut self.scorer,
                &mut self.trace,
            )
            .score
        };
        if self.params.ownership {
            self.record_ownership();
        }
        let black_won = score.margin(game.komi()) > 0.0;
        self.backup(&mut nodes, root_color, black_won);
        self.tree.as_mut().unwrap().nodes = nodes;
    }

    /// The child of `node` to descend into for `color`, or None if it has none left.
    /// Takes the edge's superko check the first time it is chosen.
    fn select(
        &mut self,
        nodes: &mut [Node],
        node: usize,
        color: Color,
        game: &Game,
    ) -> Option<usize> {
        let n = nodes[node];
        let first = n.first_child as usize;
        let parent_visits = (n.visits as f32 + 1.0).ln();
        loop {
            let mut best = None;
            let mut best_value = f32::NEG_INFINITY;
            let children = &nodes[first..first + n.n_children as usize];
            for (k, c) in children.iter().enumerate() {
                if c.flags & ILLEGAL != 0 {
                    continue;
                }
                let value = self.rave_value(c, parent_visits);
                if value > best_value {
                    best_value = value;
                    best = Some(first + k);
                }
            }
            let k = best?;
            if nodes[k].flags & CHECKED != 0 || nodes[k].mv == PASS {
                return Some(k);
            }
            nodes[k].flags |= CHECKED;
            let p = Point(nodes[k].mv);
            let hash = self.board.hash_after(p, color);
            let key = game.position_key(hash, color.opponent());
            if !game.repeats(hash, color.opponent()) && !self.path_keys.contains(&key) {
                return Some(k);
            }
            nodes[k].flags |= ILLEGAL;
        }
    }

    /// The RAVE-blended value of child `c`, with an optional UCB exploration term.
    #[inline]
    fn rave_value(&self, c: &Node, ln_parent: f32) -> f32 {
        let n = c.visits as f32 + c.prior_visits;
        let q = (c.wins + c.prior_wins) / n.max(1e-3);
        let an = c.amaf_visits as f32 + c.prior_visits;
        let aq = (c.amaf_wins + c.prior_wins) / an.max(1e-3);
        let beta = an / (an + n + n * an / self.params.rave_equiv);
        let mut v = (1.0 - beta) * q + beta * aq;
        if self.params.explore > 0.0 {
            v += self.params.explore * (ln_parent / (c.visits as f32 + 1.0)).sqrt();
        }
        v
    }

    /// Give `node` (position `board`, `color` to move, after `last`) its children with
    /// priors. With `game` (the root), each child is checked with full legality.
    fn expand(
        &mut self,
        nodes: &mut Vec<Node>,
        node: usize,
        board: &Board,
        color: Color,
        last: Move,
        game: Option<&Game>,
    ) {
        let table = PatternTable::shared();
        let first = nodes.len() as u32;
        // Points next to a chain in atari around the last move: captures and escapes.
        let mut urgent = std::mem::take(&mut self.scratch);
        urgent.clear();
        if let Move::Play(l) = last {
            if board.color(l).is_stone() {
                atari_replies(board, color, l, &mut urgent);
            }
        }
        let size = board.size();
        let geom = *board.geometry();
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
            // Priors as virtual (visits, wins) for the mover.
            let mut pv = 10.0f32;
            let mut pw = 5.0f32;
            if urgent.contains(&p) {
                pv += 20.0;
                pw += 20.0;
            } else if board.would_capture(p, color) {
                pv += 10.0;
                pw += 10.0;
            }
            if board.is_self_atari(p, color) {
                pv += 10.0;
            } else if table.matches(board, p) {
                pv += 10.0;
                pw += 10.0;
            }
            if let Move::Play(l) = last {
                let (lc, lr) = geom.coords(l);
                let (pc, pr) = geom.coords(p);
                let d = lc.abs_diff(pc) + lr.abs_diff(pr) + lc.abs_diff(pc).max(lr.abs_diff(pr));
                // Distance 2 is adjacent, 3 diagonal, 4 one-point jump.
                let bonus = match d {
                    2 | 3 => 10.0,
                    4 => 5.0,
                    _ => 0.0,
                };
                pv += bonus;
                pw += bonus;
            }
            let (pc, pr) = geom.coords(p);
            let line = pc.min(pr).min(size - 1 - pc).min(size - 1 - pr);
            if size >= 9 && line <= 2 && empty_around(board, p, 3) {
                if line <= 1 {
                    pv += 10.0; // first and second line in open space: slow
                } else {
                    pv += 10.0;
                    pw += 10.0; // third line in open space: good
                }
            }
            nodes.push(Node::new(p.0, pv, pw));
        }
        // Passing: judged like an average move; the tree finds its value.
        nodes.push(Node::new(PASS, 10.0, 5.0));
        let count = (nodes.len() as u32 - first) as u16;
        let n = &mut nodes[node];
        n.first_child = first;
        n.n_children = count;
        n.flags |= EXPANDED;
        self.scratch = urgent;
    }

    /// Back the result up the path, with AMAF updates for the children of every node.
    fn backup(&mut self, nodes: &mut [Node], root_color: Color, black_won: bool) {
        let winner = if black_won {
            Color::Black
        } else {
            Color::White
        };
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.amaf_stamp.fill(0);
            self.stamp = 1;
        }
        let mut j = self.trace.len();
        for depth in (0..self.path.len()).rev() {
            let idx = self.path[depth] as usize;
            // The node's move was made by the colour not to move at it.
            let to_move = if depth % 2 == 0 {
                root_color
            } else {
                root_color.opponent()
            };
            let mover = to_move.opponent();
            let node = &mut nodes[idx];
            node.visits += 1;
            if winner == mover {
                node.wins += 1.0;
            }
            // Mark the moves from this depth on, the earliest one winning each point.
            while j > self.trace_at[depth] {
                j -= 1;
                let (p, c) = self.trace[j];
                self.amaf_color[p.idx()] = c;
                self.amaf_stamp[p.idx()] = self.stamp;
            }
            let n = nodes[idx];
            if n.flags & EXPANDED == 0 {
                continue;
            }
            let won = (winner == to_move) as u32 as f32;
            for child in
                &mut nodes[n.first_child as usize..(n.first_child + n.n_children as u32) as usize]
            {
                let i = child.mv as usize;
                if child.mv != PASS
                    && self.amaf_stamp[i] == self.stamp
                    && self.amaf_color[i] == to_move
                {
                    child.amaf_visits += 1;
                    child.amaf_wins += won;
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

    /// The root's moves with statistics and principal variations.
    fn summary(&self, game: &Game, playouts: u64, elapsed: Duration) -> Summary {
        let tree = self.tree.as_ref().unwrap();
        let nodes = &tree.nodes;
        let root = nodes[0];
        let children =
            &nodes[root.first_child as usize..(root.first_child + root.n_children as u32) as usize];
        let prior_total: f32 = children.iter().map(|c| c.prior_wins).sum::<f32>().max(1e-3);
        let mut moves: Vec<MoveStat> = children
            .iter()
            .enumerate()
            .filter(|(_, c)| c.visits > 0 && c.flags & ILLEGAL == 0)
            .map(|(k, c)| {
                let wr = c.winrate();
                let n = c.visits as f32;
                MoveStat {
                    mv: c.mv(),
                    visits: c.visits,
                    winrate: wr,
                    prior: c.prior_wins / prior_total,
                    lcb: (wr - 1.96 * (wr * (1.0 - wr) / n).sqrt()).max(0.0),
                    pv: principal_variation(nodes, root.first_child as usize + k),
                }
            })
            .collect();
        moves.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then(b.winrate.total_cmp(&a.winrate))
        });
        let ownership = if self.ownership_samples > 0 {
            let s = self.ownership_samples as f32;
            self.ownership.iter().map(|v| v / s).collect()
        } else {
            Vec::new()
        };
        let _ = game;
        Summary {
            moves,
            playouts,
            root_visits: root.visits,
            elapsed,
            ownership,
        }
    }
}

/// The most visited line from node `start` down.
fn principal_variation(nodes: &[Node], start: usize) -> Vec<Move> {
    let mut pv = vec![nodes[start].mv()];
    let mut node = nodes[start];
    while node.flags & EXPANDED != 0 && pv.len() < 30 {
        let children =
            &nodes[node.first_child as usize..(node.first_child + node.n_children as u32) as usize];
        let Some(best) = children
            .iter()
            .filter(|c| c.visits > 0 && c.flags & ILLEGAL == 0)
            .max_by_key(|c| c.visits)
        else {
            break;
        };
        pv.push(best.mv());
        node = *best;
    }
    pv
}

/// Copy the subtree under `root` into a fresh arena (root at index 0).
fn compact(nodes: &[Node], root: usize, identity: RootIdentity) -> Tree {
    let mut out = Vec::with_capacity(nodes.len() / 2);
    out.push(nodes[root]);
    // Breadth first: each expanded node's children are copied as one block.
    let mut next = 0;
    while next < out.len() {
        let n = out[next];
        if n.flags & EXPANDED != 0 {
            let first = out.len() as u32;
            let from = n.first_child as usize;
            out.extend_from_slice(&nodes[from..from + n.n_children as usize]);
            out[next].first_child = first;
        }
        next += 1;
    }
    // The old root's superko checks were made against another history: redo them.
    for n in out.iter_mut() {
        n.flags &= !(CHECKED | ILLEGAL);
    }
    Tree {
        nodes: out,
        identity,
    }
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
    use crate::rules::Rules;

    /// A game whose starting position is the ASCII diagram.
    fn game_from(diagram: &str, komi: f64) -> Game {
        let board = Board::from_ascii(diagram).unwrap();
        let mut game = Game::new(board.size(), komi, Rules::tromp_taylor());
        game.setup(&board.stones(), false).unwrap();
        game
    }

    fn search(game: &Game, c: Color, playouts: u64, seed: u64) -> (Search, Summary) {
        let mut s = Search::new(SearchParams::default(), seed);
        let budget = Budget {
            playouts: Some(playouts),
            time: None,
        };
        let summary = s.run(game, c, budget, &mut NoControl);
        (s, summary)
    }

    #[test]
    fn nodes_stay_small() {
        assert_eq!(NODE_BYTES, 36);
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
    fn captures_the_big_chain_in_atari() {
        // White's five stones have one liberty, at E4.
        let game = game_from(
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
        );
        let g = *game.board().geometry();
        let lib = game.board().atari_liberty(g.point(4, 5)).expect("in atari");
        assert_eq!(lib, g.point(4, 3));
        let (_, summary) = search(&game, Color::Black, 3000, 1);
        assert_eq!(summary.best().unwrap().mv, Move::Play(lib));
        assert!(summary.best().unwrap().winrate > 0.8);
        // White to move cannot save them for long: a bad position.
        let (_, summary) = search(&game, Color::White, 3000, 1);
        assert!(summary.best().unwrap().winrate < 0.5);
    }

    #[test]
    fn tree_is_reused_after_the_moves_played() {
        let mut game = Game::new(9, 7.5, Rules::tromp_taylor());
        let (mut s, first) = search(&game, Color::Black, 3000, 2);
        let best = first.best().unwrap().mv;
        game.play(Color::Black, best).unwrap();
        let reply = first.best().unwrap().pv.get(1).copied().unwrap();
        game.play(Color::White, reply).unwrap();
        let summary = s.run(
            &game,
            Color::Black,
            Budget {
                playouts: Some(1),
                time: None,
            },
            &mut NoControl,
        );
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
}
