//! GoGui's live graphics: while the engine thinks on a move, GoGui draws what it writes
//! to standard error as `gogui-gfx:` blocks (its manual, "Live Graphics"): the same
//! draw commands as a `gfx` analyze command, one per line, up to an empty line.
//!
//! How to read this file: [`LiveGfx`] wraps the move's [`SearchControl`]; every
//! interval it writes [`gfx_block`] of the search so far (the best move's principal
//! variation as `VAR`, the other most visited moves labelled with their visits, a
//! status line as `TEXT`), and [`CLEAR`] when the move is made, so that nothing stale
//! stays on the board.

use crate::core::point::{Color, Geometry, Move};
use crate::search::{SearchControl, Summary};
use std::io::Write;
use std::time::Duration;

/// What ends live graphics: the board's markup is cleared.
pub const CLEAR: &str = "gogui-gfx: CLEAR\n";

/// How often the search is drawn by default.
pub const DEFAULT_INTERVAL: Duration = Duration::from_millis(500);

/// A move's search control that also draws the search in GoGui every `every`.
pub struct LiveGfx<'a> {
    inner: &'a mut dyn SearchControl,
    every: Duration,
    geom: Geometry,
    to_move: Color,
}

impl<'a> LiveGfx<'a> {
    /// Draw the search for `to_move` on a board of shape `geom` every `every`, with
    /// `inner`'s stop requests.
    pub fn new(
        inner: &'a mut dyn SearchControl,
        every: Duration,
        geom: Geometry,
        to_move: Color,
    ) -> LiveGfx<'a> {
        LiveGfx {
            inner,
            every,
            geom,
            to_move,
        }
    }
}

impl SearchControl for LiveGfx<'_> {
    fn should_stop(&mut self) -> bool {
        self.inner.should_stop()
    }

    fn report_every(&self) -> Option<Duration> {
        Some(self.every)
    }

    fn report(&mut self, summary: &Summary) {
        let block = gfx_block(summary, &self.geom, self.to_move);
        if !block.is_empty() {
            // One write, so that no log line lands inside the block.
            let _ = std::io::stderr().lock().write_all(block.as_bytes());
        }
    }
}

/// The search so far as a `gogui-gfx:` block ending in an empty line: `VAR` with the
/// best move's principal variation (the mover first), `LABEL` with the visits of the
/// next most visited moves off that line (a label would hide a stone's number), and
/// `TEXT` with the playouts, the root's visits (reused ones too), the mover's win rate,
/// the best move and the time. Empty while no move has been visited.
pub fn gfx_block(summary: &Summary, geom: &Geometry, to_move: Color) -> String {
    let Some(best) = summary.best() else {
        return String::new();
    };
    let vertex = |mv: Move| mv.to_vertex(geom);
    let mut block = String::from("gogui-gfx:\nVAR");
    let mut c = to_move;
    let shown = &best.pv[..best.pv.len().min(12)];
    for &mv in shown {
        let at = match mv {
            Move::Pass => "PASS".to_string(),
            _ => vertex(mv),
        };
        block.push_str(&format!(" {} {at}", c.letter().to_ascii_lowercase()));
        c = c.opponent();
    }
    let others: Vec<String> = summary
        .moves
        .iter()
        .skip(1)
        // A label would hide the number of a stone of the variation.
        .filter(|m| m.mv != Move::Pass && !shown.contains(&m.mv))
        .take(8)
        .map(|m| format!("{} {}", vertex(m.mv), m.visits))
        .collect();
    if !others.is_empty() {
        block.push_str(&format!("\nLABEL {}", others.join(" ")));
    }
    block.push_str(&format!(
        "\nTEXT {} playouts ({} visits), {} wins {:.1}% with {}, {:.1} s\n\n",
        summary.playouts,
        summary.root_visits,
        to_move.letter(),
        100.0 * best.game_winrate,
        vertex(best.mv),
        summary.elapsed.as_secs_f64()
    ));
    block
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::MoveStat;

    /// Check `block` against GoGui's live graphics grammar: `gogui-gfx:` alone on the
    /// first line, then draw commands (`VAR` with colour-point pairs, `LABEL` with
    /// point-text pairs, point lists, `TEXT` with any text), then an empty line.
    fn check_grammar(block: &str, geom: &Geometry) {
        let lines: Vec<&str> = block.split('\n').collect();
        assert_eq!(lines[0], "gogui-gfx:", "{block:?}");
        assert_eq!(&lines[lines.len() - 2..], ["", ""], "{block:?}");
        let point = |w: &str| matches!(Move::from_vertex(w, geom), Some(Move::Play(_)));
        for line in &lines[1..lines.len() - 2] {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words[0] {
                "VAR" => {
                    assert!(words.len() % 2 == 1, "{line}");
                    for pair in words[1..].chunks(2) {
                        assert!(matches!(pair[0], "b" | "w"), "{line}");
                        assert!(
                            point(pair[1]) || pair[1].eq_ignore_ascii_case("pass"),
                            "{line}"
                        );
                    }
                }
                "LABEL" => {
                    assert!(words.len() % 2 == 1, "{line}");
                    for pair in words[1..].chunks(2) {
                        assert!(point(pair[0]), "{line}");
                    }
                }
                "TEXT" => {}
                "SQUARE" | "MARK" | "CIRCLE" | "TRIANGLE" | "BLACK" | "WHITE" => {
                    assert!(words[1..].iter().all(|w| point(w)), "{line}")
                }
                other => panic!("not a draw command: {other}"),
            }
        }
    }

    fn stat(mv: Move, visits: u32, pv: Vec<Move>) -> MoveStat {
        MoveStat {
            mv,
            visits,
            winrate: 0.6,
            score_lead: 1.0,
            score_stdev: 5.0,
            score_samples: 0,
            game_winrate: 0.543,
            prior: 0.1,
            lcb: 0.5,
            pv,
        }
    }

    #[test]
    fn a_search_is_drawn_in_gogui_grammar() {
        let geom = Geometry::new(9);
        let at = |col, row| Move::Play(geom.point(col, row));
        let summary = Summary {
            moves: vec![
                stat(at(4, 4), 300, vec![at(4, 4), at(2, 2), Move::Pass]),
                stat(at(2, 6), 120, vec![at(2, 6)]),
                // On the variation: not labelled.
                stat(at(2, 2), 40, vec![at(2, 2)]),
                stat(Move::Pass, 3, vec![Move::Pass]),
            ],
            playouts: 450,
            root_visits: 480,
            elapsed: Duration::from_millis(1500),
            ..Summary::default()
        };
        let block = gfx_block(&summary, &geom, Color::White);
        assert_eq!(
            block,
            "gogui-gfx:\nVAR w E5 b C3 w PASS\nLABEL C7 120\n\
             TEXT 450 playouts (480 visits), W wins 54.3% with E5, 1.5 s\n\n"
        );
        check_grammar(&block, &geom);
        assert_eq!(gfx_block(&Summary::default(), &geom, Color::Black), "");
    }
}
