//! Showing a search: the streamed analysis of Leela Zero (`lz-analyze`,
//! `lz-genmove_analyze`) and KataGo (`kata-analyze`, `kata-genmove_analyze`), and the
//! commands GoGui lists in its analysis menu (`ttgo-best_moves`, `ttgo-ownership`,
//! `ttgo-pv`, `ttgo-winrate`); `ttgo-playout_moves` shows the playout policy's choices.
//!
//! How to read this file: [`analyze_args`] reads KataGo's argument grammar (colour,
//! interval, then `key value` pairs: `interval`, `minmoves`, `maxmoves`, `avoid` and
//! `allow` with their colour, vertex list and depth, `ownership` and KataGo's other
//! switches). The analyze commands open a streamed response and search until any input
//! line arrives, with a [`GtpControl`] that writes one `info` line every interval; the
//! genmove variants search with the move budget, write one more line for the search's
//! final state (as KataGo does) and end with `play <vertex>`. Analysis uses the engine's
//! tree search whatever player plays the moves. The GoGui commands share [`analysis`],
//! one search within the move budget, and format its [`Summary`].

use super::{number, parse_color, Engine};
use crate::core::point::{Color, Geometry, Move};
use crate::gtp::control::{GtpControl, InfoFormat, Report, StopOn};
use crate::gtp::Session;
use crate::search::{AnalysisRequest, Budget, FilterRule, MoveFilter, Summary};
use std::time::Duration;

/// What an analysis command asks for.
#[derive(Clone, Debug, PartialEq)]
struct AnalyzeArgs {
    color: Color,
    report: Report,
    request: AnalysisRequest,
}

/// KataGo's switches that take `true` / `false` and change nothing here but
/// `ownership`.
const KATA_SWITCHES: &[&str] = &[
    "ownership",
    "ownershipStdev",
    "rootInfo",
    "movesOwnership",
    "movesOwnershipStdev",
    "pvVisits",
    "pvEdgeVisits",
    "noResultValue",
];

/// Parse `[color] [interval] (key value)*` as `lz-analyze` (`kata` false) or
/// `kata-analyze` take it. The colour defaults to the side to move and the interval
/// (centiseconds, a bare number or after `interval`) to one second: an interval that is
/// zero, negative, NaN or infinite means one second, and any other is held between 10 ms
/// and an hour.
fn analyze_args(e: &Engine, args: &[String], kata: bool) -> Result<AnalyzeArgs, String> {
    let geom = *e.game.board().geometry();
    let bad = |why: &str| format!("could not parse analyze arguments: {why}");
    let mut color = None;
    let mut interval: Option<f64> = None;
    let mut ownership = false;
    let (mut min_moves, mut max_moves) = (0, usize::MAX);
    let mut rules = Vec::new();
    let mut words = args.iter().map(String::as_str).peekable();
    while let Some(word) = words.next() {
        let lower = word.to_ascii_lowercase();
        let mut value = || {
            words
                .next()
                .ok_or_else(|| bad(&format!("{word} needs a value")))
        };
        match lower.as_str() {
            _ if color.is_none() && interval.is_none() && parse_color(word).is_some() => {
                color = parse_color(word);
            }
            _ if interval.is_none() && word.parse::<f64>().is_ok() => {
                interval = word.parse().ok();
            }
            "interval" => interval = Some(number::<f64>(value()?).map_err(|_| bad(word))?),
            "minmoves" => min_moves = number(value()?).map_err(|_| bad(word))?,
            "maxmoves" => max_moves = number(value()?).map_err(|_| bad(word))?,
            "avoid" | "allow" => {
                let who = parse_color(value()?).ok_or_else(|| bad("avoid/allow colour"))?;
                let moves = vertex_list(value()?, &geom).ok_or_else(|| bad("vertex list"))?;
                let until_depth: u32 = number(value()?).map_err(|_| bad("untilDepth"))?;
                if until_depth == 0 {
                    return Err(bad("untilDepth must be at least 1"));
                }
                rules.push(FilterRule {
                    color: who,
                    moves,
                    until_depth,
                    allow: lower == "allow",
                });
            }
            _ if kata && KATA_SWITCHES.iter().any(|k| k.eq_ignore_ascii_case(word)) => {
                let on = match value()? {
                    "true" => true,
                    "false" => false,
                    _ => return Err(bad(&format!("{word} takes true or false"))),
                };
                if lower == "ownership" {
                    ownership = on;
                }
            }
            _ => return Err(bad(&format!("unknown key {word:.40}"))),
        }
    }
    let interval = interval
        .filter(|cs| cs.is_finite() && *cs > 0.0)
        .unwrap_or(100.0);
    let color = color.unwrap_or(e.game.to_move());
    let format = if kata {
        InfoFormat::Kata { ownership }
    } else {
        InfoFormat::Lz
    };
    Ok(AnalyzeArgs {
        color,
        report: Report {
            every: Duration::from_secs_f64((interval / 100.0).clamp(0.01, 3600.0)),
            format,
            min_moves,
            max_moves,
            to_move: color,
            at_end: false,
        },
        request: AnalysisRequest {
            ownership,
            filter: MoveFilter { rules },
        },
    })
}

/// A comma-separated list of vertices (`pass` included) and rectangles (`A1:C3`).
fn vertex_list(text: &str, geom: &Geometry) -> Option<Vec<Move>> {
    let mut moves = Vec::new();
    for item in text.split(',').filter(|t| !t.is_empty()) {
        match item.split_once(':') {
            None => moves.push(Move::from_vertex(item, geom)?),
            Some((a, b)) => {
                let (Move::Play(a), Move::Play(b)) =
                    (Move::from_vertex(a, geom)?, Move::from_vertex(b, geom)?)
                else {
                    return None;
                };
                let ((c0, r0), (c1, r1)) = (geom.coords(a), geom.coords(b));
                for row in r0.min(r1)..=r0.max(r1) {
                    for col in c0.min(c1)..=c0.max(c1) {
                        moves.push(Move::Play(geom.point(col, row)));
                    }
                }
            }
        }
    }
    (!moves.is_empty()).then_some(moves)
}

/// Start a streamed response: `=id` on a line of its own.
fn open_stream(s: &mut Session) -> Result<(), String> {
    s.streamed = true;
    writeln!(s.out, "={}", s.id.unwrap_or(""))
        .and_then(|_| s.out.flush())
        .map_err(|e| e.to_string())
}

/// `lz-analyze` / `kata-analyze` (`kata` true): think until the next input line,
/// streaming `info` lines every interval.
pub(super) fn stream_analysis(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
    kata: bool,
) -> Result<String, String> {
    let a = analyze_args(e, args, kata)?;
    open_stream(s)?;
    let geom = *e.game.board().geometry();
    let mut ctl = GtpControl::new(s.inbox, s.out, StopOn::AnyLine, geom).reporting(a.report);
    e.think(a.color, Budget::default(), &a.request, &mut ctl);
    Ok(String::new())
}

/// `lz-genmove_analyze` / `kata-genmove_analyze` (`kata` true): genmove that streams
/// `info` lines and ends with `play <vertex>` (or `play resign`). The move is the
/// player's; the lines show its search when it has one.
pub(super) fn genmove_analyze(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
    kata: bool,
) -> Result<String, String> {
    let mut a = analyze_args(e, args, kata)?;
    a.report.at_end = true;
    open_stream(s)?;
    let geom = *e.game.board().geometry();
    let mut ctl = GtpControl::new(s.inbox, s.out, StopOn::Interrupt, geom).reporting(a.report);
    let decision = e.decide(a.color, false, a.request.ownership, &mut ctl);
    Ok(format!("play {}", e.carry_out(a.color, decision, true)?))
}

/// The analysis commands GoGui offers in its menu (`%m` is the colour to move).
pub(super) fn cmd_gogui_analyze_commands(_: &mut Engine, _: &[String]) -> Result<String, String> {
    Ok([
        "gfx/Best moves/ttgo-best_moves %m",
        "gfx/Ownership/ttgo-ownership %m",
        "gfx/Principal variation/ttgo-pv %m",
        "string/Win rate/ttgo-winrate %m",
        "none/Live search on/ttgo-live_gfx on",
        "none/Live search off/ttgo-live_gfx off",
    ]
    .join("\n"))
}

/// `ttgo-live_gfx on [SECONDS] | off`: draw each move's search in GoGui while it runs
/// (every half second unless SECONDS, from 0.05 to 60, says otherwise), or stop.
pub(super) fn cmd_ttgo_live_gfx(e: &mut Engine, args: &[String]) -> Result<String, String> {
    match args.first().map(|a| a.to_ascii_lowercase()).as_deref() {
        Some("on") => {
            let every = match args.get(1) {
                None => crate::gtp::live_gfx::DEFAULT_INTERVAL,
                Some(text) => match text.parse::<f64>() {
                    Ok(s) if (0.05..=60.0).contains(&s) => Duration::from_secs_f64(s),
                    _ => {
                        return Err(format!(
                            "interval must be 0.05 to 60 seconds, not {text:.20}"
                        ))
                    }
                },
            };
            e.live_gfx = Some(every);
        }
        Some("off") => e.live_gfx = None,
        _ => return Err("syntax error: on [SECONDS] or off".into()),
    }
    Ok(String::new())
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
    let geom = *e.game.board().geometry();
    let mut ctl = GtpControl::new(s.inbox, s.out, StopOn::Interrupt, geom);
    let budget = e.budget(c);
    let request = AnalysisRequest {
        ownership,
        ..AnalysisRequest::default()
    };
    Ok((c, e.think(c, budget, &request, &mut ctl)))
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

/// `ttgo-playout_moves [N]`: the moves the playout policy (the search's, `--policy`)
/// chooses as the first move of N playouts (default 1000, at most 1,000,000) from the
/// position, the side to move to play after the last move; `vertex count` pairs, most
/// frequent first. Regression scripts check tactical answers with it.
pub(super) fn cmd_ttgo_playout_moves(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let samples: u32 = match args {
        [] => 1000,
        [n] => number(n)?,
        _ => return Err("syntax error".into()),
    };
    if samples == 0 || samples > 1_000_000 {
        return Err("number of samples out of range (1..1000000)".into());
    }
    let game = &e.game;
    let last = game.recent_move(0).unwrap_or(Move::Pass);
    let counts = crate::playout::first_moves(
        game.board(),
        game.to_move(),
        last,
        e.analyst_params.policy,
        samples,
        e.seed,
    );
    let words: Vec<String> = counts
        .iter()
        .map(|&(p, n)| format!("{} {n}", e.vertex(p.map_or(Move::Pass, Move::Play))))
        .collect();
    Ok(words.join(" "))
}
