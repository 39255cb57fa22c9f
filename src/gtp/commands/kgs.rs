//! The KGS extensions and the rules setting: `kgs-rules`, `kgs-game_over`,
//! `kgs-genmove_cleanup` (capture dead stones before passing) and our own `ttgo-rules`.
//! (`kgs-time_settings` is with the other clock commands in `clock.rs`.)

use super::{arg, Engine};
use crate::core::rules::Rules;
use crate::gtp::Session;
use log::info;

/// `kgs-rules NAME`: the rules setting KGS names for the game.
pub(super) fn cmd_kgs_rules(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let rules = Rules::by_name(arg(args, 0)?).ok_or_else(|| "unknown rules".to_string())?;
    e.game.set_rules(rules);
    info!("rules set to {rules}");
    Ok(String::new())
}

/// `kgs-game_over`: log the result as the board stands; stop pondering.
pub(super) fn cmd_kgs_game_over(e: &mut Engine, _: &[String]) -> Result<String, String> {
    e.playing = None;
    info!(
        "game over; result as the board stands: {}",
        e.game.area_result()
    );
    Ok(String::new())
}

/// `kgs-genmove_cleanup COLOR`: genmove for the cleanup phase (dead stones captured first).
pub(super) fn cmd_kgs_genmove_cleanup(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    e.generate(args, true, true, s)
}

/// `ttgo-rules` shows the rules setting; `ttgo-rules NAME` changes it.
pub(super) fn cmd_ttgo_rules(e: &mut Engine, args: &[String]) -> Result<String, String> {
    if let Some(name) = args.first() {
        let rules = Rules::by_name(name)
            .ok_or_else(|| format!("unknown rules (known: {})", Rules::names().join(", ")))?;
        e.game.set_rules(rules);
        return Ok(String::new());
    }
    Ok(e.game.rules().name.to_string())
}
