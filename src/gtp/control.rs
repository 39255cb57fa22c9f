//! How a running search talks to the GTP session: when to stop, and the `lz-analyze`
//! lines it streams while it thinks.
//!
//! How to read this file: [`GtpControl`] implements the search's [`SearchControl`].
//! A genmove stops early only on GoGui's `# interrupt` (commands that arrive meanwhile
//! wait their turn: controllers may send several lines at once); analysis stops on any
//! command. With an interval, every report becomes one `info move ... pv ...` line in
//! the format Leela Zero introduced and Sabaki and Lizzie read.

use super::vertex::format_vertex;
use super::Inbox;
use crate::point::Geometry;
use crate::search::{SearchControl, Summary};
use std::io::Write;
use std::time::Duration;

/// When the search should give way to the session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopOn {
    /// GoGui's interrupt comment or the end of input (genmove).
    Interrupt,
    /// Any new command or the end of input (analysis).
    AnyCommand,
}

/// A [`SearchControl`] backed by the session's input and output.
pub struct GtpControl<'a> {
    pub inbox: &'a mut Inbox,
    pub out: &'a mut dyn Write,
    pub stop_on: StopOn,
    /// Report interval for `lz-analyze` output, if any.
    pub interval: Option<Duration>,
    pub geom: Geometry,
    /// Set when the output failed (the controller went away): the search stops.
    pub broken: bool,
}

impl<'a> GtpControl<'a> {
    /// A control over the session's input and output for a board of shape `geom`.
    pub fn new(
        inbox: &'a mut Inbox,
        out: &'a mut dyn Write,
        stop_on: StopOn,
        interval: Option<Duration>,
        geom: Geometry,
    ) -> GtpControl<'a> {
        GtpControl {
            inbox,
            out,
            stop_on,
            interval,
            geom,
            broken: false,
        }
    }
}

impl SearchControl for GtpControl<'_> {
    fn should_stop(&mut self) -> bool {
        self.broken
            || match self.stop_on {
                StopOn::Interrupt => self.inbox.interrupt_waiting(),
                StopOn::AnyCommand => self.inbox.command_waiting(),
            }
    }

    fn report_every(&self) -> Option<Duration> {
        self.interval
    }

    fn report(&mut self, summary: &Summary) {
        let line = info_line(summary, &self.geom);
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

/// One `info move ...` entry per searched root move, on one line.
pub fn info_line(summary: &Summary, geom: &Geometry) -> String {
    let mut line = String::new();
    for (order, m) in summary.moves.iter().enumerate() {
        if !line.is_empty() {
            line.push(' ');
        }
        let pv: Vec<String> = m.pv.iter().map(|&mv| format_vertex(mv, geom)).collect();
        line.push_str(&format!(
            "info move {} visits {} winrate {} prior {} lcb {} order {} pv {}",
            format_vertex(m.mv, geom),
            m.visits,
            (m.winrate * 10000.0).round() as u32,
            (m.prior * 10000.0).round() as u32,
            (m.lcb * 10000.0).round() as u32,
            order,
            pv.join(" ")
        ));
    }
    line
}
