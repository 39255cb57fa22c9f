//! The clocks: the time system (GTP's `time_settings` and KGS's `kgs-time_settings`) and
//! the time left on each side's clock (`time_left`). How much of it one move may spend
//! is the [`TimeKeeper`](crate::player::clock::TimeKeeper)'s question.

use super::{arg, number, one_color, seconds, Engine};
use crate::player::clock::{Clock, TimeSettings};

/// `time_settings MAIN BYO STONES`: the time system (Canadian byo-yomi); clocks reset.
pub(super) fn cmd_time_settings(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let main = seconds(arg(args, 0)?)?;
    let byo = seconds(arg(args, 1)?)?;
    let stones: u32 = number(arg(args, 2)?)?;
    e.time
        .set_settings(TimeSettings::from_gtp(main, byo, stones));
    Ok(String::new())
}

/// A finite number, clamped to `0..=max` (controllers send `-0.3` once a clock has run
/// out, or fractions).
fn clamped(text: &str, max: f64) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x.is_finite() => Ok(x.clamp(0.0, max)),
        _ => Err("syntax error".into()),
    }
}

/// `time_left COLOR SECONDS STONES`: what is left on one side's clock. Negative and
/// fractional numbers are accepted: seconds below zero count as zero, stones are
/// rounded down.
pub(super) fn cmd_time_left(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let c = one_color(args)?;
    let secs = clamped(arg(args, 1)?, 1e9)?;
    let stones = clamped(arg(args, 2)?, u32::MAX as f64)? as u32;
    e.time.set_clock(
        c,
        Clock {
            seconds: secs,
            stones,
        },
    );
    Ok(String::new())
}

/// `kgs-time_settings none|absolute|byoyomi|canadian ...`: the time system as KGS sends
/// it; clocks reset.
pub(super) fn cmd_kgs_time_settings(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let kind = arg(args, 0)?.to_ascii_lowercase();
    let settings = match kind.as_str() {
        "none" => TimeSettings::Unlimited,
        "absolute" => TimeSettings::Absolute {
            main: seconds(arg(args, 1)?)?,
        },
        "byoyomi" => TimeSettings::ByoYomi {
            main: seconds(arg(args, 1)?)?,
            byo: seconds(arg(args, 2)?)?,
            periods: number(arg(args, 3)?)?,
        },
        "canadian" => {
            let main = seconds(arg(args, 1)?)?;
            let byo = seconds(arg(args, 2)?)?;
            let stones: u32 = number(arg(args, 3)?)?;
            TimeSettings::from_gtp(main, byo, stones)
        }
        _ => return Err("syntax error".into()),
    };
    e.time.set_settings(settings);
    Ok(String::new())
}
