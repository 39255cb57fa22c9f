//! A game: the board plus everything the rules need from the past.
//!
//! How to read this module:
//! - [`Game`] owns the current [`Board`], the komi and [`Rules`], the moves played, and
//!   the set of positions seen so far (whole-board colourings under positional superko,
//!   colouring plus player to move under situational superko).
//! - [`Game::play`] judges a move against the rules and returns a typed
//!   [`IllegalMove`] reason; a legal move is applied and recorded. The history keeps
//!   one board (the starting position) and a few words per move; undo replays the
//!   moves but the last from the start, so it restores board, hash, seen positions,
//!   captures and passes exactly, to any depth, and a long game costs little memory.
//! - Setup stones (handicap, SGF `AB`/`AW`) are not moves: [`Game::setup`] makes them
//!   the new starting position, which undo never goes behind.

use crate::core::board::{Board, PlayEffect};
use crate::core::endgame::EndStatus;
use crate::core::point::{Color, Move, Point};
use crate::core::rules::{KoRule, Rules, Scoring};
use crate::core::score::{area_score, territory_score, without_dead, GameResult};
use ahash::AHashMap;
use std::fmt;

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The point already holds a stone.
    Occupied,
    /// The move would clear its own chain: always for a lone stone (it would repeat the
    /// position), for several stones only where the rules forbid suicide.
    Suicide,
    /// Immediate recapture of a single-stone ko (simple-ko rules).
    Ko,
    /// The move would recreate an earlier position (superko).
    Superko,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            IllegalMove::Occupied => "point is occupied",
            IllegalMove::Suicide => "suicide",
            IllegalMove::Ko => "ko recapture",
            IllegalMove::Superko => "repeats an earlier position (superko)",
        };
        f.write_str(text)
    }
}

/// Why setup stones were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Setup is only possible before the first move.
    NotEmpty,
    /// The stones leave a chain without liberties, or repeat a point.
    BadPosition(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NotEmpty => f.write_str("board not empty"),
            SetupError::BadPosition(why) => write!(f, "bad position: {why}"),
        }
    }
}

/// The small state that one move changes and undo restores (the board is rebuilt by
/// replaying the moves).
#[derive(Clone, Debug)]
struct Snapshot {
    to_move: Color,
    passes: u32,
    captures: [u32; 2],
    /// The position key this move added to `seen`.
    key: u64,
}

/// The position the history starts from (empty, handicap or SGF setup).
#[derive(Clone, Debug)]
struct Start {
    board: Board,
    to_move: Color,
    captures: [u32; 2],
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    komi: f64,
    rules: Rules,
    to_move: Color,
    /// Consecutive passes at the end of the move list.
    passes: u32,
    /// Stones captured by Black and by White (suicided stones count for the opponent).
    captures: [u32; 2],
    /// Positions seen since the starting position, with multiplicity (passes repeat).
    seen: AHashMap<u64, u32>,
    /// The starting position, which undo never goes behind.
    start: Box<Start>,
    /// Undo stack, one entry per move.
    undo: Vec<Snapshot>,
    /// Moves played since the starting position.
    moves: Vec<(Color, Move)>,
    /// Stones of the starting position (handicap or SGF setup).
    setup: Vec<(Point, Color)>,
    /// Handicap stones placed as such (handicap commands, SGF `HA`); 0 if none.
    handicap_stones: usize,
}

/// Key for "the opponent is to move" under situational superko.
const WHITE_TO_MOVE_KEY: u64 = 0x5bd1_e995_2f1c_83a7;

/// The largest komi either way that GTP `komi` and `--komi` accept.
pub const MAX_KOMI: f64 = 10_000.0;

impl Game {
    /// A new game on an empty board.
    pub fn new(size: usize, komi: f64, rules: Rules) -> Game {
        let mut game = Game {
            board: Board::new(size),
            komi,
            rules,
            to_move: Color::Black,
            passes: 0,
            captures: [0, 0],
            seen: AHashMap::new(),
            start: Box::new(Start {
                board: Board::new(size),
                to_move: Color::Black,
                captures: [0, 0],
            }),
            undo: Vec::new(),
            moves: Vec::new(),
            setup: Vec::new(),
            handicap_stones: 0,
        };
        game.restart_history();
        game
    }

    /// Forget the past: the current position becomes the starting position.
    fn restart_history(&mut self) {
        self.seen.clear();
        self.undo.clear();
        self.moves.clear();
        self.passes = 0;
        *self.start = Start {
            board: self.board.clone(),
            to_move: self.to_move,
            captures: self.captures,
        };
        let key = self.position_key(self.board.hash(), self.to_move);
        self.seen.insert(key, 1);
    }

    /// The key under which the position (colouring `hash`, `to_move` next) is recorded.
    pub fn position_key(&self, hash: u64, to_move: Color) -> u64 {
        match self.rules.ko {
            KoRule::SituationalSuperko if to_move == Color::White => hash ^ WHITE_TO_MOVE_KEY,
            _ => hash,
        }
    }

    /// The current board.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Board side N.
    pub fn size(&self) -> usize {
        self.board.size()
    }

    /// Komi, added to White's score.
    pub fn komi(&self) -> f64 {
        self.komi
    }

    /// Change the komi.
    pub fn set_komi(&mut self, komi: f64) {
        self.komi = komi;
    }

    /// Record that `n` handicap stones were given (handicap commands, SGF `HA`).
    pub fn set_handicap_stones(&mut self, n: usize) {
        self.handicap_stones = n;
    }

    /// How far the game has come: moves played and setup stones, less the handicap
    /// stones (set up, or played by Black before White's first move), over the board's
    /// points. The player never resigns early in the game by this measure, and dynamic
    /// komi eases back to the real komi by it.
    pub fn progress(&self) -> f64 {
        let put_down =
            (self.moves().len() + self.setup_stones().len()).saturating_sub(self.handicap());
        put_down as f64 / self.board().geometry().area() as f64
    }

    /// Black's handicap stones: those placed as handicap, or else Black's plays before
    /// White's first move when there are at least two of them (controllers such as
    /// OGS, GoGui and Sabaki send handicap stones that way).
    pub fn handicap(&self) -> usize {
        if self.handicap_stones > 0 {
            return self.handicap_stones;
        }
        let black_first = self
            .moves
            .iter()
            .take_while(|&&(c, mv)| c == Color::Black && mv != Move::Pass)
            .count();
        if black_first >= 2 {
            black_first
        } else {
            0
        }
    }

    /// The komi the count uses: komi plus what the rules give White for the handicap.
    pub fn scoring_komi(&self) -> f64 {
        self.komi + self.rules.handicap_bonus.points(self.handicap())
    }

    /// The rules setting in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Change the rules setting; the history is kept but re-keyed for the new ko rule.
    pub fn set_rules(&mut self, rules: Rules) {
        let same_keys = rules.ko == self.rules.ko;
        self.rules = rules;
        if same_keys {
            // The recorded positions are keyed by the ko rule alone.
            return;
        }
        // Replay from the starting position so that `seen` uses the new keys.
        let moves = std::mem::take(&mut self.moves);
        self.rewind();
        for (c, mv) in moves {
            // A move legal before may be illegal now (e.g. suicide); keep it anyway as
            // the record of what happened, by applying it without judging.
            if self.play(c, mv).is_err() {
                self.force(c, mv);
            }
        }
    }

    /// Back to the starting position, the moves forgotten.
    fn rewind(&mut self) {
        self.board = self.start.board.clone();
        self.to_move = self.start.to_move;
        self.captures = self.start.captures;
        self.restart_history();
    }

    /// The game at its starting position (setup and handicap stones, no moves), the
    /// rules, komi and handicap kept.
    pub fn at_start(&self) -> Game {
        let mut start = self.clone();
        start.rewind();
        start
    }

    /// The player whose turn it is (the opponent of the last mover).
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Set whose turn it is (SGF `PL`); before any move, also for the starting position.
    pub fn set_to_move(&mut self, c: Color) {
        self.to_move = c;
        if self.moves.is_empty() {
            self.start.to_move = c;
        }
    }

    /// Consecutive passes at the end of the game so far.
    pub fn consecutive_passes(&self) -> u32 {
        self.passes
    }

    /// Has the game ended by two consecutive passes (rule 8)?
    pub fn is_over(&self) -> bool {
        self.passes >= 2
    }

    /// Stones captured by `c`.
    pub fn captures(&self, c: Color) -> u32 {
        self.captures[c.index()]
    }

    /// The moves since the starting position.
    pub fn moves(&self) -> &[(Color, Move)] {
        &self.moves
    }

    /// The move played `back` moves ago (0: the last), if the game has one.
    pub fn recent_move(&self, back: usize) -> Option<Move> {
        self.moves.iter().rev().nth(back).map(|&(_, mv)| mv)
    }

    /// The stones of the starting position.
    pub fn setup_stones(&self) -> &[(Point, Color)] {
        &self.setup
    }

    /// Why `c` may not play `mv` now, if it may not.
    pub fn check(&self, c: Color, mv: Move) -> Result<(), IllegalMove> {
        let p = match mv {
            Move::Pass => return Ok(()),
            Move::Play(p) => p,
        };
        if self.board.color(p) != Color::Empty {
            return Err(IllegalMove::Occupied);
        }
        match self.board.suicide_kind(p, c) {
            Some(false) => return Err(IllegalMove::Suicide),
            Some(true) if !self.rules.suicide_allowed => return Err(IllegalMove::Suicide),
            _ => {}
        }
        match self.rules.ko {
            KoRule::SimpleKo => {
                if self.board.ko_point_for(c) == Some(p) {
                    return Err(IllegalMove::Ko);
                }
            }
            KoRule::PositionalSuperko | KoRule::SituationalSuperko => {
                let key = self.position_key(self.board.hash_after(p, c), c.opponent());
                if self.seen.contains_key(&key) {
                    return Err(IllegalMove::Superko);
                }
            }
        }
        Ok(())
    }

    /// Would a colouring with Zobrist hash `hash`, `next` to move, repeat a position of
    /// this game in the sense of its superko rule? Always false under simple ko (the
    /// board's ko point covers that). The search uses this on the tree edges it takes.
    pub fn repeats(&self, hash: u64, next: Color) -> bool {
        match self.rules.ko {
            KoRule::SimpleKo => false,
            _ => self.seen.contains_key(&self.position_key(hash, next)),
        }
    }

    /// Is `mv` legal for `c` now?
    pub fn is_legal(&self, c: Color, mv: Move) -> bool {
        self.check(c, mv).is_ok()
    }

    /// Play `mv` for `c` if the rules allow it.
    pub fn play(&mut self, c: Color, mv: Move) -> Result<PlayEffect, IllegalMove> {
        self.check(c, mv)?;
        Ok(self.force(c, mv))
    }

    /// Apply `mv` for `c` without judging it (the point must be empty).
    fn force(&mut self, c: Color, mv: Move) -> PlayEffect {
        let snapshot = Snapshot {
            to_move: self.to_move,
            passes: self.passes,
            captures: self.captures,
            key: 0,
        };
        let effect = self.board.play(mv, c);
        self.captures[c.index()] += effect.captured;
        self.captures[c.opponent().index()] += effect.suicided;
        self.passes = if mv == Move::Pass { self.passes + 1 } else { 0 };
        self.to_move = c.opponent();
        let key = self.position_key(self.board.hash(), self.to_move);
        *self.seen.entry(key).or_insert(0) += 1;
        self.undo.push(Snapshot { key, ..snapshot });
        self.moves.push((c, mv));
        effect
    }

    /// Take back the last move; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(s) = self.undo.pop() else {
            return false;
        };
        if let Some(n) = self.seen.get_mut(&s.key) {
            *n -= 1;
            if *n == 0 {
                self.seen.remove(&s.key);
            }
        }
        self.moves.pop();
        self.board.copy_from(&self.start.board);
        for &(c, mv) in &self.moves {
            self.board.play(mv, c);
        }
        self.to_move = s.to_move;
        self.passes = s.passes;
        self.captures = s.captures;
        true
    }

    /// Make `stones` the starting position (handicap, SGF setup). Before any move only,
    /// unless `anywhere` (SGF setup in a later node), which restarts the history.
    pub fn setup(&mut self, stones: &[(Point, Color)], anywhere: bool) -> Result<(), SetupError> {
        if !anywhere && !self.is_untouched() {
            return Err(SetupError::NotEmpty);
        }
        let mut all = self.board.stones();
        all.extend_from_slice(stones);
        self.board = Board::from_colors(self.size(), &all).map_err(SetupError::BadPosition)?;
        self.setup = self.board.stones();
        self.restart_history();
        Ok(())
    }

    /// Is the game as `clear_board` left it: no stones and no moves?
    pub fn is_untouched(&self) -> bool {
        self.moves.is_empty() && self.board.empty_count() == self.board.geometry().area()
    }

    /// Tromp-Taylor result of the position as it stands (rule 9, komi to White).
    pub fn area_result(&self) -> GameResult {
        GameResult {
            margin: area_score(&self.board).margin(self.scoring_komi()),
        }
    }

    /// The result under this game's rules with the stones `status` calls dead taken
    /// off: as the board stands when the rules remove nothing; otherwise area, or
    /// territory plus prisoners (a dead stone is a prisoner of the other colour; the
    /// eyes of chains in seki are nobody's).
    pub fn result_with(&self, status: &EndStatus) -> GameResult {
        if !self.rules.dead_stone_removal {
            return self.area_result();
        }
        let dead = &status.dead;
        let board = without_dead(&self.board, dead);
        let points = match self.rules.scoring {
            Scoring::Area => area_score(&board),
            Scoring::Territory => {
                let mut prisoners = self.captures;
                for &p in dead {
                    match self.board.color(p) {
                        Color::White => prisoners[Color::Black.index()] += 1,
                        Color::Black => prisoners[Color::White.index()] += 1,
                        _ => {}
                    }
                }
                territory_score(&board, prisoners, &status.seki)
            }
        };
        GameResult {
            margin: points.margin(self.scoring_komi()),
        }
    }

    /// Every legal move of `c` that does not fill one of its own eyes (passes excluded).
    pub fn sensible_moves(&self, c: Color) -> Vec<Point> {
        let mut moves: Vec<Point> = self
            .board
            .empty_points()
            .filter(|&p| !self.board.is_eye(p, c) && self.is_legal(c, Move::Play(p)))
            .collect();
        moves.sort_unstable();
        moves
    }
}

/// The standard handicap points of GTP's `fixed_handicap` for `n` stones on a board of
/// side `size`: defined from 7x7 up, at most 4 stones on 7x7 and even sizes, else 9;
/// corners on the third line (fourth from 13x13 up). None where no layout is defined.
pub fn fixed_handicap_points(size: usize, n: usize) -> Option<Vec<Point>> {
    let max = if size < 7 {
        0
    } else if size == 7 || size.is_multiple_of(2) {
        4
    } else {
        9
    };
    if n < 2 || n > max {
        return None;
    }
    let lo = if size < 13 { 2 } else { 3 };
    let (hi, mid) = (size - 1 - lo, (size - 1) / 2);
    // Lower-left, upper-right, upper-left, lower-right, then sides and centre.
    let corners = [(lo, lo), (hi, hi), (lo, hi), (hi, lo)];
    let mut spots: Vec<(usize, usize)> = corners[..n.min(4)].to_vec();
    if n >= 6 {
        spots.extend([(lo, mid), (hi, mid)]);
    }
    if n >= 8 {
        spots.extend([(mid, lo), (mid, hi)]);
    }
    if n >= 5 && n % 2 == 1 {
        spots.push((mid, mid));
    }
    let geom = crate::core::point::Geometry::new(size);
    Some(
        spots
            .into_iter()
            .map(|(col, row)| geom.point(col, row))
            .collect(),
    )
}

/// Where the engine puts `n` free handicap stones (GTP `place_free_handicap`) on a board
/// of side `size`: the largest standard layout that fits in `n`, then one at a time the
/// point farthest from every stone so far (straight-line distance), preferring points
/// off the first two lines (off the first on boards below 7x7) and, on a tie, nearer
/// the centre. Deterministic, so a rerun places the same stones. `n` must be below the
/// number of points.
pub fn free_handicap_points(size: usize, n: usize) -> Vec<Point> {
    let geom = crate::core::point::Geometry::new(size);
    assert!(n < geom.area(), "{n} handicap stones on {size}x{size}");
    let mut placed = (2..=n.min(9))
        .rev()
        .find_map(|k| fixed_handicap_points(size, k))
        .unwrap_or_default();
    let coords = |p: Point| {
        let (col, row) = geom.coords(p);
        (col as i64, row as i64)
    };
    let dist2 = |a: (i64, i64), b: (i64, i64)| (a.0 - b.0).pow(2) + (a.1 - b.1).pow(2);
    let centre = ((size as i64 - 1) / 2, (size as i64 - 1) / 2);
    let good_line = ((size as i64 - 1) / 3).min(2);
    let edge = |(col, row): (i64, i64)| {
        col.min(row)
            .min(size as i64 - 1 - col)
            .min(size as i64 - 1 - row)
    };
    // Squared distance from each point to the nearest stone placed so far.
    let mut nearest: Vec<(Point, i64)> = geom
        .points()
        .map(|p| {
            let here = coords(p);
            let d = placed.iter().map(|&s| dist2(here, coords(s))).min();
            (p, d.unwrap_or(i64::MAX))
        })
        .collect();
    while placed.len() < n {
        let &(best, _) = nearest
            .iter()
            .filter(|&&(_, d)| d > 0)
            .max_by_key(|&&(p, d)| {
                let here = coords(p);
                (
                    edge(here) >= good_line,
                    d,
                    -dist2(here, centre),
                    std::cmp::Reverse(p),
                )
            })
            .expect("fewer stones than points");
        placed.push(best);
        let b = coords(best);
        for (p, d) in nearest.iter_mut() {
            *d = (*d).min(dist2(coords(*p), b));
        }
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (column, row) of each point on a board of side `size`.
    fn coords(size: usize, points: Vec<Point>) -> Vec<(usize, usize)> {
        let geom = crate::core::point::Geometry::new(size);
        points.into_iter().map(|p| geom.coords(p)).collect()
    }

    #[test]
    fn free_handicap_spreads_the_stones() {
        let pts = |size: usize, n: usize| coords(size, free_handicap_points(size, n));
        // Standard layouts where they exist.
        assert_eq!(
            free_handicap_points(19, 9),
            fixed_handicap_points(19, 9).unwrap()
        );
        // Ten on 19x19: the nine standard points, then a point between them.
        let ten = pts(19, 10);
        assert_eq!(ten.len(), 10);
        let last = ten[9];
        assert!(
            (3..=15).contains(&last.0) && (3..=15).contains(&last.1),
            "{last:?}"
        );
        // Small boards have no layout: the centre first, then off the edge.
        assert_eq!(pts(5, 2), vec![(2, 2), (1, 1)]);
        assert_eq!(pts(3, 2).len(), 2);
        // Any count up to all points but one, every stone on a distinct point.
        for (size, n) in [(2, 3), (5, 24), (9, 80), (19, 40)] {
            let mut all = free_handicap_points(size, n);
            assert_eq!(all.len(), n);
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), n, "{size}x{size}, {n} stones");
        }
    }

    fn pt(g: &Game, col: usize, row: usize) -> Move {
        Move::Play(g.board().geometry().point(col, row))
    }

    #[test]
    fn superko_forbids_retaking_a_ko_at_once() {
        // Black captures at C3; White's immediate retake at B3 would recreate the
        // colouring before Black's capture.
        let mut g = Game::new(4, 0.0, Rules::tromp_taylor());
        let stones = Board::from_ascii(
            "
            . X O .
            X O . O
            . X O .
            . . . .",
        )
        .unwrap();
        let setup = stones.stones();
        g.setup(&setup, false).unwrap();
        g.play(Color::Black, pt(&g, 2, 2)).unwrap();
        assert_eq!(
            g.check(Color::White, pt(&g, 1, 2)),
            Err(IllegalMove::Superko)
        );
        // After an exchange elsewhere the retake is legal.
        g.play(Color::White, pt(&g, 3, 0)).unwrap();
        g.play(Color::Black, pt(&g, 0, 0)).unwrap();
        assert_eq!(g.check(Color::White, pt(&g, 1, 2)), Ok(()));
        // Under simple ko the immediate retake is refused as Ko.
        g.set_rules(Rules::japanese());
        g.undo();
        g.undo();
        assert_eq!(g.check(Color::White, pt(&g, 1, 2)), Err(IllegalMove::Ko));
    }

    #[test]
    fn recent_moves_count_back_from_the_last() {
        let mut g = Game::new(9, 7.5, Rules::tromp_taylor());
        assert_eq!(g.recent_move(0), None);
        let e5 = Move::Play(g.board().geometry().point(4, 4));
        g.play(Color::Black, e5).unwrap();
        g.play(Color::White, Move::Pass).unwrap();
        assert_eq!(g.recent_move(0), Some(Move::Pass));
        assert_eq!(g.recent_move(1), Some(e5));
        assert_eq!(g.recent_move(2), None);
    }

    #[test]
    fn fixed_handicap_layouts() {
        let names = |size: usize, n: usize| coords(size, fixed_handicap_points(size, n).unwrap());
        assert_eq!(names(19, 2), vec![(3, 3), (15, 15)]);
        assert_eq!(names(19, 5).last(), Some(&(9, 9)));
        assert_eq!(names(19, 6)[4..], [(3, 9), (15, 9)]);
        assert_eq!(names(19, 8)[6..], [(9, 3), (9, 15)]);
        assert_eq!(names(19, 9).len(), 9);
        assert_eq!(names(9, 4), vec![(2, 2), (6, 6), (2, 6), (6, 2)]);
        assert_eq!(fixed_handicap_points(7, 5), None);
        assert_eq!(fixed_handicap_points(10, 5), None);
        assert_eq!(fixed_handicap_points(6, 2), None);
        assert_eq!(fixed_handicap_points(19, 10), None);
        assert_eq!(fixed_handicap_points(19, 1), None);
        assert!(fixed_handicap_points(7, 4).is_some());
    }

    #[test]
    fn handicap_is_placed_stones_or_black_plays_before_white_moves() {
        let mut g = Game::new(9, 0.5, Rules::chinese());
        g.play(Color::Black, pt(&g, 2, 2)).unwrap();
        assert_eq!(g.handicap(), 0, "one black move is an ordinary start");
        g.play(Color::Black, pt(&g, 6, 6)).unwrap();
        g.play(Color::Black, pt(&g, 2, 6)).unwrap();
        assert_eq!(g.handicap(), 3);
        assert_eq!(g.scoring_komi(), 3.5);
        g.play(Color::White, pt(&g, 4, 4)).unwrap();
        g.play(Color::Black, pt(&g, 6, 2)).unwrap();
        assert_eq!(
            g.handicap(),
            3,
            "Black's moves after White's first are no handicap"
        );
        g.set_rules(Rules::aga());
        assert_eq!(g.scoring_komi(), 2.5);
        g.set_rules(Rules::japanese());
        assert_eq!(g.scoring_komi(), 0.5);
        g.set_rules(Rules::tromp_taylor());
        assert_eq!(g.scoring_komi(), 0.5);
        // Placed handicap stones count as placed.
        let mut h = Game::new(9, 0.5, Rules::chinese());
        h.set_handicap_stones(4);
        assert_eq!((h.handicap(), h.scoring_komi()), (4, 4.5));
    }

    #[test]
    fn undo_restores_everything() {
        let mut g = Game::new(5, 7.5, Rules::tromp_taylor());
        let before = g.board().hash();
        g.play(Color::Black, pt(&g, 0, 1)).unwrap();
        g.play(Color::White, pt(&g, 0, 0)).unwrap();
        g.play(Color::Black, pt(&g, 1, 0)).unwrap(); // captures A1
        assert_eq!(g.captures(Color::Black), 1);
        g.play(Color::White, Move::Pass).unwrap();
        assert_eq!(g.consecutive_passes(), 1);
        for _ in 0..4 {
            assert!(g.undo());
        }
        assert!(!g.undo());
        assert_eq!(g.board().hash(), before);
        assert_eq!(g.captures(Color::Black), 0);
        assert_eq!(g.seen.len(), 1);
        g.board().check_consistency().unwrap();
    }

    #[test]
    fn suicide_obeys_the_setting() {
        let stones = Board::from_ascii(
            "
            . X O
            X X O
            O O .",
        )
        .unwrap();
        let setup = stones.stones();
        let mut tt = Game::new(3, 0.0, Rules::tromp_taylor());
        tt.setup(&setup, false).unwrap();
        let a3 = pt(&tt, 0, 2);
        assert_eq!(tt.play(Color::Black, a3).unwrap().suicided, 4);
        assert_eq!(tt.captures(Color::White), 4);
        let mut chinese = Game::new(3, 0.0, Rules::chinese());
        chinese.setup(&setup, false).unwrap();
        assert_eq!(chinese.check(Color::Black, a3), Err(IllegalMove::Suicide));
    }

    #[test]
    fn progress_counts_moves_and_setup_stones() {
        // Ten stones set up on a 5x5 board.
        let board = Board::from_ascii(".XO..\n.XO..\n.XO..\n.XO..\n.XO..\n").unwrap();
        let mut game = Game::new(5, 0.5, Rules::tromp_taylor());
        game.setup(&board.stones(), false).unwrap();
        assert_eq!(game.progress(), 10.0 / 25.0);
        game.play(Color::Black, Move::Pass).unwrap();
        assert_eq!(game.progress(), 11.0 / 25.0);
        // Handicap stones do not count, placed or played.
        let mut handicap = Game::new(13, 0.5, Rules::chinese());
        let stones = fixed_handicap_points(13, 4).unwrap();
        let setup: Vec<_> = stones.iter().map(|&p| (p, Color::Black)).collect();
        handicap.setup(&setup, false).unwrap();
        handicap.set_handicap_stones(4);
        assert_eq!(handicap.progress(), 0.0);
        handicap.play(Color::White, Move::Pass).unwrap();
        assert_eq!(handicap.progress(), 1.0 / 169.0);
    }
}
