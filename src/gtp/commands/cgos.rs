//! The GTP extensions of CGOS, the computer-Go rating server, as its client uses them
//! when `list_commands` names them: `cgos-genmove_analyze` (a move with the search's view
//! as one line of JSON, which the server stores with the game), `cgos-opponent_name`,
//! `cgos-opponent_rating` (logged) and `cgos-gameover` (the server's result).

use super::{arg, one_color, Engine};
use crate::core::point::{Color, Geometry, Move};
use crate::gtp::control::{GtpControl, StopOn};
use crate::gtp::Session;
use crate::search::Summary;
use log::info;
use std::fmt::Write;

/// The 64 characters of CGOS's ownership code: -1 is `A`, 0 is `f`, 1 is `+`.
const OWNERSHIP_CHARS: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// `cgos-genmove_analyze COLOR`: genmove, answered as a line of JSON with the search's
/// view for the mover (win rate, score lead, visits, the best moves with their
/// principal variations, ownership) and then `play VERTEX` (or `play resign`); without a
/// search (a book move) only the `play` line.
pub(super) fn cmd_cgos_genmove_analyze(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    let c = one_color(args)?;
    let geom = *e.game.board().geometry();
    let mut ctl = GtpControl::new(s.inbox, s.out, StopOn::Interrupt, geom);
    let decision = e.decide(c, false, true, &mut ctl);
    let played = e.carry_out(c, decision, true)?;
    let analysis = e
        .player
        .last_search()
        .map(|summary| analysis_json(summary, &geom, c));
    Ok(match analysis {
        Some(json) => format!("{json}\nplay {played}"),
        None => format!("play {played}"),
    })
}

/// The search's view as CGOS's one-line JSON, every figure for `mover`.
fn analysis_json(summary: &Summary, geom: &Geometry, mover: Color) -> String {
    let vertex = |mv: Move| mv.to_vertex(geom);
    let mut json = String::from("{");
    if let Some(best) = summary.best() {
        let _ = write!(
            json,
            "\"winrate\":{:.4},\"score\":{:.2},",
            best.game_winrate, best.score_lead
        );
    }
    let _ = write!(json, "\"visits\":{},\"moves\":[", summary.root_visits);
    for (k, m) in summary.moves.iter().take(10).enumerate() {
        let pv: Vec<String> = m.pv.iter().skip(1).map(|&mv| vertex(mv)).collect();
        let _ = write!(
            json,
            "{}{{\"move\":\"{}\",\"winrate\":{:.4},\"score\":{:.2},\"prior\":{:.4},\"pv\":\"{}\",\"visits\":{}}}",
            if k > 0 { "," } else { "" },
            vertex(m.mv),
            m.game_winrate,
            m.score_lead,
            m.prior,
            pv.join(" "),
            m.visits
        );
    }
    json.push(']');
    if !summary.ownership.is_empty() {
        let _ = write!(
            json,
            ",\"ownership\":\"{}\"",
            ownership_code(summary, geom, mover)
        );
    }
    json.push('}');
    json
}

/// Ownership for `mover`, one character a point from the top-left corner row by row.
fn ownership_code(summary: &Summary, geom: &Geometry, mover: Color) -> String {
    let sign = if mover == Color::Black { 1.0 } else { -1.0 };
    let mut code = String::with_capacity(geom.area());
    for row in (0..geom.size).rev() {
        for col in 0..geom.size {
            let v = summary.ownership[geom.point(col, row).idx()] * sign;
            let share = ((v + 1.0) / 2.0).clamp(0.0, 1.0);
            code.push(OWNERSHIP_CHARS[(share * 62.0).round() as usize] as char);
        }
    }
    code
}

/// `cgos-opponent_name NAME`: who the engine plays next, for the log.
pub(super) fn cmd_cgos_opponent_name(_: &mut Engine, args: &[String]) -> Result<String, String> {
    info!("CGOS opponent: {}", arg(args, 0)?);
    Ok(String::new())
}

/// `cgos-opponent_rating RATING`: the opponent's rating (a number, `?` when
/// provisional), for the log.
pub(super) fn cmd_cgos_opponent_rating(_: &mut Engine, args: &[String]) -> Result<String, String> {
    info!("CGOS opponent's rating: {}", arg(args, 0)?);
    Ok(String::new())
}

/// `cgos-gameover RESULT`: the server's result (`B+3.5`, `W+Resign`, `B+Time`,
/// `W+Forfeit`); logged beside the engine's own count, and pondering stops.
pub(super) fn cmd_cgos_gameover(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let result = arg(args, 0)?;
    e.playing = None;
    info!(
        "CGOS game over: {result}; the engine counts {} under {}",
        e.game.area_result(),
        e.game.rules()
    );
    Ok(String::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::MoveStat;

    #[test]
    fn ownership_is_coded_for_the_mover_from_the_top_left() {
        let geom = Geometry::new(2);
        // Black owns the bottom-left point fully, White the top-right; the rest even.
        let mut ownership = vec![0.0; geom.array_len()];
        ownership[geom.point(0, 0).idx()] = 1.0;
        ownership[geom.point(1, 1).idx()] = -1.0;
        let summary = Summary {
            ownership,
            ..Summary::default()
        };
        // Rows from the top: (A2 B2) then (A1 B1).
        assert_eq!(ownership_code(&summary, &geom, Color::Black), "fA+f");
        assert_eq!(ownership_code(&summary, &geom, Color::White), "f+Af");
    }

    #[test]
    fn the_analysis_is_one_line_of_json_for_the_mover() {
        let geom = Geometry::new(9);
        let e5 = Move::Play(geom.point(4, 4));
        let d4 = Move::Play(geom.point(3, 3));
        let stat = MoveStat {
            mv: e5,
            visits: 120,
            winrate: 0.6,
            score_lead: 2.5,
            score_stdev: 10.0,
            score_samples: 0,
            game_winrate: 0.55,
            prior: 0.25,
            lcb: 0.5,
            pv: vec![e5, d4],
        };
        let summary = Summary {
            moves: vec![stat],
            root_visits: 150,
            ..Summary::default()
        };
        assert_eq!(
            analysis_json(&summary, &geom, Color::White),
            "{\"winrate\":0.5500,\"score\":2.50,\"visits\":150,\"moves\":[{\"move\":\"E5\",\
             \"winrate\":0.5500,\"score\":2.50,\"prior\":0.2500,\"pv\":\"D4\",\"visits\":120}]}"
        );
    }
}
