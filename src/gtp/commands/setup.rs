//! Setting up the board: size, clearing, komi, handicap stones, SGF in and out, and
//! `showboard`.
//!
//! How to read this file: each handler checks its arguments, then changes the game (a
//! new board keeps komi and rules; handicap stones are set-up stones, not moves, so they
//! cannot be undone and White moves next) or shows it. A file that cannot be read
//! answers `cannot load file: `, the reason and the full path; one that cannot be
//! written, `cannot write file: `, the reason and the full path.

use super::{arg, number, Engine};
use crate::core::game::MAX_KOMI;
use crate::core::game::{fixed_handicap_points, free_handicap_points};
use crate::core::point::{Color, Move, Point, MAX_SIZE, MIN_SIZE};
use crate::core::sgf;
use log::info;

/// `boardsize N`: a fresh game on an N×N board. The forms KataGo accepts for
/// rectangles (`boardsize W H`, `boardsize W:H`, `rectangular_boardsize W H`) are
/// understood, but only square boards are played: anything else is refused, never
/// quietly changed into a square.
pub(super) fn cmd_boardsize(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let first = arg(args, 0)?;
    let (w, h) = match (first.split_once(':'), args.get(1)) {
        (Some((w, h)), None) => (w, h),
        (None, Some(h)) => (first, h.as_str()),
        (None, None) => (first, first),
        (Some(_), Some(_)) => return Err("syntax error".into()),
    };
    let (w, h): (i64, i64) = (number(w)?, number(h)?);
    if w != h {
        return Err(format!(
            "unacceptable size: only square boards ({MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE})"
        ));
    }
    if !(MIN_SIZE as i64..=MAX_SIZE as i64).contains(&w) {
        return Err(format!(
            "unacceptable size: {w}; sizes from {MIN_SIZE} to {MAX_SIZE}"
        ));
    }
    e.restart(w as usize);
    Ok(String::new())
}

/// `clear_board`: a fresh game of the same size.
pub(super) fn cmd_clear_board(e: &mut Engine, _: &[String]) -> Result<String, String> {
    e.restart(e.game.size());
    Ok(String::new())
}

/// `komi X`: the komi from now on.
pub(super) fn cmd_komi(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let text = arg(args, 0)?;
    let komi: f64 = text
        .parse()
        .map_err(|_| format!("syntax error: komi must be a number, not {text:.20}"))?;
    if !komi.is_finite() || komi.abs() > MAX_KOMI {
        return Err(format!(
            "komi must be a finite number from -{MAX_KOMI} to {MAX_KOMI}, not {text:.20}"
        ));
    }
    e.game.set_komi(komi);
    Ok(String::new())
}

/// Put black stones on `points`, give White the move, and name the points.
fn place_handicap(e: &mut Engine, points: &[Point]) -> Result<String, String> {
    let stones: Vec<(Point, Color)> = points.iter().map(|&p| (p, Color::Black)).collect();
    e.game
        .setup(&stones, false)
        .map_err(|err| err.to_string())?;
    e.game.set_to_move(Color::White);
    e.game.set_handicap_stones(points.len());
    let text: Vec<String> = points.iter().map(|&p| e.vertex(Move::Play(p))).collect();
    Ok(text.join(" "))
}

/// `fixed_handicap N`: black stones on the standard handicap points.
pub(super) fn cmd_fixed_handicap(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let n: i64 = number(arg(args, 0)?)?;
    if !e.game.is_untouched() {
        return Err("board not empty".into());
    }
    let points = usize::try_from(n)
        .ok()
        .and_then(|n| fixed_handicap_points(e.game.size(), n))
        .ok_or_else(|| "invalid number of stones".to_string())?;
    place_handicap(e, &points)
}

/// `place_free_handicap N`: black stones on points the engine picks.
pub(super) fn cmd_place_free_handicap(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let n: i64 = number(arg(args, 0)?)?;
    let area = e.game.board().geometry().area();
    if n < 2 || n as usize >= area {
        return Err("invalid number of stones".into());
    }
    if !e.game.is_untouched() {
        return Err("board not empty".into());
    }
    let points = free_handicap_points(e.game.size(), n as usize);
    place_handicap(e, &points)
}

/// `set_free_handicap VERTEX...`: black stones on points the controller picks.
pub(super) fn cmd_set_free_handicap(e: &mut Engine, args: &[String]) -> Result<String, String> {
    if !e.game.is_untouched() {
        return Err("board not empty".into());
    }
    let geom = *e.game.board().geometry();
    let mut points = Vec::new();
    for text in args {
        match Move::from_vertex(text, &geom) {
            Some(Move::Play(p)) if !points.contains(&p) => points.push(p),
            Some(Move::Play(_)) => return Err(format!("bad vertex list: {text} twice")),
            Some(Move::Pass) => return Err("bad vertex list: pass is not a point".into()),
            None => {
                return Err(format!(
                    "bad vertex list: {text:.20} is not a point of a {n}x{n} board",
                    n = geom.size
                ))
            }
        }
    }
    if points.len() < 2 || points.len() >= geom.area() {
        return Err(format!(
            "bad vertex list: a handicap is 2 to {} stones, not {}",
            geom.area() - 1,
            points.len()
        ));
    }
    place_handicap(e, &points).map(|_| String::new())
}

/// `loadsgf PATH [N]`: the game in the file, as it stood before move N if given. A
/// refusal keeps GTP's text and adds the reason: `cannot load file: no such file`.
pub(super) fn cmd_loadsgf(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let path = arg(args, 0)?;
    let before = match args.get(1) {
        None => None,
        Some(n) => Some(number::<usize>(n)?),
    };
    let text = sgf::read_file(path)
        .map_err(|why| format!("cannot load file: {why}: {}", shown_path(path)))?;
    let game = sgf::load(&text, before, e.game.komi(), e.game.rules()).map_err(|why| {
        info!("loadsgf {path}: {why}");
        format!("cannot load file: {why}")
    })?;
    e.game = game;
    e.time.forget_clocks();
    e.playing = None;
    Ok(String::new())
}

/// `showboard`: the board as text, with the side to move, captures, komi and rules.
pub(super) fn cmd_showboard(e: &mut Engine, _: &[String]) -> Result<String, String> {
    let game = &e.game;
    let board = game.board();
    let n = game.size();
    let letters: String = (0..n)
        .map(|col| {
            format!(
                " {}",
                &Move::Play(board.geometry().point(col, 0)).to_vertex(board.geometry())[..1]
            )
        })
        .collect();
    let mut out = format!("\n   {letters}\n");
    let last = game.moves().last().and_then(|&(_, mv)| match mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    });
    for row in (0..n).rev() {
        out.push_str(&format!("{:>2} ", row + 1));
        for col in 0..n {
            let p = board.geometry().point(col, row);
            let mark = if Some(p) == last { '(' } else { ' ' };
            out.push(mark);
            out.push(board.color(p).symbol());
        }
        out.push_str(&format!(" {:>2}", row + 1));
        match n - 1 - row {
            0 => out.push_str(&format!("   {} to move", game.to_move())),
            1 => out.push_str(&format!(
                "   captures: black {} white {}",
                game.captures(Color::Black),
                game.captures(Color::White)
            )),
            2 => out.push_str(&format!("   komi {}  rules {}", game.komi(), game.rules())),
            _ => {}
        }
        out.push('\n');
    }
    out.push_str(&format!("   {letters}"));
    Ok(out)
}

/// `printsgf [PATH]`: the game as SGF, in the response or into a file.
pub(super) fn cmd_printsgf(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let text = sgf::save(&e.game);
    match args.first() {
        None => Ok(text.trim_end().to_string()),
        // Never write into a device or pipe (think /dev/stdout: that is the protocol).
        Some(path) if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) => Err(format!(
            "cannot write file: not a regular file: {}",
            shown_path(path)
        )),
        Some(path) => std::fs::write(path, text)
            .map(|_| String::new())
            .map_err(|err| {
                let why = match err.kind() {
                    std::io::ErrorKind::NotFound => "no such directory".to_string(),
                    std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
                    _ => err.to_string(),
                };
                format!("cannot write file: {why}: {}", shown_path(path))
            }),
    }
}

/// A path as the engine sees it: relative paths joined to its working directory, so
/// that an operator can tell where it looked.
fn shown_path(path: &str) -> String {
    let path = std::path::Path::new(path);
    let full = match std::env::current_dir() {
        Ok(dir) if path.is_relative() => dir.join(path),
        _ => path.to_path_buf(),
    };
    full.display().to_string()
}

#[cfg(test)]
mod tests {
    use super::super::tests::{engine, run};
    use super::*;
    use crate::gtp::Response;

    #[test]
    fn handicap_is_not_undoable_and_gives_white_the_move() {
        let mut e = engine();
        run(&mut e, "boardsize 9");
        assert_eq!(
            run(&mut e, "fixed_handicap 3"),
            Response::Success("C3 G7 C7".into())
        );
        assert_eq!(e.game().to_move(), Color::White);
        assert_eq!(run(&mut e, "undo"), Response::Failure("cannot undo".into()));
        assert_eq!(
            run(&mut e, "fixed_handicap 2"),
            Response::Failure("board not empty".into())
        );
    }

    #[test]
    fn place_free_handicap_places_what_it_says() {
        let mut e = engine();
        run(&mut e, "boardsize 5");
        let Response::Success(text) = run(&mut e, "place_free_handicap 6") else {
            panic!("place_free_handicap failed");
        };
        assert_eq!(text.split_whitespace().count(), 6);
        assert_eq!(e.game().board().empty_count(), 25 - 6);
    }
}
