//! How a search and its caller talk while it runs: the caller's [`SearchControl`]
//! (stop now? report every so often) and the flag that stops every worker thread
//! when the calling thread ends or a helper panics (`StopAll`).

use super::Summary;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::time::Duration;

/// What the search asks its caller while it runs (GTP input, analysis output).
pub trait SearchControl {
    /// Should the search stop now (new input, an interrupt)? Polled every few ms.
    fn should_stop(&mut self) -> bool {
        false
    }
    /// How often [`SearchControl::report`] wants a summary, if at all.
    fn report_every(&self) -> Option<Duration> {
        None
    }
    /// A summary of the search so far.
    fn report(&mut self, _summary: &Summary) {}
    /// The summary of the search that has just ended (a stream that ends with the
    /// search's move shows it, however short the search was).
    fn finished(&mut self, _summary: &Summary) {}
}

/// A control that never stops a search early and wants no reports.
pub struct NoControl;

impl SearchControl for NoControl {}

/// Another control's stop requests without its reports: for the side searches of a
/// move (positions after a hypothetical move), whose summaries must not reach an
/// analysis stream as if they were the position's own.
pub struct StopsOnly<'a>(pub &'a mut dyn SearchControl);

impl SearchControl for StopsOnly<'_> {
    fn should_stop(&mut self) -> bool {
        self.0.should_stop()
    }
}

/// Sets a search's stop flag when dropped, so that the other threads end too: always
/// (the calling thread, when its loop ends or unwinds) or only while unwinding (a
/// helper that panicked). A panic then reaches the caller of
/// [`Search::run`](super::Search::run) instead of leaving threads running.
pub(super) struct StopAll<'a> {
    stop: &'a AtomicBool,
    only_on_panic: bool,
}

impl<'a> StopAll<'a> {
    /// Stop the search when this guard goes, however it goes.
    pub(super) fn always(stop: &'a AtomicBool) -> StopAll<'a> {
        StopAll {
            stop,
            only_on_panic: false,
        }
    }

    /// Stop the search if this guard goes while its thread panics.
    pub(super) fn on_panic(stop: &'a AtomicBool) -> StopAll<'a> {
        StopAll {
            stop,
            only_on_panic: true,
        }
    }
}

impl Drop for StopAll<'_> {
    fn drop(&mut self) {
        if !self.only_on_panic || std::thread::panicking() {
            self.stop.store(true, Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::*;

    #[test]
    fn a_stops_only_control_passes_stops_on_and_reports_nothing() {
        /// A control that counts the reports it gets and stops when told.
        struct Counting {
            reports: usize,
            stop: bool,
        }
        impl SearchControl for Counting {
            fn should_stop(&mut self) -> bool {
                self.stop
            }
            fn report_every(&self) -> Option<Duration> {
                Some(Duration::ZERO)
            }
            fn report(&mut self, _: &Summary) {
                self.reports += 1;
            }
        }
        let game = Game::new(9, 7.5, Rules::tromp_taylor());
        let mut outer = Counting {
            reports: 0,
            stop: false,
        };
        let mut s = Search::new(SearchParams::default(), 1);
        s.run(&game, Color::Black, Budget::playouts(2000), &mut outer);
        assert!(outer.reports > 0);
        let before = outer.reports;
        let mut quiet = StopsOnly(&mut outer);
        assert!(quiet.report_every().is_none());
        let summary = s.run(&game, Color::Black, Budget::playouts(2000), &mut quiet);
        assert_eq!(summary.playouts, 2000);
        assert_eq!(outer.reports, before);
        outer.stop = true;
        assert!(StopsOnly(&mut outer).should_stop());
    }
}
