//! What a search may spend ([`Budget`]) and how it searches ([`SearchParams`]), with
//! the defaults the command line starts from.

use crate::knowledge::joseki;
use crate::playout::Policy;
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
    /// RAVE equivalence of the children flagged
    /// [`TACTICAL`](super::tree::TACTICAL), captures and ataris (0: `rave_equiv`).
    pub tactical_equiv: f32,
    /// AMAF weight by how early a move came after the node (`worker::amaf_weight`): from
    /// nearly 1 + this for the move right after it down to 1 for the last (0: all 1);
    /// None: by board size ([`SearchParams::amaf_distance`]).
    pub amaf_distance: Option<u32>,
    /// Progressive widening: a node of n visits chooses only among its
    /// [`SearchParams::widening_window`] children of highest prior (and a pass), more as
    /// n grows; this many visits make the first step (0: every child at once); None: by
    /// board size ([`SearchParams::widen`]).
    pub widen: Option<f32>,
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
    /// After a move into a corner, the model strength of each answer of the corner book
    /// (`knowledge::joseki`, from 13x13 up) is multiplied by 1 + this × its share of the
    /// times strong players met the position (0: the book unused); None: by board size
    /// ([`SearchParams::joseki_weight`]).
    pub joseki_weight: Option<f32>,
    /// The share of each playout's result given to its score rather than the win
    /// (`playout::black_won_by_score`); 0: the win alone.
    pub score_weight: f32,
    /// The score part's ramp centred on the mean margin of the search's playouts so
    /// far, over the board's side in points (`playout::ScoreRamp::Centred`), instead of
    /// a straight line over a quarter of its points either way from 0.
    pub score_centred: bool,
    /// The policy network the search may use for priors (`knowledge::policy_net`): its
    /// chance of each move takes the place of the move model's share; None: the move
    /// model.
    pub net: Option<std::sync::Arc<crate::knowledge::policy_net::PolicyNet>>,
    /// Whether the search uses `net`; None: by board size ([`SearchParams::uses_net`]).
    pub use_net: Option<bool>,
    /// With `net`, the nodes less than this many moves below the root get the
    /// network's priors (1: the root only).
    pub net_depth: usize,
    /// With `net`, a node deeper than `net_depth` whose children have the move model's
    /// priors gets the network's once it has this many visits (0: never); None: by
    /// board size ([`SearchParams::net_visits`]).
    pub net_visits: Option<u32>,
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
            amaf_distance: None,
            widen: None,
            policy: Policy::heavy(),
            max_nodes: (DEFAULT_TREE_MB << 20) / NODE_BYTES,
            ownership: false,
            threads: 1,
            model_priors: true,
            prior_visits: None,
            prior_boost: None,
            edge_penalty: None,
            joseki_weight: None,
            score_weight: 0.0,
            score_centred: false,
            net: None,
            use_net: None,
            net_depth: 1,
            net_visits: None,
            #[cfg(test)]
            fail_in_helpers: false,
        }
    }
}

impl SearchParams {
    /// Whether the search uses `net` on a board of side `size`: from [`DEFAULT_NET_FROM`]
    /// up, where the network won against every engine it met and against the search
    /// without it; not below, where on 9x9 it gained nothing against Fuego at the clock.
    pub fn uses_net(&self, size: usize) -> bool {
        self.net.is_some() && self.use_net.unwrap_or(net_by_default(size))
    }

    /// The policy network that rates the children of a node `depth` moves below the
    /// root of a board of side `size` when it is expanded: `net` where the search uses
    /// it, down to `net_depth`, under the model's priors.
    pub fn net_at(
        &self,
        depth: usize,
        size: usize,
    ) -> Option<&crate::knowledge::policy_net::PolicyNet> {
        self.net
            .as_deref()
            .filter(|_| self.model_priors && depth < self.net_depth && self.uses_net(size))
    }

    /// The visits after which a node below `net_depth` on a board of side `size` gets
    /// the network's priors (0: never): [`DEFAULT_NET_VISITS`] from
    /// [`DEFAULT_NET_FROM`] up, where it beat the network at the root only; none
    /// below, where the network rates the root alone.
    pub fn net_visits(&self, size: usize) -> u32 {
        let by_size = if net_by_default(size) {
            DEFAULT_NET_VISITS
        } else {
            0
        };
        self.net_visits.unwrap_or(by_size)
    }

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
        (
            visits.clamp(PRIOR_VISITS.0, PRIOR_VISITS.1),
            boost.clamp(0.0, MAX_PRIOR_BOOST),
        )
    }

    /// The AMAF weight by distance on a board of side `size`
    /// ([`SearchParams::amaf_distance`]): [`DEFAULT_AMAF_DISTANCE`] up to 9x9, where it
    /// found the refutations Fuego's search plays, beat Fuego at the real clock and held
    /// level with Pachi and the search without it; none above, where it is unmeasured.
    pub fn amaf_distance(&self, size: usize) -> u32 {
        let by_size = if size <= 9 { DEFAULT_AMAF_DISTANCE } else { 0 };
        self.amaf_distance.unwrap_or(by_size).min(MAX_AMAF_DISTANCE)
    }

    /// The visits of progressive widening's first step on a board of side `size` (0: no
    /// widening): [`DEFAULT_WIDEN`] from 19x19 up, where it won in self-play at the real
    /// clock; none below, where on 13x13 it showed no gain.
    pub fn widen(&self, size: usize) -> f32 {
        let by_size = if size >= 19 { DEFAULT_WIDEN } else { 0.0 };
        self.widen
            .filter(|w| w.is_finite())
            .unwrap_or(by_size)
            .clamp(0.0, MAX_WIDEN)
    }

    /// How many children, best prior first, a node of `visits` visits chooses among
    /// (a pass aside) on a board of side `size`: 2 + log base [`WIDENING_RATE`] of 1 +
    /// visits / [`SearchParams::widen`], so a new node weighs its two likeliest moves and
    /// the window grows by one each time the visits grow by that factor; every child
    /// without widening.
    pub fn widening_window(&self, size: usize, visits: u32) -> usize {
        let widen = self.widen(size);
        if widen <= 0.0 {
            return usize::MAX;
        }
        2 + ((1.0 + visits as f32 / widen).ln() / WIDENING_RATE.ln()) as usize
    }

    /// The lost visits of a move low on an open edge, on a board of side `size`. On
    /// 13x13 and up the playouts of an open board cannot tell such a slow move from a
    /// good one (from the empty 19x19 board they rate the second line like the 4-4
    /// points), while strong players never make it; on 9x9 every line is near a corner
    /// and the search judges them itself (0).
    pub fn edge_penalty(&self, size: usize) -> u16 {
        self.edge_penalty
            .unwrap_or(if size >= 13 { DEFAULT_EDGE_PENALTY } else { 0 })
            .min(MAX_EDGE_PENALTY)
    }

    /// The corner book's weight on a board of side `size`: [`DEFAULT_JOSEKI_WEIGHT`]
    /// where a corner is as big as in the strong players' 19x19 games, 0 below. The book
    /// can answer from 13x13 up, and won there in self-play, but against Pachi 13x13
    /// did worse with it than without.
    pub fn joseki_weight(&self, size: usize) -> f32 {
        let by_size = if size >= joseki::SIZE {
            DEFAULT_JOSEKI_WEIGHT
        } else {
            0.0
        };
        self.joseki_weight
            .filter(|w| w.is_finite())
            .unwrap_or(by_size)
            .clamp(0.0, MAX_JOSEKI_WEIGHT)
    }
}

/// With progressive widening, the growth of a node's visits that lets one more child in
/// ([`SearchParams::widening_window`]).
pub const WIDENING_RATE: f32 = 1.4;

/// The AMAF weight by distance up to 9x9 ([`SearchParams::amaf_distance`]): the move
/// right after a node counts nearly four times, the playout's last once
/// (`docs/strength.md`, 2026-12-07).
pub const DEFAULT_AMAF_DISTANCE: u32 = 3;

/// The largest AMAF weight by distance; `--amaf-distance` refuses larger ones.
pub const MAX_AMAF_DISTANCE: u32 = 16;

/// Progressive widening's first step from 19x19 up ([`SearchParams::widen`]): in 19x19
/// self-play at 2 s a move it beat the search without widening (`docs/strength.md`).
pub const DEFAULT_WIDEN: f32 = 20.0;

/// The largest first step of progressive widening ([`SearchParams::widen`]); larger ones
/// are clamped to it, and `--widen` refuses them.
pub const MAX_WIDEN: f32 = 1e9;

/// The model priors' even visits and boost are kept within these
/// ([`SearchParams::prior_weights`]), and `--prior-visits` / `--prior-boost` refuse values
/// outside them.
pub const PRIOR_VISITS: (u16, u16) = (2, 10_000);
pub const MAX_PRIOR_BOOST: f32 = 10_000.0;

/// The largest edge penalty and corner-book weight ([`SearchParams::edge_penalty`],
/// [`SearchParams::joseki_weight`]); `--edge-penalty` and `--joseki-weight` refuse more.
pub const MAX_EDGE_PENALTY: u16 = 10_000;
pub const MAX_JOSEKI_WEIGHT: f32 = 10_000.0;

/// Bytes per tree node.
pub const NODE_BYTES: usize = std::mem::size_of::<crate::search::tree::Node>();

/// Lost visits of a move low on an open edge on 13x13 and up
/// ([`SearchParams::edge_penalty`]).
pub const DEFAULT_EDGE_PENALTY: u16 = 500;

/// The corner book's weight in the priors on 19x19 and up
/// ([`SearchParams::joseki_weight`]): on held-out games it made the model's first choice
/// the move played in 51.7% of the corner positions it knows, against 49.0% without it
/// (`ttgo make-joseki`).
pub const DEFAULT_JOSEKI_WEIGHT: f32 = 30.0;

/// The smallest board on which the search uses the policy network unless told
/// ([`SearchParams::uses_net`]): on 13x13 and 19x19 at 2 s a move, with
/// [`DEFAULT_NET_VISITS`], it won against Pachi, Fuego and the search without it
/// (`docs/strength.md`).
pub const DEFAULT_NET_FROM: usize = 13;

/// Whether a board of side `size` gets the network's defaults (from [`DEFAULT_NET_FROM`]
/// up): the one place that draws the line for both `uses_net` and `net_visits`.
fn net_by_default(size: usize) -> bool {
    size >= DEFAULT_NET_FROM
}

/// The visits after which an inner node gets the network's priors from
/// [`DEFAULT_NET_FROM`] up ([`SearchParams::net_visits`]): in 19x19 games at 1 s a move
/// it beat the network at the root only 9 of 9 (`docs/strength.md`).
pub const DEFAULT_NET_VISITS: u32 = 300;

/// The default memory for the search tree, in MiB (`--tree-mb`,
/// [`SearchParams::max_nodes`]).
pub const DEFAULT_TREE_MB: usize = 512;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_network_is_used_from_13x13_up_unless_told() {
        let net = Some(std::sync::Arc::new(
            crate::knowledge::policy_net::PolicyNet::model_only(4, 1),
        ));
        let with = |use_net, net_visits| SearchParams {
            net: net.clone(),
            use_net,
            net_visits,
            ..SearchParams::default()
        };
        let by_size = with(None, None);
        assert!(by_size.uses_net(13) && by_size.uses_net(19) && by_size.uses_net(25));
        assert!(!by_size.uses_net(11) && !by_size.uses_net(9));
        assert!(by_size.net_at(0, 13).is_some() && by_size.net_at(1, 13).is_none());
        assert_eq!((by_size.net_visits(13), by_size.net_visits(11)), (300, 0));
        assert!(with(Some(true), None).net_at(0, 9).is_some());
        assert!(with(Some(false), None).net_at(0, 19).is_none());
        assert_eq!(with(None, Some(50)).net_visits(9), 50);
        // No network, no use of it; nor under the hand-made priors.
        assert!(!SearchParams::default().uses_net(19));
        let hand_made = SearchParams {
            model_priors: false,
            ..by_size
        };
        assert!(hand_made.net_at(0, 19).is_none());
    }

    #[test]
    fn amaf_distance_is_on_up_to_9x9_unless_given() {
        let default = SearchParams::default();
        assert_eq!(default.amaf_distance(9), DEFAULT_AMAF_DISTANCE);
        assert_eq!(default.amaf_distance(7), DEFAULT_AMAF_DISTANCE);
        assert_eq!(default.amaf_distance(13), 0);
        assert_eq!(default.amaf_distance(19), 0);
        let given = |d| SearchParams {
            amaf_distance: Some(d),
            ..SearchParams::default()
        };
        assert_eq!(given(0).amaf_distance(9), 0);
        assert_eq!(given(5).amaf_distance(19), 5);
        assert_eq!(given(1000).amaf_distance(9), MAX_AMAF_DISTANCE);
    }
}
