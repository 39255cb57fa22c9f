//! The moves a playout may borrow from the tree (with the heavy policy's `pool`
//! chance): for each colour, the few moves whose AMAF statistics are best at the deepest
//! well-visited node of the iteration's path, the position nearest the playout's start
//! that the tree knows well. Playouts that play those moves now and then carry the
//! search's knowledge past the leaf, where the playout policy alone only answers the
//! last move.

use super::tree::{Arena, NodeData, ILLEGAL, PASS};
use crate::core::point::{Color, Point};

/// How many moves each colour's pool holds.
pub(super) const POOL_SIZE: usize = 8;

/// A node needs this many visits to lend its children's moves.
const POOL_VISITS: u32 = 200;

/// A child needs this many AMAF visits before its AMAF win rate counts.
const MIN_AMAF: u32 = 16;

/// Fill `pools` (by colour index) for a playout below `path` (node indices from the
/// root, whose side to move is `root_color`): the moves of the deepest node on the path
/// with [`POOL_VISITS`] visits for its side to move, and those of its parent (or,
/// at the root, of the child on the path) for the other side. A colour gets no moves
/// where no such node is expanded.
pub(super) fn fill_pools(
    arena: &Arena,
    path: &[usize],
    root_color: Color,
    pools: &mut [Vec<Point>; 2],
) {
    pools[0].clear();
    pools[1].clear();
    let Some(depth) = (0..path.len())
        .rev()
        .find(|&d| arena.node(path[d]).load().visits >= POOL_VISITS)
    else {
        return;
    };
    let mover = |d: usize| match d % 2 {
        0 => root_color,
        _ => root_color.opponent(),
    };
    let other = match depth {
        0 => 1,
        d => d - 1,
    };
    for d in [depth, other] {
        if let Some(&idx) = path.get(d) {
            best_moves(arena, &arena.node(idx).load(), &mut pools[mover(d).index()]);
        }
    }
}

/// Append to `out` the (at most [`POOL_SIZE`]) children of `node` with the highest
/// AMAF win rates among those with [`MIN_AMAF`] AMAF visits, leaving out passes and
/// moves found illegal.
fn best_moves(arena: &Arena, node: &NodeData, out: &mut Vec<Point>) {
    if node.n_children == 0 {
        return;
    }
    // (rate, point), best first.
    let mut top: [(f32, u16); POOL_SIZE] = [(f32::NEG_INFINITY, PASS); POOL_SIZE];
    for child in arena.children(node) {
        let c = child.load();
        if c.mv == PASS || c.flags & ILLEGAL != 0 || c.amaf_visits < MIN_AMAF {
            continue;
        }
        let rate = c.amaf_wins as f32 / c.amaf_visits as f32;
        if rate <= top[POOL_SIZE - 1].0 {
            continue;
        }
        let mut k = POOL_SIZE - 1;
        while k > 0 && top[k - 1].0 < rate {
            top[k] = top[k - 1];
            k -= 1;
        }
        top[k] = (rate, c.mv);
    }
    out.extend(
        top.iter()
            .filter(|&&(_, mv)| mv != PASS)
            .map(|&(_, mv)| Point(mv)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::*;

    #[test]
    fn the_pools_hold_the_best_rated_moves_of_each_colour() {
        let game = Game::new(9, 7.5, Rules::tromp_taylor());
        let mut s = Search::new(SearchParams::default(), 1);
        s.run(&game, Color::Black, Budget::playouts(3000), &mut NoControl);
        let arena = &s.arena;
        let root = arena.node(0).load();
        let mut pools = [Vec::new(), Vec::new()];
        // Down the most visited root move, the deepest well-visited node: White's pool
        // is that node's best children by AMAF rate, Black's the root's.
        let first = root
            .children()
            .max_by_key(|&k| arena.node(k).load().visits)
            .unwrap();
        fill_pools(arena, &[0, first], Color::Black, &mut pools);
        assert_eq!(pools[0].len(), POOL_SIZE);
        let rate = |k: usize| {
            let c = arena.node(k).load();
            c.amaf_wins as f32 / c.amaf_visits as f32
        };
        let worst_in = pools[0]
            .iter()
            .map(|p| {
                let k = root
                    .children()
                    .find(|&k| arena.node(k).mv() == p.0)
                    .unwrap();
                rate(k)
            })
            .fold(f32::INFINITY, f32::min);
        for k in root.children() {
            let c = arena.node(k).load();
            if c.mv != PASS && c.amaf_visits >= MIN_AMAF && !pools[0].contains(&Point(c.mv)) {
                assert!(rate(k) <= worst_in, "a better move was left out");
            }
        }
        let below = arena.node(first).load();
        assert!(below.visits >= POOL_VISITS && below.n_children > 0);
        assert!(!pools[1].is_empty());
        let mut whites = Vec::new();
        best_moves(arena, &below, &mut whites);
        assert_eq!(pools[1], whites);
        // A path whose nodes are all rarely visited lends nothing.
        let rare = root
            .children()
            .min_by_key(|&k| arena.node(k).load().visits)
            .unwrap();
        let mut pools = [vec![Point(1)], vec![Point(2)]];
        fill_pools(arena, &[rare], Color::White, &mut pools);
        assert!(pools.iter().all(|p| p.is_empty()));
    }
}
