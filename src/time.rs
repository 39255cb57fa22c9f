//! Clocks as the controller describes them (`time_settings`, `kgs-time_settings`,
//! `time_left`).
//!
//! How to read this module: [`TimeSettings`] is the system in force, [`Clock`] what
//! `time_left` last said for one player. Both are plain records; the search decides how
//! much of the remaining time to spend.

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
}
