//! Replies in fights next to the last move: capture or save a chain in atari, attack
//! or extend a chain of two liberties (with or without reading ladders), and the
//! escapes from atari that a ladder still catches, which no step may play.

use crate::core::board::{Board, SeenChains};
use crate::core::point::{Color, Point};
use crate::knowledge::ladder::with_reader;

/// Moves answering ataris around `last`: capture an opponent chain in atari next to it
/// (or `last`'s own chain), or save an own chain in atari next to it by extending from
/// it or capturing one of its attackers.
pub fn atari_replies(board: &Board, c: Color, last: Point, out: &mut Vec<Point>) {
    out.clear();
    // Most moves put nothing in atari: a cheap test of the five chains first, the
    // replies out of line.
    for q in std::iter::once(last).chain(board.neighbors(last)) {
        if board.color(q).is_stone() && board.libs(q) == 1 {
            atari_replies_to(board, c, q, out);
        }
    }
}

/// The replies to the chain through stone `q`, in atari: capture it if it is the
/// opponent's; if it is `c`'s, extend from its liberty or capture an attacker in atari.
#[inline(never)]
pub(super) fn atari_replies_to(board: &Board, c: Color, q: Point, out: &mut Vec<Point>) {
    let Some(lib) = board.atari_liberty(q) else {
        return;
    };
    out.push(lib);
    if board.color(q) == c {
        // Capturing a neighbour in atari also saves the chain.
        let opp = c.opponent();
        for s in board.chain(q) {
            for r in board.neighbors(s) {
                if board.color(r) == opp && board.libs(r) == 1 {
                    if let Some(l) = board.atari_liberty(r) {
                        out.push(l);
                    }
                }
            }
        }
    }
}

/// A few points a move must not be played at (escapes a ladder catches).
pub(super) struct CaughtEscapes {
    points: [Point; 4],
    n: usize,
}

impl Default for CaughtEscapes {
    fn default() -> CaughtEscapes {
        CaughtEscapes {
            points: [Point(0); 4],
            n: 0,
        }
    }
}

impl CaughtEscapes {
    /// Is `p` one of them?
    #[inline]
    pub(super) fn holds(&self, p: Point) -> bool {
        self.points[..self.n].contains(&p)
    }
}

/// Drop from `list` the escapes of `c` (the liberty of an own chain in atari, when
/// playing there captures nothing) that a ladder still catches; return them.
pub(super) fn drop_caught_escapes(board: &Board, c: Color, list: &mut Vec<Point>) -> CaughtEscapes {
    let mut caught = CaughtEscapes::default();
    list.retain(|&p| {
        if board.would_capture(p, c) {
            return true;
        }
        let in_atari = board
            .neighbors(p)
            .into_iter()
            .find(|&q| board.color(q) == c && board.libs(q) == 1);
        let Some(q) = in_atari else {
            return true;
        };
        // Only an escape to exactly two liberties can run into a ladder.
        if board.libs_after(p, c) != 2 {
            return true;
        }
        let lost = with_reader(|l| l.captures(board, q));
        if lost && caught.n < caught.points.len() {
            caught.points[caught.n] = p;
            caught.n += 1;
        }
        !lost
    });
    caught
}

/// Moves for `c` in two-liberty fights next to `last`, read with ladders: an atari on
/// an opponent chain of two liberties (the last move's, or one next to it) that a
/// ladder then catches; an extension of an own chain of two liberties next to the last
/// move that a ladder would catch, when it gains a third liberty. `quick` reads no
/// ladders: an atari whose escape leaves the chain at most two liberties, and any
/// extension of an own chain that gains a third liberty.
pub fn two_liberty_replies(
    board: &Board,
    c: Color,
    last: Point,
    quick: bool,
    out: &mut Vec<Point>,
) {
    out.clear();
    let opp = c.opponent();
    let mut seen = SeenChains::<5>::default();
    for q in std::iter::once(last).chain(board.neighbors(last)) {
        let qc = board.color(q);
        if !qc.is_stone() || board.libs(q) != 2 || !seen.first(board.chain_head(q)) {
            continue;
        }
        let (libs, _) = board.chain_liberties::<2>(q);
        if quick {
            for (a, b) in [(libs[0], libs[1]), (libs[1], libs[0])] {
                let works = qc == opp && board.libs_after_losing(b, opp, a) <= 2;
                if works || (qc == c && board.libs_after(a, c) >= 3) {
                    out.push(a);
                }
            }
            continue;
        }
        with_reader(|l| {
            if qc == opp {
                for a in libs {
                    if l.atari_catches(board, q, a) {
                        out.push(a);
                    }
                }
            } else {
                // Read only when an extension would gain a third liberty.
                let gains = libs.map(|a| board.libs_after(a, c) >= 3);
                if gains.contains(&true) && libs.iter().any(|&a| l.atari_catches(board, q, a)) {
                    for (a, gain) in libs.into_iter().zip(gains) {
                        if gain {
                            out.push(a);
                        }
                    }
                }
            }
        });
    }
}

/// Moves for `c` in capturing races the last move sharpened: for each own chain among
/// the eight neighbours of `last` left with three or four liberties, an atari on an
/// opponent chain of two liberties next to it. Such a chain usually wins the race by
/// starting it now, and may lose it if the opponent gets the next move there.
pub fn race_replies(board: &Board, c: Color, last: Point, out: &mut Vec<Point>) {
    out.clear();
    let opp = c.opponent();
    let mut seen = SeenChains::<8>::default();
    let around = board.neighbors(last).into_iter();
    for q in around.chain(board.diagonal_neighbors(last)) {
        let short = (3..=4).contains(&board.libs(q));
        if board.color(q) != c || !short || !seen.first(board.chain_head(q)) {
            continue;
        }
        for s in board.chain(q) {
            for r in board.neighbors(s) {
                if board.color(r) == opp && board.libs(r) == 2 {
                    let (libs, _) = board.chain_liberties::<2>(r);
                    for a in libs {
                        if !out.contains(&a) {
                            out.push(a);
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::tests::*;

    #[test]
    fn a_caught_escape_is_refused_and_a_working_ladder_is_started() {
        use Color::{Black, White};
        // Black C4 D5 E3 around White D4; Black ataris at E4: D3 only runs into a ladder.
        let game = game9(&[
            (Black, "C4"),
            (White, "D4"),
            (Black, "D5"),
            (White, "J9"),
            (Black, "E3"),
            (White, "J8"),
            (Black, "E4"),
        ]);
        let ladders = Policy::Heavy(HeavyChances {
            ladders: true,
            ..HeavyChances::default()
        });
        let last = Move::Play(at9("E4"));
        let d3 = at9("D3");
        let count = |policy| {
            let moves = first_moves(game.board(), White, last, policy, 1000, 3);
            moves
                .iter()
                .find(|(m, _)| *m == Some(d3))
                .map_or(0, |x| x.1)
        };
        assert!(count(Policy::heavy()) > 800);
        assert!(count(ladders) < 150);
        // White's stone has two liberties after it plays D4 instead of J8: the
        // two-liberty step ataris it from the side the ladder works.
        let before = white_d4_with_two_liberties();
        let mut out = Vec::new();
        let mut want = vec![at9("D3"), at9("E4")];
        want.sort_by_key(|p| p.0);
        for quick in [false, true] {
            two_liberty_replies(before.board(), Black, at9("D4"), quick, &mut out);
            out.sort_by_key(|p| p.0);
            assert_eq!(out, want, "quick: {quick}");
        }
        // In the open (White E5 under Black D5 and E6), either escape gains three
        // liberties: no atari, nor an extension for a chain of three liberties.
        let open = game9(&[(Black, "D5"), (White, "E5"), (Black, "E6")]);
        two_liberty_replies(open.board(), Black, at9("E6"), true, &mut out);
        assert_eq!(out, vec![]);
        // White's own two-liberty stone extends where it gains a third liberty.
        two_liberty_replies(open.board(), White, at9("E6"), true, &mut out);
        out.sort_by_key(|p| p.0);
        let mut want = vec![at9("E4"), at9("F5")];
        want.sort_by_key(|p| p.0);
        assert_eq!(out, want);
    }

    #[test]
    fn a_race_the_last_move_sharpened_is_started_with_an_atari() {
        use Color::{Black, White};
        // White's A2 took Black's B3 chain down to three liberties (B1 C2 D1); White's
        // A2 A3 has two (A1 A4): Black puts it in atari from either side.
        let board = Board::from_ascii(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . O O O . . .
            O X X X O . .
            O X . X O . .
            . . . . O . .",
        )
        .unwrap();
        let g = crate::core::point::Geometry::new(7);
        let (a1, a2, a4) = (g.point(0, 0), g.point(0, 1), g.point(0, 3));
        let mut out = Vec::new();
        race_replies(&board, Black, a2, &mut out);
        out.sort_by_key(|p| p.0);
        assert_eq!(out, vec![a1, a4]);
        // White has no chain of three or four liberties next to A2.
        race_replies(&board, White, a2, &mut out);
        assert_eq!(out, vec![]);
    }
}
