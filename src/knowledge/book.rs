//! Opening book: the first replies of an even game, chosen from the engine's own games.
//!
//! How to read this module: a [`Book`] is a list of [`Line`]s, each a sequence of moves
//! from the empty board for one board size and komi and the replies the book allows
//! after it. [`Book::replies`] matches the game's moves against every line under the
//! eight symmetries of the board ([`symmetric`]) and answers with the replies seen
//! through the same symmetries: one is played at once, among several the search
//! chooses. The lines come from the engine's games (`ttgo make-book`,
//! `tools::make_book`): chosen by their outcomes where they are many enough, else by a
//! long search of the positions they reached (`tools::book_search`); the book in force
//! is `models/book.txt`, embedded in the binary.

use crate::core::game::Game;
use crate::core::point::{Color, Geometry, Move, Point};

/// The embedded book (`models/book.txt`).
const EMBEDDED: &str = include_str!("../../models/book.txt");

/// `p` under symmetry `s` (0..8), the convention of the spatial patterns
/// (`features::transform`: bit 0 mirrors the columns,
/// bit 1 the rows, bit 2 swaps them), taken about the board's centre.
pub fn symmetric(geom: &Geometry, p: Point, s: u8) -> Point {
    // Offsets from the centre, doubled so that even boards have whole numbers.
    let last = geom.size as i32 - 1;
    let (col, row) = geom.coords(p);
    let (x, y) = (2 * col as i32 - last, 2 * row as i32 - last);
    let (x, y) = crate::knowledge::features::transform(s as usize, (x, y));
    geom.point(((x + last) / 2) as usize, ((y + last) / 2) as usize)
}

/// One line of the book: after `moves` from the empty board (Black first, colours
/// alternating), one of `replies`.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub size: usize,
    pub komi: f64,
    pub moves: Vec<Point>,
    pub replies: Vec<Point>,
}

/// The opening book: lines for any board sizes and komis.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Book {
    lines: Vec<Line>,
}

impl Book {
    /// The book built into the binary.
    pub fn embedded() -> Book {
        Book::parse(EMBEDDED).expect("the embedded book parses (tested)")
    }

    /// Read a book: one line per entry, `size 9 komi 7.5: D4 -> E5 F6`, the replies
    /// after the arrow (`size 9 komi 7.5: -> D4` for the first move); `#` starts a
    /// comment.
    pub fn parse(text: &str) -> Result<Book, String> {
        let mut lines = Vec::new();
        for (k, raw, entry) in super::table_entries(text) {
            let bad = |why: &str| format!("book line {k}: {why}: `{raw}`");
            let (head, body) = entry.split_once(':').ok_or_else(|| bad("no `:`"))?;
            let words: Vec<&str> = head.split_whitespace().collect();
            let ["size", size, "komi", komi] = words[..] else {
                return Err(bad("expected `size N komi K:`"));
            };
            let size: usize = size.parse().map_err(|_| bad("bad size"))?;
            if !(crate::core::point::MIN_SIZE..=crate::core::point::MAX_SIZE).contains(&size) {
                return Err(bad("bad size"));
            }
            let komi: f64 = komi.parse().map_err(|_| bad("bad komi"))?;
            let (before, after) = body.split_once("->").ok_or_else(|| bad("no `->`"))?;
            let geom = Geometry::new(size);
            let points = |text: &str| -> Result<Vec<Point>, String> {
                text.split_whitespace()
                    .map(|v| match Move::from_vertex(v, &geom) {
                        Some(Move::Play(p)) => Ok(p),
                        _ => Err(bad("not a point on the board")),
                    })
                    .collect()
            };
            let (moves, replies) = (points(before)?, points(after)?);
            if replies.is_empty() {
                return Err(bad("no reply after `->`"));
            }
            lines.push(Line {
                size,
                komi,
                moves,
                replies,
            });
        }
        Ok(Book { lines })
    }

    /// The book's lines.
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// Does the book have no lines?
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The book's legal replies for the side to move in `game` (sorted; empty where the
    /// book has nothing to say): the game must be an even game started from the empty
    /// board whose moves so far are a line's under some symmetry of the board; every
    /// fitting symmetry adds its images of the line's replies.
    pub fn replies(&self, game: &Game) -> Vec<Point> {
        let mut replies: Vec<Point> = Vec::new();
        if self.lines.is_empty() || !game.setup_stones().is_empty() || game.handicap() > 0 {
            return replies;
        }
        let mut played = Vec::with_capacity(game.moves().len());
        let mut c = Color::Black;
        for &(mover, mv) in game.moves() {
            match mv {
                Move::Play(p) if mover == c => played.push(p),
                _ => return replies,
            }
            c = c.opponent();
        }
        if game.to_move() != c {
            return replies;
        }
        let geom = game.board().geometry();
        for line in &self.lines {
            if line.size != game.size()
                || (line.komi - game.komi()).abs() > 1e-9
                || line.moves.len() != played.len()
            {
                continue;
            }
            for s in 0..8 {
                if played
                    .iter()
                    .zip(&line.moves)
                    .any(|(&p, &q)| symmetric(geom, q, s) != p)
                {
                    continue;
                }
                for &r in &line.replies {
                    let image = symmetric(geom, r, s);
                    if !replies.contains(&image) && game.is_legal(c, Move::Play(image)) {
                        replies.push(image);
                    }
                }
            }
        }
        replies.sort();
        replies
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::core::rules::Rules;

    pub(crate) fn pt(geom: &Geometry, v: &str) -> Point {
        match Move::from_vertex(v, geom) {
            Some(Move::Play(p)) => p,
            _ => panic!("{v}"),
        }
    }

    pub(crate) fn game_after(moves: &[&str]) -> Game {
        let mut game = Game::new(9, 7.5, Rules::tromp_taylor());
        let geom = *game.board().geometry();
        for v in moves {
            let c = game.to_move();
            game.play(c, Move::Play(pt(&geom, v))).unwrap();
        }
        game
    }

    #[test]
    fn the_eight_symmetries_are_distinct_and_keep_the_board() {
        let geom = Geometry::new(9);
        let p = pt(&geom, "C2");
        let images: Vec<Point> = (0..8).map(|s| symmetric(&geom, p, s)).collect();
        for (i, a) in images.iter().enumerate() {
            assert!(!images[i + 1..].contains(a));
        }
        let mut names: Vec<String> = images
            .iter()
            .map(|&q| Move::Play(q).to_vertex(&geom))
            .collect();
        names.sort();
        assert_eq!(names, ["B3", "B7", "C2", "C8", "G2", "G8", "H3", "H7"]);
        assert_eq!(symmetric(&geom, pt(&geom, "E5"), 5), pt(&geom, "E5"));
    }

    /// The replies' vertices, sorted.
    pub(crate) fn names(game: &Game, book: &Book) -> Vec<String> {
        let geom = game.board().geometry();
        let mut v: Vec<String> = book
            .replies(game)
            .iter()
            .map(|&p| Move::Play(p).to_vertex(geom))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn replies_are_found_under_any_symmetry() {
        let book = Book::parse("size 9 komi 7.5: D4 -> E5\nsize 9 komi 7.5: E5 D4 -> F6").unwrap();
        // D4's mirror images all get tengen.
        for first in ["D4", "F4", "D6", "F6"] {
            assert_eq!(names(&game_after(&[first]), &book), ["E5"], "{first}");
        }
        // No line fits E5 C6 (C6 is no image of D4).
        assert!(names(&game_after(&["E5", "C6"]), &book).is_empty());
        // E5 F4 is E5 D4 mirrored (columns, or rows then the swap): both take F6 to D6.
        assert_eq!(names(&game_after(&["E5", "F4"]), &book), ["D6"]);
        // Nothing on other sizes, komis, or after a handicap or a pass.
        assert!(names(&game_after(&[]), &book).is_empty());
        let mut other_komi = game_after(&["D4"]);
        other_komi.set_komi(6.5);
        assert!(names(&other_komi, &book).is_empty());
        let mut passed = game_after(&["D4"]);
        passed.play(Color::White, Move::Pass).unwrap();
        passed.play(Color::Black, Move::Pass).unwrap();
        assert!(names(&passed, &book).is_empty());
        // Several replies, with every image the position's symmetries give: after
        // tengen C3 stands for the four 3-3 points, D4's four images and F6's.
        let book = Book::parse("size 9 komi 7.5: -> E5 C3").unwrap();
        assert_eq!(
            names(&game_after(&[]), &book),
            ["C3", "C7", "E5", "G3", "G7"]
        );
    }

    #[test]
    fn the_embedded_book_parses() {
        let _ = Book::embedded();
    }
}
