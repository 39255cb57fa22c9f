//! Showing a search: Leela Zero's streamed `lz-analyze` / `lz-genmove_analyze`, and the
//! commands GoGui lists in its analysis menu (`ttgo-best_moves`, `ttgo-ownership`,
//! `ttgo-pv`, `ttgo-winrate`).
//!
//! How to read this file: the lz commands open a streamed response and search with a
//! [`GtpControl`] that writes `info` lines every interval; the GoGui commands share
//! [`analysis`], one search within the move budget, and format its [`Summary`].

use super::{arg, number, Engine};
use crate::gtp::control::{GtpControl, StopOn};
use crate::gtp::vertex::parse_color;
use crate::gtp::Session;
use crate::player::Decision;
use crate::point::{Color, Move};
use crate::search::{Budget, Summary};
use std::time::Duration;

/// The arguments of `lz-analyze` / `lz-genmove_analyze`: an optional colour (the side
/// to move by default) and an optional interval in centiseconds, bare or after the
/// word `interval` (KataGo's form); other key-value pairs are ignored.
fn analyze_args(e: &Engine, args: &[String]) -> Result<(Color, Duration), String> {
    let mut color = e.game.to_move();
    let mut interval = None;
    let mut k = 0;
    while k < args.len() {
        let a = args[k].as_str();
        if let Some(c) = parse_color(a) {
            color = c;
        } else if a.eq_ignore_ascii_case("interval") {
            k += 1;
            interval = Some(number::<u64>(arg(args, k)?)?);
        } else if let Ok(n) = a.parse::<u64>() {
            interval = Some(n);
        } else if a.parse::<f64>().is_err() {
            // A key of a key-value pair we do not use: skip its value too.
            k += 1;
        }
        k += 1;
    }
    // 0 or missing: Sabaki's default of one report a second.
    let cs = interval.filter(|&n| n > 0).unwrap_or(100).max(1);
    Ok((color, Duration::from_millis(cs * 10)))
}

/// Start a streamed response: `=id` on a line of its own.
fn open_stream(s: &mut Session) -> Result<(), String> {
    s.streamed = true;
    writeln!(s.out, "={}", s.id.unwrap_or(""))
        .and_then(|_| s.out.flush())
        .map_err(|e| e.to_string())
}

/// `lz-analyze [color] [interval]`: think until the next command, streaming `info`
/// lines every interval.
pub(super) fn cmd_lz_analyze(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    let (c, interval) = analyze_args(e, args)?;
    if !e.player_can_analyze() {
        return Err("the current player cannot analyse".into());
    }
    open_stream(s)?;
    let mut ctl = GtpControl::new(
        s.inbox,
        s.out,
        StopOn::AnyCommand,
        Some(interval),
        *e.game.board().geometry(),
    );
    e.think(c, Budget::default(), &mut ctl)?;
    Ok(String::new())
}

/// `lz-genmove_analyze [color] [interval]`: genmove that streams `info` lines and ends
/// with `play <vertex>`.
pub(super) fn cmd_lz_genmove_analyze(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    let (c, interval) = analyze_args(e, args)?;
    open_stream(s)?;
    let mut ctl = GtpControl::new(
        s.inbox,
        s.out,
        StopOn::Interrupt,
        Some(interval),
        *e.game.board().geometry(),
    );
    let text = match e.decide(c, false, &mut ctl) {
        Decision::Resign => "resign".to_string(),
        Decision::Play(mv) => {
            e.game.play(c, mv).map_err(|err| err.to_string())?;
            e.vertex(mv)
        }
    };
    Ok(format!("play {text}"))
}

/// The analysis commands GoGui offers in its menu (`%m` is the colour to move).
pub(super) fn cmd_gogui_analyze_commands(_: &mut Engine, _: &[String]) -> Result<String, String> {
    Ok([
        "gfx/Best moves/ttgo-best_moves %m",
        "gfx/Ownership/ttgo-ownership %m",
        "gfx/Principal variation/ttgo-pv %m",
        "string/Win rate/ttgo-winrate %m",
    ]
    .join("\n"))
}

/// Search the position for the colour in `args` (the side to move by default) with
/// the engine's move budget; GoGui's interrupt cuts it short.
fn analysis(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
    ownership: bool,
) -> Result<(Color, Summary), String> {
    let c = match args.first() {
        Some(a) => parse_color(a).ok_or("invalid color")?,
        None => e.game.to_move(),
    };
    let mut ctl = GtpControl::new(
        s.inbox,
        s.out,
        StopOn::Interrupt,
        None,
        *e.game.board().geometry(),
    );
    let budget = e.budget(c);
    e.player.set_ownership(ownership);
    let summary = e.think(c, budget, &mut ctl);
    e.player.set_ownership(false);
    Ok((c, summary?))
}

/// gfx: the searched moves labelled with their visit counts, the best one marked.
pub(super) fn cmd_ttgo_best_moves(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    let (_, summary) = analysis(e, args, s, false)?;
    let moves: Vec<_> = summary
        .moves
        .iter()
        .filter(|m| m.mv != Move::Pass)
        .take(10)
        .collect();
    let labels: Vec<String> = moves
        .iter()
        .map(|m| format!("{} {}", e.vertex(m.mv), m.visits))
        .collect();
    let mut out = format!("LABEL {}", labels.join(" "));
    if let Some(best) = moves.first() {
        out.push_str(&format!("\nSQUARE {}", e.vertex(best.mv)));
    }
    out.push_str(&format!("\nTEXT {} playouts", summary.playouts));
    Ok(out)
}

/// gfx: who owns each point at the end of the playouts, from -1 (White) to 1 (Black).
pub(super) fn cmd_ttgo_ownership(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    let (_, summary) = analysis(e, args, s, true)?;
    let geom = *e.game.board().geometry();
    let values: Vec<String> = geom
        .points()
        .map(|p| {
            let v = summary.ownership.get(p.idx()).copied().unwrap_or(0.0);
            format!("{} {:.2}", e.vertex(Move::Play(p)), v)
        })
        .collect();
    Ok(format!("INFLUENCE {}", values.join(" ")))
}

/// gfx: the principal variation of the best move.
pub(super) fn cmd_ttgo_pv(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    let (c, summary) = analysis(e, args, s, false)?;
    let Some(best) = summary.best() else {
        return Ok(String::new());
    };
    let mut color = c;
    let mut parts = Vec::new();
    for &mv in &best.pv {
        parts.push(format!(
            "{} {}",
            if color == Color::Black { "b" } else { "w" },
            e.vertex(mv)
        ));
        color = color.opponent();
    }
    Ok(format!("VAR {}", parts.join(" ")))
}

/// string: the best move's win rate for the colour searched.
pub(super) fn cmd_ttgo_winrate(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    let (c, summary) = analysis(e, args, s, false)?;
    let Some(best) = summary.best() else {
        return Ok("no move searched".into());
    };
    Ok(format!(
        "{} wins {:.1}% after {} ({} playouts)",
        c,
        100.0 * best.winrate,
        e.vertex(best.mv),
        summary.playouts
    ))
}
