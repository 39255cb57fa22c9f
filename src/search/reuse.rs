//! Tree reuse: a new search keeps the subtree of the position it is asked about when
//! the kept tree's root is an earlier position of the same game (same size, komi,
//! rules and setup, the moves since then found in the tree), and otherwise starts a
//! new tree. The root's children are always checked with the game's full legality.

use super::prior::{expansion, net_reprior, rating_flags};
use super::tree::{Arena, NodeData, EXPANDED, NET_RATED, PASS};
use super::Search;
use crate::core::game::Game;
use crate::core::point::{Color, Move, Point};
use crate::knowledge::features::Recent;

/// How far (in points) the komi shift of a kept tree may lie from the shift of the next
/// search for the tree to be reused (dynamic komi moves it a step at a time).
pub const REUSE_SLACK: f64 = 3.0;

/// What must match for a kept tree to be reused.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct RootIdentity {
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

impl Search {
    /// Keep the subtree for the current position if the kept tree's root is an earlier
    /// position of the same game; otherwise start a new tree. Then make sure the root
    /// has its children, each checked with the game's full legality test (rated with
    /// `root_rater`, which counts the network's evaluations).
    pub(super) fn reroot(&mut self, game: &Game, to_move: Color) {
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
        let root = self.arena.node(0).load();
        if root.flags & (EXPANDED | NET_RATED) == EXPANDED
            && self.params.net_at(0, game.board().size()).is_some()
        {
            // Children rated by the move model as an inner node get the network's
            // priors a root gets.
            let mut children: Vec<NodeData> =
                root.children().map(|k| self.arena.node(k).load()).collect();
            net_reprior(
                game.board(),
                to_move,
                &Recent::of_game(game),
                &self.params,
                &mut self.root_rater,
                &mut children,
            );
            for (k, child) in root.children().zip(&children) {
                self.arena.node(k).store(child);
            }
            self.arena.node(0).set_flags(NET_RATED);
            return;
        }
        if self.arena.node(0).flags() & EXPANDED == 0 {
            let children = expansion(
                game.board(),
                to_move,
                &Recent::of_game(game),
                Some(game),
                0,
                &self.params,
                &mut self.root_rater,
            );
            let first = self
                .arena
                .alloc(&children)
                .expect("room for the root's children");
            let flags = rating_flags(&self.params, 0, game.board().size());
            self.arena
                .node(0)
                .publish_children(first, children.len() as u16, flags);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::*;

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
    fn a_kept_root_gets_the_network_s_priors() {
        let net = Some(std::sync::Arc::new(
            crate::knowledge::policy_net::PolicyNet::shared().clone(),
        ));
        let params = SearchParams {
            net,
            ..Default::default()
        };
        let mut game = Game::new(9, 7.5, Rules::tromp_taylor());
        let mut s = Search::new(params.clone(), 3);
        let first = s.run(&game, Color::Black, Budget::playouts(3000), &mut NoControl);
        game.play(Color::Black, first.best().unwrap().mv).unwrap();
        let reply = first.best().unwrap().pv.get(1).copied().unwrap();
        game.play(Color::White, reply).unwrap();
        s.reroot(&game, Color::Black);
        let root = s.arena.node(0).load();
        assert!(root.visits > 50, "the subtree was kept");
        let kept: Vec<(u16, u16, u16)> = root
            .children()
            .map(|k| s.arena.node(k).load())
            .map(|c| (c.mv, c.prior_visits, c.prior_wins))
            .collect();
        // The same priors, in the same order, as a root expanded afresh.
        let mut fresh = Search::new(params, 3);
        fresh.reroot(&game, Color::Black);
        let root = fresh.arena.node(0).load();
        let new: Vec<(u16, u16, u16)> = root
            .children()
            .map(|k| fresh.arena.node(k).load())
            .map(|c| (c.mv, c.prior_visits, c.prior_wins))
            .collect();
        assert_eq!(kept, new);
    }
}
