//! Time: what one move of the engine may spend.
//!
//! How to read this module: [`TimeSettings`] is the time system the controller set
//! (`time_settings`, `kgs-time_settings`), [`Clock`] what `time_left` last said for one
//! player. [`time_for_move`] turns them into the time one move aims at and the limit it
//! must never pass ([`MoveTime`]), keeping a lag back. [`TimeKeeper`] holds all of it
//! for both colours with the command line's caps ([`TimeCaps`]) and the time bank that
//! makes `--time` (or the default time) an average, and gives each move its search
//! [`Budget`].

use crate::core::game::Game;
use crate::core::point::Color;
use crate::search::Budget;
use std::time::{Duration, Instant};

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
    /// Fischer: main time only, `increment` seconds added after each move; with a cap,
    /// never more than `cap` seconds on the clock after the increment, and with a
    /// per-move limit, no move longer than `per_move`.
    Fischer {
        main: f64,
        increment: f64,
        cap: Option<f64>,
        per_move: Option<f64>,
    },
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

/// Seconds beyond this on any clock count as this many (about 31 years: no limit in
/// practice), so that no arithmetic on a controller's numbers can overflow.
pub const MAX_CLOCK_SECONDS: f64 = 1e9;

/// The most one move may take by default, whatever the clock allows (`--max-time`).
pub const DEFAULT_MAX_TIME: f64 = 300.0;

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
    /// Does time a move leaves unspent stay on the clock for later moves (main time,
    /// absolute and Fischer time, a Canadian period with stones still to play)? Not
    /// in a byo-yomi period, which starts afresh.
    pub keeps_savings: bool,
}

/// How long to think on a move under `settings`, with `clock` as `time_left` last
/// reported it, on a board of `area` points after `moves_played` moves, keeping `lag`
/// seconds back; None when the clock sets no limit (the engine's default applies).
///
/// Main time is spread over the player's moves likely to remain (0.4 of the board area
/// less the moves it has played, at least a sixth of the area, and never more than a
/// tenth of what is left), and a move may run to twice its target. In overtime the
/// limit is one period (Canadian: the period's time over the stones left) less the lag,
/// and the target four fifths of it, so that the checks a player makes after its main
/// search still fit. Near the end of absolute time the engine moves almost at once
/// rather than lose on time. Under Fischer the increment comes after the move: the
/// target adds most of it to main time's share, the limit stays within the time on the
/// clock, and a capped clock spends at least what the cap would waste.
pub fn time_for_move(
    settings: TimeSettings,
    clock: Option<Clock>,
    area: usize,
    moves_played: usize,
    lag: f64,
) -> Option<MoveTime> {
    // Own moves still to come: games end (mostly by resignation) after about 0.6 moves
    // a point, 0.3 of them one player's, and 0.4 leaves room for longer ones; from a
    // sixth of the area on, each move takes that share of what is left.
    let moves_left =
        ((area as f64 * 0.4 - moves_played as f64 / 2.0).max(area as f64 / 6.0)).max(10.0);
    // In main time: (target, limit) from `left` seconds of it.
    let from_main = |left: f64| {
        let usable = left - lag;
        let target = (usable / moves_left).min(usable / 10.0);
        (target, (2.0 * target).min(usable))
    };
    // In overtime: a limit of `limit` seconds.
    let overtime = |limit: f64| (0.8 * limit, limit);
    let keeps_savings = match (settings, clock) {
        (TimeSettings::ByoYomi { main, .. } | TimeSettings::Canadian { main, .. }, None) => {
            main > 0.0
        }
        (TimeSettings::ByoYomi { .. }, Some(k)) => k.stones == 0,
        (TimeSettings::Canadian { .. }, Some(k)) => k.stones != 1,
        _ => true,
    };
    let (target, limit) = match settings {
        TimeSettings::Unlimited => return None,
        TimeSettings::Absolute { main } => from_main(clock.map_or(main, |k| k.seconds)),
        TimeSettings::Canadian { main, byo, stones } => match clock {
            Some(k) if k.stones > 0 => overtime((k.seconds - lag) / k.stones as f64),
            Some(k) => with_period(from_main(k.seconds), byo / stones.max(1) as f64 - lag),
            None if main > 0.0 => with_period(from_main(main), byo / stones.max(1) as f64 - lag),
            None => overtime(byo / stones.max(1) as f64 - lag),
        },
        TimeSettings::Fischer {
            main,
            increment,
            cap,
            per_move,
        } => {
            let left = clock.map_or(main, |k| k.seconds);
            let (mut target, mut limit) = from_main(left);
            let usable = left - lag;
            target = (target + 0.8 * increment).min(usable);
            if let Some(cap) = cap {
                target = target.max(left + increment - cap).min(usable);
            }
            limit = limit.max(target);
            if let Some(most) = per_move {
                target = target.min(most - lag);
                limit = limit.min(most - lag);
            }
            (target, limit)
        }
        TimeSettings::ByoYomi { main, byo, periods } => {
            let period = if periods > 0 { byo - lag } else { 0.0 };
            match clock {
                // In byo-yomi the stones field counts the periods left: spend one.
                Some(k) if k.stones > 0 => overtime(k.seconds.min(byo) - lag),
                Some(k) => with_period(from_main(k.seconds), period),
                None if main > 0.0 => with_period(from_main(main), period),
                None => overtime(period),
            }
        }
    };
    // At least 50 ms; NaN counts as nothing and anything huge as the longest clock.
    let floor = |x: f64| {
        let x = if x.is_nan() { 0.0 } else { x };
        Duration::from_secs_f64(x.clamp(0.05, MAX_CLOCK_SECONDS))
    };
    Some(MoveTime {
        target: floor(target),
        limit: floor(limit.max(target)),
        keeps_savings,
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

/// The command line's caps on a move: `--playouts`, `--time` (an average under the
/// time bank), the time a move takes when nothing else says, and `--lag`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeCaps {
    /// At most this many playouts per move; the clock may allow fewer.
    pub playouts: Option<u64>,
    /// At most this many seconds per move; the clock may allow less.
    pub move_time: Option<f64>,
    /// Seconds per move when neither the caps nor the controller's clock say.
    pub default_time: f64,
    /// `move_time` (or without it and without a clock, `default_time`) is an average:
    /// a search stops once its choice is settled, and the time it saves goes to later
    /// moves, half to their time and half to running on while their choice is close.
    pub time_bank: bool,
    /// Seconds kept back on every move of a clock for the network and the pipes.
    pub lag: f64,
    /// The most one move may take in seconds, whatever the clock or the other caps say.
    pub max_time: f64,
}

impl Default for TimeCaps {
    fn default() -> TimeCaps {
        TimeCaps {
            playouts: None,
            move_time: None,
            default_time: 1.0,
            time_bank: true,
            lag: DEFAULT_LAG,
            max_time: DEFAULT_MAX_TIME,
        }
    }
}

/// Both sides' time: the caps, the time system in force, what `time_left` last said of
/// each clock, and under the time bank the seconds each colour has saved.
#[derive(Clone, Debug)]
pub struct TimeKeeper {
    caps: TimeCaps,
    settings: TimeSettings,
    clocks: [Option<Clock>; 2],
    /// Seconds each colour has saved under the bank's average (negative: overspent).
    saved: [f64; 2],
}

impl TimeKeeper {
    /// No clock yet, nothing saved.
    pub fn new(caps: TimeCaps) -> TimeKeeper {
        TimeKeeper {
            caps,
            settings: TimeSettings::Unlimited,
            clocks: [None, None],
            saved: [0.0; 2],
        }
    }

    /// The time system in force.
    pub fn settings(&self) -> TimeSettings {
        self.settings
    }

    /// A new time system; both clocks are forgotten.
    pub fn set_settings(&mut self, settings: TimeSettings) {
        self.settings = settings;
        self.clocks = [None, None];
    }

    /// What `time_left` last said for `c`.
    pub fn clock(&self, c: Color) -> Option<Clock> {
        self.clocks[c.index()]
    }

    /// `time_left` for `c`.
    pub fn set_clock(&mut self, c: Color, clock: Clock) {
        self.clocks[c.index()] = Some(clock);
    }

    /// Forget what `time_left` said (another game was loaded).
    pub fn forget_clocks(&mut self) {
        self.clocks = [None, None];
    }

    /// A new game: no clocks, nothing saved.
    pub fn new_game(&mut self) {
        self.clocks = [None, None];
        self.saved = [0.0; 2];
    }

    /// What one move of `c` in `game` may cost: what the clock allows (its target, and
    /// its limit as a deadline for the whole move), within the caps when they are
    /// tighter; without a clock the caps alone, or the default time. For analysis and
    /// every search that is not a move of the engine's.
    pub fn budget(&self, c: Color, game: &Game) -> Budget {
        self.budget_for(c, game, false)
    }

    /// The budget of a move the engine plays: [`TimeKeeper::budget`], except that under
    /// the time bank the cap and the extension for a close choice come from the bank,
    /// and the search stops once its choice is settled. Under a controller's clock
    /// (without `--time`) the bank is the clock itself: the search stops once settled
    /// where the time saved stays on the clock, and a close choice runs on towards the
    /// move's limit.
    pub fn move_budget(&self, c: Color, game: &Game) -> Budget {
        self.budget_for(c, game, self.caps.time_bank)
    }

    /// Under the time bank, put what a move of `c` that took `spent` seconds saved (or
    /// overspent) in the bank.
    pub fn record_move(&mut self, c: Color, spent: f64) {
        if let Some(t) = self.average() {
            self.saved[c.index()] += t - spent;
        }
    }

    /// The seconds a move takes on average when the time bank is on: `--time`, or
    /// without it, without `--playouts` and without a clock the default time. None
    /// when the bank is off or a clock alone sets the pace.
    fn average(&self) -> Option<f64> {
        if !self.caps.time_bank {
            return None;
        }
        match self.caps.move_time {
            Some(t) => Some(t),
            None if self.settings == TimeSettings::Unlimited && self.caps.playouts.is_none() => {
                Some(self.caps.default_time)
            }
            None => None,
        }
    }

    /// [`TimeKeeper::budget`], with the time bank when `banked`. Every move has a
    /// deadline: the clock's limit, and never more than `max_time` after it starts.
    fn budget_for(&self, c: Color, game: &Game, banked: bool) -> Budget {
        let max_time = self.caps.max_time.clamp(0.0, MAX_CLOCK_SECONDS);
        let secs = |x: f64| Duration::from_secs_f64(x.clamp(0.0, max_time));
        let clock = time_for_move(
            self.settings,
            self.clocks[c.index()],
            game.board().geometry().area(),
            game.moves().len(),
            self.caps.lag,
        );
        let bank = self
            .average()
            .filter(|_| banked)
            .map(|t| self.banked_time(c, t));
        let cap = match bank {
            Some((base, _)) => Some(secs(base)),
            None => self.caps.move_time.map(secs),
        };
        // Under a clock alone the clock is the bank: what a settled move leaves stays on
        // it (where the time system keeps it), and a close choice may run on halfway to
        // the move's limit, which leaves the rest for the checks after the search.
        let by_clock = match (clock, cap) {
            (Some(t), None) if banked => Some(t),
            _ => None,
        };
        let extend = match (bank, by_clock) {
            (Some((_, more)), _) => Some(secs(more)),
            (None, Some(t)) => Some(t.limit.saturating_sub(t.target) / 2),
            (None, None) => None,
        };
        let time = match (clock, cap) {
            (Some(t), Some(cap)) => Some(t.target.min(cap)),
            (Some(t), None) => Some(t.target),
            (None, Some(cap)) => Some(cap),
            (None, None) if self.caps.playouts.is_some() => None,
            (None, None) => Some(secs(self.caps.default_time)),
        };
        let limit = clock.map_or(secs(max_time), |t| t.limit.min(secs(max_time)));
        Budget {
            playouts: self.caps.playouts,
            time: time.map(|t| t.min(limit)),
            deadline: Some(Instant::now() + limit),
            settle: bank.is_some() || by_clock.is_some_and(|t| t.keeps_savings),
            extend,
        }
    }

    /// `c`'s time for a move under an average of `t` seconds, and how much longer it may
    /// search a choice still close at that time: `t` plus half of what its earlier moves
    /// saved (less half of what they overspent; between half and twice `t`), and the
    /// other half of the savings (up to `t`).
    fn banked_time(&self, c: Color, t: f64) -> (f64, f64) {
        let half = self.saved[c.index()] / 2.0;
        ((t + half).clamp(t / 2.0, 2.0 * t), half.clamp(0.0, t))
    }
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
        let clock = Clock {
            seconds: 30.0,
            stones: 5,
        };
        let (target, limit) = secs(time_for_move(canadian, Some(clock), area, 40, lag).unwrap());
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
            let clock = Clock {
                seconds: 10.0,
                stones: periods_left,
            };
            let (target, limit) = secs(time_for_move(byo, Some(clock), area, 40, lag).unwrap());
            assert!(
                (limit - 9.0).abs() < 1e-9 && target < limit,
                "{target} {limit}"
            );
        }
    }

    #[test]
    fn fischer_spends_the_increment_within_its_caps() {
        let (area, lag) = (361, 1.0);
        let clock = |seconds| Some(Clock { seconds, stones: 0 });
        let fischer = |increment, cap, per_move| TimeSettings::Fischer {
            main: 300.0,
            increment,
            cap,
            per_move,
        };
        let plan =
            |settings, left| secs(time_for_move(settings, clock(left), area, 20, lag).unwrap());
        // The increment comes back after every move: most of it is spent.
        let (plain, _) = plan(fischer(0.0, None, None), 120.0);
        let (with_increment, limit) = plan(fischer(10.0, None, None), 120.0);
        assert!(
            (with_increment - plain - 8.0).abs() < 1e-9,
            "{plain} {with_increment}"
        );
        assert!(limit >= with_increment && limit <= 119.0);
        // Near the end of the clock the move stays within what is on it.
        let (target, limit) = plan(fischer(10.0, None, None), 3.0);
        assert!(target <= 2.0 && limit <= 2.0, "{target} {limit}");
        // A capped clock at its cap: time not spent is lost, so at least the
        // increment's overflow is used.
        let (target, _) = plan(fischer(10.0, Some(120.0), None), 120.0);
        assert!(target >= 10.0 - 1e-9, "{target}");
        // A per-move limit bounds every move.
        let (target, limit) = plan(fischer(10.0, None, Some(5.0)), 120.0);
        assert!(
            target <= 4.0 + 1e-9 && limit <= 4.0 + 1e-9,
            "{target} {limit}"
        );
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
            let settings = match next(5) {
                0 => TimeSettings::Absolute { main },
                3 => TimeSettings::Fischer {
                    main,
                    increment: next(30) as f64,
                    cap: None,
                    per_move: None,
                },
                4 => TimeSettings::Fischer {
                    main,
                    increment: next(30) as f64,
                    cap: Some(main + next(100) as f64),
                    per_move: Some(1.0 + next(60) as f64),
                },
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
            let fischer = matches!(settings, TimeSettings::Fischer { .. });
            let in_overtime = !fischer && next(2) == 0;
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
                (TimeSettings::Fischer { per_move, .. }, _) => {
                    (clock.seconds - lag).min(per_move.unwrap_or(f64::INFINITY) - lag)
                }
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

    #[test]
    fn an_average_time_spends_what_earlier_moves_saved() {
        let caps = TimeCaps {
            move_time: Some(1.0),
            time_bank: true,
            ..TimeCaps::default()
        };
        let mut keeper = TimeKeeper::new(caps);
        let game = Game::new(9, 7.5, crate::core::rules::Rules::tromp_taylor());
        let secs = |k: &TimeKeeper, c: Color| {
            let b = k.move_budget(c, &game);
            (
                b.time.unwrap().as_secs_f64(),
                b.extend.unwrap().as_secs_f64(),
            )
        };
        assert_eq!(secs(&keeper, Color::Black), (1.0, 0.0));
        assert!(keeper.move_budget(Color::Black, &game).settle);
        // A move that saves 0.96 s: half of it goes to the next move's time, the other
        // half to that move's extension for a close choice. The other colour's budget is
        // untouched.
        keeper.record_move(Color::Black, 0.04);
        let (time, extend) = secs(&keeper, Color::Black);
        assert!((time - 1.48).abs() < 1e-9, "{time}");
        assert!((extend - 0.48).abs() < 1e-9, "{extend}");
        assert_eq!(secs(&keeper, Color::White), (1.0, 0.0));
        // Savings pile up to at most twice the average and as much again in extension.
        for _ in 0..10 {
            keeper.record_move(Color::Black, 0.0);
            keeper.record_move(Color::White, 0.0);
        }
        assert_eq!(secs(&keeper, Color::Black), (2.0, 1.0));
        assert_eq!(secs(&keeper, Color::White), (2.0, 1.0));
        // Analysis and other searches see the plain cap and run it out.
        let plain_budget = keeper.budget(Color::Black, &game);
        assert_eq!(plain_budget.time, Some(Duration::from_secs(1)));
        assert!(!plain_budget.settle);
        assert_eq!(plain_budget.extend, None);
        // Overspent time is paid back, down to half the average a move, with no
        // extension.
        keeper.new_game();
        keeper.record_move(Color::Black, 1.6);
        keeper.record_move(Color::White, 31.0);
        let (time, extend) = secs(&keeper, Color::Black);
        assert!((time - 0.7).abs() < 1e-9, "{time}");
        assert_eq!(extend, 0.0);
        assert_eq!(secs(&keeper, Color::White), (0.5, 0.0));
        // A new game starts with nothing saved.
        keeper.new_game();
        assert_eq!(secs(&keeper, Color::Black), (1.0, 0.0));
        // Without the bank every move has the cap and runs it out, whatever it saved.
        let mut plain = TimeKeeper::new(TimeCaps {
            move_time: Some(1.0),
            time_bank: false,
            ..TimeCaps::default()
        });
        plain.record_move(Color::Black, 0.0);
        let b = plain.move_budget(Color::Black, &game);
        assert_eq!(b.time, Some(Duration::from_secs(1)));
        assert!(!b.settle);
        assert_eq!(b.extend, None);
    }

    #[test]
    fn the_default_time_is_an_average_and_a_clock_its_own_bank() {
        let game = Game::new(9, 7.5, crate::core::rules::Rules::tromp_taylor());
        let mut keeper = TimeKeeper::new(TimeCaps::default());
        let b = keeper.move_budget(Color::Black, &game);
        assert_eq!(b.time, Some(Duration::from_secs(1)));
        assert!(b.settle);
        keeper.record_move(Color::Black, 0.5);
        let b = keeper.move_budget(Color::Black, &game);
        assert_eq!(b.time, Some(Duration::from_secs_f64(1.25)));
        assert_eq!(b.extend, Some(Duration::from_secs_f64(0.25)));
        // A clock sets the pace itself and keeps what a move saves: the search stops
        // once settled, and a close choice runs on halfway to the move's limit.
        keeper.set_settings(TimeSettings::Absolute { main: 600.0 });
        let b = keeper.move_budget(Color::Black, &game);
        let t = time_for_move(keeper.settings(), None, 81, 0, DEFAULT_LAG).unwrap();
        assert_eq!(b.time, Some(t.target));
        assert!(b.settle && t.keeps_savings);
        assert_eq!(b.extend, Some((t.limit - t.target) / 2));
        // Analysis runs its time out.
        let plain = keeper.budget(Color::Black, &game);
        assert_eq!((plain.settle, plain.extend), (false, None));
        // A byo-yomi period starts afresh: no early stop there, but a close choice
        // still runs on.
        keeper.set_settings(TimeSettings::ByoYomi {
            main: 0.0,
            byo: 30.0,
            periods: 3,
        });
        let b = keeper.move_budget(Color::Black, &game);
        assert!(!b.settle);
        assert!(b.extend.is_some_and(|e| e > Duration::ZERO));
        // Without the bank a clock's move runs to its target.
        let mut fixed = TimeKeeper::new(TimeCaps {
            time_bank: false,
            ..TimeCaps::default()
        });
        fixed.set_settings(TimeSettings::Absolute { main: 600.0 });
        let b = fixed.move_budget(Color::Black, &game);
        assert_eq!((b.time, b.settle, b.extend), (Some(t.target), false, None));
        // So do playouts alone.
        let counted = TimeKeeper::new(TimeCaps {
            playouts: Some(1000),
            ..TimeCaps::default()
        });
        let b = counted.move_budget(Color::Black, &game);
        assert_eq!((b.time, b.settle, b.extend), (None, false, None));
    }
}
