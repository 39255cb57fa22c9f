//! Criticality: at a node searched often enough, how much owning each point at the end of
//! a playout goes with winning it. A child on a critical point (whoever owns it usually
//! wins) gets extra won AMAF experience in proportion; a child on a point whose owner
//! wins less often than chance would have it loses some.
//!
//! - A node gets a [`Table`] once it has `crit_from` visits
//!   ([`SearchParams::crit_from`](super::SearchParams)); the table counts the playouts
//!   through the node from then on, and is read once it holds [`MIN_SAMPLES`].
//! - For each point a table keeps four counts, by who owned the point at the end of a
//!   playout and who won it. The criticality of a point is the share of playouts its
//!   owner won less what that share would be if owning it and winning were unrelated:
//!   P(winner owns p) - P(black owns p)·P(black wins) - P(white owns p)·P(white wins).
//! - Tables belong to one search's tree: a kept tree starts without them, except when
//!   the very same position is searched again.
//! - The counts are plain loads and stores, like the AMAF counts: two threads at one
//!   table at once may lose an update.

use crate::core::board::Board;
use crate::core::point::Color;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering::Relaxed};
use std::sync::OnceLock;

/// Playouts a table needs before its criticality is used.
pub const MIN_SAMPLES: u32 = 500;

/// At most this many tables a search (later busy nodes go without).
const MAX_TABLES: usize = 4096;

/// Where a point ended a playout, as an offset into its four counts: black-owned and
/// black won, black-owned and white won, white-owned and black won, white-owned and
/// white won; [`NOBODY`] for a point neither side owns.
pub type Outcome = u8;
/// A point neither side owned (a seki liberty, a dame).
pub const NOBODY: Outcome = 4;

/// The tables of one search, claimed by node as nodes get busy.
pub struct CritTables {
    slots: Box<[OnceLock<Table>]>,
    next: AtomicUsize,
    cells: usize,
}

/// One node's counts.
pub struct Table {
    playouts: AtomicU32,
    black_wins: AtomicU32,
    /// Four counts a point (cell index · 4 + outcome).
    counts: Box<[AtomicU32]>,
}

impl CritTables {
    /// Room for tables on a board of `cells` cells (none allocated yet).
    pub fn new(cells: usize) -> CritTables {
        CritTables {
            slots: (0..MAX_TABLES).map(|_| OnceLock::new()).collect(),
            next: AtomicUsize::new(0),
            cells,
        }
    }

    /// A fresh table; its id, or None once all are taken.
    pub fn claim(&self) -> Option<u16> {
        let id = self.next.fetch_add(1, Relaxed);
        let slot = self.slots.get(id)?;
        slot.get_or_init(|| Table {
            playouts: AtomicU32::new(0),
            black_wins: AtomicU32::new(0),
            counts: (0..4 * self.cells).map(|_| AtomicU32::new(0)).collect(),
        });
        Some(id as u16)
    }

    /// The table `id` (one [`claim`](Self::claim) returned).
    #[inline]
    pub fn table(&self, id: u16) -> Option<&Table> {
        self.slots.get(id as usize)?.get()
    }
}

impl Table {
    /// Count one playout: `outcomes` by cell (see [`outcomes`]), and who won.
    pub fn record(&self, outcomes: &[Outcome], black_won: bool) {
        bump(&self.playouts, 1);
        bump(&self.black_wins, black_won as u32);
        for (cell, &o) in outcomes.iter().enumerate() {
            if o != NOBODY {
                bump(&self.counts[4 * cell + o as usize], 1);
            }
        }
    }

    /// The table's criticality of each point, or None before it holds [`MIN_SAMPLES`]
    /// playouts.
    #[inline]
    pub fn view(&self) -> Option<CritView<'_>> {
        let n = self.playouts.load(Relaxed);
        if n < MIN_SAMPLES {
            return None;
        }
        let inv = 1.0 / n as f32;
        Some(CritView {
            counts: &self.counts,
            inv,
            black_wins: self.black_wins.load(Relaxed) as f32 * inv,
        })
    }
}

/// A table read for one selection: the playout count and Black's share of wins taken
/// once for all children.
pub struct CritView<'a> {
    counts: &'a [AtomicU32],
    inv: f32,
    black_wins: f32,
}

impl CritView<'_> {
    /// The criticality of the point at `cell` (between -1 and 1).
    #[inline]
    pub fn at(&self, cell: usize) -> f32 {
        let c = |k: usize| self.counts[4 * cell + k].load(Relaxed) as f32 * self.inv;
        let (bb, bw, wb, ww) = (c(0), c(1), c(2), c(3));
        (bb + ww) - (bb + bw) * self.black_wins - (wb + ww) * (1.0 - self.black_wins)
    }
}

/// A plain load and store (see the module guide).
#[inline]
fn bump(counter: &AtomicU32, by: u32) {
    counter.store(counter.load(Relaxed).wrapping_add(by), Relaxed);
}

/// Every cell's [`Outcome`] on `board`, a finished playout (every empty point an eye or
/// shared), given who won: a stone's point is its colour's, an empty point surrounded by
/// one colour (the edge counting as either) that colour's.
pub fn outcomes(board: &Board, black_won: bool, out: &mut Vec<Outcome>) {
    out.clear();
    out.resize(board.geometry().array_len(), NOBODY);
    let won = (!black_won) as u8;
    for p in board.geometry().points() {
        let owner = match board.color(p) {
            Color::Black => Some(0),
            Color::White => Some(2),
            Color::Empty if board.count_neighbors(p, Color::Black) == 4 => Some(0),
            Color::Empty if board.count_neighbors(p, Color::White) == 4 => Some(2),
            _ => None,
        };
        if let Some(o) = owner {
            out[p.idx()] = o + won;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::Board;

    #[test]
    fn a_point_whose_owner_always_wins_is_critical_and_an_unrelated_one_is_not() {
        let tables = CritTables::new(4 * 4);
        let id = tables.claim().unwrap();
        let t = tables.table(id).unwrap();
        let (decisive, black_always, unrelated) = (5, 6, 7);
        let mut outcomes = vec![NOBODY; 16];
        for i in 0..MIN_SAMPLES {
            let black_won = i % 2 == 0;
            let w = (!black_won) as u8;
            // The winner always owns `decisive`; Black always owns `black_always`;
            // `unrelated` goes to each side by a pattern of its own.
            outcomes[decisive] = if black_won { 0 } else { 2 } + w;
            outcomes[black_always] = w;
            outcomes[unrelated] = if i % 4 < 2 { 0 } else { 2 } + w;
            if i + 1 == MIN_SAMPLES {
                assert!(t.view().is_none(), "too few samples yet");
            }
            t.record(&outcomes, black_won);
        }
        let view = t.view().unwrap();
        let crit = |cell| view.at(cell);
        assert!((crit(decisive) - 0.5).abs() < 1e-6, "{}", crit(decisive));
        assert!(crit(black_always).abs() < 1e-6, "{}", crit(black_always));
        assert!(crit(unrelated).abs() < 1e-6, "{}", crit(unrelated));
        // A point nobody owns has no criticality either.
        assert!(crit(0).abs() < 1e-6);
    }

    #[test]
    fn outcomes_give_stones_and_eyes_to_their_owner() {
        let board = Board::from_ascii(
            "XX.O\n\
             X.XO\n\
             XXOO\n\
             .XO.\n",
        )
        .unwrap();
        let g = *board.geometry();
        let mut out = Vec::new();
        outcomes(&board, false, &mut out);
        // White won: black-owned points read 1, white-owned 3.
        assert_eq!(out[g.point(1, 2).idx()], 1, "a black eye");
        assert_eq!(out[g.point(0, 1).idx()], 1, "a black stone");
        assert_eq!(out[g.point(3, 0).idx()], 3, "a white eye on the edge");
        assert_eq!(out[g.point(2, 3).idx()], NOBODY, "a point between both");
        let filled = out.iter().filter(|&&o| o != NOBODY).count();
        assert_eq!(filled, 15);
    }

    #[test]
    fn busy_nodes_measure_criticality_and_the_search_still_takes_the_chain() {
        use crate::search::tests::*;
        let game = five_in_atari();
        let g = *game.board().geometry();
        let lib = g.point(4, 3);
        let params = SearchParams {
            crit_weight: 1.0,
            crit_from: 100,
            ..Default::default()
        };
        let mut s = Search::new(params, 1);
        let summary = s.run(&game, Color::Black, Budget::playouts(3000), &mut NoControl);
        assert_eq!(summary.best().unwrap().mv, Move::Play(lib));
        // The root and its busiest child measured criticality (a decided position: near
        // nothing is critical).
        let root = s.arena.node(0).load();
        let busiest = root
            .children()
            .max_by_key(|&k| s.arena.node(k).load().visits)
            .unwrap();
        for idx in [0, busiest] {
            let table = s
                .crit
                .table(s.arena.node(idx).crit_table().unwrap())
                .unwrap();
            let view = table.view().unwrap();
            for p in g.points() {
                let crit = view.at(p.idx());
                assert!(crit.abs() <= 1.0, "{crit}");
            }
        }
        // Tables are the tree's: a new search on another position starts without them.
        let other = three_columns_to_two();
        s.run(&other, Color::Black, Budget::playouts(10), &mut NoControl);
        assert_eq!(s.arena.node(0).crit_table(), None);
    }

    #[test]
    fn tables_run_out_after_their_number() {
        let tables = CritTables::new(4);
        for _ in 0..MAX_TABLES {
            assert!(tables.claim().is_some());
        }
        assert_eq!(tables.claim(), None);
        assert!(tables.table(MAX_TABLES as u16 - 1).is_some());
    }
}
