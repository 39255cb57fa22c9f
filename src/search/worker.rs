//! One search thread's work: an iteration walks down from the root choosing children
//! by their RAVE value (`rave.rs`), checks superko lazily on the edges it takes,
//! expands a leaf visited often enough (`prior.rs`), plays a heavy playout from it,
//! and backs the result up the path with AMAF updates for the children of every node
//! on it.

use super::prior::{expansion, net_reprior, rating_flags, MoveRater};
use super::rave::Rave;
use super::summary::{ScoreTally, WorkerTallies};
use super::tree::{NodeData, CHECKED, EXPANDED, EXPANDING, ILLEGAL, NET_RATED, PASS};
use super::RunState;
use crate::core::board::Board;
use crate::core::point::{Color, Move, Point};
use crate::core::score::AreaScorer;
use crate::knowledge::features::Recent;
use crate::playout::{black_won_by_score, playout, FastRng, ScoreRamp};
use std::sync::atomic::Ordering::Relaxed;

/// One thread's scratch space and random stream.
pub(super) struct Worker {
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
    pub(super) ownership: Vec<f32>,
    pub(super) ownership_samples: u32,
    /// Final scores of this search's playouts, by root child (index from the first).
    pub(super) root_scores: Vec<ScoreTally>,
    /// Scratch for rating the moves of a new node.
    rater: MoveRater,
    /// The sum and count of this search's finished playouts' margins for Black (at the
    /// komi played for), the centre of a centred score ramp (kept only for one).
    margin_sum: f64,
    margin_count: u32,
}

impl Worker {
    pub(super) fn new(seed: u64) -> Worker {
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
            rater: MoveRater::default(),
            margin_sum: 0.0,
            margin_count: 0,
        }
    }

    /// Size the per-point arrays for a board of `n_cells` and clear the ownership and
    /// the counts.
    pub(super) fn prepare(&mut self, n_cells: usize, root_children: usize) {
        self.root_scores = vec![ScoreTally::default(); root_children];
        self.amaf_mark = vec![0; n_cells];
        self.amaf_first = vec![0; n_cells];
        // A node has at most one child a point, and a pass.
        self.amaf_hits = vec![0; n_cells + 1];
        self.stamp = 0;
        self.ownership = vec![0.0; n_cells];
        self.ownership_samples = 0;
        self.margin_sum = 0.0;
        self.margin_count = 0;
        self.rater.net_evaluations = 0;
    }

    /// One iteration: descend, expand, play out, back up. False once the playout
    /// budget is spent.
    pub(super) fn iterate(&mut self, shared: &RunState) -> bool {
        if shared.started.fetch_add(1, Relaxed) >= shared.max_playouts.unwrap_or(u64::MAX) {
            return false;
        }
        let arena = shared.arena;
        let game = shared.game;
        let size = game.board().size();
        let net_visits = shared.params.net_visits(size);
        self.board.copy_from(game.board());
        self.path.clear();
        self.path_keys.clear();
        self.trace.clear();
        self.trace_at.clear();
        self.path.push(0);
        self.trace_at.push(0);
        arena.node(0).add_visit();
        let mut color = shared.root_color;
        let mut passes = game.consecutive_passes();
        let mut last = game.recent_move(0).unwrap_or(Move::Pass);
        let mut before = game.recent_move(1);
        let mut node = 0usize;
        let mut game_over = false;
        loop {
            let mut n = arena.node(node).load();
            if n.flags & EXPANDED == 0 {
                // Expand a leaf visited often enough, if the arena has room and no
                // other thread is at it; otherwise play out from here.
                if n.visits <= shared.params.expand_visits
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
                    self.path.len() - 1,
                    shared.params,
                    &mut self.rater,
                );
                let flags = rating_flags(shared.params, self.path.len() - 1, size);
                match arena.alloc(&children) {
                    Some(first) => {
                        arena
                            .node(node)
                            .publish_children(first, children.len() as u16, flags)
                    }
                    None => break,
                }
                n = arena.node(node).load();
            } else if n.visits >= net_visits
                && net_visits > 0
                && n.flags & NET_RATED == 0
                // The root's block never moves: root scores index it (`root_first`).
                && node != 0
                && shared.params.net_at(0, size).is_some()
                && arena.has_room(400)
                && arena.node(node).claim_net_rating()
            {
                let recent = Recent {
                    last: Some(last),
                    before,
                };
                self.net_rate(shared, node, &n, color, &recent);
                n = arena.node(node).load();
            }
            let Some(child) = self.select(shared, &n, color) else {
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
        // A playout the mercy rule ended has a sure winner but an unfinished board: its
        // empty points count by the regions they reach, and the root's score tallies
        // count its win and leave out its margin.
        let (score, merciful) = if game_over && !game.rules().dead_stone_removal {
            (self.scorer.score(&self.board), false)
        } else {
            let out = playout(
                &mut self.board,
                color,
                [before.unwrap_or(Move::Pass), last],
                shared.params.policy,
                &mut self.rng,
                &mut self.scorer,
                &mut self.trace,
            );
            (out.score, out.mercy)
        };
        if shared.params.ownership {
            self.record_ownership(merciful);
        }
        let margin = score.margin(shared.komi);
        let play_margin = score.margin(shared.play_komi);
        let black_won = black_won_by_score(
            play_margin,
            shared.params.score_weight as f64,
            self.score_ramp(shared),
            &mut self.rng,
        );
        if shared.params.score_centred && !merciful {
            self.margin_sum += play_margin;
            self.margin_count += 1;
        }
        if let Some(tally) = self.path.get(1).and_then(|&child| {
            self.root_scores
                .get_mut(child.wrapping_sub(shared.root_first))
        }) {
            tally.record(margin, !merciful);
        }
        self.backup(shared, black_won);
        true
    }

    /// Give the children of `node` (snapshot `n`, at `self.board` with `color` to
    /// move), rated by the move model, the network's priors: a new block of the same
    /// children, their statistics and subtrees kept, in the widening order of the new
    /// priors. If the arena is full the node keeps the model's.
    fn net_rate(
        &mut self,
        shared: &RunState,
        node: usize,
        n: &NodeData,
        color: Color,
        recent: &Recent,
    ) {
        let arena = shared.arena;
        let mut children: Vec<NodeData> = arena
            .children(n)
            .iter()
            .map(|c| {
                let mut d = c.load();
                // A child another thread is expanding now stays a leaf in the copy.
                if d.flags & EXPANDED == 0 {
                    d.flags &= !EXPANDING;
                }
                d
            })
            .collect();
        net_reprior(
            &self.board,
            color,
            recent,
            shared.params,
            &mut self.rater,
            &mut children,
        );
        if let Some(first) = arena.alloc(&children) {
            arena.node(node).republish_children(first);
        }
    }

    /// How this playout's margin counts in its result, with a score weight.
    fn score_ramp(&self, shared: &RunState) -> ScoreRamp {
        let geometry = self.board.geometry();
        if !shared.params.score_centred {
            return ScoreRamp::quarter_of(geometry.area());
        }
        ScoreRamp::Centred {
            centre: self.margin_sum / self.margin_count.max(1) as f64,
            scale: geometry.size as f64,
        }
    }

    /// The child of node `n` to descend into for `color`, or None if it has none
    /// left. Takes the edge's superko check the first time it is chosen.
    fn select(&mut self, shared: &RunState, n: &NodeData, color: Color) -> Option<usize> {
        let arena = shared.arena;
        let rave = Rave::at(shared.params, n);
        let depth = self.path.len() - 1;
        let filtered = !shared.filter.is_empty();
        // With progressive widening only the first `window` children in play (best
        // prior first) and the pass (always last) are weighed.
        let window = shared
            .params
            .widening_window(shared.game.board().size(), n.visits);
        loop {
            // The best value so far as a fraction, compared by cross-multiplying
            // (denominators are positive): no division in the loop.
            let mut best = None;
            let (mut best_num, mut best_den) = (f32::NEG_INFINITY, 1.0);
            let children = arena.children(n);
            let mut weighed = 0;
            for (i, node) in children.iter().enumerate() {
                if weighed >= window && i + 1 < children.len() {
                    continue;
                }
                let child = node.load();
                if child.flags & ILLEGAL != 0
                    || (filtered && !shared.filter.permits(color, child.mv(), depth))
                {
                    continue;
                }
                weighed += 1;
                let (num, den) = rave.fraction(&child);
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
            let key = shared.game.position_key(hash, color.opponent());
            if !shared.game.repeats(hash, color.opponent()) && !self.path_keys.contains(&key) {
                return Some(k);
            }
            child.set_flags(ILLEGAL);
        }
    }

    /// Back the result up the path, with AMAF updates for the children of every node.
    fn backup(&mut self, shared: &RunState, black_won: bool) {
        let arena = shared.arena;
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
        let spread = shared.params.amaf_distance(shared.game.board().size());
        let mut j = self.trace.len();
        for depth in (0..self.path.len()).rev() {
            let idx = self.path[depth];
            // The node's move was made by the colour not to move at it.
            let to_move = if depth % 2 == 0 {
                shared.root_color
            } else {
                shared.root_color.opponent()
            };
            if winner == to_move.opponent() {
                arena.node(idx).add_win();
            }
            // Mark the moves from this depth on, the earliest one winning each point
            // (and, for weighting by distance only, where it came).
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

    /// Count who owns each point at the end of the playout just played; on the
    /// unfinished board of a `merciful` one, by the regions its empty points reach.
    fn record_ownership(&mut self, merciful: bool) {
        self.ownership_samples += 1;
        if merciful {
            self.scorer.add_owners(&self.board, &mut self.ownership);
            return;
        }
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
    }
}

/// The AMAF weight of a move first played at trace index `first`, for a node whose
/// moves run from index `start` to the trace's end `len`: 1 + `spread` times the share
/// of those moves still to come after it, rounded down.
pub(super) fn amaf_weight(spread: u32, start: usize, first: usize, len: usize) -> u32 {
    1 + (spread as usize * (len - first) / (len - start + 1)) as u32
}

/// The sums of the workers' tallies.
pub(super) fn summed_tallies(main: &Worker, helpers: &[Worker]) -> WorkerTallies {
    let mut total = WorkerTallies {
        ownership: main.ownership.clone(),
        samples: main.ownership_samples,
        root_scores: main.root_scores.clone(),
        net_evaluations: main.rater.net_evaluations,
    };
    for w in helpers {
        for (t, v) in total.ownership.iter_mut().zip(&w.ownership) {
            *t += v;
        }
        total.samples += w.ownership_samples;
        total.net_evaluations += w.rater.net_evaluations;
        for (t, v) in total.root_scores.iter_mut().zip(&w.root_scores) {
            t.add(v);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::*;

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
                amaf_distance: Some(3),
                ..SearchParams::default()
            },
            1,
        );
        weighted.run(&game, Color::Black, Budget::playouts(2000), &mut NoControl);
        let mut plain = Search::new(
            SearchParams {
                amaf_distance: Some(0),
                ..SearchParams::default()
            },
            1,
        );
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
    fn widening_weighs_only_the_likeliest_children() {
        let game = Game::new(13, 7.5, Rules::tromp_taylor());
        let visited = |params: &SearchParams| -> (Vec<NodeData>, u32) {
            let mut s = Search::new(params.clone(), 1);
            s.run(&game, Color::Black, Budget::playouts(4000), &mut NoControl);
            let root = s.arena.node(0).load();
            let kids = root.children().map(|k| s.arena.node(k).load()).collect();
            (kids, root.visits)
        };
        let widened = SearchParams {
            widen: Some(400.0),
            ..SearchParams::default()
        };
        let (kids, visits) = visited(&widened);
        // Best prior first, the pass last.
        let moves = &kids[..kids.len() - 1];
        let rate = crate::search::prior::prior_rate;
        assert!(moves.windows(2).all(|w| rate(&w[0]) >= rate(&w[1])));
        assert_eq!(kids.last().unwrap().mv, PASS);
        // Two children at first, one more each time the visits grow by 40%.
        assert_eq!(widened.widening_window(13, 0), 2);
        assert_eq!(widened.widening_window(13, 200), 3);
        assert_eq!(widened.widening_window(13, 4000), 9);
        // By default only from 19x19 up.
        let default = SearchParams::default();
        assert_eq!(default.widening_window(13, 4000), usize::MAX);
        assert_eq!(default.widening_window(19, 0), 2);
        assert!(default.widening_window(19, 4000) < 20);
        let off = SearchParams {
            widen: Some(0.0),
            ..SearchParams::default()
        };
        assert_eq!(off.widening_window(19, 4000), usize::MAX);
        // Only the window's children were ever chosen.
        let window = widened.widening_window(13, visits);
        assert!(window < moves.len() / 4, "{window}");
        let chosen = |kids: &[NodeData]| kids.iter().filter(|c| c.visits > 0).count();
        assert!(moves[window..].iter().all(|c| c.visits == 0));
        assert!(chosen(moves) > window / 2);
        // Without widening this search spreads wider.
        let (plain, _) = visited(&SearchParams::default());
        assert!(chosen(&plain) > window, "{} {window}", chosen(&plain));
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
        // As it stands: Black 16 stones, White 1 stone, empty points reach both:
        // B 16 - W 1.
        assert!(game.area_result().winner() == Some(Color::White));
        let (_, summary) = search(&game, Color::Black, 3000, 3);
        assert_ne!(summary.best().unwrap().mv, Move::Pass);
    }

    #[test]
    fn a_node_with_enough_visits_gets_the_network_s_priors() {
        let net = Some(std::sync::Arc::new(
            crate::knowledge::policy_net::PolicyNet::shared().clone(),
        ));
        let params = |net_visits| SearchParams {
            net: net.clone(),
            use_net: Some(true),
            net_visits: Some(net_visits),
            ..Default::default()
        };
        let mut game = Game::new(9, 7.5, Rules::tromp_taylor());
        // The (move, priors) of the children of the root's most visited child, its
        // flags, and its children's visits.
        let after_search = |net_visits| {
            let mut s = Search::new(params(net_visits), 5);
            s.run(&game, Color::Black, Budget::playouts(3000), &mut NoControl);
            let root = s.arena.node(0).load();
            let best = root
                .children()
                .map(|k| s.arena.node(k).load())
                .max_by_key(|c| c.visits)
                .unwrap();
            let children: Vec<NodeData> =
                s.arena.children(&best).iter().map(|c| c.load()).collect();
            let mut priors: Vec<(u16, u16, u16)> = children
                .iter()
                .map(|c| (c.mv, c.prior_visits, c.prior_wins))
                .collect();
            priors.sort();
            let visits: u32 = children.iter().map(|c| c.visits).sum();
            (best.mv(), best.flags, best.visits, priors, visits)
        };
        let (mv, flags, visits, rated, below) = after_search(50);
        assert_ne!(flags & NET_RATED, 0);
        // Its children kept the visits they had before the network rated them.
        assert!(below + 10 >= visits, "{below} of {visits}");
        // Without --net-visits an inner node keeps the move model's priors.
        let (_, flags, _, _, _) = after_search(0);
        assert_eq!(flags & NET_RATED, 0);
        // The network's priors are those a root expanded at that position gets.
        game.play(Color::Black, mv).unwrap();
        let mut fresh = Search::new(params(0), 5);
        fresh.reroot(&game, Color::White);
        let root = fresh.arena.node(0).load();
        let mut want: Vec<(u16, u16, u16)> = root
            .children()
            .map(|k| fresh.arena.node(k).load())
            .map(|c| (c.mv, c.prior_visits, c.prior_wins))
            .collect();
        want.sort();
        assert_eq!(rated, want);
    }
}
