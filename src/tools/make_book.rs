//! The opening book made from the engine's own games (the SGF files
//! of `ttgo match --sgf-dir DIR` runs): self-play, or games against another engine.
//!
//! How to read this module: games are grouped by their first moves up to the board's
//! eight symmetries ([`build`]); a line is worth, to the player who made its last move,
//! that player's share of the games' wins, or, where the opponent's replies to it were
//! each played in enough games, one minus the best of their worths. In games against
//! another engine only the book's engine's moves are lines: the other's moves are
//! where it stands, not its choices, so nothing is backed up through them. A position
//! keeps the replies whose worth is within two standard errors of the best one's and
//! drops the others: the book rules out what the games show to be worse and leaves
//! close calls to the search. [`format`](fn@format) writes the lines the book reader
//! (`knowledge::book`) reads, each with the figures behind it. The positions the games
//! reached too seldom to choose by their outcomes may get searched lines after those
//! (`book_search`); the command itself (`ttgo make-book`) is put together in `cli`.

use crate::core::point::{Color, Geometry, Move, Point};
use crate::knowledge::book::symmetric;
use std::collections::HashMap;

/// A finished game as the book builder sees it: its moves from the empty board (Black
/// first) and who won (None: a draw).
#[derive(Clone, Debug)]
pub struct Outcome {
    pub moves: Vec<Point>,
    pub winner: Option<Color>,
    /// In a game against another engine, the colour the book's engine played (only
    /// its moves are lines); None in self-play.
    pub engine: Option<Color>,
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

impl Outcome {
    /// Are `c`'s moves the book's engine's (in self-play, every move is)?
    pub fn engine_plays(&self, c: Color) -> bool {
        self.engine.is_none_or(|e| e == c)
    }

    /// `c`'s share of the win: 1 for a game won, 0 for one lost, a half for a draw.
    pub fn share_of(&self, c: Color) -> f64 {
        match self.winner {
            Some(w) if w == c => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}

/// Who makes the move after `played` moves from the empty board (Black first, colours
/// alternating).
pub(crate) fn mover_after(played: usize) -> Color {
    if played.is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    }
}

/// The canonical form of a sequence of points: the smallest of its eight images.
pub(crate) fn canonical(geom: &Geometry, moves: &[Point]) -> Vec<u16> {
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
            let mover = mover_after(k - 1);
            if !g.engine_plays(mover) {
                continue;
            }
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
            t.wins += g.share_of(mover);
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
    // Worths, longest lines first, so that a line's replies are known before it. In
    // games against another engine the lines one move longer than the engine's are its
    // own moves of games where it played the other colour: nothing is backed up.
    let backs_up = games.iter().all(|g| g.engine.is_none());
    let mut keys: Vec<Vec<u16>> = tried.keys().cloned().collect();
    keys.sort_by_key(|k| std::cmp::Reverse(k.len()));
    for key in &keys {
        let best_reply = replies.get(key).filter(|_| backs_up).and_then(|rs| {
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
    let mut text = String::new();
    for choice in choices {
        let first = &choice.replies[0].moves;
        let before = geom.vertices(&first[..first.len() - 1]);
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
                geom.vertices(&[frame(t)]),
                t.worth,
                if t.backed_up {
                    " after the best answer"
                } else {
                    ""
                }
            )
        };
        let kept: Vec<Point> = choice.replies[..choice.kept].iter().map(frame).collect();
        if !choice.comparable {
            text.push_str(
                "# left to the search (one reply tried, or replies not measured alike): ",
            );
        }
        let mut notes: Vec<String> = choice.replies[..choice.kept].iter().map(figures).collect();
        if choice.kept < choice.replies.len() {
            let dropped: Vec<String> = choice.replies[choice.kept..].iter().map(figures).collect();
            notes.push(format!("dropped: {}", dropped.join("; ")));
        }
        text.push_str(&format!(
            "size {} komi {komi}: {before}{sep}-> {}  # {}\n",
            geom.size,
            geom.vertices(&kept),
            notes.join("; ")
        ));
    }
    text
}

/// The games in the SGF files (`*.sgf`) of `dirs` played on `size` with `komi` and
/// a result (`RE`), from the empty board, and with an `engine` name, by that engine
/// against another; returns them and how many files were left out.
pub fn read_outcomes(
    dirs: &[std::path::PathBuf],
    size: usize,
    komi: f64,
    engine: Option<&str>,
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
            match outcome_of(&path.to_string_lossy(), size, komi, engine) {
                Some(o) => outcomes.push(o),
                None => left_out += 1,
            }
        }
    }
    Ok((outcomes, left_out))
}

/// One SGF file's game as an [`Outcome`], if it is an even game on `size` with `komi`
/// from the empty board with a result, and with an `engine` name, one whose players
/// (`PB`, `PW`) only one of which contains that name.
fn outcome_of(path: &str, size: usize, komi: f64, engine: Option<&str>) -> Option<Outcome> {
    let text = crate::core::sgf::read_file(path).ok()?;
    let engine = match engine {
        None => None,
        Some(name) => {
            let named = |player| {
                crate::core::sgf::root_value(&text, player).is_some_and(|p| p.contains(name))
            };
            match (named("PB"), named("PW")) {
                (true, false) => Some(Color::Black),
                (false, true) => Some(Color::White),
                _ => return None,
            }
        }
    };
    let result = crate::core::sgf::root_value(&text, "RE")?;
    let winner = crate::tools::ratings::winner_of(&result)?;
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
    Some(Outcome {
        moves,
        winner,
        engine,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knowledge::book::tests::{game_after, names, pt};
    use crate::knowledge::book::Book;

    /// The choice of Black's first move among `choices`.
    fn first_move(choices: &[Choice]) -> &Choice {
        choices
            .iter()
            .find(|choice| choice.replies[0].moves.len() == 1)
            .expect("a choice of the first move")
    }

    #[test]
    fn a_book_reads_what_it_writes_and_refuses_nonsense() {
        let geom = Geometry::new(9);
        let outcome = |moves: [&str; 2], winner| Outcome {
            moves: moves.iter().map(|v| pt(&geom, v)).collect(),
            winner: Some(winner),
            engine: None,
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
                    engine: None,
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
        let first = first_move(&choices);
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
    fn against_another_engine_only_the_engines_own_moves_are_replies() {
        let geom = Geometry::new(9);
        let mut games = Vec::new();
        let mut add = |moves: &[&str], engine: Color, engine_wins: u32, of: u32| {
            for k in 0..of {
                games.push(Outcome {
                    moves: moves.iter().map(|v| pt(&geom, v)).collect(),
                    winner: Some(if k < engine_wins {
                        engine
                    } else {
                        engine.opponent()
                    }),
                    engine: Some(engine),
                });
            }
        };
        // As Black the engine opened on D4 and won 14 of 20 (against two answers), on
        // tengen and won 6 of 20.
        add(&["D4", "F6"], Color::Black, 7, 10);
        add(&["D4", "E5"], Color::Black, 7, 10);
        add(&["E5", "C3"], Color::Black, 6, 20);
        // As White it answered the other engine's D4 on F6 (won 16 of 20) and on
        // tengen (14 of 20).
        add(&["D4", "F6"], Color::White, 16, 20);
        add(&["D4", "E5"], Color::White, 14, 20);
        let choices = build(&geom, &games, 2, 5);
        let text = format(&geom, 7.5, &choices);
        // D4 is worth its own games' 0.7, not backed up through the other engine's
        // answers (nor counting the other engine's D4 openings); tengen's 0.3 is more
        // than two standard errors (about 0.29) below: dropped.
        let first = first_move(&choices);
        assert!(first.comparable);
        let d4 = &first.replies[0];
        assert_eq!((d4.games, d4.backed_up), (20, false), "{text}");
        assert!((d4.worth - 0.7).abs() < 1e-9, "{text}");
        assert_eq!(first.kept, 1, "{text}");
        // After the other engine's D4 the engine's own answers alone: 20 games each,
        // both kept.
        let book = Book::parse(&text).unwrap();
        assert_eq!(
            names(&game_after(&[]), &book),
            ["D4", "D6", "F4", "F6"],
            "{text}"
        );
        assert_eq!(names(&game_after(&["D4"]), &book), ["E5", "F6"], "{text}");
        assert!(text.contains("White won 16 of 20 after F6"), "{text}");
        // The same games read as self-play back D4 up from White's answers.
        let selfplay: Vec<Outcome> = games
            .iter()
            .map(|g| Outcome {
                engine: None,
                ..g.clone()
            })
            .collect();
        let choices = build(&geom, &selfplay, 2, 5);
        let first = first_move(&choices);
        assert!(first.replies.iter().any(|t| t.backed_up));
    }

    #[test]
    fn a_worth_backed_up_is_not_compared_with_one_that_is_not() {
        let geom = Geometry::new(9);
        let outcome = |moves: &[&str], winner| Outcome {
            moves: moves.iter().map(|v| pt(&geom, v)).collect(),
            winner: Some(winner),
            engine: None,
        };
        // D4's replies were tried (White's tengen won 6 games, F6 none); E5's were not
        // (one game each), so E5's 5 games measure it against White's every answer.
        let mut games = vec![outcome(&["D4", "E5"], Color::White); 6];
        games.extend(vec![outcome(&["D4", "F6"], Color::Black); 6]);
        for v in ["C3", "C4", "D3", "C7", "G4"] {
            games.push(outcome(&["E5", v], Color::Black));
        }
        let choices = build(&geom, &games, 2, 5);
        let first = first_move(&choices);
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
}
