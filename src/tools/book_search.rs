//! The opening book's searched lines: positions the games reached often with the book's
//! engine to move, but too few times for their outcomes to choose a reply, decided by a
//! long search instead (`ttgo make-book --search-playouts N`).
//!
//! How to read this file: [`in_force`] turns the outcome book's choices into the replies
//! it allows by position, and [`allowed_by`] an existing book's lines (a book extended
//! with the positions new games reach); [`open_positions`] finds, at one length, the positions the
//! games reached in which the engine was to move, counting only games whose every
//! earlier move of the engine the book allows (a position the book now steers away from
//! is never reached), and leaving out those the book already decides; [`search_lines`]
//! goes length by length, searches each open position for a fixed number of playouts
//! from a fixed seed, and adds its choice to the book before the next length, so that
//! longer positions follow the searched lines too. A searched line is a single reply:
//! the player plays it without a search, the long search standing in for its own.

use super::make_book::{canonical, mover_after, Choice, Outcome};
use crate::core::game::Game;
use crate::core::point::{Geometry, Move, Point};
use crate::core::rules::Rules;
use crate::knowledge::book::Book;
use crate::search::{Budget, NoControl, Search, SearchParams};
use std::collections::HashMap;

/// The replies the book allows, by position: canonical position key to the canonical
/// keys of the lines one move longer.
pub type Allowed = HashMap<Vec<u16>, Vec<Vec<u16>>>;

/// The replies the outcome book's `choices` allow (those it writes as lines; the
/// positions it leaves to the search are not among them).
pub fn in_force(geom: &Geometry, choices: &[Choice]) -> Allowed {
    let mut allowed = Allowed::new();
    for choice in choices.iter().filter(|c| c.comparable) {
        let first = &choice.replies[0].moves;
        let replies = choice.replies[..choice.kept]
            .iter()
            .map(|t| canonical(geom, &t.moves))
            .collect();
        allowed.insert(canonical(geom, &first[..first.len() - 1]), replies);
    }
    allowed
}

/// The replies the lines of an existing `book` allow on a board of `geom` with `komi`
/// (`make-book --base`), in the form [`in_force`] gives an outcome book's: its lines
/// decide their positions, and the searched lines go on from them.
pub fn allowed_by(geom: &Geometry, komi: f64, book: &Book) -> Allowed {
    let mut allowed = Allowed::new();
    let here = book
        .lines()
        .iter()
        .filter(|l| l.size == geom.size && l.komi == komi);
    for line in here {
        let replies = allowed.entry(canonical(geom, &line.moves)).or_default();
        for &reply in &line.replies {
            let mut longer = line.moves.clone();
            longer.push(reply);
            let key = canonical(geom, &longer);
            if !replies.contains(&key) {
                replies.push(key);
            }
        }
    }
    allowed
}

/// A position the games reached with the engine to move and the book has no line for.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenPosition {
    /// The moves from the empty board, in the frame of the first game that reached it.
    pub moves: Vec<Point>,
    /// Games that reached it (following the book).
    pub games: u32,
    /// The engine's wins in them (a draw counts a half).
    pub wins: f64,
}

/// Does `game` follow the book through its first `k` moves: wherever the engine made
/// one of them in a position the book has a line for, was it one of the line's replies?
fn follows(geom: &Geometry, game: &Outcome, k: usize, allowed: &Allowed) -> bool {
    (0..k).all(|j| {
        if !game.engine_plays(mover_after(j)) {
            return true;
        }
        match allowed.get(&canonical(geom, &game.moves[..j])) {
            Some(replies) => replies.contains(&canonical(geom, &game.moves[..=j])),
            None => true,
        }
    })
}

/// The positions of exactly `k` moves that at least `min_games` of `games` reached,
/// following the book `allowed`, with the engine to move (either player in self-play),
/// which the book has no line for; most reached first.
pub fn open_positions(
    geom: &Geometry,
    games: &[Outcome],
    k: usize,
    min_games: u32,
    allowed: &Allowed,
) -> Vec<OpenPosition> {
    let mover = mover_after(k);
    let mut reached: HashMap<Vec<u16>, OpenPosition> = HashMap::new();
    for g in games {
        if g.moves.len() < k || !g.engine_plays(mover) {
            continue;
        }
        let key = canonical(geom, &g.moves[..k]);
        if allowed.contains_key(&key) || !follows(geom, g, k, allowed) {
            continue;
        }
        let open = reached.entry(key).or_insert_with(|| OpenPosition {
            moves: g.moves[..k].to_vec(),
            games: 0,
            wins: 0.0,
        });
        open.games += 1;
        open.wins += g.share_of(mover);
    }
    let mut open: Vec<OpenPosition> = reached
        .into_values()
        .filter(|o| o.games >= min_games)
        .collect();
    open.sort_by(|a, b| b.games.cmp(&a.games).then(a.moves.cmp(&b.moves)));
    open
}

/// How the searched lines are made.
#[derive(Clone, Debug)]
pub struct LineSearch {
    /// Positions of up to this many moves are searched.
    pub depth: usize,
    /// Games that must have reached a position.
    pub min_games: u32,
    /// Playouts of each search.
    pub playouts: u64,
    pub params: SearchParams,
    /// Every search starts from this seed.
    pub seed: u64,
}

/// The searched lines' book text for the positions `games` leave open on a board of
/// `geom` with `komi`, given the outcome book's `allowed` replies: one line per open
/// position, shortest positions first, each with its search's figures as a comment.
pub fn search_lines(
    geom: &Geometry,
    komi: f64,
    games: &[Outcome],
    mut allowed: Allowed,
    how: &LineSearch,
) -> String {
    let mut text = String::new();
    for k in 0..=how.depth {
        for open in open_positions(geom, games, k, how.min_games, &allowed) {
            let Some((reply, figures)) = search_position(geom, komi, &open.moves, how) else {
                continue;
            };
            let (before, answer) = (geom.vertices(&open.moves), geom.vertices(&[reply]));
            let sep = if before.is_empty() { "" } else { " " };
            eprintln!(
                "make-book: after `{before}` (reached in {} games) the search plays {answer}",
                open.games,
            );
            text.push_str(&format!(
                "size {} komi {komi}: {before}{sep}-> {answer}  # searched: {figures}; reached \
                 in {} games, the engine won {}\n",
                geom.size, open.games, open.wins
            ));
            let mut line = open.moves.clone();
            line.push(reply);
            allowed.insert(canonical(geom, &open.moves), vec![canonical(geom, &line)]);
        }
    }
    text
}

/// Search the position after `moves` (Black first) for `how.playouts` playouts: its
/// most visited move and a description of the search, or None when the moves are not
/// a legal game or the search chose no move on the board.
fn search_position(
    geom: &Geometry,
    komi: f64,
    moves: &[Point],
    how: &LineSearch,
) -> Option<(Point, String)> {
    let mut game = Game::new(geom.size, komi, Rules::default());
    for &p in moves {
        game.play(game.to_move(), Move::Play(p)).ok()?;
    }
    let mut search = Search::new(how.params.clone(), how.seed);
    let summary = search.run(
        &game,
        game.to_move(),
        Budget::playouts(how.playouts),
        &mut NoControl,
    );
    let best = summary.best()?;
    let Move::Play(p) = best.mv else {
        return None;
    };
    let second = summary
        .moves
        .get(1)
        .map(|m| format!(", next {} {} visits", m.mv.to_vertex(geom), m.visits))
        .unwrap_or_default();
    Some((
        p,
        format!(
            "{} playouts, {} visits winning {:.3}{second}",
            summary.playouts, best.visits, best.game_winrate
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::point::Color;
    use crate::knowledge::book::tests::{game_after, names, pt};
    use crate::tools::make_book::build;

    /// `n` games of `moves`, the engine playing `engine` and winning `wins` of them.
    fn games(geom: &Geometry, moves: &[&str], engine: Color, wins: u32, n: u32) -> Vec<Outcome> {
        (0..n)
            .map(|k| Outcome {
                moves: moves.iter().map(|v| pt(geom, v)).collect(),
                winner: Some(if k < wins { engine } else { engine.opponent() }),
                engine: Some(engine),
            })
            .collect()
    }

    #[test]
    fn open_positions_follow_the_book_and_leave_out_what_it_decides() {
        let geom = Geometry::new(9);
        let mut all = Vec::new();
        // As Black the engine opened on D4 (won 15 of 20) and on tengen (5 of 20): the
        // outcome book keeps D4 alone.
        all.extend(games(&geom, &["D4", "F6", "E5"], Color::Black, 8, 10));
        all.extend(games(&geom, &["D4", "D6", "E4"], Color::Black, 7, 10));
        all.extend(games(&geom, &["E5", "C3", "D4"], Color::Black, 5, 20));
        let choices = build(&geom, &all, 1, 10);
        let allowed = in_force(&geom, &choices);
        assert_eq!(allowed.len(), 1, "the first move only");
        // Nothing of length 0 is open (the book decides the empty board); of length 2
        // the two answers to D4 are, each reached 10 times; the games after tengen no
        // longer count, as the book no longer plays it.
        assert!(open_positions(&geom, &all, 0, 1, &allowed).is_empty());
        let open = open_positions(&geom, &all, 2, 10, &allowed);
        let lines: Vec<String> = open.iter().map(|o| geom.vertices(&o.moves)).collect();
        assert_eq!(lines, ["D4 D6", "D4 F6"]);
        assert_eq!((open[1].games, open[1].wins), (10, 8.0));
        // Positions of odd length have the other engine to move; a higher bar leaves
        // every one out.
        assert!(open_positions(&geom, &all, 1, 1, &allowed).is_empty());
        assert!(open_positions(&geom, &all, 2, 11, &allowed).is_empty());
    }

    #[test]
    fn a_base_book_decides_its_positions_as_an_outcome_book_does() {
        let geom = Geometry::new(9);
        let mut all = games(&geom, &["D4", "F6", "E5"], Color::Black, 8, 10);
        all.extend(games(&geom, &["E5", "C3", "D4"], Color::Black, 5, 20));
        // The base opens on D4 (written in another frame) and answers tengen with C3 or
        // C7; its line for another komi, and one for 13x13, are not this board's.
        let base = Book::parse(
            "size 9 komi 7.5: -> F6\n\
             size 9 komi 7.5: E5 -> C3 C7\n\
             size 9 komi 6.5: -> E5\n\
             size 13 komi 7.5: -> D4\n",
        )
        .unwrap();
        let allowed = allowed_by(&geom, 7.5, &base);
        assert_eq!(allowed.len(), 2);
        // C3 and C7 are one reply up to symmetry.
        let after_tengen = allowed.get(&canonical(&geom, &[pt(&geom, "E5")])).unwrap();
        assert_eq!(after_tengen.len(), 1);
        // The empty board is decided; after D4 the other engine moves; after D4 F6 the
        // position is open, and the games that opened on tengen never follow the base.
        assert!(open_positions(&geom, &all, 0, 1, &allowed).is_empty());
        let open = open_positions(&geom, &all, 2, 1, &allowed);
        let lines: Vec<String> = open.iter().map(|o| geom.vertices(&o.moves)).collect();
        assert_eq!(lines, ["D4 F6"]);
        assert!(open_positions(&geom, &all, 3, 1, &allowed).is_empty());
    }

    #[test]
    fn a_searched_line_is_a_single_reply_the_longer_positions_follow() {
        let geom = Geometry::new(9);
        // The engine, as Black, opened on D4 (won 19 of 47) or tengen (2 of 20): the
        // outcome book keeps D4. After D4 the other engine answered E5 or F6; after F6
        // the engine tried each of a few points, three games each.
        let mut all = games(&geom, &["E5", "C3"], Color::Black, 2, 20);
        all.extend(games(&geom, &["D4", "E5"], Color::Black, 1, 20));
        let thirds = ["E5", "F4", "D6", "E4", "E6", "C6", "F5", "C5", "G5"];
        for third in thirds {
            all.extend(games(&geom, &["D4", "F6", third, "G7"], Color::Black, 2, 3));
        }
        let allowed = in_force(&geom, &build(&geom, &all, 1, 10));
        let how = LineSearch {
            depth: 4,
            min_games: 3,
            playouts: 1000,
            params: SearchParams::default(),
            seed: 7,
        };
        let text = search_lines(&geom, 7.5, &all, allowed.clone(), &how);
        let book = Book::parse(&text).unwrap();
        // The empty board is the outcome book's; after D4 E5 and D4 F6 the search
        // decides (20 and 27 games), each line a single reply.
        let line = |moves: &[&str]| {
            let moves: Vec<Point> = moves.iter().map(|v| pt(&geom, v)).collect();
            book.lines().iter().find(|l| l.moves == moves).cloned()
        };
        assert!(line(&[]).is_none(), "{text}");
        assert!(text.contains("reached in 27 games"), "{text}");
        assert!(book.lines().iter().all(|l| l.replies.len() == 1), "{text}");
        let answer = line(&["D4", "F6"]).expect("a searched line").replies[0];
        // (With its mirror image across the diagonal D4 and F6 share.)
        let vertex = Move::Play(answer).to_vertex(&geom);
        assert!(
            names(&game_after(&["D4", "F6"]), &book).contains(&vertex),
            "{text}"
        );
        // Longer positions are searched only where the games followed that answer.
        let after = canonical(&geom, &[pt(&geom, "D4"), pt(&geom, "F6"), answer]);
        let longer: Vec<_> = book.lines().iter().filter(|l| l.moves.len() == 4).collect();
        assert!(
            longer
                .iter()
                .all(|l| canonical(&geom, &l.moves[..3]) == after),
            "{text}"
        );
        let followed = thirds
            .iter()
            .any(|v| canonical(&geom, &[pt(&geom, "D4"), pt(&geom, "F6"), pt(&geom, v)]) == after);
        assert_eq!(longer.len(), followed as usize, "{text}");
        // The same search again writes the same lines.
        assert_eq!(search_lines(&geom, 7.5, &all, allowed, &how), text);
    }
}
