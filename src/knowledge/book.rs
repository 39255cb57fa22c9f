//! Opening book: the first replies of an even game, chosen by the engine's own self-play.
//!
//! How to read this module: a [`Book`] is a list of [`Line`]s, each a sequence of moves
//! from the empty board for one board size and komi and the replies the book allows
//! after it. [`Book::replies`] matches the game's moves against every line under the
//! eight symmetries of the board ([`symmetric`]) and answers with the replies seen
//! through the same symmetries: one is played at once, among several the search
//! chooses. [`build`] makes the lines from finished self-play games (`ttgo make-book`,
//! fed by `ttgo match --opening` runs): games are grouped by their first moves up to
//! symmetry; a line is worth, to the player who made its last move, that player's share
//! of the games' wins, or, where the opponent's replies to it were each played in
//! enough games, one minus the best of their worths. A position keeps the replies whose
//! worth is within two standard errors of the best one's and drops the others: the
//! book rules out what self-play shows to be worse and leaves close calls to the
//! search. The book in force is `models/book.txt`, embedded in the binary.

use crate::core::game::Game;
use crate::core::point::{Color, Geometry, Move, Point};
use std::collections::HashMap;

/// The embedded book (`models/book.txt`).
const EMBEDDED: &str = include_str!("../../models/book.txt");

/// `p` under symmetry `s` (0..8), the convention of the spatial patterns
/// ([`crate::knowledge::features::transform`]: bit 0 mirrors the columns, bit 1 the rows, bit 2
/// swaps them), taken about the board's centre.
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
        for (k, raw) in text.lines().enumerate() {
            let entry = raw.split('#').next().unwrap_or("").trim();
            if entry.is_empty() {
                continue;
            }
            let bad = |why: &str| format!("book line {}: {why}: `{raw}`", k + 1);
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

/// A finished game as the book builder sees it: its moves from the empty board (Black
/// first) and who won (None: a draw).
#[derive(Clone, Debug)]
pub struct Outcome {
    pub moves: Vec<Point>,
    pub winner: Option<Color>,
}

/// A line's record in the games: how many followed it and what it is worth to the
/// player who made its last move.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried {
    /// The line, in the frame of its first game.
    pub moves: Vec<Point>,
    pub games: u32,
    /// Wins of the player who made the last move (a draw counts a half).
    pub wins: f64,
    /// What the line is worth to that player: `wins / games`, or, where the opponent's
    /// replies were tried, one minus the best reply's worth.
    pub worth: f64,
    /// The games the worth was measured on (the best reply's, when backed up).
    pub measured_on: u32,
    /// Whether the worth is backed up from the opponent's replies.
    pub backed_up: bool,
}

impl Tried {
    /// The standard error of the worth, as a share of wins in `measured_on` games (the
    /// share kept within 0.05..0.95, so a few games all won still count as uncertain).
    fn standard_error(&self) -> f64 {
        let w = self.worth.clamp(0.05, 0.95);
        (w * (1.0 - w) / self.measured_on.max(1) as f64).sqrt()
    }
}

/// The book's choice in one position: the replies tried, best first, of which the
/// first `kept` stay in the book.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub replies: Vec<Tried>,
    pub kept: usize,
    /// False where only one reply was tried (there was no choice), or where some
    /// replies' worths are backed up and others' are not (a reply measured against the
    /// opponent's best answer and one measured against the opponent's every answer
    /// cannot be compared): such a position stays out of the book, its line written as
    /// a comment.
    pub comparable: bool,
}

/// The canonical form of a sequence of points: the smallest of its eight images.
fn canonical(geom: &Geometry, moves: &[Point]) -> Vec<u16> {
    (0..8)
        .map(|s| moves.iter().map(|&p| symmetric(geom, p, s).0).collect())
        .min()
        .unwrap_or_default()
}

/// The book's choices in every position of the first `depth` moves where replies were
/// each played in at least `min_games` of `games` (all on one board, from the empty
/// board): the replies within two standard errors of the best are kept. Positions come
/// out shortest first.
pub fn build(geom: &Geometry, games: &[Outcome], depth: usize, min_games: u32) -> Vec<Choice> {
    // Every line of 1..=depth moves, up to symmetry.
    let mut tried: HashMap<Vec<u16>, Tried> = HashMap::new();
    for g in games {
        for k in 1..=depth.min(g.moves.len()) {
            let mover = if k % 2 == 1 {
                Color::Black
            } else {
                Color::White
            };
            let t = tried
                .entry(canonical(geom, &g.moves[..k]))
                .or_insert_with(|| Tried {
                    moves: g.moves[..k].to_vec(),
                    games: 0,
                    wins: 0.0,
                    worth: 0.0,
                    measured_on: 0,
                    backed_up: false,
                });
            t.games += 1;
            t.wins += match g.winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
    }
    // The replies of each position that were played often enough, by its key.
    let mut replies: HashMap<Vec<u16>, Vec<Vec<u16>>> = HashMap::new();
    for (key, t) in &tried {
        if t.games >= min_games {
            let parent = canonical(geom, &t.moves[..t.moves.len() - 1]);
            replies.entry(parent).or_default().push(key.clone());
        }
    }
    // Worths, longest lines first, so that a line's replies are known before it.
    let mut keys: Vec<Vec<u16>> = tried.keys().cloned().collect();
    keys.sort_by_key(|k| std::cmp::Reverse(k.len()));
    for key in &keys {
        let best_reply = replies.get(key).and_then(|rs| {
            rs.iter()
                .map(|r| &tried[r])
                .max_by(|a, b| a.worth.total_cmp(&b.worth))
                .map(|b| (b.worth, b.measured_on))
        });
        let t = tried.get_mut(key).expect("a key of the map");
        (t.worth, t.measured_on, t.backed_up) = match best_reply {
            Some((w, n)) => (1.0 - w, n, true),
            None => (t.wins / t.games as f64, t.games, false),
        };
    }
    let mut positions: Vec<(&Vec<u16>, &Vec<Vec<u16>>)> = replies.iter().collect();
    positions.sort();
    positions
        .into_iter()
        .map(|(_, rs)| {
            let mut all: Vec<Tried> = rs.iter().map(|r| tried[r].clone()).collect();
            all.sort_by(|a, b| b.worth.total_cmp(&a.worth).then(a.moves.cmp(&b.moves)));
            let comparable = all.len() > 1 && all.iter().all(|t| t.backed_up == all[0].backed_up);
            let best = &all[0];
            let kept = all
                .iter()
                .take_while(|t| {
                    let se = best.standard_error().hypot(t.standard_error());
                    best.worth - t.worth <= 2.0 * se
                })
                .count();
            Choice {
                replies: all,
                kept,
                comparable,
            }
        })
        .collect()
}

/// The book text of `choices` for a board of `geom` and `komi`, each line with a
/// comment that gives the figures of the replies kept and of those dropped.
pub fn format(geom: &Geometry, komi: f64, choices: &[Choice]) -> String {
    let vertices = |moves: &[Point]| -> String {
        moves
            .iter()
            .map(|&p| Move::Play(p).to_vertex(geom))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut text = String::new();
    for c in choices {
        let first = &c.replies[0].moves;
        let before = vertices(&first[..first.len() - 1]);
        let sep = if before.is_empty() { "" } else { " " };
        // Each reply in the frame of the position as the first reply's game had it.
        let frame = |t: &Tried| -> Point {
            let n = t.moves.len();
            let s = (0..8)
                .find(|&s| (0..n - 1).all(|k| symmetric(geom, t.moves[k], s) == first[k]))
                .expect("replies of one position share it up to symmetry");
            symmetric(geom, t.moves[n - 1], s)
        };
        let figures = |t: &Tried| {
            format!(
                "{} won {} of {} after {}, worth {:.3}{}",
                if t.moves.len() % 2 == 1 {
                    "Black"
                } else {
                    "White"
                },
                t.wins,
                t.games,
                vertices(&[frame(t)]),
                t.worth,
                if t.backed_up {
                    " after the best answer"
                } else {
                    ""
                }
            )
        };
        let kept: Vec<Point> = c.replies[..c.kept].iter().map(frame).collect();
        if !c.comparable {
            text.push_str(
                "# left to the search (one reply tried, or replies not measured alike): ",
            );
        }
        let mut notes: Vec<String> = c.replies[..c.kept].iter().map(figures).collect();
        if c.kept < c.replies.len() {
            let dropped: Vec<String> = c.replies[c.kept..].iter().map(figures).collect();
            notes.push(format!("dropped: {}", dropped.join("; ")));
        }
        text.push_str(&format!(
            "size {} komi {komi}: {before}{sep}-> {}  # {}\n",
            geom.size,
            vertices(&kept),
            notes.join("; ")
        ));
    }
    text
}

/// The games in the SGF files (`*.sgf`) of `dirs` played on `size` with `komi` and
/// a result (`RE`), from the empty board; returns them and how many files were left out.
pub fn read_outcomes(
    dirs: &[std::path::PathBuf],
    size: usize,
    komi: f64,
) -> Result<(Vec<Outcome>, usize), String> {
    let mut outcomes = Vec::new();
    let mut left_out = 0;
    for dir in dirs {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let mut paths: Vec<std::path::PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
            .collect();
        paths.sort();
        for path in paths {
            match outcome_of(&path.to_string_lossy(), size, komi) {
                Some(o) => outcomes.push(o),
                None => left_out += 1,
            }
        }
    }
    Ok((outcomes, left_out))
}

/// One SGF file's game as an [`Outcome`], if it is an even game on `size` with `komi`
/// from the empty board with a result.
fn outcome_of(path: &str, size: usize, komi: f64) -> Option<Outcome> {
    let text = crate::core::sgf::read_file(path).ok()?;
    let root = crate::core::sgf::MainLine::new(&text).next()?.ok()?;
    let result = root
        .iter()
        .find(|p| p.ident == "RE")?
        .values
        .first()?
        .clone();
    let winner = match result.chars().next()? {
        'B' | 'b' => Some(Color::Black),
        'W' | 'w' => Some(Color::White),
        '0' | 'D' | 'd' => None,
        _ => return None,
    };
    let game = crate::core::sgf::load(&text, None, komi, crate::core::rules::Rules::tromp_taylor())
        .ok()?;
    if game.size() != size
        || (game.komi() - komi).abs() > 1e-9
        || game.handicap() > 0
        || !game.setup_stones().is_empty()
    {
        return None;
    }
    let moves = game
        .moves()
        .iter()
        .map_while(|&(_, mv)| match mv {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        })
        .collect();
    Some(Outcome { moves, winner })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::Rules;

    fn pt(geom: &Geometry, v: &str) -> Point {
        match Move::from_vertex(v, geom) {
            Some(Move::Play(p)) => p,
            _ => panic!("{v}"),
        }
    }

    fn game_after(moves: &[&str]) -> Game {
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
    fn names(game: &Game, book: &Book) -> Vec<String> {
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
    fn a_book_reads_what_it_writes_and_refuses_nonsense() {
        let geom = Geometry::new(9);
        let outcome = |moves: [&str; 2], winner| Outcome {
            moves: moves.iter().map(|v| pt(&geom, v)).collect(),
            winner: Some(winner),
        };
        let games = vec![
            outcome(["D4", "E5"], Color::White),
            outcome(["D4", "F6"], Color::Black),
            outcome(["E5", "C3"], Color::Black),
        ];
        let text = format(&geom, 7.5, &build(&geom, &games, 2, 1));
        let book = Book::parse(&text).unwrap();
        // The first move and White's answer to D4 were choices; White's answer to E5
        // was not (C3 alone was tried), so it is a comment. A game won and a game lost
        // are further apart than two standard errors of single games (0.22 each).
        assert_eq!(book.lines().len(), 2, "{text}");
        assert_eq!(text.matches("left to the search").count(), 1, "{text}");
        assert_eq!(names(&game_after(&["D4"]), &book), ["E5"], "{text}");
        assert!(Book::parse("size 9 komi 7.5 D4 -> E5").is_err());
        assert!(Book::parse("size 9 komi 7.5: D4 -> Z5").is_err());
        assert!(Book::parse("size 9 komi 7.5: D4 -> E5 pass").is_err());
        assert!(Book::parse("size 99 komi 7.5: -> E5").is_err());
        assert!(Book::parse("size 9 komi 7.5: D4 ->").is_err());
        assert!(Book::parse("# only a comment\n\n").unwrap().is_empty());
    }

    #[test]
    fn the_builder_keeps_the_replies_near_the_best_and_backs_worths_up() {
        let geom = Geometry::new(9);
        let mut games = Vec::new();
        let mut add = |moves: &[&str], black_wins: u32, white_wins: u32| {
            let moves: Vec<Point> = moves.iter().map(|v| pt(&geom, v)).collect();
            for k in 0..black_wins + white_wins {
                games.push(Outcome {
                    moves: moves.clone(),
                    winner: Some(if k < black_wins {
                        Color::Black
                    } else {
                        Color::White
                    }),
                });
            }
        };
        // After D4 (or its images), White's tengen wins 70 of 100, the far 4-4 point
        // (F4 D6 is D4 F6 mirrored) 60 of 100 and the near one 40 of 100.
        add(&["D4", "E5"], 30, 70);
        add(&["F4", "D6"], 40, 60);
        add(&["D4", "D6"], 60, 40);
        // After tengen White's 3-3 and 3-4 points: 50 of 100 each for Black.
        add(&["E5", "C3"], 25, 25);
        add(&["E5", "G7"], 25, 25);
        add(&["E5", "C4"], 50, 50);
        let choices = build(&geom, &games, 2, 50);
        let text = format(&geom, 7.5, &choices);
        // The first move: D4 is worth 1 - 0.7 to Black (White answers tengen), E5 0.5
        // (C3 and G7 are one reply up to symmetry): E5 is kept, D4 dropped (0.2 apart,
        // more than two standard errors of about 0.05 each).
        let first = choices
            .iter()
            .find(|c| c.replies[0].moves.len() == 1)
            .unwrap();
        assert!(first.comparable);
        assert_eq!(first.kept, 1, "{text}");
        assert_eq!(Move::Play(first.replies[0].moves[0]).to_vertex(&geom), "E5");
        assert!((first.replies[1].worth - 0.3).abs() < 1e-9, "{text}");
        // After D4 White keeps tengen and the far 4-4 point (0.1 apart, within about
        // 0.13), and drops the near one.
        let book = Book::parse(&text).unwrap();
        assert_eq!(names(&game_after(&["F6"]), &book), ["D4", "E5"], "{text}");
        assert!(
            text.contains("dropped: White won 40 of 100 after"),
            "{text}"
        );
        // After tengen both replies stay, with all their images (4 and 8).
        assert_eq!(names(&game_after(&["E5"]), &book).len(), 12, "{text}");
        assert_eq!(names(&game_after(&[]), &book), ["E5"], "{text}");
    }

    #[test]
    fn a_worth_backed_up_is_not_compared_with_one_that_is_not() {
        let geom = Geometry::new(9);
        let outcome = |moves: &[&str], winner| Outcome {
            moves: moves.iter().map(|v| pt(&geom, v)).collect(),
            winner: Some(winner),
        };
        // D4's replies were tried (White's tengen won 6 games, F6 none); E5's were not
        // (one game each), so E5's 5 games measure it against White's every answer.
        let mut games = vec![outcome(&["D4", "E5"], Color::White); 6];
        games.extend(vec![outcome(&["D4", "F6"], Color::Black); 6]);
        for v in ["C3", "C4", "D3", "C7", "G4"] {
            games.push(outcome(&["E5", v], Color::Black));
        }
        let choices = build(&geom, &games, 2, 5);
        let first = choices
            .iter()
            .find(|c| c.replies[0].moves.len() == 1)
            .unwrap();
        assert!(!first.comparable);
        let text = format(&geom, 7.5, &choices);
        assert!(
            text.contains("# left to the search (one reply tried, or replies not measured alike): size 9 komi 7.5: -> E5"),
            "{text}"
        );
        let book = Book::parse(&text).unwrap();
        assert_eq!(book.lines().len(), 1, "{text}");
        assert!(names(&game_after(&[]), &book).is_empty());
        assert_eq!(names(&game_after(&["D4"]), &book), ["E5"], "{text}");
    }

    #[test]
    fn the_embedded_book_parses() {
        let _ = Book::embedded();
    }
}
