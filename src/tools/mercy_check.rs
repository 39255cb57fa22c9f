//! `ttgo mercy-check`: how well the playouts' mercy rule judges a game it ends early.
//!
//! How to read this file: the mercy rule ([`HeavyChances::mercy`]) ends a heavy playout
//! once one side has captured far more stones than the other, and scores the board as it
//! stands. It draws no random numbers, so a playout it ends is the beginning of the
//! playout that the same seed plays to the end. [`check_position`] plays each seed's
//! playout to the end once and then under each bound, and counts how many the bound
//! ends, how often the winner it scores is the finished playout's, and the moves it
//! saves. [`run`] does this for positions of game records and prints the totals by
//! board size and bound.

use crate::core::game::Game;
use crate::core::point::Move;
use crate::core::rules::Rules;
use crate::core::score::AreaScorer;
use crate::core::sgf;
use crate::playout::{playout, FastRng, HeavyChances, Policy};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// What `ttgo mercy-check` was asked.
pub struct MercyCheckConfig {
    pub files: Vec<PathBuf>,
    /// Positions before these move numbers (1-based) of each record.
    pub at: Vec<usize>,
    /// Playouts a position.
    pub playouts: u32,
    /// The bounds to check, in tenths of a stone a line of the board.
    pub bounds: Vec<u32>,
    /// The heavy policy's other chances.
    pub chances: HeavyChances,
    pub seed: u64,
}

/// One bound's counts over some playouts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub playouts: u64,
    /// Playouts the bound ended early.
    pub ended: u64,
    /// Of those, the ones whose winner was the finished playout's.
    pub right: u64,
    /// Moves of the finished playouts.
    pub moves: u64,
    /// Moves the bound saved.
    pub saved: u64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.playouts += other.playouts;
        self.ended += other.ended;
        self.right += other.right;
        self.moves += other.moves;
        self.saved += other.saved;
    }
}

/// Play `playouts` playouts from `game`'s position (seeds `seed`, `seed + 1`, ...) to
/// the end and under each of `bounds`; one tally a bound.
pub fn check_position(
    game: &Game,
    chances: HeavyChances,
    bounds: &[u32],
    playouts: u32,
    seed: u64,
) -> Vec<Tally> {
    let komi = game.scoring_komi();
    // The moves before the playout: the one before last, and the last.
    let last_two = [1, 0].map(|back| game.recent_move(back).unwrap_or(Move::Pass));
    let mut board = game.board().clone();
    let mut scorer = AreaScorer::default();
    let mut trace = Vec::new();
    let mut run = |mercy: u32, seed: u64| {
        board.copy_from(game.board());
        trace.clear();
        playout(
            &mut board,
            game.to_move(),
            last_two,
            Policy::Heavy(HeavyChances { mercy, ..chances }),
            &mut FastRng::new(seed),
            &mut scorer,
            &mut trace,
        )
    };
    let mut tallies = vec![Tally::default(); bounds.len()];
    for i in 0..playouts as u64 {
        let full = run(0, seed.wrapping_add(i));
        let black_won = full.score.margin(komi) > 0.0;
        for (tally, &bound) in tallies.iter_mut().zip(bounds) {
            let out = run(bound, seed.wrapping_add(i));
            tally.playouts += 1;
            tally.moves += full.moves as u64;
            if out.mercy {
                tally.ended += 1;
                tally.right += ((out.score.margin(komi) > 0.0) == black_won) as u64;
                tally.saved += (full.moves - out.moves) as u64;
            }
        }
    }
    tallies
}

/// Check the positions of every record and print the totals by board size and bound.
pub fn run(cfg: &MercyCheckConfig) -> Result<(), String> {
    // (board size, bound) -> counts, and the positions checked on each size.
    let mut totals: BTreeMap<(usize, u32), Tally> = BTreeMap::new();
    let mut positions: BTreeMap<usize, usize> = BTreeMap::new();
    for path in &cfg.files {
        let name = path.display();
        let text = sgf::read_file(&path.to_string_lossy()).map_err(|e| format!("{name}: {e}"))?;
        let whole =
            sgf::load(&text, None, 7.5, Rules::chinese()).map_err(|e| format!("{name}: {e}"))?;
        for &at in &cfg.at {
            if at == 0 || at > whole.moves().len() {
                continue;
            }
            let game = sgf::load(&text, Some(at), 7.5, Rules::chinese())
                .map_err(|e| format!("{name}: {e}"))?;
            let tallies = check_position(&game, cfg.chances, &cfg.bounds, cfg.playouts, cfg.seed);
            for (&bound, tally) in cfg.bounds.iter().zip(&tallies) {
                log::info!(
                    "{name} before move {at}, bound {bound}: {} of {} ended, {} right",
                    tally.ended,
                    tally.playouts,
                    tally.right
                );
                totals.entry((game.size(), bound)).or_default().add(*tally);
            }
            *positions.entry(game.size()).or_default() += 1;
        }
    }
    if totals.is_empty() {
        return Err("no position: every record is shorter than the moves asked for".into());
    }
    print!("{}", table(&totals, &positions));
    Ok(())
}

/// The totals as a table: one row per board size and bound.
fn table(totals: &BTreeMap<(usize, u32), Tally>, positions: &BTreeMap<usize, usize>) -> String {
    let pct = |a: u64, b: u64| {
        if b == 0 {
            0.0
        } else {
            100.0 * a as f64 / b as f64
        }
    };
    let mut out = String::from(
        "size  bound  positions  playouts  moves/playout  ended%  winner right%  moves saved%\n",
    );
    for (&(size, bound), t) in totals {
        out.push_str(&format!(
            "{:>4}  {:>5}  {:>9}  {:>8}  {:>13.1}  {:>6.1}  {:>13.2}  {:>12.1}\n",
            size,
            bound,
            positions[&size],
            t.playouts,
            t.moves as f64 / t.playouts.max(1) as f64,
            pct(t.ended, t.playouts),
            pct(t.right, t.ended),
            pct(t.saved, t.moves),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loose_bound_ends_more_playouts_than_a_strict_one_and_saves_more_moves() {
        // A 9x9 opening: Black at the centre, White answering on the side.
        let mut game = Game::new(9, 7.5, Rules::chinese());
        for (c, m) in [
            (crate::core::point::Color::Black, "E5"),
            (crate::core::point::Color::White, "C3"),
        ] {
            let mv = Move::from_vertex(m, game.board().geometry()).unwrap();
            game.play(c, mv).unwrap();
        }
        let t = check_position(&game, HeavyChances::default(), &[5, 23, 200], 200, 1);
        assert!(t.iter().all(|t| t.playouts == 200 && t.moves > 200 * 40));
        // The bounds nest: a lead of 21 stones passes one of 5 first.
        assert!(t[0].ended > t[1].ended && t[1].ended > 0, "{t:?}");
        assert!(t[0].saved > t[1].saved);
        // A lead of 180 stones never comes on 9x9.
        assert_eq!(t[2].ended, 0);
        // The default bound is nearly always right; a tiny one less so.
        assert!(t[1].right * 100 >= t[1].ended * 95, "{t:?}");
        assert!(t[0].right <= t[0].ended);
        assert_eq!(t[0].moves, t[1].moves);
    }
}
