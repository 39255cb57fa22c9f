//! Reading and writing games as SGF (`FF[4]`, `GM[1]`).
//!
//! How to read this module: [`load`] parses text with the `sgf-parse` crate, walks the
//! main line and replays it into a [`Game`] (board size `SZ`, komi `KM`, setup
//! `AB`/`AW`/`AE`, whose turn `PL`, moves `B`/`W`), stopping before a given move number.
//! [`save`] writes a game back as one main line. SGF points count columns from the left
//! and rows from the top, so row `a` is the board's top row.

use crate::game::Game;
use crate::point::{Color, Move, Point, MAX_SIZE, MIN_SIZE};
use crate::rules::Rules;
use sgf_parse::go::{Move as SgfMove, Point as SgfPoint, Prop};
use std::fmt;

/// Why an SGF text could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SgfError(pub String);

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Deepest nesting of variations accepted (the parser recurses per level).
const MAX_NESTING: usize = 1000;

/// Load the main line of the first game in `text`, playing the moves before move number
/// `before_move` (1-based; `None` plays them all). `komi` and `rules` apply where the file
/// has no `KM`.
pub fn load(
    text: &str,
    before_move: Option<usize>,
    komi: f64,
    rules: Rules,
) -> Result<Game, SgfError> {
    check_nesting(text)?;
    let roots = sgf_parse::go::parse(text).map_err(|e| SgfError(format!("parse error: {e}")))?;
    let root = roots
        .first()
        .ok_or_else(|| SgfError("no game in file".into()))?;
    let mut size = 19;
    let mut game_komi = komi;
    for prop in root.properties() {
        match prop {
            Prop::SZ((w, h)) => {
                if w != h {
                    return Err(SgfError("board is not square".into()));
                }
                size = *w as usize;
            }
            Prop::KM(k) if k.is_finite() => game_komi = *k,
            _ => {}
        }
    }
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Err(SgfError(format!("board size {size} not supported")));
    }
    let mut game = Game::new(size, game_komi, rules);
    let mut moves_played = 0;
    for node in root.main_variation() {
        let mut setup: Vec<(Point, Color)> = Vec::new();
        let mut turn: Option<(Color, Move)> = None;
        for prop in node.properties() {
            match prop {
                Prop::AB(points) => add_setup(&mut setup, points, Color::Black, size)?,
                Prop::AW(points) => add_setup(&mut setup, points, Color::White, size)?,
                Prop::AE(points) => add_setup(&mut setup, points, Color::Empty, size)?,
                Prop::B(mv) => turn = Some((Color::Black, to_move(mv, size)?)),
                Prop::W(mv) => turn = Some((Color::White, to_move(mv, size)?)),
                Prop::PL(c) => game.set_to_move(match c {
                    sgf_parse::Color::Black => Color::Black,
                    sgf_parse::Color::White => Color::White,
                }),
                _ => {}
            }
        }
        if !setup.is_empty() {
            game.setup(&setup, true)
                .map_err(|e| SgfError(format!("setup: {e}")))?;
        }
        if let Some((c, mv)) = turn {
            if before_move.is_some_and(|n| moves_played + 1 >= n) {
                break;
            }
            game.play(c, mv)
                .map_err(|e| SgfError(format!("move {}: {e}", moves_played + 1)))?;
            moves_played += 1;
        }
    }
    Ok(game)
}

/// Refuse texts whose variations nest deeper than the parser can safely recurse.
fn check_nesting(text: &str) -> Result<(), SgfError> {
    let (mut depth, mut in_value, mut escaped) = (0usize, false, false);
    for ch in text.chars() {
        if in_value {
            match ch {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                ']' => in_value = false,
                _ => {}
            }
            continue;
        }
        match ch {
            '[' => in_value = true,
            '(' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(SgfError("variations nested too deeply".into()));
                }
            }
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// Convert an SGF point to a board point (row `a` is the top row).
fn to_point(p: &SgfPoint, size: usize) -> Option<Point> {
    let (col, row_from_top) = (p.x as usize, p.y as usize);
    if col >= size || row_from_top >= size {
        return None;
    }
    Some(crate::point::Geometry::new(size).point(col, size - 1 - row_from_top))
}

fn to_move(mv: &SgfMove, size: usize) -> Result<Move, SgfError> {
    match mv {
        SgfMove::Pass => Ok(Move::Pass),
        // FF[3] wrote a pass as "tt" on boards up to 19x19.
        SgfMove::Move(SgfPoint { x: 19, y: 19 }) if size <= 19 => Ok(Move::Pass),
        SgfMove::Move(p) => to_point(p, size)
            .map(Move::Play)
            .ok_or_else(|| SgfError("move off the board".into())),
    }
}

fn add_setup(
    setup: &mut Vec<(Point, Color)>,
    points: &std::collections::HashSet<SgfPoint>,
    c: Color,
    size: usize,
) -> Result<(), SgfError> {
    let mut sorted: Vec<&SgfPoint> = points.iter().collect();
    sorted.sort_by_key(|p| (p.y, p.x));
    for p in sorted {
        let q = to_point(p, size).ok_or_else(|| SgfError("setup point off the board".into()))?;
        setup.push((q, c));
    }
    Ok(())
}

/// SGF text of a board point.
fn point_text(game: &Game, p: Point) -> String {
    let size = game.size();
    let (col, row) = game.board().geometry().coords(p);
    let letter = |i: usize| (b'a' + i as u8) as char;
    format!("{}{}", letter(col), letter(size - 1 - row))
}

/// The game as SGF text: root properties, setup stones, then the moves.
pub fn save(game: &Game) -> String {
    let mut out = String::from("(;FF[4]GM[1]CA[UTF-8]AP[ttgo:");
    out.push_str(env!("CARGO_PKG_VERSION"));
    out.push(']');
    out.push_str(&format!(
        "SZ[{}]KM[{}]RU[{}]",
        game.size(),
        game.komi(),
        rules_text(game.rules())
    ));
    for (prop, color) in [("AB", Color::Black), ("AW", Color::White)] {
        let stones: Vec<String> = game
            .setup_stones()
            .iter()
            .filter(|(_, c)| *c == color)
            .map(|&(p, _)| format!("[{}]", point_text(game, p)))
            .collect();
        if !stones.is_empty() {
            out.push_str(prop);
            out.push_str(&stones.concat());
        }
    }
    if !game.setup_stones().is_empty() && game.moves().is_empty() {
        let pl = if game.to_move() == Color::Black {
            "B"
        } else {
            "W"
        };
        out.push_str(&format!("PL[{pl}]"));
    }
    for (k, &(c, mv)) in game.moves().iter().enumerate() {
        if k % 10 == 0 {
            out.push('\n');
        }
        let letter = if c == Color::Black { 'B' } else { 'W' };
        let value = match mv {
            Move::Pass => String::new(),
            Move::Play(p) => point_text(game, p),
        };
        out.push_str(&format!(";{letter}[{value}]"));
    }
    out.push_str(")\n");
    out
}

/// The `RU` value for a rules setting.
fn rules_text(rules: Rules) -> &'static str {
    match rules.name {
        "tromp-taylor" => "Tromp-Taylor",
        "chinese" => "Chinese",
        "aga" => "AGA",
        "new_zealand" => "NZ",
        "japanese" => "Japanese",
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setup_moves_and_move_limit() {
        let text = "(;GM[1]FF[4]SZ[5]KM[0.5]AB[aa][bb]AW[ee];W[cc];B[dd];W[];B[ab])";
        let g = load(text, None, 7.5, Rules::default()).unwrap();
        assert_eq!(g.komi(), 0.5);
        assert_eq!(g.moves().len(), 4);
        assert_eq!(g.setup_stones().len(), 3);
        assert_eq!(g.board().to_ascii(), "X....\nXX...\n..O..\n...X.\n....O\n");
        let g2 = load(text, Some(3), 7.5, Rules::default()).unwrap();
        assert_eq!(g2.moves().len(), 2);
        let g1 = load(text, Some(1), 7.5, Rules::default()).unwrap();
        assert!(g1.moves().is_empty());
    }

    #[test]
    fn save_then_load_gives_the_same_game() {
        let text = "(;SZ[9]AB[cc][gg];W[ee];B[ef];W[];B[ff])";
        let g = load(text, None, 6.5, Rules::default()).unwrap();
        let again = load(&save(&g), None, 0.0, Rules::default()).unwrap();
        assert_eq!(again.board().to_ascii(), g.board().to_ascii());
        assert_eq!(again.moves(), g.moves());
        assert_eq!(again.komi(), 6.5);
    }

    #[test]
    fn bad_files_are_errors_not_panics() {
        for text in [
            "",
            "(;SZ[30])",
            "(;SZ[9];B[zz])",
            "(;SZ[3]AB[aa][ab][ba][bb]AW[]",
            "((((((((((",
            &"(".repeat(100_000),
            "(;SZ[2]AB[aa][ab][ba]AW[bb])",
            "(;SZ[9];B[aa];W[aa])",
            "(;SZ[5:7])",
        ] {
            assert!(
                load(text, None, 7.5, Rules::default()).is_err(),
                "{text:.40}"
            );
        }
    }
}
