//! The search tree's storage: nodes with atomic statistics in a chunked arena that many
//! threads grow at once without locks.
//!
//! How to read this module:
//! - A [`Node`] is 32 bytes of atomics. Its move and priors are written before the node
//!   is published; visits and wins are updated with relaxed atomic adds, AMAF
//!   statistics (hundreds of updates a playout) with a plain load and store (a lost
//!   race costs a little accuracy, never safety). Visits include *virtual losses*: a
//!   thread adds the visit on the way down and the win (if any) on the way up, so other
//!   threads see an edge in use as slightly worse and spread out.
//! - The children of a node are one contiguous block. A thread claims a leaf for
//!   expansion with a compare-and-swap on its flags, fills a fresh block, then publishes
//!   `first_child`/`n_children` and sets `EXPANDED` with release ordering; readers test
//!   `EXPANDED` with acquire ordering before looking at the children.
//! - The [`Arena`] is a fixed table of lazily allocated chunks; blocks are carved from it
//!   with an atomic bump counter, never straddling a chunk, so a node's address never
//!   changes while threads search. [`Arena::compact`] copies a subtree into a new arena
//!   between searches (tree reuse).

use crate::core::point::{Move, Point};
use std::sync::atomic::{AtomicU16, AtomicU32, AtomicU64, AtomicU8, Ordering::*};
use std::sync::OnceLock;

/// The move code of a pass inside the tree (point 0 is always off the board).
pub const PASS: u16 = 0;

/// Node flags.
pub const EXPANDED: u8 = 1;
/// A thread is expanding the node right now.
pub const EXPANDING: u8 = 2;
/// The edge into this node has been checked for superko.
pub const CHECKED: u8 = 4;
/// The edge into this node repeats a position: never taken.
pub const ILLEGAL: u8 = 8;
/// The move captures, or puts an opponent chain in atari: a move whose worth depends on
/// being played now, so its AMAF statistics (the point played at any later time) are
/// trusted less.
pub const TACTICAL: u8 = 16;
/// The children's priors are the policy network's (given at expansion, or claimed by
/// the thread that gives them to a node rated by the move model).
pub const NET_RATED: u8 = 32;

/// One tree node; statistics are from the point of view of the player who made `mv`.
#[derive(Debug, Default)]
pub struct Node {
    first_child: AtomicU32,
    /// Visits, virtual losses of threads below this node included.
    visits: AtomicU32,
    wins: AtomicU32,
    /// AMAF visits in the high 32 bits, AMAF wins in the low 32 (one add records both).
    amaf: AtomicU64,
    n_children: AtomicU16,
    mv: AtomicU16,
    /// Virtual experience from knowledge, counted in real and AMAF statistics.
    prior_visits: AtomicU16,
    prior_wins: AtomicU16,
    flags: AtomicU8,
}

/// A plain copy of a node's fields, for reading and for building blocks.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct NodeData {
    pub mv: u16,
    pub first_child: u32,
    pub n_children: u16,
    pub flags: u8,
    pub visits: u32,
    pub wins: u32,
    pub amaf_visits: u32,
    pub amaf_wins: u32,
    pub prior_visits: u16,
    pub prior_wins: u16,
}

impl NodeData {
    /// A fresh child for move code `mv` with priors.
    pub fn child(mv: u16, prior_visits: u16, prior_wins: u16) -> NodeData {
        NodeData {
            mv,
            prior_visits,
            prior_wins,
            ..NodeData::default()
        }
    }

    /// The move as a [`Move`].
    pub fn mv(&self) -> Move {
        if self.mv == PASS {
            Move::Pass
        } else {
            Move::Play(Point(self.mv))
        }
    }

    /// Real win rate (0.5 before any visit).
    pub fn winrate(&self) -> f32 {
        if self.visits == 0 {
            0.5
        } else {
            self.wins as f32 / self.visits as f32
        }
    }

    /// Index range of the children in the arena.
    pub fn children(&self) -> std::ops::Range<usize> {
        self.first_child as usize..self.first_child as usize + self.n_children as usize
    }
}

impl Node {
    /// A snapshot of every field.
    #[inline]
    pub fn load(&self) -> NodeData {
        let flags = self.flags.load(Acquire);
        let amaf = self.amaf.load(Relaxed);
        NodeData {
            mv: self.mv.load(Relaxed),
            // Acquire: a node given a new children block (`republish_children`).
            first_child: self.first_child.load(Acquire),
            n_children: self.n_children.load(Relaxed),
            flags,
            visits: self.visits.load(Relaxed),
            wins: self.wins.load(Relaxed),
            amaf_visits: (amaf >> 32) as u32,
            amaf_wins: amaf as u32,
            prior_visits: self.prior_visits.load(Relaxed),
            prior_wins: self.prior_wins.load(Relaxed),
        }
    }

    /// Overwrite every field (before the node is published, or between searches).
    pub fn store(&self, d: &NodeData) {
        self.mv.store(d.mv, Relaxed);
        self.first_child.store(d.first_child, Relaxed);
        self.n_children.store(d.n_children, Relaxed);
        self.visits.store(d.visits, Relaxed);
        self.wins.store(d.wins, Relaxed);
        self.amaf
            .store((d.amaf_visits as u64) << 32 | d.amaf_wins as u64, Relaxed);
        self.prior_visits.store(d.prior_visits, Relaxed);
        self.prior_wins.store(d.prior_wins, Relaxed);
        self.flags.store(d.flags, Release);
    }

    /// The move code (only this field read).
    #[inline]
    pub fn mv(&self) -> u16 {
        self.mv.load(Relaxed)
    }

    /// The flags.
    #[inline]
    pub fn flags(&self) -> u8 {
        self.flags.load(Acquire)
    }

    /// Set `bits` in the flags; returns the flags before.
    #[inline]
    pub fn set_flags(&self, bits: u8) -> u8 {
        self.flags.fetch_or(bits, AcqRel)
    }

    /// Try to become the thread that expands this leaf.
    #[inline]
    pub fn claim_expansion(&self) -> bool {
        self.flags.fetch_or(EXPANDING, AcqRel) & (EXPANDING | EXPANDED) == 0
    }

    /// Publish the children block of an expanded node, with `flags` ([`NET_RATED`] if
    /// the network rated them, else 0) set together with [`EXPANDED`].
    pub fn publish_children(&self, first: u32, count: u16, flags: u8) {
        self.first_child.store(first, Relaxed);
        self.n_children.store(count, Relaxed);
        self.flags.fetch_or(EXPANDED | flags, Release);
    }

    /// Try to become the thread that gives this node's children the network's priors.
    #[inline]
    pub fn claim_net_rating(&self) -> bool {
        self.flags.fetch_or(NET_RATED, AcqRel) & NET_RATED == 0
    }

    /// Point an expanded node at a new block of as many children (the same moves
    /// with new priors, written before). Threads already below the old block finish
    /// their playouts there, and their results there are lost.
    pub fn republish_children(&self, first: u32) {
        self.first_child.store(first, Release);
    }

    /// Count a visit on the way down (a virtual loss until the result arrives).
    #[inline]
    pub fn add_visit(&self) {
        self.visits.fetch_add(1, Relaxed);
    }

    /// Count a win on the way up.
    #[inline]
    pub fn add_win(&self) {
        self.wins.fetch_add(1, Relaxed);
    }

    /// Record an AMAF result.
    #[inline]
    pub fn add_amaf(&self, won: bool) {
        self.add_amaf_weighted(won, 1);
    }

    /// Record an AMAF result that counts `w` times.
    ///
    /// A plain load and store, not an atomic add: a playout makes hundreds of these
    /// updates and a locked add costs many times a plain one. Two threads updating the
    /// same node at once may lose one update (visits and wins together, as they share
    /// one word), which costs as little accuracy as a lost race elsewhere in the tree.
    #[inline]
    pub fn add_amaf_weighted(&self, won: bool, w: u32) {
        let w = w as u64;
        let add = w << 32 | if won { w } else { 0 };
        self.amaf
            .store(self.amaf.load(Relaxed).wrapping_add(add), Relaxed);
    }
}

/// Nodes per chunk.
const CHUNK: usize = 1 << 16;

/// The node arena (see the module guide).
pub struct Arena {
    chunks: Box<[OnceLock<Box<[Node]>>]>,
    /// Next free index.
    next: AtomicU32,
    capacity: usize,
}

impl Arena {
    /// An arena for up to about `max_nodes` nodes (memory is taken chunk by chunk).
    pub fn new(max_nodes: usize) -> Arena {
        let n_chunks = max_nodes.div_ceil(CHUNK).max(1);
        Arena {
            chunks: (0..n_chunks).map(|_| OnceLock::new()).collect(),
            next: AtomicU32::new(0),
            capacity: n_chunks * CHUNK,
        }
    }

    /// Nodes handed out so far.
    pub fn len(&self) -> usize {
        (self.next.load(Relaxed) as usize).min(self.capacity)
    }

    /// Is the arena still empty?
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Is there room for another block of `n` nodes (roughly: other threads may race)?
    pub fn has_room(&self, n: usize) -> bool {
        self.next.load(Relaxed) as usize + n + CHUNK <= self.capacity
    }

    /// The node at `index` (which must have been allocated).
    #[inline]
    pub fn node(&self, index: usize) -> &Node {
        let chunk = self.chunks[index / CHUNK]
            .get()
            .expect("node in an allocated chunk");
        &chunk[index % CHUNK]
    }

    /// The children block of the node whose snapshot is `parent`, as one slice (one
    /// chunk lookup for all of them; a block never straddles two chunks).
    #[inline]
    pub fn children(&self, parent: &NodeData) -> &[Node] {
        if parent.n_children == 0 {
            return &[];
        }
        let first = parent.first_child as usize;
        let chunk = self.chunks[first / CHUNK]
            .get()
            .expect("children in an allocated chunk");
        &chunk[first % CHUNK..first % CHUNK + parent.n_children as usize]
    }

    /// Reserve `n` contiguous nodes (n ≤ CHUNK) and write `data` into them; None if the
    /// arena is full.
    pub fn alloc(&self, data: &[NodeData]) -> Option<u32> {
        let n = data.len();
        assert!(n > 0 && n <= CHUNK);
        let mut start = self.next.load(Relaxed) as usize;
        loop {
            // A block never straddles two chunks: skip to the next chunk if needed.
            let first = if start / CHUNK != (start + n - 1) / CHUNK {
                (start / CHUNK + 1) * CHUNK
            } else {
                start
            };
            if first + n > self.capacity {
                return None;
            }
            match self
                .next
                .compare_exchange_weak(start as u32, (first + n) as u32, AcqRel, Relaxed)
            {
                Ok(_) => {
                    let chunk = self.chunks[first / CHUNK]
                        .get_or_init(|| (0..CHUNK).map(|_| Node::default()).collect());
                    for (k, d) in data.iter().enumerate() {
                        chunk[first % CHUNK + k].store(d);
                    }
                    return Some(first as u32);
                }
                Err(now) => start = now as usize,
            }
        }
    }

    /// A new arena holding the subtree under `root` (root at index 0), breadth first;
    /// superko marks are dropped, since the history they were judged against changes.
    /// A node keeps [`NET_RATED`] only with its children.
    pub fn compact(&self, root: usize, max_nodes: usize) -> Arena {
        let out = Arena::new(max_nodes);
        let mut d = self.node(root).load();
        d.flags &= !(CHECKED | ILLEGAL | EXPANDING | NET_RATED);
        let expanded = d.flags & EXPANDED != 0;
        d.flags &= !EXPANDED;
        out.alloc(&[d]).expect("room for the root");
        // (old index, new index) of expanded nodes whose children still need copying.
        let mut queue = std::collections::VecDeque::new();
        if expanded {
            queue.push_back((root, 0usize));
        }
        let mut block = Vec::new();
        while let Some((old, new)) = queue.pop_front() {
            let src = self.node(old).load();
            block.clear();
            for k in src.children() {
                let mut child = self.node(k).load();
                child.flags &= !(CHECKED | ILLEGAL | EXPANDING | EXPANDED | NET_RATED);
                block.push(child);
            }
            let Some(first) = out.alloc(&block) else {
                continue; // out of room: the node stays a leaf
            };
            for (j, k) in src.children().enumerate() {
                if self.node(k).flags() & EXPANDED != 0 {
                    queue.push_back((k, first as usize + j));
                }
            }
            out.node(new)
                .publish_children(first, src.n_children, src.flags & NET_RATED);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_are_32_bytes() {
        assert_eq!(std::mem::size_of::<Node>(), 32);
    }

    #[test]
    fn a_weighted_amaf_result_counts_its_weight() {
        let arena = Arena::new(CHUNK);
        let k = arena.alloc(&[NodeData::child(5, 0, 0)]).unwrap() as usize;
        arena.node(k).add_amaf(true);
        arena.node(k).add_amaf_weighted(true, 3);
        arena.node(k).add_amaf_weighted(false, 2);
        let n = arena.node(k).load();
        assert_eq!((n.amaf_visits, n.amaf_wins), (6, 4));
    }

    #[test]
    fn blocks_stay_inside_one_chunk_and_the_arena_fills_up() {
        let arena = Arena::new(2 * CHUNK);
        let block = vec![NodeData::child(5, 10, 5); 1000];
        let mut starts = Vec::new();
        while let Some(first) = arena.alloc(&block) {
            starts.push(first as usize);
        }
        assert!(starts.iter().all(|&s| s / CHUNK == (s + 999) / CHUNK));
        assert_eq!(starts.len(), 2 * (CHUNK / 1000));
        assert_eq!(arena.node(starts[3] + 7).load().mv, 5);
    }

    #[test]
    fn the_children_slice_is_the_published_block() {
        let arena = Arena::new(2 * CHUNK);
        // Fill most of the first chunk so that the block lands at the second's start.
        arena.alloc(&vec![NodeData::default(); CHUNK - 2]).unwrap();
        let parent = arena.alloc(&[NodeData::default()]).unwrap() as usize;
        assert!(arena.children(&arena.node(parent).load()).is_empty());
        let kids: Vec<_> = (1..=3).map(|m| NodeData::child(m, 10, 5)).collect();
        let first = arena.alloc(&kids).unwrap();
        assert_eq!(first as usize, CHUNK);
        arena.node(parent).publish_children(first, 3, 0);
        let p = arena.node(parent).load();
        let moves: Vec<_> = arena.children(&p).iter().map(|child| child.mv()).collect();
        assert_eq!(moves, [1, 2, 3]);
        // The slice is the nodes themselves: an update through it shows in the arena.
        arena.children(&p)[2].add_amaf(true);
        assert_eq!(arena.node(CHUNK + 2).load().amaf_wins, 1);
    }

    #[test]
    fn compact_keeps_the_subtree_and_its_statistics() {
        let arena = Arena::new(CHUNK);
        let root = arena.alloc(&[NodeData::default()]).unwrap() as usize;
        let kids: Vec<_> = (1..=3).map(|m| NodeData::child(m, 10, 5)).collect();
        let first = arena.alloc(&kids).unwrap();
        arena.node(root).publish_children(first, 3, 0);
        let grandkids: Vec<_> = (7..=8).map(|m| NodeData::child(m, 10, 5)).collect();
        let g = arena.alloc(&grandkids).unwrap();
        arena.node(first as usize + 1).publish_children(g, 2, 0);
        arena.node(g as usize + 1).add_visit();
        arena.node(g as usize + 1).add_win();
        // Keep the subtree of the second child.
        let kept = arena.compact(first as usize + 1, CHUNK);
        let r = kept.node(0).load();
        assert_eq!(r.mv, 2);
        assert_eq!(r.n_children, 2);
        let kids: Vec<_> = r.children().map(|k| kept.node(k).load()).collect();
        assert_eq!(kids[1].mv, 8);
        assert_eq!((kids[1].visits, kids[1].wins), (1, 1));
        assert_eq!(kept.len(), 3);
    }

    #[test]
    fn nodes_stay_small() {
        assert_eq!(crate::search::NODE_BYTES, 32);
    }
}
