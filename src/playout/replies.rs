//! Last good replies with forgetting: a table of the winner's answers to the moves
//! before them, learned from the search's own playouts (Drake's last-good-reply idea,
//! with the forgetting of Baier and Drake, 2010).
//!
//! How to read this module: after each playout the search hands [`Replies::learn`] the
//! moves of the whole iteration (tree and playout, passes left out) and who won. For
//! every move of the winner the table remembers it as the answer to the opponent's move
//! just before it, and to that move together with the winner's own move before it; for
//! every move of the loser it forgets a remembered answer that this move was. The heavy
//! policy asks [`Replies::reply`] for the answer to the last two moves first, then to
//! the last one (`--policy heavy:replies=N`).

use crate::core::point::{Color, Move, Point};

/// No answer remembered (no point of a board has index 0: it is the padding).
const NONE: u16 = 0;

/// The remembered answers of both colours, for a board whose points index below `slots`.
#[derive(Clone, Debug)]
pub struct Replies {
    slots: usize,
    /// Answer of a colour to the opponent's last move: `[colour][last]`.
    one: Vec<u16>,
    /// Answer of a colour to its own move and the opponent's after it:
    /// `[colour][before][last]`.
    two: Vec<u16>,
}

impl Replies {
    /// An empty table for points indexed below `slots` (the padded board's length).
    pub fn new(slots: usize) -> Replies {
        Replies {
            slots,
            one: vec![NONE; 2 * slots],
            two: vec![NONE; 2 * slots * slots],
        }
    }

    /// The padded board length the table was made for.
    pub fn slots(&self) -> usize {
        self.slots
    }

    /// The remembered answer of `c` to its own move `before` and the opponent's `last`
    /// after it, or else to `last` alone.
    #[inline]
    pub fn reply(&self, c: Color, before: Move, last: Move) -> Option<Point> {
        let Move::Play(l) = last else {
            return None;
        };
        if let Move::Play(b) = before {
            let r = self.two[self.two_index(c, b, l)];
            if r != NONE {
                return Some(Point(r));
            }
        }
        let r = self.one[self.one_index(c, l)];
        (r != NONE).then_some(Point(r))
    }

    /// Learn from the moves of one iteration (`moves`, in order, passes left out) that
    /// `winner` won: remember the winner's answers, forget the loser's.
    pub fn learn(&mut self, moves: &[(Point, Color)], winner: Color) {
        for i in 1..moves.len() {
            let (p, c) = moves[i];
            let (last, lc) = moves[i - 1];
            // A pass left out between them: not an answer.
            if lc == c {
                continue;
            }
            let one = self.one_index(c, last);
            let two = match i.checked_sub(2).map(|j| moves[j]) {
                Some((own, oc)) if oc == c => Some(self.two_index(c, own, last)),
                _ => None,
            };
            if c == winner {
                self.one[one] = p.0;
                if let Some(k) = two {
                    self.two[k] = p.0;
                }
            } else {
                if self.one[one] == p.0 {
                    self.one[one] = NONE;
                }
                if let Some(k) = two {
                    if self.two[k] == p.0 {
                        self.two[k] = NONE;
                    }
                }
            }
        }
    }

    #[inline]
    fn one_index(&self, c: Color, last: Point) -> usize {
        c.index() * self.slots + last.idx()
    }

    #[inline]
    fn two_index(&self, c: Color, before: Point, last: Point) -> usize {
        (c.index() * self.slots + before.idx()) * self.slots + last.idx()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::tests::at9;
    use Color::{Black, White};

    fn slots() -> usize {
        crate::core::point::Geometry::new(9).array_len()
    }

    #[test]
    fn the_winners_answers_are_remembered_and_the_losers_forgotten() {
        let mut r = Replies::new(slots());
        let (d4, e5, c3, f6, g7) = (at9("D4"), at9("E5"), at9("C3"), at9("F6"), at9("G7"));
        let moves = [(d4, Black), (e5, White), (c3, Black), (f6, White)];
        r.learn(&moves, Black);
        // Black answered E5 with C3, after its own D4.
        assert_eq!(r.reply(Black, Move::Play(d4), Move::Play(e5)), Some(c3));
        // After another own move the answer to E5 alone still holds.
        assert_eq!(r.reply(Black, Move::Play(g7), Move::Play(e5)), Some(c3));
        // White lost: nothing of its is remembered.
        assert_eq!(r.reply(White, Move::Play(e5), Move::Play(c3)), None);
        assert_eq!(r.reply(Black, Move::Pass, Move::Pass), None);
        // Black loses a playout with the same answer: forgotten, both ways.
        r.learn(&moves, White);
        assert_eq!(r.reply(Black, Move::Play(d4), Move::Play(e5)), None);
        assert_eq!(r.reply(White, Move::Play(e5), Move::Play(c3)), Some(f6));
        // A loser's other move forgets nothing.
        r.learn(&moves, Black);
        r.learn(&[(d4, Black), (e5, White), (g7, Black)], White);
        assert_eq!(r.reply(Black, Move::Play(d4), Move::Play(e5)), Some(c3));
    }

    #[test]
    fn a_move_after_a_pass_left_out_answers_nothing() {
        let mut r = Replies::new(slots());
        let (d4, e5, c3) = (at9("D4"), at9("E5"), at9("C3"));
        // White passed between Black's D4 and E5.
        r.learn(&[(d4, Black), (e5, Black), (c3, White)], Black);
        assert_eq!(r.reply(Black, Move::Pass, Move::Play(d4)), None);
        r.learn(&[(d4, Black), (e5, Black), (c3, White)], White);
        assert_eq!(r.reply(White, Move::Play(d4), Move::Play(e5)), Some(c3));
    }
}
