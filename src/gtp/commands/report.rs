//! What the engine says about each move it generates: one line on the log for the
//! operator (`-v`), and with `--chat` the gtp2ogs chat lines, both from the same
//! [`MoveReport`] so that they always show the same figures.

use crate::core::point::{Color, Move};
use crate::player::clock::{Clock, TimeSettings};
use crate::search::Summary;
use std::fmt::Write;

/// The search's view of the move played.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchFigures {
    /// Share of the playouts through the move the mover won at the game's komi.
    pub winrate: f32,
    /// Mean final score for the mover (positive: ahead).
    pub score_lead: f32,
    /// Visits of the move, and of the root (reused visits included).
    pub visits: u32,
    pub root_visits: u32,
    /// Playouts of this search.
    pub playouts: u64,
    /// The principal variation as vertices, the move first.
    pub pv: Vec<String>,
    pub tree_nodes: usize,
}

impl SearchFigures {
    /// The figures of `summary` for the move `played` (its most visited move when the
    /// move played was not searched); None when the search visited nothing.
    pub fn of(summary: &Summary, played: Move, vertex: impl Fn(Move) -> String) -> Option<Self> {
        let stat = summary.stat(played).or_else(|| summary.best())?;
        Some(SearchFigures {
            winrate: stat.game_winrate,
            score_lead: stat.score_lead,
            visits: stat.visits,
            root_visits: summary.root_visits,
            playouts: summary.playouts,
            pv: stat.pv.iter().map(|&m| vertex(m)).collect(),
            tree_nodes: summary.tree_nodes,
        })
    }
}

/// One generated move, as the operator's log and the chat show it.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReport {
    /// The move's number in the game (1 for the first move).
    pub number: usize,
    pub color: Color,
    /// The vertex, `pass` or `resign`.
    pub answer: String,
    pub komi: f64,
    /// None for a move chosen without a search (the book, an obvious pass, the random
    /// player).
    pub search: Option<SearchFigures>,
    /// Seconds the move took, what it aimed at and what it could not pass.
    pub spent: f64,
    pub target: Option<f64>,
    pub limit: Option<f64>,
    /// The mover's clock as the controller last told it.
    pub clock: String,
}

/// A score lead to one decimal, without a minus sign on zero.
fn lead(x: f32) -> String {
    format!("{:+.1}", (x * 10.0).round() / 10.0 + 0.0)
}

/// The first five moves of a principal variation.
fn short_pv(pv: &[String]) -> String {
    pv.iter().take(5).cloned().collect::<Vec<_>>().join(" ")
}

impl MoveReport {
    /// The operator's line: move, colour, answer; the search's win rate for the mover
    /// at the game's komi, visits, playouts, score lead, principal variation; the time
    /// against its target and limit; the clock; the tree's size.
    pub fn log_line(&self) -> String {
        let c = self.color.letter();
        let mut line = format!("move {} {c} {}", self.number, self.answer);
        match &self.search {
            Some(f) => {
                let _ = write!(
                    line,
                    ": {c} wins {:.1}% at komi {}, {} of {} visits, {} playouts, score lead {}, PV {}",
                    100.0 * f.winrate,
                    self.komi,
                    f.visits,
                    f.root_visits,
                    f.playouts,
                    lead(f.score_lead),
                    short_pv(&f.pv)
                );
            }
            None => line.push_str(": no search"),
        }
        let _ = write!(line, "; {:.2} s", self.spent);
        let time = |t: Option<f64>| t.map_or("none".to_string(), |t| format!("{t:.2} s"));
        let _ = write!(
            line,
            " (target {}, limit {}); clock {}",
            time(self.target),
            time(self.limit),
            self.clock
        );
        if let Some(f) = &self.search {
            let _ = write!(line, "; {} nodes", f.tree_nodes);
        }
        line
    }

    /// The gtp2ogs chat line (`MALKOVICH:`, shown to observers), with the figures of the
    /// log line; None without a search.
    pub fn chat_line(&self) -> Option<String> {
        let f = self.search.as_ref()?;
        let c = self.color.letter();
        Some(format!(
            "MALKOVICH: Move {} {c} {} Winrate {:.1}% for {c} at komi {} Visits {} of {} Playouts {} ScoreLead {} PV {}",
            self.number,
            self.answer,
            100.0 * f.winrate,
            self.komi,
            f.visits,
            f.root_visits,
            f.playouts,
            lead(f.score_lead),
            f.pv.join(" ")
        ))
    }
}

/// The mover's clock in words: seconds left and in which part of the time system.
pub fn describe_clock(settings: TimeSettings, clock: Option<Clock>) -> String {
    let Some(k) = clock else {
        return match settings {
            TimeSettings::Unlimited => "none".into(),
            _ => "not reported yet".into(),
        };
    };
    let s = k.seconds;
    match settings {
        TimeSettings::Unlimited => format!("{s:.1} s, no limit"),
        TimeSettings::Absolute { .. } => format!("{s:.1} s left"),
        TimeSettings::Fischer { increment, .. } => format!("{s:.1} s left, +{increment} s a move"),
        TimeSettings::Canadian { .. } | TimeSettings::ByoYomi { .. } if k.stones == 0 => {
            format!("{s:.1} s of main time")
        }
        TimeSettings::Canadian { .. } => format!("{s:.1} s for {} stones", k.stones),
        TimeSettings::ByoYomi { .. } => format!("{s:.1} s of a period, {} periods left", k.stones),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(search: Option<SearchFigures>) -> MoveReport {
        MoveReport {
            number: 23,
            color: Color::White,
            answer: "Q16".into(),
            komi: 7.5,
            search,
            spent: 1.02,
            target: Some(1.0),
            limit: Some(2.0),
            clock: describe_clock(
                TimeSettings::ByoYomi {
                    main: 0.0,
                    byo: 30.0,
                    periods: 5,
                },
                Some(Clock {
                    seconds: 28.5,
                    stones: 3,
                }),
            ),
        }
    }

    #[test]
    fn the_log_and_the_chat_show_the_same_figures() {
        let figures = SearchFigures {
            winrate: 0.543,
            score_lead: 3.24,
            visits: 4000,
            root_visits: 5373,
            playouts: 5000,
            pv: ["Q16", "R17", "Q17", "P18", "R18", "S18"]
                .map(String::from)
                .to_vec(),
            tree_nodes: 8392,
        };
        let r = report(Some(figures));
        assert_eq!(
            r.log_line(),
            "move 23 W Q16: W wins 54.3% at komi 7.5, 4000 of 5373 visits, 5000 playouts, \
             score lead +3.2, PV Q16 R17 Q17 P18 R18; 1.02 s (target 1.00 s, limit 2.00 s); \
             clock 28.5 s of a period, 3 periods left; 8392 nodes"
        );
        assert_eq!(
            r.chat_line().unwrap(),
            "MALKOVICH: Move 23 W Q16 Winrate 54.3% for W at komi 7.5 Visits 4000 of 5373 \
             Playouts 5000 ScoreLead +3.2 PV Q16 R17 Q17 P18 R18 S18"
        );
        let book = report(None);
        assert!(book
            .log_line()
            .starts_with("move 23 W Q16: no search; 1.02 s"));
        assert_eq!(book.chat_line(), None);
    }

    #[test]
    fn clocks_are_told_by_their_system() {
        let k = |seconds, stones| Some(Clock { seconds, stones });
        let canadian = TimeSettings::Canadian {
            main: 60.0,
            byo: 30.0,
            stones: 5,
        };
        assert_eq!(describe_clock(canadian, k(20.0, 4)), "20.0 s for 4 stones");
        assert_eq!(describe_clock(canadian, k(50.0, 0)), "50.0 s of main time");
        assert_eq!(describe_clock(canadian, None), "not reported yet");
        assert_eq!(describe_clock(TimeSettings::Unlimited, None), "none");
        let fischer = TimeSettings::Fischer {
            main: 60.0,
            increment: 5.0,
            cap: None,
            per_move: None,
        };
        assert_eq!(
            describe_clock(fischer, k(41.3, 0)),
            "41.3 s left, +5 s a move"
        );
    }
}
