//! Small tactical reading: ladders.
//!
//! How to read this module: [`ladder_captures`] answers one question — can a chain in
//! atari, its owner to move, be captured by a ladder? The defender extends at its last
//! liberty; with three or more liberties it has escaped, with one it is caught, with two
//! the attacker tries each liberty as the next atari. A defender that can capture one of
//! the attacking stones instead counts as escaped (that usually breaks the ladder). The
//! reading is exact for this simple model, bounded in depth and in moves tried. Most
//! turns are told on the board as it stands (an atari the defender runs out of, an
//! extension left with one liberty or three); only the others copy a board, from a
//! reusable stack, so a read allocates nothing after the first.

use crate::core::board::Board;
use crate::core::point::{Color, Point};

/// Plies after which a ladder is taken to fail (no real ladder on 25x25 is longer).
const MAX_DEPTH: usize = 120;

/// Moves one read may try before the chain counts as escaped: the attacker tries both
/// liberties at every ply, so an unbounded read of a failing ladder can branch widely.
const READ_BUDGET: u32 = 200;

/// The defender's turn in a read, as far as the board as it stands tells it.
enum Defence {
    /// Caught (true) or escaped (false).
    Decided(bool),
    /// Extend at this liberty, then see.
    Extend(Point),
}

/// Scratch boards for ladder reading (one in use per ply), kept between reads.
#[derive(Default)]
pub struct LadderReader {
    boards: Vec<Board>,
    /// Moves left to try in the current read.
    budget: u32,
}

impl LadderReader {
    /// Can the chain through `p` (in atari, its owner to move) be captured by a ladder?
    /// False when the chain is not in atari.
    pub fn captures(&mut self, board: &Board, p: Point) -> bool {
        if !board.color(p).is_stone() || board.libs(p) != 1 {
            return false;
        }
        self.budget = READ_BUDGET;
        match self.defence(board, p, 0) {
            Defence::Decided(caught) => caught,
            Defence::Extend(lib) => {
                let mut b = self.scratch_copy(board);
                b.play_fast(lib, board.color(p));
                let caught = self.after_extension(&b, p, 0);
                self.give_back(b);
                caught
            }
        }
    }

    /// Can the chain through `p` (two liberties, its opponent to move) be caught by a
    /// ladder that starts with an atari at either liberty?
    pub fn attack_catches(&mut self, board: &Board, p: Point) -> bool {
        if !board.color(p).is_stone() || board.libs(p) != 2 {
            return false;
        }
        let attacker = board.color(p).opponent();
        let (libs, _) = board.chain_liberties::<2>(p);
        self.budget = READ_BUDGET;
        self.attack(board, p, libs[0], libs[1], attacker, 0)
            || self.attack(board, p, libs[1], libs[0], attacker, 0)
    }

    /// Does an atari at `at` (a liberty of the chain through `p`, which has two) start
    /// a ladder that catches the chain?
    pub fn atari_catches(&mut self, board: &Board, p: Point, at: Point) -> bool {
        if !board.color(p).is_stone() || board.libs(p) != 2 || board.color(at) != Color::Empty {
            return false;
        }
        let attacker = board.color(p).opponent();
        let (libs, _) = board.chain_liberties::<2>(p);
        let other = if libs[0] == at { libs[1] } else { libs[0] };
        self.budget = READ_BUDGET;
        self.attack(board, p, at, other, attacker, 0)
    }

    /// Run `read` on a scratch copy of `board` with `c` played at `p` (playout-legal),
    /// lending it this reader for further reads.
    pub fn after_move<R>(
        &mut self,
        board: &Board,
        p: Point,
        c: Color,
        read: impl FnOnce(&mut LadderReader, &Board) -> R,
    ) -> R {
        let mut b = self.scratch_copy(board);
        b.play_fast(p, c);
        let answer = read(self, &b);
        self.give_back(b);
        answer
    }

    /// A scratch board, a copy of `from`.
    fn scratch_copy(&mut self, from: &Board) -> Board {
        match self.boards.pop() {
            Some(mut b) => {
                b.copy_from(from);
                b
            }
            None => from.clone(),
        }
    }

    /// Return a scratch board to the stack.
    fn give_back(&mut self, b: Board) {
        self.boards.push(b);
    }

    /// The defender of the chain through `p` (in atari) is to move in `board`: is it
    /// caught? The defender's extension is played on `board` itself (a scratch board
    /// the caller no longer needs).
    fn defend(&mut self, board: &mut Board, p: Point, depth: usize) -> bool {
        match self.defence(board, p, depth) {
            Defence::Decided(caught) => caught,
            Defence::Extend(lib) => {
                board.play_fast(lib, board.color(p));
                self.after_extension(board, p, depth)
            }
        }
    }

    /// What the defender of the chain through `p` (in atari, to move) does, as far as
    /// it can be told on `board` as it stands: the answer, or an extension at the
    /// chain's liberty that leaves it exactly two liberties (or captures), which only
    /// playing it tells.
    fn defence(&mut self, board: &Board, p: Point, depth: usize) -> Defence {
        if depth >= MAX_DEPTH || self.budget == 0 {
            return Defence::Decided(false);
        }
        self.budget -= 1;
        let defender = board.color(p);
        let attacker = defender.opponent();
        // Capturing an attacking stone in atari next to the chain frees it.
        for s in board.chain(p) {
            for q in board.neighbors(s) {
                if board.color(q) == attacker && board.libs(q) == 1 {
                    return Defence::Decided(false);
                }
            }
        }
        let Some(lib) = board.atari_liberty(p) else {
            return Defence::Decided(false);
        };
        if !board.is_playout_legal(lib, defender) {
            return Defence::Decided(true);
        }
        if !board.would_capture(lib, defender) {
            // Without a capture the extension's liberties can be counted as they stand.
            match board.libs_after(lib, defender) {
                // No liberty is a suicide that takes the chain off: caught too.
                0 | 1 => return Defence::Decided(true),
                2 => {}
                _ => return Defence::Decided(false),
            }
        }
        Defence::Extend(lib)
    }

    /// The defender has extended the chain through `p` in `board`: is it caught?
    fn after_extension(&mut self, board: &Board, p: Point, depth: usize) -> bool {
        match board.libs(p) {
            0 | 1 => true,
            2 => {
                let attacker = board.color(p).opponent();
                let (libs, _) = board.chain_liberties::<2>(p);
                self.attack(board, p, libs[0], libs[1], attacker, depth + 1)
                    || self.attack(board, p, libs[1], libs[0], attacker, depth + 1)
            }
            _ => false,
        }
    }

    /// The attacker plays `at` against the chain through `p` (two liberties, the other
    /// one `other`): does that atari catch it?
    fn attack(
        &mut self,
        board: &Board,
        p: Point,
        at: Point,
        other: Point,
        attacker: Color,
        depth: usize,
    ) -> bool {
        if !board.is_playout_legal(at, attacker) || self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let defender = attacker.opponent();
        if !board.would_capture(other, defender)
            && board.libs_after_losing(other, defender, at) >= 3
        {
            // The defender runs out: the read would find the same, `defend` spending one
            // move of the budget when it is not over. (A capture is left to the read: the
            // stone at `at` may join the chain in atari.)
            if depth + 1 < MAX_DEPTH && self.budget > 0 {
                self.budget -= 1;
            }
            return false;
        }
        let mut b = self.scratch_copy(board);
        b.play_fast(at, attacker);
        let caught = b.libs(p) == 1 && self.defend(&mut b, p, depth + 1);
        self.give_back(b);
        caught
    }
}

/// Run `read` with this thread's ladder reader (its scratch boards kept between calls),
/// for callers in the playouts that have no reader of their own.
pub fn with_reader<R>(read: impl FnOnce(&mut LadderReader) -> R) -> R {
    thread_local! {
        static READER: std::cell::RefCell<LadderReader> =
            std::cell::RefCell::new(LadderReader::default());
    }
    READER.with(|r| read(&mut r.borrow_mut()))
}

/// Can the chain through `p` (in atari, its owner to move) be captured by a ladder?
pub fn ladder_captures(board: &Board, p: Point) -> bool {
    LadderReader::default().captures(board, p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(board: &Board, col: usize, row: usize) -> Point {
        board.geometry().point(col, row)
    }

    #[test]
    fn a_plain_ladder_works_and_a_ladder_breaker_stops_it() {
        // White C3 with Black at B3, C2 and D2; Black's atari at C4 leaves it D3, and
        // every extension up the staircase leaves two liberties for the next atari.
        let start = Board::from_ascii(
            ".........\n\
             .........\n\
             .........\n\
             .........\n\
             .........\n\
             .........\n\
             .XO......\n\
             ..XX.....\n\
             .........\n",
        )
        .unwrap();
        let white = at(&start, 2, 2);
        let mut b = start.clone();
        b.play_fast(at(&b, 2, 3), Color::Black);
        assert_eq!(b.libs(white), 1);
        assert!(ladder_captures(&b, white));
        // A white stone on the staircase's path (G7) breaks it.
        let mut broken = start.clone();
        broken.play_fast(at(&broken, 6, 6), Color::White);
        broken.play_fast(at(&broken, 2, 3), Color::Black);
        assert!(!ladder_captures(&broken, white));
        // A chain that is not in atari is never "caught".
        assert!(!ladder_captures(&start, white));
    }

    #[test]
    fn a_chain_that_can_capture_an_attacker_escapes() {
        // White C3 in atari (liberty D3), but Black's C2 is in atari too.
        let b = Board::from_ascii(
            ".....\n\
             ..X..\n\
             .XO..\n\
             .OXO.\n\
             .....\n",
        )
        .unwrap();
        let white = at(&b, 2, 2);
        assert_eq!(b.libs(white), 1);
        assert_eq!(b.libs(at(&b, 2, 1)), 1);
        assert!(!ladder_captures(&b, white));
    }

    #[test]
    fn a_chain_whose_only_extension_is_suicide_is_caught() {
        // White C5-C4 has one liberty, C3, where White would have none and capture
        // nothing: a suicide the rules allow, which takes the chain off.
        let b = Board::from_ascii(
            ".XOX.\n\
             .XOX.\n\
             .X.X.\n\
             ..X..\n\
             .....\n",
        )
        .unwrap();
        let white = at(&b, 2, 3);
        assert_eq!(b.libs(white), 1);
        assert!(b.is_playout_legal(at(&b, 2, 2), Color::White));
        assert!(ladder_captures(&b, white));
    }

    #[test]
    fn an_atari_the_defender_runs_from_catches_nothing() {
        // Black's two-liberty stone at E5 in the open: an atari from either side leaves
        // it three liberties at once.
        let b = Board::from_ascii(
            ".........\n\
             .........\n\
             .........\n\
             ....O....\n\
             ....X....\n\
             ....O....\n\
             .........\n\
             .........\n\
             .........\n",
        )
        .unwrap();
        let black = at(&b, 4, 4);
        assert_eq!(b.libs(black), 2);
        let mut reader = LadderReader::default();
        assert!(!reader.attack_catches(&b, black));
        assert!(!reader.atari_catches(&b, black, at(&b, 3, 4)));
        assert!(!reader.atari_catches(&b, black, at(&b, 5, 4)));
    }
}
