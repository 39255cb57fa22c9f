//! How a node's children are valued during selection: the RAVE blend of real and AMAF
//! win rates (and an optional UCB term), as one fraction compared by cross-multiplying.

use super::tree::{NodeData, TACTICAL};
use super::SearchParams;

/// How a node's children are valued: the RAVE blend of real and AMAF win rates, plus
/// an optional UCB exploration term. The prior counts as real experience only; the AMAF
/// side is the playouts' alone. Once a child has thousands of AMAF visits the blend is
/// nearly its AMAF rate, whatever its prior says, so without the exploration term a
/// move that the playouts misjudge may never be visited at all. Captures and ataris
/// ([`TACTICAL`]), the moves misjudged most, may get a lower equivalence of their own:
/// their prior and real visits then outweigh their AMAF ones much sooner.
pub(super) struct Rave {
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
    pub(super) fn at(params: &SearchParams, parent: &NodeData) -> Rave {
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

    /// The value of child `child` as a fraction (numerator, positive denominator).
    ///
    /// With real (prior included) wins w of n visits and AMAF wins aw of an, the blend
    /// is (1 - b)·w/n + b·aw/an with b = an / (an + n + n·an/equiv); over the common
    /// denominator d = an + n·(1 + an/equiv) that is (w·(1 + an/equiv) + aw) / d.
    #[inline]
    pub(super) fn fraction(&self, child: &NodeData) -> (f32, f32) {
        let n = child.visits as f32 + child.prior_visits as f32;
        let w = child.wins as f32 + child.prior_wins as f32;
        let an = child.amaf_visits as f32;
        let aw = child.amaf_wins as f32;
        let inv = match child.flags & TACTICAL {
            0 => self.inv_equiv,
            _ => self.inv_tactical,
        };
        let stretch = 1.0 + an * inv;
        let den = (an + n * stretch).max(1e-6);
        let mut num = w * stretch + aw;
        if self.explore > 0.0 {
            num += den * self.explore * (self.ln_parent / (child.visits as f32 + 1.0)).sqrt();
        }
        (num, den)
    }
}

#[cfg(test)]
mod tests {
    use crate::search::tests::*;

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
}
