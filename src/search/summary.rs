//! The search seen from the root, for the player and for analysis output: each root
//! move's visits, win rate, score lead, prior share, lower confidence bound and
//! principal variation ([`Summary`], [`MoveStat`]), and the tallies the workers keep
//! beside the tree (final scores per root move, ownership).

use super::tree::{Arena, NodeData, EXPANDED, ILLEGAL};
use super::RunState;
use crate::core::point::{Color, Move, Point};
use std::sync::atomic::Ordering::Relaxed;
use std::time::Duration;

/// Statistics of one root move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStat {
    pub mv: Move,
    pub visits: u32,
    /// Win rate of the player to move, 0..1.
    pub winrate: f32,
    /// Mean final score of this search's finished playouts through the move (those the
    /// mercy rule did not end), for the player to move (positive: ahead), with the
    /// game's komi and handicap bonus.
    pub score_lead: f32,
    /// Standard deviation of those final scores.
    pub score_stdev: f32,
    /// How many finished playouts of this search went through the move (the ones
    /// `score_lead` and `score_stdev` count).
    pub score_samples: u32,
    /// Share of this search's playouts through the move (finished or not) the player
    /// to move won at the game's komi (the win rate the search counts with may differ
    /// under the player's dynamic komi); `winrate` when this search played none
    /// through the move.
    pub game_winrate: f32,
    /// The prior's share among the root children, 0..1.
    pub prior: f32,
    /// Lower confidence bound of the win rate.
    pub lcb: f32,
    /// Principal variation starting with `mv`.
    pub pv: Vec<Move>,
}

#[cfg(test)]
impl MoveStat {
    /// A root move for tests: `visits` visits won at `winrate` (at the game's komi too),
    /// no score samples, no prior, itself as its line.
    pub(crate) fn sample(mv: Move, visits: u32, winrate: f32) -> MoveStat {
        MoveStat {
            mv,
            visits,
            winrate,
            score_lead: 0.0,
            score_stdev: 0.0,
            score_samples: 0,
            game_winrate: winrate,
            prior: 0.0,
            lcb: 0.0,
            pv: vec![mv],
        }
    }
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
    /// Nodes in the tree when the summary was made.
    pub tree_nodes: usize,
    /// Policy network evaluations this search made (the root's included; in reports
    /// during the search, those of the root and the calling thread's worker).
    pub net_evaluations: u64,
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

/// What the workers counted besides the tree, summed over them: ownership sums and
/// samples (empty if none were kept), final scores per root child, and the policy
/// network's evaluations.
pub(super) struct WorkerTallies {
    pub(super) ownership: Vec<f32>,
    pub(super) samples: u32,
    pub(super) root_scores: Vec<ScoreTally>,
    pub(super) net_evaluations: u64,
}

/// The root's view of a set of playouts at the game's komi: how many, Black's wins and
/// draws among them; and the final margins (Black's) of those that were played to the
/// end: count, sum, sum of squares. A playout the mercy rule ended has a sure winner
/// but an unfinished board, so it counts for the win and not for the margin.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ScoreTally {
    n: u32,
    black_wins: u32,
    draws: u32,
    scored: u32,
    sum: f64,
    sum_sq: f64,
}

impl ScoreTally {
    /// Count one playout that ended with Black ahead by `margin`, its margin too when
    /// it was `finished`.
    pub(super) fn record(&mut self, margin: f64, finished: bool) {
        self.n += 1;
        self.black_wins += (margin > 0.0) as u32;
        self.draws += (margin == 0.0) as u32;
        if finished {
            self.scored += 1;
            self.sum += margin;
            self.sum_sq += margin * margin;
        }
    }

    /// Add another tally to this one.
    pub(super) fn add(&mut self, other: &ScoreTally) {
        self.n += other.n;
        self.black_wins += other.black_wins;
        self.draws += other.draws;
        self.scored += other.scored;
        self.sum += other.sum;
        self.sum_sq += other.sum_sq;
    }

    /// The share of the playouts `c` won, a draw counting half (0 without playouts).
    fn winrate(&self, c: Color) -> f32 {
        if self.n == 0 {
            return 0.0;
        }
        let black = (self.black_wins as f32 + 0.5 * self.draws as f32) / self.n as f32;
        if c == Color::Black {
            black
        } else {
            1.0 - black
        }
    }

    /// Mean and standard deviation of the finished playouts' margins for `c` (0 and 0
    /// without any).
    fn mean_and_stdev(&self, c: Color) -> (f32, f32) {
        if self.scored == 0 {
            return (0.0, 0.0);
        }
        let n = self.scored as f64;
        let mean = self.sum / n;
        let var = (self.sum_sq / n - mean * mean).max(0.0);
        let sign = if c == Color::Black { 1.0 } else { -1.0 };
        ((sign * mean) as f32, var.sqrt() as f32)
    }
}

/// How much a child's prior favours it: its won visits beyond the lost ones, squared.
/// For a model prior that is the boost (one less for an odd number of even visits),
/// which grows with the square root of the move's chance, so the shares are the chances.
pub(super) fn prior_weight(child: &NodeData) -> f32 {
    let excess = (2.0 * child.prior_wins as f32 - child.prior_visits as f32).max(0.0);
    excess * excess
}

/// May the search return root child `child`: a legal move the analysis filter permits?
pub(super) fn is_root_choice(shared: &RunState, child: &NodeData) -> bool {
    child.flags & ILLEGAL == 0 && shared.filter.permits(shared.root_color, child.mv(), 0)
}

/// The root's moves with statistics and principal variations.
pub(super) fn summarize(shared: &RunState, tallies: WorkerTallies, elapsed: Duration) -> Summary {
    let arena = shared.arena;
    let root = arena.node(0).load();
    let children: Vec<NodeData> = root.children().map(|k| arena.node(k).load()).collect();
    let prior_total: f32 = children.iter().map(prior_weight).sum::<f32>().max(1e-3);
    let (mut moves, mut unvisited): (Vec<MoveStat>, Vec<MoveStat>) = children
        .iter()
        .zip(root.children())
        .filter(|(child, _)| is_root_choice(shared, child))
        .map(|(child, k)| {
            let wr = child.winrate();
            let n = child.visits as f32;
            let scores = tallies.root_scores.get(k - shared.root_first);
            let (score_lead, score_stdev) =
                scores.map_or((0.0, 0.0), |t| t.mean_and_stdev(shared.root_color));
            let game_winrate = match scores {
                Some(t) if t.n > 0 => t.winrate(shared.root_color),
                _ => wr,
            };
            MoveStat {
                mv: child.mv(),
                visits: child.visits,
                winrate: wr,
                score_lead,
                score_stdev,
                score_samples: scores.map_or(0, |t| t.scored),
                game_winrate,
                prior: prior_weight(child) / prior_total,
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
        tree_nodes: arena.len(),
        net_evaluations: shared.root_evaluations + tallies.net_evaluations,
    }
}

/// The most visited line from node `start` down.
pub(super) fn principal_variation(arena: &Arena, start: usize) -> Vec<Move> {
    let mut node = arena.node(start).load();
    let mut pv = vec![node.mv()];
    while node.flags & EXPANDED != 0 && pv.len() < 30 {
        let Some(best) = node
            .children()
            .map(|k| arena.node(k).load())
            .filter(|child| child.visits > 0 && child.flags & ILLEGAL == 0)
            .max_by_key(|child| child.visits)
        else {
            break;
        };
        pv.push(best.mv());
        node = best;
    }
    pv
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::*;

    #[test]
    fn a_draw_counts_half_for_either_side() {
        let mut t = ScoreTally::default();
        for margin in [3.0, 0.0, 0.0, -2.0] {
            t.record(margin, true);
        }
        assert_eq!(t.winrate(Color::Black), 0.5);
        assert_eq!(t.winrate(Color::White), 0.5);
    }

    #[test]
    fn a_playout_the_mercy_rule_ended_counts_for_the_win_but_not_the_margin() {
        let mut t = ScoreTally::default();
        t.record(-4.0, true);
        t.record(30.0, false);
        assert_eq!(t.winrate(Color::Black), 0.5);
        assert_eq!(t.mean_and_stdev(Color::Black), (-4.0, 0.0));
        assert_eq!(t.scored, 1);
    }

    #[test]
    fn score_lead_follows_the_final_scores_for_the_side_to_move() {
        // Black owns three columns of five, White two; komi 0.5: Black leads by 4.5.
        let game = three_columns_to_two();
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
}
