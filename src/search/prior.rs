//! The children of a new node and their priors: the legal moves that are no own eye
//! and no multi-stone suicide, each starting with prior experience from the move model
//! (from 13x13 up raised where the corner book knows strong players' answers; or, with
//! `--model-priors false`, from hand-made knowledge), and a pass. With `--net` the
//! policy network's chances take the place of the model's at the root (and down to
//! `--net-depth`).

use super::tree::{NodeData, NET_RATED, PASS, TACTICAL};
use super::SearchParams;
use crate::core::board::Board;
use crate::core::game::Game;
use crate::core::point::{Color, Move, Point};
use crate::knowledge::features::Recent;
use crate::knowledge::joseki::{raised, Joseki};
use crate::knowledge::ladder::LadderReader;
use crate::knowledge::model::Model;
use crate::knowledge::net_input::{captures_or_ataris, Encoder};
use crate::knowledge::pattern::PatternTable;
use crate::knowledge::policy_net::{NetScratch, PolicyNet};
use crate::playout::atari_replies;

/// Scratch space for rating the moves of a new node, and the count of the policy
/// network evaluations made with it (the search sums them over its raters).
#[derive(Default)]
pub(super) struct MoveRater {
    pub(super) net_evaluations: u64,
    ladders: LadderReader,
    points: Vec<Point>,
    strengths: Vec<f32>,
    encoder: Encoder,
    net_scratch: NetScratch,
    input: Vec<f32>,
}

/// The children of a node `depth` moves below the root at position `board`, with
/// `color` to move after `recent`, with priors. With `game` (the root), each child is
/// checked with full legality. With a network, nodes above `params.net_depth` get its
/// priors.
pub(super) fn expansion(
    board: &Board,
    color: Color,
    recent: &Recent,
    game: Option<&Game>,
    depth: usize,
    params: &SearchParams,
    rater: &mut MoveRater,
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
        if let Some(net) = params.net_at(depth, board.size()) {
            // The network's input already holds the model's tactics of every move.
            rater.net_strengths(board, color, recent, net);
            let (geom, area) = (board.geometry(), board.size() * board.size());
            for &p in &rater.points {
                let tactical = captures_or_ataris(&rater.input, area, geom.dense_index(p));
                children.push(model_child(p, tactical));
            }
        } else {
            rater.strengths.clear();
            for &p in &rater.points {
                let f = model.features(board, p, color, recent, &mut rater.ladders);
                rater.strengths.push(model.strength(&f));
                children.push(model_child(p, f.is_capture_or_atari()));
            }
        }
        assign_priors(board, color, recent, params, rater, &mut children);
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
    order_for_widening(params, board.size(), &mut children);
    // Passing: judged like an average move; the tree finds its value. Always last.
    children.push(NodeData::child(PASS, 10, 5));
    children
}

/// The flags a node `depth` moves below the root is published with when
/// [`expansion`] rated its children: [`NET_RATED`] where the network did.
pub(super) fn rating_flags(params: &SearchParams, depth: usize, size: usize) -> u8 {
    if params.net_at(depth, size).is_some() {
        NET_RATED
    } else {
        0
    }
}

/// A child at `p` whose priors `assign_priors` sets, flagged [`TACTICAL`] if it
/// captures or gives atari.
fn model_child(p: Point, tactical: bool) -> NodeData {
    let mut child = NodeData::child(p.0, 0, 0);
    if tactical {
        child.flags |= TACTICAL;
    }
    child
}

/// Model priors for `children`, which match `rater.points` one for one, from the
/// strengths in `rater.strengths`: the corner book raises the answers strong players
/// chose, then each move gets `even` visits at one half and `boost`·sqrt(p) won visits
/// for its share p of the total strength (and lost visits on an open edge).
fn assign_priors(
    board: &Board,
    color: Color,
    recent: &Recent,
    params: &SearchParams,
    rater: &mut MoveRater,
    children: &mut [NodeData],
) {
    let weight = params.joseki_weight(board.size());
    if let (Some(Move::Play(last)), true) = (recent.last, weight > 0.0) {
        for (p, share) in Joseki::shared().answers(board, last, color) {
            if let Some(k) = rater.points.iter().position(|&q| q == p) {
                rater.strengths[k] = raised(rater.strengths[k], weight, share);
            }
        }
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
}

impl MoveRater {
    /// Replace the strengths of `self.points` by the policy network's chances.
    fn net_strengths(&mut self, board: &Board, color: Color, recent: &Recent, net: &PolicyNet) {
        self.encoder
            .encode(board, color, recent, Model::shared(), &mut self.input);
        let chances = net.chances(&self.input, board.size(), &mut self.net_scratch);
        self.net_evaluations += 1;
        let geom = board.geometry();
        self.strengths.clear();
        for &p in &self.points {
            // A floor keeps every move's share above zero, as the model's strengths are.
            self.strengths.push(chances[geom.dense_index(p)].max(1e-7));
        }
    }
}

/// Give `children`, rated by the move model, the policy network's priors, as a node
/// expanded with the network gets, and restore the widening order (best prior first,
/// the pass last). Their visits and subtrees are kept. For a root kept from the last
/// search, and for a node that reached `--net-visits` visits.
pub(super) fn net_reprior(
    board: &Board,
    color: Color,
    recent: &Recent,
    params: &SearchParams,
    rater: &mut MoveRater,
    children: &mut [NodeData],
) {
    let Some(net) = params.net_at(0, board.size()) else {
        return;
    };
    let (mut moves, mut pass): (Vec<NodeData>, Vec<NodeData>) =
        children.iter().partition(|c| c.mv != PASS);
    rater.points = moves.iter().map(|c| Point(c.mv)).collect();
    rater.net_strengths(board, color, recent, net);
    assign_priors(board, color, recent, params, rater, &mut moves);
    order_for_widening(params, board.size(), &mut moves);
    moves.append(&mut pass);
    children.copy_from_slice(&moves);
}

/// Under progressive widening, which lets children in by this order: best prior first
/// (a stable sort, so equal priors keep the board's order).
fn order_for_widening(params: &SearchParams, size: usize, moves: &mut [NodeData]) {
    if params.widen(size) > 0.0 {
        moves.sort_by(|a, b| prior_rate(b).total_cmp(&prior_rate(a)));
    }
}

/// A child's prior win rate (the order of the children under progressive widening).
pub(super) fn prior_rate(child: &NodeData) -> f32 {
    child.prior_wins as f32 / child.prior_visits.max(1) as f32
}

/// The hand-made prior of `color` at `p` after `last`, as virtual (visits, wins): atari
/// replies (`urgent`), captures, 3x3 shapes, self-ataris, nearness to the last move, the
/// empty edge.
pub(super) fn heuristic_prior(
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

/// Is `p` on the first or second line with every point within three of it empty: a
/// slow move in open space?
pub(super) fn is_open_edge(board: &Board, p: Point) -> bool {
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
            let (col, row) = (pc as isize + dc, pr as isize + dr);
            if col >= 0 && row >= 0 && col < n && row < n {
                let q = geom.point(col as usize, row as usize);
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
    use crate::knowledge::features::MoveFeatures;
    use crate::search::params::DEFAULT_JOSEKI_WEIGHT;
    use crate::search::tests::*;

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
        let mut rater = MoveRater::default();
        let children = expansion(board, Color::Black, &recent, None, 1, &params, &mut rater);
        let stones: Vec<_> = children.iter().filter(|child| child.mv != PASS).collect();
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
        let total: f32 = stones.iter().map(|child| strength(Point(child.mv))).sum();
        for child in &stones {
            let boost = (200.0 * (strength(Point(child.mv)) / total).sqrt()).round() as u16;
            assert_eq!(
                (child.prior_visits, child.prior_wins),
                (14 + boost, 7 + boost),
                "{child:?}"
            );
        }
        // The capture is the likeliest move by far.
        let most = stones.iter().max_by_key(|child| child.prior_wins).unwrap();
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
        let prior = |params: &SearchParams, game: &Game, col: usize, row: usize| {
            let board = game.board();
            let children = expansion(
                board,
                Color::White,
                &Recent::of_game(game),
                None,
                1,
                params,
                &mut MoveRater::default(),
            );
            let code = board.geometry().point(col, row).0;
            let child = children.iter().find(|n| n.mv == code).unwrap();
            (child.prior_visits, child.prior_wins)
        };
        let with = SearchParams::default();
        let without = SearchParams {
            edge_penalty: Some(0),
            ..Default::default()
        };
        // K2 and A10 (second and first line, nothing near): 500 lost visits more.
        for (col, row) in [(9, 1), (0, 9)] {
            let (v, w) = prior(&without, &game, col, row);
            assert_eq!(prior(&with, &game, col, row), (v + 500, w), "{col},{row}");
        }
        // D2 (second line, two below the stone), K3 (third line), K10: as the model says.
        for (col, row) in [(3, 1), (9, 2), (9, 9)] {
            assert_eq!(
                prior(&with, &game, col, row),
                prior(&without, &game, col, row)
            );
        }
        // 9x9 keeps the model's priors.
        let small = Game::new(9, 7.5, Rules::tromp_taylor());
        assert_eq!(prior(&with, &small, 4, 1), prior(&without, &small, 4, 1));
        assert_eq!(with.edge_penalty(9), 0);
        assert_eq!(with.edge_penalty(13), DEFAULT_EDGE_PENALTY);
    }

    #[test]
    fn the_network_rates_the_nodes_above_its_depth_and_only_those() {
        let mut game = Game::new(9, 7.5, Rules::tromp_taylor());
        let geom = *game.board().geometry();
        game.play(Color::Black, Move::Play(geom.point(4, 4)))
            .unwrap();
        let recent = Recent::of_game(&game);
        let children = |params: &SearchParams, root: bool| {
            expansion(
                game.board(),
                Color::White,
                &recent,
                root.then_some(&game),
                usize::from(!root),
                params,
                &mut MoveRater::default(),
            )
        };
        let plain = SearchParams::default();
        // A network that only repeats the move model gives the model's priors (to the
        // rounding of its log-chance input) ...
        let echo = SearchParams {
            net: Some(std::sync::Arc::new(PolicyNet::model_only(4, 1))),
            use_net: Some(true),
            ..Default::default()
        };
        let (a, b) = (children(&plain, true), children(&echo, true));
        assert_eq!(a.len(), b.len());
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(
                (x.mv, x.flags),
                (y.mv, y.flags),
                "the same moves, as tactical"
            );
            assert!(x.prior_wins.abs_diff(y.prior_wins) <= 3, "{x:?} {y:?}");
        }
        // ... while the shipped network changes them, at the root only.
        let net = SearchParams {
            net: Some(std::sync::Arc::new(PolicyNet::shared().clone())),
            use_net: Some(true),
            ..Default::default()
        };
        assert_ne!(children(&plain, true), children(&net, true));
        assert_eq!(children(&plain, false), children(&net, false));
        // With --net-depth 2 the root's children get the network's priors too.
        let deeper = SearchParams {
            net_depth: 2,
            ..net.clone()
        };
        assert_ne!(children(&plain, false), children(&deeper, false));
        assert_eq!(children(&net, true), children(&deeper, true));
    }

    #[test]
    fn the_corner_book_raises_strong_players_answers_on_19x19() {
        let mut game = Game::new(19, 7.5, Rules::tromp_taylor());
        let geom = *game.board().geometry();
        let q16 = geom.point(15, 15);
        game.play(Color::Black, Move::Play(q16)).unwrap();
        let priors = |weight: f32| {
            let params = SearchParams {
                joseki_weight: Some(weight),
                ..Default::default()
            };
            let recent = Recent::of_game(&game);
            let mut rater = MoveRater::default();
            expansion(
                game.board(),
                Color::White,
                &recent,
                None,
                1,
                &params,
                &mut rater,
            )
        };
        let (with, without) = (priors(DEFAULT_JOSEKI_WEIGHT), priors(0.0));
        let answers = Joseki::shared().answers(game.board(), q16, Color::White);
        assert!(!answers.is_empty(), "the book knows the 4-4 point");
        let won = |children: &[NodeData], p: Point| {
            children.iter().find(|c| c.mv == p.0).unwrap().prior_wins
        };
        // Every answer most players chose gains; a move far from the corner loses.
        for &(p, share) in answers.iter().filter(|a| a.1 > 0.05) {
            assert!(won(&with, p) > won(&without, p), "{p:?} share {share}");
        }
        let far = geom.point(9, 9);
        assert!(won(&with, far) <= won(&without, far));
        // By default the book answers on 19x19 and up; on 13x13 only when asked.
        let default = SearchParams::default();
        assert_eq!(default.joseki_weight(19), DEFAULT_JOSEKI_WEIGHT);
        assert_eq!(default.joseki_weight(25), DEFAULT_JOSEKI_WEIGHT);
        assert_eq!(default.joseki_weight(13), 0.0);
        let asked = SearchParams {
            joseki_weight: Some(10.0),
            ..Default::default()
        };
        assert_eq!(asked.joseki_weight(13), 10.0);
    }

    #[test]
    fn captures_and_ataris_are_marked_tactical() {
        let game = five_in_atari();
        let board = game.board();
        let recent = Recent::of_game(&game);
        let mut rater = MoveRater::default();
        let params = SearchParams::default();
        let children = expansion(board, Color::Black, &recent, None, 1, &params, &mut rater);
        let opp = Color::White;
        for child in children.iter().filter(|child| child.mv != PASS) {
            let p = Point(child.mv);
            // Whether the move takes a White chain or leaves one a single liberty.
            let mut after = board.clone();
            after.play(Move::Play(p), Color::Black);
            let captures = board.would_capture(p, Color::Black);
            let ataris = after
                .neighbors(p)
                .into_iter()
                .any(|q| after.color(q) == opp && after.libs(q) == 1);
            assert_eq!(child.flags & TACTICAL != 0, captures || ataris, "{p:?}");
        }
        assert!(children.iter().any(|child| child.flags & TACTICAL != 0));
    }
}
