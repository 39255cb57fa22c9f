//! Clocks as the controller describes them (`time_settings`, `kgs-time_settings`,
//! `time_left`).
//!
//! How to read this module: [`TimeSettings`] is the system in force, [`Clock`] what
//! `time_left` last said for one player. [`time_for_move`] turns them into the time one
//! move aims at and the limit it must never pass ([`MoveTime`]), keeping a lag back.

use std::time::Duration;

/// The time system of the game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimeSettings {
    /// No limit (GTP: byo-yomi time > 0 with 0 stones; KGS: `none`).
    Unlimited,
    /// Main time only, in seconds.
    Absolute { main: f64 },
    /// Main time then periods of `byo` seconds each for `stones` moves (Canadian).
    Canadian { main: f64, byo: f64, stones: u32 },
    /// Main time then `periods` periods of `byo` seconds, one move each (Japanese).
    ByoYomi { main: f64, byo: f64, periods: u32 },
}

impl TimeSettings {
    /// GTP `time_settings main byo stones` (Canadian; `byo = 0` means absolute,
    /// `stones = 0` with `byo > 0` means no limit).
    pub fn from_gtp(main: f64, byo: f64, stones: u32) -> TimeSettings {
        if byo <= 0.0 {
            TimeSettings::Absolute { main }
        } else if stones == 0 {
            TimeSettings::Unlimited
        } else {
            TimeSettings::Canadian { main, byo, stones }
        }
    }
}

/// One player's clock as last reported by `time_left`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    /// Seconds left in the current period (main time or byo-yomi).
    pub seconds: f64,
    /// Stones (Canadian) or periods (byo-yomi) left; 0 while in main time.
    pub stones: u32,
}

/// Seconds kept back on every move by default, for start-up, pipes and the network
/// between the engine and a server (`--lag` changes it).
pub const DEFAULT_LAG: f64 = 1.0;

/// What one move may spend by the clock.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveTime {
    /// What the search aims at.
    pub target: Duration,
    /// What the whole move, checks after the main search included, must never pass.
    pub limit: Duration,
}

/// How long to think on a move under `settings`, with `clock` as `time_left` last
/// reported it, on a board of `area` points after `moves_played` moves, keeping `lag`
/// seconds back; None when the clock sets no limit (the engine's default applies).
///
/// Main time is spread over the moves likely to remain (at least a sixth of the board
/// area, and never more than a tenth of what is left), and a move may run to twice its
/// target. In overtime the limit is one period (Canadian: the period's time over the
/// stones left) less the lag, and the target four fifths of it, so that the checks a
/// player makes after its main search still fit. Near the end of absolute time the
/// engine moves almost at once rather than lose on time.
pub fn time_for_move(
    settings: TimeSettings,
    clock: Option<Clock>,
    area: usize,
    moves_played: usize,
    lag: f64,
) -> Option<MoveTime> {
    let moves_left =
        ((area as f64 * 0.6 - moves_played as f64 / 2.0).max(area as f64 / 6.0)).max(10.0);
    // In main time: (target, limit) from `left` seconds of it.
    let from_main = |left: f64| {
        let usable = left - lag;
        let target = (usable / moves_left).min(usable / 10.0);
        (target, (2.0 * target).min(usable))
    };
    // In overtime: a limit of `limit` seconds.
    let overtime = |limit: f64| (0.8 * limit, limit);
    let (target, limit) = match settings {
        TimeSettings::Unlimited => return None,
        TimeSettings::Absolute { main } => from_main(clock.map_or(main, |c| c.seconds)),
        TimeSettings::Canadian { main, byo, stones } => match clock {
            Some(c) if c.stones > 0 => overtime((c.seconds - lag) / c.stones as f64),
            Some(c) => with_period(from_main(c.seconds), byo / stones.max(1) as f64 - lag),
            None if main > 0.0 => with_period(from_main(main), byo / stones.max(1) as f64 - lag),
            None => overtime(byo / stones.max(1) as f64 - lag),
        },
        TimeSettings::ByoYomi { main, byo, periods } => {
            let period = if periods > 0 { byo - lag } else { 0.0 };
            match clock {
                // In byo-yomi the stones field counts the periods left: spend one.
                Some(c) if c.stones > 0 => overtime(c.seconds.min(byo) - lag),
                Some(c) => with_period(from_main(c.seconds), period),
                None if main > 0.0 => with_period(from_main(main), period),
                None => overtime(period),
            }
        }
    };
    let floor = |x: f64| Duration::from_secs_f64(x.max(0.05));
    Some(MoveTime {
        target: floor(target),
        limit: floor(limit.max(target)),
    })
}

/// A move in main time with a period to follow: the target may also use half a period
/// (the period is there if main time runs out), within what main time can pay.
fn with_period((target, limit): (f64, f64), period: f64) -> (f64, f64) {
    if period <= 0.0 {
        return (target, limit);
    }
    let target = target + 0.5 * period;
    (target, limit.max(target))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_settings_follow_the_spec() {
        assert_eq!(
            TimeSettings::from_gtp(300.0, 0.0, 0),
            TimeSettings::Absolute { main: 300.0 }
        );
        assert_eq!(
            TimeSettings::from_gtp(0.0, 10.0, 0),
            TimeSettings::Unlimited
        );
        assert_eq!(
            TimeSettings::from_gtp(60.0, 30.0, 5),
            TimeSettings::Canadian {
                main: 60.0,
                byo: 30.0,
                stones: 5
            }
        );
    }

    /// The target and limit in seconds.
    fn secs(t: MoveTime) -> (f64, f64) {
        (t.target.as_secs_f64(), t.limit.as_secs_f64())
    }

    #[test]
    fn move_times_stay_inside_the_clock() {
        let area = 81;
        let lag = 1.0;
        // No limit: the engine's default applies.
        assert_eq!(
            time_for_move(TimeSettings::Unlimited, None, area, 0, lag),
            None
        );
        // Absolute 60 s: well under a tenth of it, more than nothing; at most twice that.
        let absolute = TimeSettings::Absolute { main: 60.0 };
        let (target, limit) = secs(time_for_move(absolute, None, area, 0, lag).unwrap());
        assert!(target > 0.5 && target <= 6.0, "{target}");
        assert!(limit <= 2.0 * target + 1e-9 && limit <= 59.0, "{limit}");
        // The last second of absolute time: move at once.
        let last = Clock {
            seconds: 1.0,
            stones: 0,
        };
        let (_, limit) = secs(time_for_move(absolute, Some(last), area, 50, lag).unwrap());
        assert!(limit <= 0.1, "{limit}");
        // Canadian byo-yomi: 30 s for 5 stones: 29 s over 5 stones at most.
        let canadian = TimeSettings::Canadian {
            main: 0.0,
            byo: 30.0,
            stones: 5,
        };
        let c = Clock {
            seconds: 30.0,
            stones: 5,
        };
        let (target, limit) = secs(time_for_move(canadian, Some(c), area, 40, lag).unwrap());
        assert!(
            (limit - 5.8).abs() < 1e-9 && target < limit,
            "{target} {limit}"
        );
        // Japanese byo-yomi, 10 s periods: never more than a period less the lag, the
        // last period included.
        let byo = TimeSettings::ByoYomi {
            main: 0.0,
            byo: 10.0,
            periods: 3,
        };
        for periods_left in [3, 1] {
            let c = Clock {
                seconds: 10.0,
                stones: periods_left,
            };
            let (target, limit) = secs(time_for_move(byo, Some(c), area, 40, lag).unwrap());
            assert!(
                (limit - 9.0).abs() < 1e-9 && target < limit,
                "{target} {limit}"
            );
        }
    }

    #[test]
    fn no_clock_is_ever_overrun() {
        // Every system, clocks from nearly empty to full, lags from 0 to 2 s: the limit
        // of one move fits in what the clock can still pay without losing.
        let mut rng = 12345u64;
        let mut next = |n: u64| {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (rng >> 33) % n
        };
        for _ in 0..20_000 {
            let main = next(600) as f64 * 0.5;
            let byo = 1.0 + next(60) as f64;
            let count = 1 + next(10) as u32;
            let lag = next(5) as f64 * 0.5;
            let settings = match next(3) {
                0 => TimeSettings::Absolute { main },
                1 => TimeSettings::Canadian {
                    main,
                    byo,
                    stones: count,
                },
                _ => TimeSettings::ByoYomi {
                    main,
                    byo,
                    periods: count,
                },
            };
            let in_overtime = next(2) == 0;
            let clock = Clock {
                seconds: if in_overtime {
                    next(1 + byo as u64) as f64
                } else {
                    next(1 + main as u64) as f64
                },
                stones: if in_overtime {
                    1 + next(count as u64) as u32
                } else {
                    0
                },
            };
            let Some(t) = time_for_move(settings, Some(clock), 361, next(300) as usize, lag) else {
                continue;
            };
            let (target, limit) = secs(t);
            assert!(target <= limit + 1e-9);
            // What the clock can pay for this move: the time left less the lag; a
            // period too when main time runs out, where the rules give one.
            let pays = match (settings, in_overtime) {
                (TimeSettings::Absolute { .. }, _) => clock.seconds - lag,
                (TimeSettings::Canadian { .. }, true) => {
                    (clock.seconds - lag) / clock.stones as f64
                }
                (TimeSettings::ByoYomi { byo, .. }, true) => clock.seconds.min(byo) - lag,
                (TimeSettings::Canadian { byo, stones, .. }, false) => {
                    clock.seconds + byo / stones as f64 - lag
                }
                (TimeSettings::ByoYomi { byo, .. }, false) => clock.seconds + byo - lag,
                (TimeSettings::Unlimited, _) => f64::INFINITY,
            };
            assert!(
                limit <= pays.max(0.05) + 1e-9,
                "{settings:?} {clock:?} lag {lag}: limit {limit} > {pays}"
            );
        }
    }
}
