//! Clocks as the controller describes them (`time_settings`, `kgs-time_settings`,
//! `time_left`).
//!
//! How to read this module: [`TimeSettings`] is the system in force, [`Clock`] what
//! `time_left` last said for one player. [`time_for_move`] turns them into the time one
//! move may take, with a safety margin.

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

/// Seconds kept back on every move for start-up, pipes and the controller's lag.
const LAG: f64 = 0.4;

/// How long to think on a move under `settings`, with `clock` as `time_left` last
/// reported it, on a board of `area` points after `moves_played` moves; None when the
/// clock sets no limit (the engine's default applies).
///
/// Main time is spread over the moves likely to remain (at least a sixth of the board
/// area, and never more than a tenth of what is left); in byo-yomi each period's
/// time (Canadian: per stone) is used less the lag margin. Near the end of absolute time
/// the engine moves almost at once rather than lose on time.
pub fn time_for_move(
    settings: TimeSettings,
    clock: Option<Clock>,
    area: usize,
    moves_played: usize,
) -> Option<Duration> {
    let moves_left =
        ((area as f64 * 0.6 - moves_played as f64 / 2.0).max(area as f64 / 6.0)).max(10.0);
    let from_main = |left: f64| (left / moves_left).min(left / 10.0);
    let secs = match settings {
        TimeSettings::Unlimited => return None,
        TimeSettings::Absolute { main } => {
            let left = clock.map_or(main, |c| c.seconds);
            from_main(left - LAG * 2.0)
        }
        TimeSettings::Canadian { main, byo, stones } => match clock {
            Some(c) if c.stones > 0 => (c.seconds - LAG) / c.stones as f64 - LAG / 2.0,
            Some(c) => from_main(c.seconds) + byo / stones.max(1) as f64 * 0.5,
            None if main > 0.0 => from_main(main) + byo / stones.max(1) as f64 * 0.5,
            None => byo / stones.max(1) as f64 - LAG,
        },
        TimeSettings::ByoYomi { main, byo, periods } => match clock {
            // In byo-yomi: the stones field counts periods left; spend one period.
            Some(c) if c.stones > 0 => c.seconds.min(byo) - LAG,
            Some(c) => from_main(c.seconds) + if periods > 0 { byo * 0.5 } else { 0.0 },
            None if main > 0.0 => from_main(main) + byo * 0.5,
            None => byo - LAG,
        },
    };
    Some(Duration::from_secs_f64(secs.max(0.05)))
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

    #[test]
    fn move_times_stay_inside_the_clock() {
        let area = 81;
        // No limit: the engine's default applies.
        assert_eq!(time_for_move(TimeSettings::Unlimited, None, area, 0), None);
        // Absolute 60 s: well under a tenth of it, more than nothing.
        let t = time_for_move(TimeSettings::Absolute { main: 60.0 }, None, area, 0).unwrap();
        assert!(t.as_secs_f64() > 0.5 && t.as_secs_f64() <= 6.0, "{t:?}");
        // The last second of absolute time: move at once.
        let last = Clock {
            seconds: 1.0,
            stones: 0,
        };
        let t = time_for_move(TimeSettings::Absolute { main: 60.0 }, Some(last), area, 50).unwrap();
        assert!(t.as_secs_f64() <= 0.1, "{t:?}");
        // Canadian byo-yomi: 30 s for 5 stones leaves under 6 s a stone.
        let canadian = TimeSettings::Canadian {
            main: 0.0,
            byo: 30.0,
            stones: 5,
        };
        let c = Clock {
            seconds: 30.0,
            stones: 5,
        };
        let t = time_for_move(canadian, Some(c), area, 40)
            .unwrap()
            .as_secs_f64();
        assert!(t > 4.0 && t < 6.0, "{t}");
        // Japanese byo-yomi, 3 periods of 10 s left: under one period.
        let byo = TimeSettings::ByoYomi {
            main: 0.0,
            byo: 10.0,
            periods: 3,
        };
        let c = Clock {
            seconds: 10.0,
            stones: 3,
        };
        let t = time_for_move(byo, Some(c), area, 40).unwrap().as_secs_f64();
        assert!(t > 8.0 && t < 10.0, "{t}");
    }
}
