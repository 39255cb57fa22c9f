//! Which way a playout chooses its moves ([`Policy`]: light or heavy), the chances of the
//! heavy policy's steps ([`HeavyChances`], set by `--policy heavy:...`), and what a
//! playout move answers ([`RecentPlay`]).

use crate::core::point::{Move, Point};

/// Which way a playout chooses its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Uniformly random sensible moves.
    Light,
    /// Atari replies and shapes near the last move first (see the module guide), with
    /// the chances of its steps.
    Heavy(HeavyChances),
}

/// The chances (out of 256) of the heavy policy's steps, tried in this order after the
/// opponent's move: fight a ko taken in the last few moves, answer an atari next to
/// the move, answer a two-liberty fight next to it, start a capturing race it
/// sharpened, keep an eye it threatens from turning false, take the vital point of a
/// small eye space next to it, play a 3x3 shape next to it (with `second`, or next to
/// the mover's own previous move), play in an empty 3x3 area ("fill the board"); then
/// a random move, which refuses a self-atari with chance `refuse` unless it is a
/// useful sacrifice (with `sacrifices`). With `ladders`, an escape from atari that a
/// ladder catches is not played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeavyChances {
    pub atari: u32,
    pub two_lib: u32,
    pub nakade: u32,
    pub shape: u32,
    pub fill: u32,
    /// Fight a recent ko: fill it, or take it back once a threat has been answered.
    pub ko: u32,
    pub ladders: bool,
    /// The two-liberty step reads no ladders (see
    /// [`two_liberty_replies`](crate::playout::two_liberty_replies)).
    pub quick: bool,
    /// The hand-made shape step also looks around the mover's own previous move.
    pub second: bool,
    /// Keep an eye from turning false after the opponent's move (see
    /// [`eye_defences`](crate::playout::eye_defences)).
    pub eyes: u32,
    /// Start a capturing race the last move sharpened (see
    /// [`race_replies`](crate::playout::race_replies)); None: by board size
    /// ([`race_chance`]).
    pub race: Option<u32>,
    /// The chance (out of 256) that the random step refuses a self-atari.
    pub refuse: u32,
    /// The random step lets useful self-ataris through (see
    /// [`is_useful_self_atari`](crate::playout::is_useful_self_atari)).
    pub sacrifices: bool,
    /// A self-atari the random step refuses next to an opponent chain with two
    /// liberties is played from the outside instead (see
    /// [`approach_instead`](crate::playout::approach_instead)).
    pub approach: bool,
    /// The random step always refuses a self-atari that leaves a chain of this many
    /// stones or more in atari (0: never always), useful sacrifices excepted. Filling
    /// a liberty that both sides of a seki share is such a move; let through one time
    /// in ten, it ended most playouts with one side's seki group captured.
    pub seki: u32,
    /// The reading steps (ladders, two-liberty fights, races, eyes, eye spaces) run only
    /// in a playout's first `reach` moves, where the position is still the tree's.
    pub reach: u32,
    /// The mercy rule: a playout ends, scored as it stands, once one side has captured
    /// more stones in it than the other by `mercy` tenths of a stone per line of the
    /// board (0: never). Its winner is then all but sure (with 23, 21 stones on 9x9,
    /// 30 on 13x13, 44 on 19x19, the final score agreed in 99.78%-99.99% of the
    /// playouts that got there), and it saves 6%-12% of the playout moves.
    pub mercy: u32,
}

impl Default for HeavyChances {
    fn default() -> HeavyChances {
        HeavyChances {
            atari: ATARI_CHANCE,
            two_lib: 0,
            nakade: 0,
            shape: SHAPE_CHANCE,
            fill: 0,
            ko: 0,
            ladders: false,
            quick: false,
            second: false,
            eyes: 0,
            race: None,
            refuse: REFUSE_SELF_ATARI,
            sacrifices: true,
            approach: true,
            seki: SEKI_STONES,
            reach: u32::MAX,
            mercy: MERCY_TENTHS,
        }
    }
}

impl Policy {
    /// The heavy policy with its default chances.
    pub fn heavy() -> Policy {
        Policy::Heavy(HeavyChances::default())
    }

    /// This policy with every playout played to the end (no mercy rule).
    pub fn without_mercy(self) -> Policy {
        match self {
            Policy::Heavy(ch) => Policy::Heavy(HeavyChances { mercy: 0, ..ch }),
            light => light,
        }
    }
}

/// The chance (out of 256) that the heavy policy looks for atari replies, shapes, and
/// refuses a self-atari.
pub(super) const ATARI_CHANCE: u32 = 230;

pub(super) const SHAPE_CHANCE: u32 = 240;

pub(super) const REFUSE_SELF_ATARI: u32 = 230;

/// The race step's chance on a board of side `size` when `--policy` does not set it:
/// [`RACE_CHANCE`] from 10x10 up, 0 on smaller boards. Against Pachi on 13x13 and on
/// 19x19 at 5 s a move, where the games are lost in the middle game's fights, the step
/// won more games than without it; on 9x9, where games are short, it won no more (and
/// costs a tenth of the playouts).
#[inline]
pub(super) fn race_chance(size: usize) -> u32 {
    if size >= 10 {
        RACE_CHANCE
    } else {
        0
    }
}

pub(super) const RACE_CHANCE: u32 = 64;

/// A self-atari leaving this many stones or more in atari is always refused
/// ([`HeavyChances::seki`]).
pub(super) const SEKI_STONES: u32 = 3;

/// The mercy rule's lead in tenths of a stone per line ([`HeavyChances::mercy`]).
pub(super) const MERCY_TENTHS: u32 = 23;

/// What a playout move answers: the opponent's last move, the mover's own move before
/// it, a ko taken lately, and how far the playout has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecentPlay {
    /// The opponent's last move.
    pub last: Move,
    /// The mover's own move before it.
    pub before: Move,
    /// The point of a ko taken in the last few moves that the mover may now fill or
    /// take back (tracked only for a policy that fights kos).
    pub ko: Option<Point>,
    /// Moves played in the playout so far.
    pub played: u32,
}

impl RecentPlay {
    /// After `last` alone (nothing known before it, no ko).
    pub fn after(last: Move) -> RecentPlay {
        RecentPlay {
            last,
            before: Move::Pass,
            ko: None,
            played: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_race_step_runs_by_default_from_10x10_up() {
        assert_eq!(race_chance(9), 0);
        for size in [10, 13, 19, 25] {
            assert_eq!(race_chance(size), RACE_CHANCE, "{size}x{size}");
        }
    }
}
