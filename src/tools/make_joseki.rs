//! `ttgo make-joseki`: the 19x19 corner book (`knowledge::joseki`) from strong players'
//! games, and how well it predicts held-out games.
//!
//! How to read this module: every game is replayed; after each move into a corner that
//! leaves at most `max_stones` stones there, the corner's canonical form (as seen by
//! the player to move) is one *event*, and that player's next move is its answer: a
//! local point of the canonical image, or elsewhere. [`count`] gathers the events of the
//! training games; [`book`] keeps the positions seen at least `min_total` times and,
//! of each, the local answers played at least `min_answer` times. [`measure`] replays
//! held-out games and, at every event the book knows, compares its most frequent local
//! answer with the move played, and the move model's top move with it too.

use crate::core::board::Board;
use crate::core::point::{Color, Move, Point};
use crate::knowledge::features::{MoveFeatures, Recent};
use crate::knowledge::joseki::{raised, Answers, Corner, Joseki, MIN_TOTAL};
use crate::knowledge::ladder::LadderReader;
use crate::knowledge::model::Model;
use crate::tools::train_model::{candidates, positions, read_games, GameMoves};
use std::collections::HashMap;
use std::path::PathBuf;

/// What `make-joseki` reads, keeps and writes.
#[derive(Clone, Debug)]
pub struct JosekiConfig {
    pub train: Vec<PathBuf>,
    pub test: Vec<PathBuf>,
    /// Most stones in a corner for its position to be counted.
    pub max_stones: usize,
    /// Fewest times a position must come up to be kept.
    pub min_total: u32,
    /// Fewest times a local answer must be played to be kept.
    pub min_answer: u32,
    /// Held-out games to measure.
    pub test_games: usize,
    pub out: PathBuf,
}

/// One event: a corner position after a move into it, and the answer.
struct Event {
    /// The canonical key of the corner after the move.
    key: u64,
    /// The move into the corner.
    last: Point,
    /// The local answer in the canonical image, or None: elsewhere.
    answer: Option<(u8, u8)>,
    /// The answer as a move on the board.
    played: Move,
}

/// Call `visit` with every event of `game` (positions of at most `max_stones` stones in
/// the corner), and the board, mover and recent moves at the answer.
fn events(game: &[Move], max_stones: usize, mut visit: impl FnMut(&Event, &Board, Color, &Recent)) {
    positions(game, |board, mover, recent, played| {
        let Some(Move::Play(last)) = recent.last else {
            return;
        };
        let geom = board.geometry();
        let Some((corner, _, _)) = Corner::of(geom, last) else {
            return;
        };
        if corner.stones(board) > max_stones {
            return;
        }
        let (image, key) = corner.canonical(board, mover);
        let answer = match played {
            Move::Play(p) => Corner::of(geom, p)
                .filter(|(c, _, _)| c.index == corner.index)
                .map(|_| image.local(geom, p)),
            Move::Pass => None,
        };
        let event = Event {
            key,
            last,
            answer,
            played,
        };
        visit(&event, board, mover, recent);
    });
}

/// Counts of every position's answers: (times seen, elsewhere, local counts).
type Counts = HashMap<u64, (u32, u32, HashMap<(u8, u8), u32>)>;

/// The events of `games`, counted by position.
pub fn count(games: &[GameMoves], max_stones: usize) -> Counts {
    let mut counts = Counts::new();
    for g in games {
        events(g, max_stones, |e, _, _, _| {
            let entry = counts.entry(e.key).or_default();
            entry.0 += 1;
            match e.answer {
                Some(xy) => *entry.2.entry(xy).or_default() += 1,
                None => entry.1 += 1,
            }
        });
    }
    counts
}

/// The book of `counts`: positions seen `min_total` times or more, each with its local
/// answers played `min_answer` times or more (most played first; the rest stay in the
/// total and count as neither).
pub fn book(counts: &Counts, min_total: u32, min_answer: u32) -> Joseki {
    let mut book = Joseki::default();
    for (&key, (total, elsewhere, local)) in counts {
        if *total < min_total {
            continue;
        }
        let mut kept: Vec<(u8, u8, u32)> = local
            .iter()
            .filter(|(_, &n)| n >= min_answer)
            .map(|(&(x, y), &n)| (x, y, n))
            .collect();
        kept.sort_by_key(|&(x, y, n)| (std::cmp::Reverse(n), x, y));
        let answers = Answers {
            total: *total,
            elsewhere: *elsewhere,
            local: kept,
        };
        book.insert(key, answers);
    }
    book
}

/// How the book and the move model predict held-out events.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Prediction {
    /// Events in the held-out games (positions of few enough stones).
    pub events: u64,
    /// Events whose position the book holds at least [`MIN_TOTAL`] times.
    pub known: u64,
    /// Known events answered in the corner.
    pub local: u64,
    /// Known events whose answer was the book's most frequent local answer.
    pub book_top: u64,
    /// Known events whose answer was the move model's strongest move.
    pub model_top: u64,
    /// Known events whose answer was the strongest move once the book's answers had
    /// their model strength raised by a factor 1 + w·share, for each w of [`WEIGHTS`].
    pub blend_top: [u64; WEIGHTS.len()],
}

/// The book's weights tried in [`Prediction::blend_top`].
pub const WEIGHTS: [f32; 5] = [1.0, 3.0, 10.0, 30.0, 100.0];

impl std::fmt::Display for Prediction {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let pct = |n: u64, d: u64| 100.0 * n as f64 / d.max(1) as f64;
        write!(
            f,
            "{} corner events, {} known to the book ({:.1}%), {} of them answered in the \
             corner; the move played was the book's first answer in {:.1}% of the known \
             events, the move model's first choice in {:.1}%",
            self.events,
            self.known,
            pct(self.known, self.events),
            self.local,
            pct(self.book_top, self.known),
            pct(self.model_top, self.known),
        )?;
        for (w, n) in WEIGHTS.iter().zip(self.blend_top) {
            write!(
                f,
                "; with the book at weight {w} {:.1}%",
                pct(n, self.known)
            )?;
        }
        Ok(())
    }
}

/// Measure `book` (and `model`, on the same events) on `games`.
pub fn measure(book: &Joseki, model: &Model, games: &[GameMoves], max_stones: usize) -> Prediction {
    let mut pr = Prediction::default();
    let mut ladders = LadderReader::default();
    for g in games {
        events(g, max_stones, |e, board, mover, recent| {
            pr.events += 1;
            if book.get(e.key).is_none_or(|a| a.total < MIN_TOTAL) {
                return;
            }
            pr.known += 1;
            pr.local += e.answer.is_some() as u64;
            // The answers as the search sees them (`Joseki::answers`), most played first.
            let answers = book.answers(board, e.last, mover);
            let first = answers.first().map(|&(p, _)| Move::Play(p));
            pr.book_top += (first == Some(e.played)) as u64;
            let rated: Vec<(Move, f32)> = candidates(board, mover)
                .into_iter()
                .map(|mv| {
                    let f = MoveFeatures::of(board, mv, mover, recent, &mut ladders);
                    (mv, model.strength(&f))
                })
                .collect();
            let top = |w: f32| {
                let share = |mv: Move| {
                    answers
                        .iter()
                        .find(|&&(p, _)| Move::Play(p) == mv)
                        .map_or(0.0, |&(_, share)| share)
                };
                rated
                    .iter()
                    .map(|&(mv, s)| (mv, raised(s, w, share(mv))))
                    .max_by(|a, b| a.1.total_cmp(&b.1))
                    .map(|(mv, _)| mv)
            };
            pr.model_top += (top(0.0) == Some(e.played)) as u64;
            for (n, &w) in pr.blend_top.iter_mut().zip(&WEIGHTS) {
                *n += (top(w) == Some(e.played)) as u64;
            }
        });
    }
    pr
}

/// `ttgo make-joseki`: count, keep, write, measure; the summary on stdout.
pub fn run(cfg: &JosekiConfig) -> Result<(), String> {
    let mut train = Vec::new();
    for f in &cfg.train {
        train.extend(read_games(f)?);
    }
    let counts = count(&train, cfg.max_stones);
    let book = book(&counts, cfg.min_total, cfg.min_answer);
    let header = format!(
        "# ttgo corner book, 19x19: <key> <times seen> <answered elsewhere> <x>,<y>:<times>\n\
         # {} training games, corners of at most {} stones, positions seen {}+ times,\n\
         # answers played {}+ times (made by `ttgo make-joseki`)\n",
        train.len(),
        cfg.max_stones,
        cfg.min_total,
        cfg.min_answer
    );
    std::fs::write(&cfg.out, header + &book.to_text())
        .map_err(|e| format!("{}: {e}", cfg.out.display()))?;
    println!(
        "{} games, {} positions counted, {} kept in {}",
        train.len(),
        counts.len(),
        book.len(),
        cfg.out.display()
    );
    if !cfg.test.is_empty() {
        let mut test = Vec::new();
        for f in &cfg.test {
            test.extend(read_games(f)?);
        }
        test.truncate(cfg.test_games);
        let pr = measure(&book, Model::shared(), &test, cfg.max_stones);
        println!("held out ({} games): {pr}", test.len());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knowledge::joseki::SIZE;
    use crate::tools::train_model::parse_game_line;

    #[test]
    fn counted_games_make_a_book_that_answers_as_they_did() {
        // Ten games opening Black D4 (4-4, lower left), White C3 (3-3), then Black
        // C4, White D3 in six, Black elsewhere (Q16) in four; both as seen from any corner.
        let mut games = Vec::new();
        for k in 0..10 {
            let line = match k < 6 {
                true => ";B[dp];W[cq];B[cp];W[dq]",
                false => ";B[dp];W[cq];B[pd];W[qc]",
            };
            games.push(parse_game_line(line).unwrap());
        }
        let counts = count(&games, 20);
        let b = book(&counts, 10, 2);
        let mut board = Board::new(SIZE);
        let geom = *board.geometry();
        let at = |v: &str| match Move::from_vertex(v, &geom) {
            Some(Move::Play(p)) => p,
            _ => panic!(),
        };
        board.play(Move::Play(at("D4")), Color::Black);
        board.play(Move::Play(at("C3")), Color::White);
        // After White's 3-3 invasion Black answered C4 six times of ten: the book says
        // so, though at 10 it is below the engine's own threshold.
        let (corner, _, _) = Corner::of(&geom, at("C3")).unwrap();
        let (image, key) = corner.canonical(&board, Color::Black);
        let a = b.get(key).expect("the position is in the book");
        assert_eq!((a.total, a.elsewhere), (10, 4));
        let first = a.local[0];
        assert_eq!(image.point(&geom, first.0, first.1), at("C4"));
        assert_eq!(first.2, 6);
        // The upper-right corner's events (Black Q16, White R17: four times) are below
        // the book's threshold of 10 and left out.
        assert_eq!(b.len(), 2, "{}", b.to_text());
        let pr = measure(&b, Model::shared(), &games, 20);
        assert_eq!(pr.known, 0, "below MIN_TOTAL nothing is known");
        assert!(pr.events >= 20);
    }
}
