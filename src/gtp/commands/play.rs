//! Playing the game: moves from the controller and from the engine, undo, and the score
//! at the end.
//!
//! How to read this file: `play` is checked by the game's own legality test; `genmove`
//! and `reg_genmove` ask the engine ([`Engine::generate`]); `final_score` and
//! `final_status_list` read the end-of-game status the player judges
//! ([`Engine::end_status`]).

use super::{arg, one_color, Engine};
use crate::core::point::{Move, Point};
use crate::gtp::Session;

/// `play COLOR VERTEX`: play the move if it is legal; if not, `illegal move: ` and why
/// (occupied, suicide, ko, superko).
pub(super) fn cmd_play(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let c = one_color(args)?;
    let mv = Move::from_vertex(arg(args, 1)?, e.game.board().geometry())
        .ok_or_else(|| format!("invalid coordinate: {:.20}", args[1]))?;
    e.game
        .play(c, mv)
        .map_err(|why| format!("illegal move: {why}"))?;
    Ok(String::new())
}

/// `genmove COLOR`: choose a move and play it.
pub(super) fn cmd_genmove(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    e.generate(args, true, false, s)
}

/// `undo`: take back the last move.
pub(super) fn cmd_undo(e: &mut Engine, _: &[String]) -> Result<String, String> {
    if e.game.undo() {
        Ok(String::new())
    } else {
        Err("cannot undo".into())
    }
}

/// `final_score`: Tromp-Taylor as the board stands; under a setting with dead-stone
/// removal, after taking off the stones `final_status_list dead` names, counted by
/// area or (japanese) by territory plus prisoners.
pub(super) fn cmd_final_score(e: &mut Engine, _: &[String]) -> Result<String, String> {
    let status = e.end_status();
    Ok(e.game.result_with(&status).to_string())
}

/// `final_status_list alive|dead|seki`: one chain per line, as GNU Go answers. Under
/// Tromp-Taylor nothing is removed, so every stone is alive; under the removal settings
/// the dead chains are those the player's ownership estimate gives to the opponent.
/// Seki: living chains around a liberty neither side can fill (`endgame.rs`); a chain
/// is listed under one status only.
pub(super) fn cmd_final_status_list(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let wanted = arg(args, 0)?.to_ascii_lowercase();
    if !matches!(wanted.as_str(), "alive" | "dead" | "seki") {
        return Err("syntax error".into());
    }
    let status = e.end_status();
    let status_of = |p: Point| {
        if status.is_dead(p) {
            "dead"
        } else if status.is_seki(p) {
            "seki"
        } else {
            "alive"
        }
    };
    let board = e.game.board();
    let mut seen = std::collections::HashSet::new();
    let mut lines = Vec::new();
    for p in board.geometry().points() {
        if board.color(p).is_stone() && status_of(p) == wanted && seen.insert(board.chain_head(p)) {
            let mut stones: Vec<Point> = board.chain(p).collect();
            stones.sort_unstable();
            let words: Vec<String> = stones.iter().map(|&s| e.vertex(Move::Play(s))).collect();
            lines.push(words.join(" "));
        }
    }
    Ok(lines.join("\n"))
}

/// `reg_genmove COLOR`: choose a move without playing it.
pub(super) fn cmd_reg_genmove(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    e.generate(args, false, false, s)
}
