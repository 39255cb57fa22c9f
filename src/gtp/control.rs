//! How a running search talks to the GTP session: when to stop, and the analysis lines
//! it streams while it thinks.
//!
//! How to read this file: [`GtpControl`] implements the search's [`SearchControl`].
//! A genmove stops early only on GoGui's `# interrupt` (commands that arrive meanwhile
//! wait their turn: controllers may send several lines at once); an analysis stream
//! stops on any input line, a blank one included. With a [`Report`], every report
//! becomes one line of `info move ... pv ...` entries: in Leela Zero's form (win rate,
//! prior and lcb as integers out of 10000) or in KataGo's (numbers with a decimal point,
//! score lead, and an `ownership` list at the end of the line when asked), the two forms
//! Sabaki and Lizzie read.

use super::Inbox;
use crate::core::point::{Color, Geometry};
use crate::search::{MoveStat, SearchControl, Summary};
use std::io::Write;
use std::time::Duration;

/// When the search should give way to the session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopOn {
    /// GoGui's interrupt comment (genmove).
    Interrupt,
    /// Any input line, a blank one too, or the end of input (analysis).
    AnyLine,
}

/// Which analysis format the lines are in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InfoFormat {
    /// `lz-analyze`: win rate, prior and lcb as integers out of 10000.
    Lz,
    /// `kata-analyze`: numbers in 0..1 with a decimal point, scores, and optionally the
    /// ownership of every point.
    Kata { ownership: bool },
}

/// What to stream while a search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Report {
    pub every: Duration,
    pub format: InfoFormat,
    /// Show at least this many moves (unvisited ones by prior), if there are so many.
    pub min_moves: usize,
    /// Show at most this many moves.
    pub max_moves: usize,
    /// The player the numbers are for (the one to move in the searched position).
    pub to_move: Color,
    /// Also one line for the search's final state when it ends (the genmove variants,
    /// as KataGo does: a search shorter than the interval still shows its candidates).
    pub at_end: bool,
}

/// A [`SearchControl`] backed by the session's input and output.
pub struct GtpControl<'a> {
    pub inbox: &'a mut Inbox,
    pub out: &'a mut dyn Write,
    pub stop_on: StopOn,
    /// What to stream, if anything.
    pub report: Option<Report>,
    pub geom: Geometry,
    /// Set when the output failed (the controller went away): the search stops.
    pub broken: bool,
}

impl<'a> GtpControl<'a> {
    /// A control over the session's input and output for a board of shape `geom`,
    /// streaming nothing.
    pub fn new(
        inbox: &'a mut Inbox,
        out: &'a mut dyn Write,
        stop_on: StopOn,
        geom: Geometry,
    ) -> GtpControl<'a> {
        GtpControl {
            inbox,
            out,
            stop_on,
            report: None,
            geom,
            broken: false,
        }
    }

    /// The same control, streaming `report`.
    pub fn reporting(self, report: Report) -> GtpControl<'a> {
        GtpControl {
            report: Some(report),
            ..self
        }
    }
}

impl SearchControl for GtpControl<'_> {
    fn should_stop(&mut self) -> bool {
        self.broken
            || match self.stop_on {
                StopOn::Interrupt => self.inbox.interrupt_waiting(),
                StopOn::AnyLine => self.inbox.line_waiting(),
            }
    }

    fn report_every(&self) -> Option<Duration> {
        self.report.map(|r| r.every)
    }

    fn finished(&mut self, summary: &Summary) {
        if self.report.is_some_and(|r| r.at_end) {
            self.report(summary);
        }
    }

    fn report(&mut self, summary: &Summary) {
        let Some(report) = self.report else {
            return;
        };
        let line = info_line(summary, &self.geom, &report);
        if line.is_empty() {
            return;
        }
        if writeln!(self.out, "{line}")
            .and_then(|_| self.out.flush())
            .is_err()
        {
            self.broken = true;
        }
    }
}

/// One line of `info move ...` entries, one per root move as `report` asks, `pv` last in
/// each; in KataGo's form with ownership, the `ownership` list ends the line. Empty while
/// there is no move to show (a line of ownership alone is not one clients read).
pub fn info_line(summary: &Summary, geom: &Geometry, report: &Report) -> String {
    let shown = summary
        .moves
        .len()
        .max(report.min_moves)
        .min(report.max_moves);
    let moves = summary.moves.iter().chain(&summary.unvisited).take(shown);
    let mut entries: Vec<String> = moves
        .enumerate()
        .map(|(order, m)| info_entry(m, order, geom, report.format))
        .collect();
    if !entries.is_empty() && report.format == (InfoFormat::Kata { ownership: true }) {
        entries.push(ownership_list(summary, geom, report.to_move));
    }
    entries.join(" ")
}

/// One `info move ...` entry.
fn info_entry(m: &MoveStat, order: usize, geom: &Geometry, format: InfoFormat) -> String {
    let pv: Vec<String> = m.pv.iter().map(|&mv| mv.to_vertex(geom)).collect();
    let at = m.mv.to_vertex(geom);
    match format {
        InfoFormat::Lz => format!(
            "info move {at} visits {} winrate {} prior {} lcb {} order {order} pv {}",
            m.visits,
            (m.winrate * 10000.0).round() as u32,
            (m.prior * 10000.0).round() as u32,
            (m.lcb * 10000.0).round() as u32,
            pv.join(" ")
        ),
        InfoFormat::Kata { .. } => format!(
            "info move {at} visits {} winrate {:.6} scoreMean {:.3} scoreStdev {:.3} \
             scoreLead {:.3} prior {:.6} lcb {:.6} order {order} pv {}",
            m.visits,
            m.winrate,
            m.score_lead,
            m.score_stdev,
            m.score_lead,
            m.prior,
            m.lcb,
            pv.join(" ")
        ),
    }
}

/// KataGo's `ownership` list: every point from the top-left corner row by row to the
/// bottom-right, from -1 (the opponent's) to 1 (owned by `to_move`).
fn ownership_list(summary: &Summary, geom: &Geometry, to_move: Color) -> String {
    let sign = if to_move == Color::Black { 1.0 } else { -1.0 };
    let mut out = String::from("ownership");
    for row in (0..geom.size).rev() {
        for col in 0..geom.size {
            let p = geom.point(col, row);
            let v = summary.ownership.get(p.idx()).copied().unwrap_or(0.0) * sign;
            out.push_str(&format!(" {:.4}", v + 0.0));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_line_before_there_is_a_move_to_show() {
        let geom = Geometry::new(9);
        let report = Report {
            every: Duration::from_millis(100),
            format: InfoFormat::Kata { ownership: true },
            min_moves: 0,
            max_moves: 10,
            to_move: Color::Black,
            at_end: false,
        };
        assert_eq!(info_line(&Summary::default(), &geom, &report), "");
    }
}
