//! The end of the game: which stones are dead, which live in seki, and whether the
//! position is settled enough to pass.
//!
//! How to read this module: everything starts from an ownership estimate (by board index,
//! 1 for Black, -1 for White), which the tree search collects from the final boards of
//! its playouts. [`EndStatus::judge`] turns it into dead chains ([`dead_chains`]) and
//! then finds seki on the board without them ([`seki_chains`]: living chains of both
//! colours around a shared liberty that neither side can fill without putting itself in
//! atari). [`dame_to_fill`] asks whether anything but dame is left to play for under
//! the removal settings; the player fills those dame (area scoring) and then passes,
//! when the count wins.

use crate::core::board::Board;
use crate::core::point::{Color, Point};
use crate::core::rules::Scoring;
use crate::core::score::{empty_regions, without_dead, Reach};
use std::collections::HashSet;

/// What happens to the stones when the game is counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EndStatus {
    /// Stones taken off as dead (every stone of each such chain).
    pub dead: Vec<Point>,
    /// Stones alive in seki (every stone of each such chain).
    pub seki: Vec<Point>,
}

impl EndStatus {
    /// Nothing removed (Tromp-Taylor); seki read from the board as it stands.
    pub fn as_it_stands(board: &Board) -> EndStatus {
        EndStatus {
            dead: Vec::new(),
            seki: seki_chains(board),
        }
    }

    /// Dead chains from `ownership`, then seki on the board without them.
    pub fn judge(board: &Board, ownership: &[f32]) -> EndStatus {
        let dead = dead_chains(board, ownership);
        let seki = seki_chains(&without_dead(board, &dead));
        EndStatus { dead, seki }
    }

    /// Is the stone at `p` dead?
    pub fn is_dead(&self, p: Point) -> bool {
        self.dead.contains(&p)
    }

    /// Is the stone at `p` alive in seki?
    pub fn is_seki(&self, p: Point) -> bool {
        self.seki.contains(&p)
    }
}

/// How much `ownership` gives point `p` to colour `c` (1: surely `c`'s; -1: surely the
/// opponent's; 0 where the estimate says nothing).
pub fn ownership_for(ownership: &[f32], p: Point, c: Color) -> f32 {
    let v = ownership.get(p.idx()).copied().unwrap_or(0.0);
    if c == Color::Black {
        v
    } else {
        -v
    }
}

/// Every chain of `board`, as its stones.
fn chains(board: &Board) -> Vec<Vec<Point>> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for p in board.geometry().points() {
        if board.color(p).is_stone() && seen.insert(board.chain_head(p)) {
            out.push(board.chain(p).collect());
        }
    }
    out
}

/// How much `ownership` gives the points `stones` to colour `c`, on average (1: all
/// of them surely `c`'s; -1: surely the opponent's).
fn owned_by(ownership: &[f32], stones: &[Point], c: Color) -> f32 {
    let sum: f32 = stones.iter().map(|&s| ownership_for(ownership, s, c)).sum();
    sum / stones.len().max(1) as f32
}

/// The stones of every chain that `ownership` gives to the other colour: on average
/// over the chain by more than 0.2, or by any margin when its liberties lean to the
/// other colour too (by more than 0.05 on average). Random playouts are noisy,
/// pessimistic judges of dead stones in narrow areas: a lone dead stone in a 27-point
/// area measured -0.33, two of them only -0.07 (their liberties -0.12), hence the
/// second test.
pub fn dead_chains(board: &Board, ownership: &[f32]) -> Vec<Point> {
    let mut dead = Vec::new();
    for stones in chains(board) {
        let c = board.color(stones[0]);
        let own = owned_by(ownership, &stones, c);
        if own < -0.2 || (own < 0.0 && owned_by(ownership, &liberties(board, &stones), c) < -0.05) {
            dead.extend(stones);
        }
    }
    dead
}

/// The empty points next to `stones`, each once.
fn liberties(board: &Board, stones: &[Point]) -> Vec<Point> {
    let mut libs = Vec::new();
    for &s in stones {
        for q in board.neighbors(s) {
            if board.color(q) == Color::Empty && !libs.contains(&q) {
                libs.push(q);
            }
        }
    }
    libs
}

/// Is `p` an empty point next to stones of both colours that neither colour can take
/// without being left with at most one liberty (or not at all)? Such a point is a
/// shared liberty of a seki.
pub fn is_seki_liberty(board: &Board, p: Point) -> bool {
    // The packed neighbour counts take the edge for both colours: look at the stones.
    let next_to = |c: Color| board.neighbors(p).iter().any(|&q| board.color(q) == c);
    board.color(p) == Color::Empty
        && next_to(Color::Black)
        && next_to(Color::White)
        && board.is_self_atari(p, Color::Black)
        && board.is_self_atari(p, Color::White)
}

/// The stones of the chains next to a seki liberty ([`is_seki_liberty`]). Call it on
/// the board with the dead stones taken off: a capturing race with a dead loser has
/// the same shape for a moment, but the loser is no longer on that board.
pub fn seki_chains(board: &Board) -> Vec<Point> {
    let mut heads = HashSet::new();
    for p in board.empty_points() {
        if is_seki_liberty(board, p) {
            for q in board.neighbors(p) {
                if board.color(q).is_stone() {
                    heads.insert(board.chain_head(q));
                }
            }
        }
    }
    let mut seki: Vec<Point> = heads
        .into_iter()
        .flat_map(|h| board.chain(h).collect::<Vec<_>>())
        .collect();
    seki.sort_unstable();
    seki
}

/// How much ownership (on average, for the colour that holds it) makes a living chain
/// or a territory agreed. Random playouts are pessimistic judges of narrow areas: a
/// settled 3-column territory with a dead stone in it measured 0.33 to 0.59.
const AGREED: f32 = 0.25;

/// The dame still worth a point each, if nothing else is left to play for; None while
/// something is. Settled means: every living chain outside seki is its owner's (by
/// `AGREED` on average), and every empty region of the board without the dead
/// stones is territory the estimate agrees with (by `AGREED` for the colour it
/// reaches) or dame: points next to a stone that the estimate gives to neither side
/// (open space, or a point it gives to one side, is a border still to settle). Dame
/// count under area scoring, so they are returned to be filled (the shared liberties
/// of seki apart); under territory scoring they are worth nothing.
pub fn dame_to_fill(
    board: &Board,
    ownership: &[f32],
    status: &EndStatus,
    scoring: Scoring,
) -> Option<Vec<Point>> {
    let cleaned = without_dead(board, &status.dead);
    for stones in chains(&cleaned) {
        let c = cleaned.color(stones[0]);
        if !status.is_seki(stones[0]) && owned_by(ownership, &stones, c) < AGREED {
            return None;
        }
    }
    let mut dame = Vec::new();
    for (region, reach) in empty_regions(&cleaned) {
        match reach {
            Reach::Only(c) if owned_by(ownership, &region, c) >= AGREED => {}
            Reach::Both => {
                for q in region {
                    if is_seki_liberty(&cleaned, q) {
                        continue;
                    }
                    // A dame touches a stone and belongs to neither side; open space
                    // or a point the estimate gives to one side is still a border to
                    // settle.
                    let touches = cleaned
                        .neighbors(q)
                        .iter()
                        .any(|&n| cleaned.color(n).is_stone());
                    let own = ownership_for(ownership, q, Color::Black);
                    if !touches || own.abs() >= 0.5 {
                        return None;
                    }
                    if scoring == Scoring::Area {
                        dame.push(q);
                    }
                }
            }
            _ => return None,
        }
    }
    Some(dame)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Is there nothing left to play for, not even dame?
    fn is_settled(board: &Board, ownership: &[f32], status: &EndStatus, scoring: Scoring) -> bool {
        dame_to_fill(board, ownership, status, scoring).is_some_and(|d| d.is_empty())
    }

    /// A seki at the top left of 9x9: the black chain B9 A8 B8 (eye A9) and the white
    /// chain around it (eye E9) share the liberty C9; Black's outer wall holds the rest.
    pub const SEKI: &str = "
        . X . O . O X . .
        X X O O O O X . .
        O O O X X X X . .
        X X X X . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .";

    /// Black's wall on column B, White's on D, column C dame between them.
    const WALLS: &str = "
        . X . O .
        . X . O .
        . X . O .
        . X . O .
        . X . O .";

    #[test]
    fn seki_is_found_around_the_shared_liberty() {
        let b = Board::from_ascii(SEKI).unwrap();
        let g = *b.geometry();
        let c9 = g.point(2, 8);
        assert!(is_seki_liberty(&b, c9));
        let seki = seki_chains(&b);
        // Black's three inner stones and White's nine.
        assert_eq!(seki.len(), 3 + 9);
        assert!(seki.contains(&g.point(1, 8)) && seki.contains(&g.point(0, 6)));
        // The outer black wall is not part of it.
        assert!(!seki.contains(&g.point(6, 8)));
    }

    #[test]
    fn two_eyes_in_the_corner_are_no_seki() {
        // Filling either eye would be a self-atari for Black and a suicide for White,
        // but neither eye touches a white stone (the edge does not count).
        let b = Board::from_ascii(
            "
            O X X X .
            O X . X X
            O O X X O
            . O O O O
            . . . . .",
        )
        .unwrap();
        assert!(seki_chains(&b).is_empty());
    }

    #[test]
    fn a_dame_between_walls_is_no_seki() {
        let b = Board::from_ascii(WALLS).unwrap();
        assert!(seki_chains(&b).is_empty());
    }

    #[test]
    fn dead_chains_follow_the_ownership_sign() {
        let b = Board::from_ascii(
            "
            . X . . .
            . X . . .
            . X . O .
            . X . . .
            . X . . .",
        )
        .unwrap();
        let g = *b.geometry();
        let mut own = vec![0.0; g.array_len()];
        for p in g.points() {
            own[p.idx()] = 0.9;
        }
        // Everything is Black's: the white stone is dead, the black ones alive.
        assert_eq!(dead_chains(&b, &own), vec![g.point(3, 2)]);
        // Barely Black's, among liberties that are Black's: still dead.
        own[g.point(3, 2).idx()] = 0.1;
        assert_eq!(dead_chains(&b, &own), vec![g.point(3, 2)]);
        // Barely Black's among contested liberties: alive.
        for q in b.neighbors(g.point(3, 2)) {
            own[q.idx()] = 0.0;
        }
        assert!(dead_chains(&b, &own).is_empty());
        // Mostly White's: alive.
        own[g.point(3, 2).idx()] = -0.6;
        assert!(dead_chains(&b, &own).is_empty());
    }

    #[test]
    fn settled_needs_agreed_territory_and_no_dame_under_area() {
        let b = Board::from_ascii(WALLS).unwrap();
        let g = *b.geometry();
        let mut own = vec![0.0; g.array_len()];
        for p in g.points() {
            let (x, _) = g.coords(p);
            own[p.idx()] = match x {
                0 | 1 => 1.0,
                3 | 4 => -1.0,
                _ => 0.0,
            };
        }
        let status = EndStatus::judge(&b, &own);
        assert!(status.dead.is_empty());
        // Column C is dame: worth a point each under area scoring, nothing under
        // territory scoring.
        assert!(!is_settled(&b, &own, &status, Scoring::Area));
        let dame = dame_to_fill(&b, &own, &status, Scoring::Area).unwrap();
        assert_eq!(dame.len(), 5);
        assert!(dame.iter().all(|&p| g.coords(p).0 == 2));
        assert!(is_settled(&b, &own, &status, Scoring::Territory));
        // An estimate that doubts Black's territory: not settled under any scoring.
        own[g.point(0, 0).idx()] = -1.0;
        own[g.point(0, 1).idx()] = -1.0;
        own[g.point(0, 2).idx()] = 0.0;
        assert!(!is_settled(&b, &own, &status, Scoring::Territory));
    }

    #[test]
    fn an_open_board_is_not_settled_however_sure_the_stones() {
        // Four living stones in an opening: the empty board between them reaches both
        // colours but is no dame.
        let b = Board::from_ascii(
            ". . . . . . . . .
             . . . . . . . . .
             . . X . . . O . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . O . . . X . .
             . . . . . . . . .
             . . . . . . . . .",
        )
        .unwrap();
        let g = *b.geometry();
        let mut own = vec![0.0; g.array_len()];
        for p in g.points() {
            own[p.idx()] = match b.color(p) {
                Color::Black => 1.0,
                Color::White => -1.0,
                _ => 0.0,
            };
        }
        let status = EndStatus::judge(&b, &own);
        assert!(status.dead.is_empty());
        assert_eq!(dame_to_fill(&b, &own, &status, Scoring::Area), None);
        assert_eq!(dame_to_fill(&b, &own, &status, Scoring::Territory), None);
    }

    #[test]
    fn seki_liberties_leave_a_position_settled() {
        let b = Board::from_ascii(SEKI).unwrap();
        let g = *b.geometry();
        let status = EndStatus::as_it_stands(&b);
        let mut own = vec![1.0; g.array_len()];
        // White's seki chain and its eye are White's; C9 is shared.
        for p in g.points() {
            if b.color(p) == Color::White {
                own[p.idx()] = -1.0;
            }
        }
        own[g.point(4, 8).idx()] = -1.0;
        own[g.point(2, 8).idx()] = 0.0;
        assert!(is_settled(&b, &own, &status, Scoring::Area));
    }
}
