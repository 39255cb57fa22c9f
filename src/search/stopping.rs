//! When a search may stop before its hard limits: once the most visited root move can
//! no longer be overtaken in the time left (`is_settled`), and, past its time, once the
//! root's choice is no longer close (`is_close`). Both serve the time bank (an average
//! `--time`, or a controller's clock); the hard limits (time, deadline, playouts) are
//! `Search::run`'s.

use super::summary::is_root_choice;
use super::tree::NodeData;
use super::{Budget, RunState};
use std::sync::atomic::Ordering::Relaxed;
use std::time::Duration;

/// At a poll, `spent` into the search: may it stop before its hard limits? Past its
/// time (in the extension) once the choice is no longer close; before it, once the
/// choice is settled (under `settle`) and not close.
pub(super) fn is_done(shared: &RunState, budget: &Budget, spent: Duration) -> bool {
    let close = || budget.extend.is_some() && is_close(shared);
    match budget.time {
        Some(t) if spent >= t => !close(),
        _ => budget.settle && is_settled(shared, budget, spent) && !close(),
    }
}

/// The root's two most visited moves the search may return (default nodes where
/// there are fewer).
pub(super) fn leading_two(shared: &RunState) -> (NodeData, NodeData) {
    let arena = shared.arena;
    let (mut first, mut second) = (NodeData::default(), NodeData::default());
    for k in arena.node(0).load().children() {
        let child = arena.node(k).load();
        if !is_root_choice(shared, &child) {
            continue;
        }
        if child.visits > first.visits {
            second = first;
            first = child;
        } else if child.visits > second.visits {
            second = child;
        }
    }
    (first, second)
}

/// Is the root's most visited move out of reach: ahead of the next one by more visits
/// than the search can still run before `budget`'s time (or deadline) at its pace so far,
/// `spent` into it?
pub(super) fn is_settled(shared: &RunState, budget: &Budget, spent: Duration) -> bool {
    let Some(time) = budget.time else {
        return false;
    };
    let mut left = time.saturating_sub(spent);
    if let Some(d) = budget.time_to_deadline() {
        left = left.min(d);
    }
    let done = shared.started.load(Relaxed);
    // Too early to know the pace.
    if done < 100 || spent < time / 20 {
        return false;
    }
    let still = done as f64 * left.as_secs_f64() / spent.as_secs_f64();
    let (first, second) = leading_two(shared);
    (first.visits - second.visits) as f64 > still
}

/// How many times the second move's visits the most visited root move needs before
/// its lead counts as clear.
const CLEAR_LEAD: f32 = 1.5;

/// Is the root's choice close while the game is still open: the most visited move has
/// less than [`CLEAR_LEAD`] times the visits of the next one, or the next one wins more
/// often, and its own win rate is neither near won nor near lost?
pub(super) fn is_close(shared: &RunState) -> bool {
    let (first, second) = leading_two(shared);
    let open = (0.15..=0.85).contains(&first.winrate());
    open && ((first.visits as f32) < CLEAR_LEAD * second.visits as f32
        || second.winrate() > first.winrate())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::*;

    #[test]
    fn a_settled_search_stops_before_its_time() {
        // Capturing the five stones at E4 is the only good move: once its lead in
        // visits exceeds what the rest of the time could run, the search stops.
        let game = five_in_atari();
        let mut s = Search::new(SearchParams::default(), 3);
        let budget = Budget {
            time: Some(Duration::from_secs(2)),
            settle: true,
            ..Budget::default()
        };
        let summary = s.run(&game, Color::Black, budget, &mut NoControl);
        assert_eq!(
            summary.moves[0].mv,
            Move::Play(game.board().geometry().point(4, 3))
        );
        assert!(
            summary.elapsed < Duration::from_millis(1600),
            "{:?}",
            summary.elapsed
        );
        // Its lead could not be caught in the time left at the search's pace.
        let lead = summary.moves[0].visits - summary.moves[1].visits;
        let left = 2.0 - summary.elapsed.as_secs_f64();
        let pace = summary.playouts as f64 / summary.elapsed.as_secs_f64();
        assert!(
            lead as f64 > 0.9 * pace * left,
            "lead {lead}, pace {pace}, left {left}"
        );
    }

    #[test]
    fn a_close_choice_searches_past_its_time_and_a_clear_one_does_not() {
        let time = Duration::from_millis(150);
        let extend = Duration::from_millis(450);
        let budget = Budget {
            time: Some(time),
            extend: Some(extend),
            ..Budget::default()
        };
        // After a black stone in the centre White's best replies come in mirror
        // images: the search stops only at the end of the extension or once one of
        // them has pulled clear of the rest.
        let game = game_from(
            ".........\n\
             .........\n\
             .........\n\
             .........\n\
             ....X....\n\
             .........\n\
             .........\n\
             .........\n\
             .........\n",
            7.5,
        );
        let mut s = Search::new(SearchParams::default(), 5);
        let summary = s.run(&game, Color::White, budget, &mut NoControl);
        assert!(summary.elapsed >= time, "{:?}", summary.elapsed);
        let (first, second) = (&summary.moves[0], &summary.moves[1]);
        let clear = first.visits as f32 >= CLEAR_LEAD * second.visits as f32
            && first.winrate >= second.winrate;
        assert!(
            clear || summary.elapsed >= time + extend,
            "stopped at {:?} with {} and {} visits",
            summary.elapsed,
            first.visits,
            second.visits
        );
        // Capturing five stones is clear from the start: no extension.
        let game = five_in_atari();
        let mut s = Search::new(SearchParams::default(), 5);
        let summary = s.run(&game, Color::Black, budget, &mut NoControl);
        assert!(
            summary.elapsed < time + Duration::from_millis(100),
            "{:?}",
            summary.elapsed
        );
    }
}
