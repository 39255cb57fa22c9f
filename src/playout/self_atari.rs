//! Judging a self-atari in a playout: which are worth playing (a ko capture, a nakade
//! sacrifice inside an opponent's eye space that leaves it one eye, a throw-in into a
//! false eye), how many stones a move would leave in atari, and the approach from
//! outside that replaces a refused one in a capturing race.

use super::eye_space::SmallRegion;
use crate::core::board::{Board, SeenChains};
use crate::core::point::{Color, Point};

/// The own chains next to empty `p` that a stone of `c` there would join, and the
/// stones of the chain it would make.
#[inline]
pub(super) fn joined_chains(board: &Board, p: Point, c: Color) -> (SeenChains<4>, usize) {
    let mut joined = SeenChains::default();
    let mut stones = 1;
    for q in board.neighbors(p) {
        if board.color(q) == c && joined.first(board.chain_head(q)) {
            stones += board.chain_stones(q);
        }
    }
    (joined, stones)
}

/// Instead of the refused self-atari of `c` at `p`: the other liberty of an opponent
/// chain next to `p` that has two, when `c` can play it without self-atari. In a
/// capturing race the shared liberty is filled last; the race is won from outside.
pub fn approach_instead(board: &Board, p: Point, c: Color) -> Option<Point> {
    let opp = c.opponent();
    for q in board.neighbors(p) {
        if board.color(q) != opp || board.libs(q) != 2 {
            continue;
        }
        let (libs, _) = board.chain_liberties::<2>(q);
        let other = if libs[0] == p { libs[1] } else { libs[0] };
        if board.is_playout_candidate(other, c) && !board.is_self_atari(other, c) {
            return Some(other);
        }
    }
    None
}

/// Is the self-atari of `c` at empty `p` one worth playing: a capture (a ko take), a
/// sacrifice inside the opponent's eye space whose stones, once taken, leave a shape
/// that cannot make two eyes (a nakade), or a lone stone thrown in where the opponent
/// has a false eye? Assumes `board.is_self_atari(p, c)`.
pub fn is_useful_self_atari(board: &Board, p: Point, c: Color) -> bool {
    if board.would_capture(p, c) {
        return true;
    }
    // The chain the move makes: p and the own chains next to it (each with at most
    // two liberties, or the move would not be a self-atari).
    let (joined, stones) = joined_chains(board, p, c);
    let heads = joined.heads();
    if stones > 6 {
        return false;
    }
    // Its one liberty after the move.
    let mut lib = None;
    for q in board.neighbors(p) {
        if board.color(q) == Color::Empty {
            lib = Some(q);
        }
    }
    for &h in heads {
        let (libs, k) = board.chain_liberties::<2>(h);
        if let Some(&l) = libs[..k].iter().find(|&&l| l != p) {
            lib = Some(l);
        }
    }
    let Some(lib) = lib else {
        return false;
    };
    // The liberty must be inside the opponent's space: no empty point beyond it, no
    // other own chain it could connect to.
    let inside = board.neighbors(lib).iter().all(|&q| match board.color(q) {
        Color::Empty => q == p,
        col if col == c => heads.contains(&board.chain_head(q)),
        _ => true,
    });
    if !inside {
        // A lone stone thrown into the opponent's false eye.
        let opp = c.opponent();
        // (The border counts as the opponent's.)
        return heads.is_empty()
            && board.count_neighbors(p, opp) == 3
            && board.diagonal_faults(p, opp as u8) >= 2;
    }
    // A group with an eye elsewhere lives whatever this space becomes: the sacrifice
    // only gives stones away (in a seki, it fills the shared liberty and loses the group).
    if has_eye_elsewhere(board, p, heads, lib, c.opponent()) {
        return false;
    }
    if stones <= 3 {
        return true;
    }
    // Four to six stones: the eye space they leave must be one that cannot make two
    // eyes (pyramid four, bulky and crossed five, rabbity six) or the square four.
    let mut space = SmallRegion {
        points: [p; SmallRegion::MAX],
        n: 1,
    };
    for &h in heads {
        for s in board.chain(h) {
            space.points[space.n] = s;
            space.n += 1;
        }
    }
    space.is_killing_shape(board)
}

/// Has an `opp` chain next to the chain that a stone at `p` makes with the own chains
/// `heads` an eye (in the playout sense) among its liberties other than `p` and `lib`?
/// Chains of more than eight liberties are not read (an open group: no answer, false).
pub(super) fn has_eye_elsewhere(
    board: &Board,
    p: Point,
    heads: &[Point],
    lib: Point,
    opp: Color,
) -> bool {
    // The opponent chains around, each once (at most 16 read).
    let mut seen = SeenChains::<16>::default();
    let stones = std::iter::once(p).chain(heads.iter().flat_map(|&h| board.chain(h)));
    for s in stones {
        for q in board.neighbors(s) {
            if board.color(q) != opp {
                continue;
            }
            let h = board.chain_head(q);
            if !seen.first(h) {
                continue;
            }
            if board.libs(h) > 8 {
                continue;
            }
            let (libs, k) = board.chain_liberties::<8>(h);
            if libs[..k]
                .iter()
                .any(|&l| l != p && l != lib && board.is_eye(l, opp))
            {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::tests::*;

    #[test]
    fn nakade_sacrifices_and_throw_ins_are_useful_self_ataris_and_others_are_not() {
        use Color::Black;
        // White walls in three eye spaces: A9 B9 C9 holding Black A9, the straight five
        // A1-E1 holding Black A1 B1 C1, and the bulky five G1 H1 J1 H2 J2 holding Black
        // H1 J1 J2.
        let board = Board::from_ascii(
            "
            X . . O . . . . .
            O O O O . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O O O O O O O O O
            O O O O O O O . X
            X X X . . O . X X",
        )
        .unwrap();
        let useful = |v: &str| {
            let p = at9(v);
            assert!(board.is_self_atari(p, Black), "{v} is a self-atari");
            is_useful_self_atari(&board, p, Black)
        };
        // Two stones in a three-point space: taken, they leave one eye.
        assert!(useful("B9"));
        // A fourth stone in the straight space leaves straight four: White lives.
        assert!(!useful("D1"));
        // Four stones in the square H1 J1 H2 J2 leave a dead shape.
        assert!(useful("H2"));
        // Four in a bent line (G1 H1 J1 J2) leave bent four: White lives.
        assert!(!useful("G1"));
        // White C1 E1 and a White D2 would make D1 an eye; Black's diagonal C2 and the
        // edge make it false, and a Black stone thrown in at D1 keeps it so.
        let edge = Board::from_ascii(
            "
            . . . . .
            . . . . .
            . . . . .
            . . X . O
            . . O . O",
        )
        .unwrap();
        let d1 = crate::core::point::Geometry::new(5).point(3, 0);
        assert!(edge.is_self_atari(d1, Black));
        assert!(is_useful_self_atari(&edge, d1, Black));
        // A lone stone pushed between White's stones with open space behind it is not.
        let open = Board::from_ascii(
            "
            . . . . .
            . . . . .
            . . . . .
            . O . O .
            . . O . .",
        )
        .unwrap();
        let c2 = crate::core::point::Geometry::new(5).point(2, 1);
        assert!(open.is_self_atari(c2, Black));
        assert!(!is_useful_self_atari(&open, c2, Black));
    }
}
