//! The clocks: the time system (GTP's `time_settings`, KGS's `kgs-time_settings`,
//! KataGo's `kata-time_settings` with Fischer clocks) and the time left on each side's
//! clock (`time_left`); and `cputime`. How much of it one move may spend is the
//! [`TimeKeeper`](crate::player::clock::TimeKeeper)'s question.
//!
//! Every number is bounded before it reaches the clock code: seconds must be zero or
//! more in a time system (NaN and negatives are refused), and anything beyond
//! [`MAX_CLOCK_SECONDS`] (infinity too) counts as that many; `time_left` clamps its
//! seconds to `0..=MAX_CLOCK_SECONDS` (a clock that ran out may be reported below
//! zero) and rounds fractional stones down.

use super::{one_color, Engine};
use crate::player::clock::{Clock, TimeSettings, MAX_CLOCK_SECONDS};

/// The most stones or periods a time system may name.
const MAX_COUNT: u32 = 1_000_000;

/// The time systems `kata-time_settings` takes, as `kata-list_time_settings` lists them.
const KATA_SYSTEMS: &str = "none absolute byoyomi canadian fischer fischer-capped";

/// The `k`-th argument, named `what` in the error when it is missing.
fn named<'a>(args: &'a [String], k: usize, what: &str) -> Result<&'a str, String> {
    args.get(k)
        .map(String::as_str)
        .ok_or_else(|| format!("syntax error: {what} missing"))
}

/// Seconds of a time system: zero or more; beyond [`MAX_CLOCK_SECONDS`] count as that.
fn setting_seconds(args: &[String], k: usize, what: &str) -> Result<f64, String> {
    let text = named(args, k, what)?;
    match text.parse::<f64>() {
        Ok(x) if x >= 0.0 => Ok(x.min(MAX_CLOCK_SECONDS)),
        Ok(_) => Err(format!("{what} must be zero or more seconds, not {text}")),
        Err(_) => Err(format!(
            "syntax error: {what} must be a number of seconds, not {text:.20}"
        )),
    }
}

/// A cap in seconds where a negative number means none (`kata-time_settings`).
fn optional_seconds(args: &[String], k: usize, what: &str) -> Result<Option<f64>, String> {
    let text = named(args, k, what)?;
    match text.parse::<f64>() {
        Ok(x) if x < 0.0 => Ok(None),
        Ok(x) if x >= 0.0 => Ok(Some(x.min(MAX_CLOCK_SECONDS))),
        _ => Err(format!(
            "syntax error: {what} must be a number of seconds (negative: none), not {text:.20}"
        )),
    }
}

/// Stones or periods of a time system: a whole number from 0 to [`MAX_COUNT`].
fn setting_count(args: &[String], k: usize, what: &str) -> Result<u32, String> {
    let text = named(args, k, what)?;
    match text.parse::<u32>() {
        Ok(n) if n <= MAX_COUNT => Ok(n),
        _ => Err(format!(
            "{what} must be a whole number from 0 to {MAX_COUNT}, not {text:.20}"
        )),
    }
}

/// `time_settings MAIN BYO STONES`: the time system (Canadian byo-yomi); clocks reset.
pub(super) fn cmd_time_settings(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let main = setting_seconds(args, 0, "main time")?;
    let byo = setting_seconds(args, 1, "byo-yomi time")?;
    let stones = setting_count(args, 2, "byo-yomi stones")?;
    e.time
        .set_settings(TimeSettings::from_gtp(main, byo, stones));
    Ok(String::new())
}

/// `time_left COLOR SECONDS STONES`: what is left on one side's clock. Seconds below
/// zero count as zero and beyond [`MAX_CLOCK_SECONDS`] as that; fractional stones are
/// rounded down; under Fischer the stones are ignored.
pub(super) fn cmd_time_left(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let c = one_color(args)?;
    let clamped = |k: usize, what: &str, max: f64| {
        let text = named(args, k, what)?;
        match text.parse::<f64>() {
            Ok(x) if !x.is_nan() => Ok(x.clamp(0.0, max)),
            _ => Err(format!(
                "syntax error: {what} must be a number, not {text:.20}"
            )),
        }
    };
    let seconds = clamped(1, "seconds left", MAX_CLOCK_SECONDS)?;
    let stones = clamped(2, "stones left", MAX_COUNT as f64)? as u32;
    let stones = match e.time.settings() {
        TimeSettings::Fischer { .. } => 0,
        _ => stones,
    };
    e.time.set_clock(c, Clock { seconds, stones });
    Ok(String::new())
}

/// `kgs-time_settings none|absolute|byoyomi|canadian ...`: the time system as KGS sends
/// it; clocks reset.
pub(super) fn cmd_kgs_time_settings(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let settings = time_system(args, false)?;
    e.time.set_settings(settings);
    Ok(String::new())
}

/// `kata-time_settings KIND ...`: KataGo's time systems, Fischer clocks included
/// (`fischer MAIN INCREMENT`; `fischer-capped MAIN INCREMENT MAIN_LIMIT PER_MOVE_LIMIT`,
/// a negative limit meaning none); clocks reset.
pub(super) fn cmd_kata_time_settings(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let settings = time_system(args, true)?;
    e.time.set_settings(settings);
    Ok(String::new())
}

/// `kata-list_time_settings`: the systems `kata-time_settings` takes.
pub(super) fn cmd_kata_list_time_settings(_: &mut Engine, _: &[String]) -> Result<String, String> {
    Ok(KATA_SYSTEMS.into())
}

/// The time system of a `kgs-time_settings` or (with `fischer`) `kata-time_settings`
/// command.
fn time_system(args: &[String], fischer: bool) -> Result<TimeSettings, String> {
    let kind = named(args, 0, "time system")?.to_ascii_lowercase();
    Ok(match kind.as_str() {
        "none" => TimeSettings::Unlimited,
        "absolute" => TimeSettings::Absolute {
            main: setting_seconds(args, 1, "main time")?,
        },
        "byoyomi" => {
            let main = setting_seconds(args, 1, "main time")?;
            let byo = setting_seconds(args, 2, "period time")?;
            match setting_count(args, 3, "periods")? {
                0 => TimeSettings::Absolute { main },
                periods => TimeSettings::ByoYomi { main, byo, periods },
            }
        }
        "canadian" => TimeSettings::from_gtp(
            setting_seconds(args, 1, "main time")?,
            setting_seconds(args, 2, "period time")?,
            setting_count(args, 3, "stones")?,
        ),
        "fischer" if fischer => TimeSettings::Fischer {
            main: setting_seconds(args, 1, "main time")?,
            increment: setting_seconds(args, 2, "increment")?,
            cap: None,
            per_move: None,
        },
        // A limit below the main time is taken as it says: the clock starts above it
        // and comes down to it after the first move (refusing would make gtp2ogs give
        // up on the engine).
        "fischer-capped" if fischer => TimeSettings::Fischer {
            main: setting_seconds(args, 1, "main time")?,
            increment: setting_seconds(args, 2, "increment")?,
            cap: optional_seconds(args, 3, "main time limit")?,
            per_move: optional_seconds(args, 4, "time per move limit")?,
        },
        _ if fischer => {
            return Err(format!(
                "syntax error: unknown time system {kind:.20}; known: {KATA_SYSTEMS}"
            ))
        }
        _ => {
            return Err(format!(
            "syntax error: unknown time system {kind:.20}; known: none absolute byoyomi canadian"
        ))
        }
    })
}

/// `cputime`: the CPU seconds this process has used, all threads (GoGui's twogtp
/// records it); from `/proc/self/stat`, so on Linux.
pub(super) fn cmd_cputime(_: &mut Engine, _: &[String]) -> Result<String, String> {
    process_cpu_seconds()
        .map(|s| format!("{s:.3}"))
        .ok_or_else(|| "cannot read the CPU time: /proc/self/stat unreadable".to_string())
}

/// User and system CPU time of the process in seconds: fields 14 and 15 of
/// `/proc/self/stat`, in clock ticks of 1/100 s (Linux's fixed user-space tick).
fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name in parentheses may hold spaces; the fields after it are plain.
    let after_name = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // Fields 3.. follow the name: utime is field 14, stime field 15 (1-based).
    let ticks = |field: usize| fields.get(field - 3)?.parse::<u64>().ok();
    Some((ticks(14)? + ticks(15)?) as f64 / 100.0)
}

#[cfg(test)]
mod tests {
    use super::super::tests::{engine, run};
    use super::*;
    use crate::gtp::Response;

    #[test]
    fn clock_numbers_are_bounded_or_refused_with_the_reason() {
        let mut e = engine();
        let ok = Response::Success(String::new());
        let refused = |r: Response, words: &str| match r {
            Response::Failure(m) => assert!(m.contains(words), "{m:?} lacks {words:?}"),
            other => panic!("{other:?} accepted"),
        };
        // Huge and infinite seconds count as the longest clock.
        assert_eq!(run(&mut e, "time_settings 1e300 1 1"), ok);
        assert_eq!(
            e.time.settings(),
            TimeSettings::Canadian {
                main: MAX_CLOCK_SECONDS,
                byo: 1.0,
                stones: 1
            }
        );
        assert_eq!(run(&mut e, "time_settings inf 0 0"), ok);
        refused(
            run(&mut e, "time_settings nan 0 0"),
            "main time must be zero or more",
        );
        refused(
            run(&mut e, "time_settings -1 0 0"),
            "main time must be zero or more",
        );
        refused(
            run(&mut e, "time_settings 300 30 -5"),
            "byo-yomi stones must be a whole",
        );
        refused(
            run(&mut e, "time_settings 300 30 1e12"),
            "from 0 to 1000000",
        );
        refused(
            run(&mut e, "time_settings 300 lots 5"),
            "byo-yomi time must be a number",
        );
        refused(run(&mut e, "time_settings 300"), "byo-yomi time missing");
        // time_left clamps; NaN is refused.
        assert_eq!(run(&mut e, "time_left b 1e12 0"), ok);
        assert_eq!(
            e.time
                .clock(crate::core::point::Color::Black)
                .unwrap()
                .seconds,
            1e9
        );
        assert_eq!(run(&mut e, "time_left w -inf 3"), ok);
        refused(
            run(&mut e, "time_left w nan 0"),
            "seconds left must be a number",
        );
        // KataGo's systems, Fischer's caps checked.
        assert_eq!(run(&mut e, "kata-time_settings fischer 600 10"), ok);
        assert_eq!(
            run(&mut e, "kata-time_settings fischer-capped 600 10 900 -1"),
            ok
        );
        assert_eq!(
            e.time.settings(),
            TimeSettings::Fischer {
                main: 600.0,
                increment: 10.0,
                cap: Some(900.0),
                per_move: None
            }
        );
        refused(
            run(&mut e, "kata-time_settings fischer-capped 600 10 nan -1"),
            "main time limit must be a number",
        );
        refused(
            run(&mut e, "kata-time_settings hourglass 5"),
            "known: none absolute",
        );
        refused(
            run(&mut e, "kgs-time_settings fischer 600 10"),
            "unknown time system",
        );
        assert_eq!(run(&mut e, "kata-time_settings byoyomi 0 30 0"), ok);
        assert_eq!(e.time.settings(), TimeSettings::Absolute { main: 0.0 });
    }

    #[test]
    fn cputime_grows_with_work() {
        let mut e = engine();
        let read = |e: &mut Engine| match run(e, "cputime") {
            Response::Success(s) => s.parse::<f64>().unwrap(),
            other => panic!("{other:?}"),
        };
        let before = read(&mut e);
        // Work until the CPU time moves on by two ticks (a minute at most).
        let start = std::time::Instant::now();
        let mut x = 0u64;
        while read(&mut e) < before + 0.02 {
            assert!(start.elapsed().as_secs() < 60, "cputime stays at {before}");
            for _ in 0..100_000 {
                x = x.wrapping_mul(31).wrapping_add(std::hint::black_box(7));
            }
        }
        std::hint::black_box(x);
    }
}
