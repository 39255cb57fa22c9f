//! What the policy network sees of a position: [`PLANES`] values on every point, from
//! the point of view of the player to move.
//!
//! How to read this module: [`encode`] fills one plane after another, each `size`x`size`
//! values row by row (row 0 is the bottom line, as in `Geometry`). All planes but the
//! last hold 0 or 1:
//! - 0-3: the mover's stones whose chain has 1, 2, 3, or 4 and more liberties;
//! - 4-7: the same for the opponent's stones;
//! - 8: empty points; 9: the mover's candidate moves (empty, not the simple-ko point,
//!   no suicide);
//! - 10: the opponent's last move; 11: the mover's move before it;
//! - 12: every point of the board (the network pads with zeros past the edge, so this
//!   tells it where the board ends);
//! - 13-17: what the move model's tactics say of a candidate: it captures; it escapes
//!   from atari; it is a self-atari; it ataris a chain the ladder then takes; it ataris
//!   otherwise;
//! - 18: the move model's log chance of the candidate (its share of the candidates'
//!   total strength), in steps of 1/8, divided by [`LN_SCALE`]; [`LN_FLOOR`] on other
//!   points.
//!
//! The last plane is stored by `ttgo net-data` as one byte a point ([`ln_step`]), so
//! that training and the engine see exactly the same values. Everything here is a pure
//! function of the board, the mover and the last two moves.

use crate::core::board::Board;
use crate::core::point::{Color, Move, Point};
use crate::knowledge::features::{small_slot, Group, Recent};
use crate::knowledge::ladder::LadderReader;
use crate::knowledge::model::Model;

/// Number of input planes.
pub const PLANES: usize = 19;
/// The planes of the move model's tactics: candidates that capture, escape from atari,
/// self-atari, atari a chain the ladder then takes, and atari otherwise.
const CAPTURES: usize = 13;
const ESCAPES: usize = 14;
const SELF_ATARI: usize = 15;
const LADDER_ATARI: usize = 16;
const OTHER_ATARI: usize = 17;
/// Number of 0/1 planes (all but the last).
pub const BINARY_PLANES: usize = PLANES - 1;
/// The plane of the move model's log chances.
pub const LN_PLANE: usize = PLANES - 1;
/// The log-chance plane holds `ln chance / LN_SCALE`.
pub const LN_SCALE: f32 = 8.0;
/// Steps of the stored log chance: one step is 1/8 of a natural log unit; 255 steps
/// (about e^-32) stands for "not a candidate".
pub const LN_STEPS_PER_UNIT: f32 = 8.0;
/// The stored step of a point that is no candidate.
pub const NO_CANDIDATE: u8 = u8::MAX;
/// The plane value of a point that is no candidate.
pub const LN_FLOOR: f32 = -(NO_CANDIDATE as f32) / LN_STEPS_PER_UNIT / LN_SCALE;

/// The stored step of a chance `share` (0 < share <= 1): -ln(share) in eighths,
/// rounded, at most 254.
pub fn ln_step(share: f32) -> u8 {
    let steps = (-share.max(1e-30).ln() * LN_STEPS_PER_UNIT).round();
    steps.clamp(0.0, (NO_CANDIDATE - 1) as f32) as u8
}

/// The plane value of a stored step.
pub fn ln_value(step: u8) -> f32 {
    -(step as f32) / LN_STEPS_PER_UNIT / LN_SCALE
}

/// Is `p` a candidate of `mover`: empty, not the simple-ko point, and no suicide?
fn is_candidate(board: &Board, p: Point, mover: Color) -> bool {
    board.is_playout_legal(p, mover) && board.suicide_kind(p, mover).is_none()
}

/// Do the planes `input` of a board of `area` points say the candidate at index `i`
/// captures or gives atari (the move model's `MoveFeatures::is_capture_or_atari`)?
pub fn captures_or_ataris(input: &[f32], area: usize, i: usize) -> bool {
    [CAPTURES, LADDER_ATARI, OTHER_ATARI]
        .iter()
        .any(|&plane| input[plane * area + i] != 0.0)
}

/// Scratch space for encoding positions.
#[derive(Default)]
pub struct Encoder {
    ladders: LadderReader,
    strengths: Vec<(usize, f32)>,
    binary: Vec<u8>,
    steps: Vec<u8>,
}

impl Encoder {
    /// The 0/1 planes of the position (`BINARY_PLANES` x n x n values) and the stored
    /// log-chance step of every point (n x n), `mover` to play after `recent`.
    pub fn encode_packed(
        &mut self,
        board: &Board,
        mover: Color,
        recent: &Recent,
        model: &Model,
        binary: &mut [u8],
        ln_steps: &mut [u8],
    ) {
        let n = board.size();
        let area = n * n;
        assert_eq!(binary.len(), BINARY_PLANES * area);
        assert_eq!(ln_steps.len(), area);
        binary.fill(0);
        ln_steps.fill(NO_CANDIDATE);
        let geom = *board.geometry();
        let index = |p: Point| geom.dense_index(p);
        let mut set = |plane: usize, i: usize| binary[plane * area + i] = 1;
        self.strengths.clear();
        let mut total = 0.0f32;
        for row in 0..n {
            for col in 0..n {
                let p = geom.point(col, row);
                let i = row * n + col;
                set(12, i);
                let c = board.color(p);
                if c.is_stone() {
                    let libs = board.libs(p).clamp(1, 4);
                    let base = if c == mover { 0 } else { 4 };
                    set(base + libs - 1, i);
                    continue;
                }
                set(8, i);
                if !is_candidate(board, p, mover) {
                    continue;
                }
                set(9, i);
                let f = model.features(board, p, mover, recent, &mut self.ladders);
                let small = |g: Group| f.small[small_slot(g).expect("a small group")];
                if small(Group::Capture) != 0 {
                    set(CAPTURES, i);
                }
                if small(Group::Escape) != 0 {
                    set(ESCAPES, i);
                }
                if small(Group::SelfAtari) != 0 {
                    set(SELF_ATARI, i);
                }
                match small(Group::Atari) {
                    0 => {}
                    v if v % 2 == 1 => set(LADDER_ATARI, i),
                    _ => set(OTHER_ATARI, i),
                }
                let s = model.strength(&f);
                total += s;
                self.strengths.push((i, s));
            }
        }
        for (plane, m) in [(10, recent.last), (11, recent.before)] {
            if let Some(Move::Play(p)) = m {
                set(plane, index(p));
            }
        }
        let total = total.max(1e-30);
        for &(i, s) in &self.strengths {
            ln_steps[i] = ln_step(s / total);
        }
    }

    /// All [`PLANES`] planes of the position as numbers (`PLANES` x n x n values).
    pub fn encode(
        &mut self,
        board: &Board,
        mover: Color,
        recent: &Recent,
        model: &Model,
        out: &mut Vec<f32>,
    ) {
        let area = board.size() * board.size();
        let (mut binary, mut steps) = (
            std::mem::take(&mut self.binary),
            std::mem::take(&mut self.steps),
        );
        binary.resize(BINARY_PLANES * area, 0);
        steps.resize(area, 0);
        self.encode_packed(board, mover, recent, model, &mut binary, &mut steps);
        out.clear();
        out.extend(binary.iter().map(|&b| b as f32));
        out.extend(steps.iter().map(|&s| ln_value(s)));
        (self.binary, self.steps) = (binary, steps);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn planes_describe_stones_liberties_candidates_and_the_last_moves() {
        let board = Board::from_ascii(
            ".....\n\
             .XO..\n\
             .OX..\n\
             .....\n\
             .....\n",
        )
        .unwrap();
        let geom = *board.geometry();
        let last = geom.point(1, 2);
        let recent = Recent {
            last: Some(Move::Play(last)),
            before: None,
        };
        let mut out = Vec::new();
        Encoder::default().encode(&board, Color::Black, &recent, Model::shared(), &mut out);
        assert_eq!(out.len(), PLANES * 25);
        let at = |plane: usize, col: usize, row: usize| out[plane * 25 + row * 5 + col];
        // Row 0 is the bottom line: the picture's second line is row 3.
        assert_eq!(at(1, 1, 3), 1.0, "black stone with two liberties");
        assert_eq!(at(5, 2, 3), 1.0, "white stone with two liberties");
        assert_eq!(at(10, 1, 2), 1.0, "the last move");
        for col in 0..5 {
            assert_eq!(at(12, col, 0), 1.0);
        }
        let empty: f32 = (0..25).map(|i| out[8 * 25 + i]).sum();
        assert_eq!(empty, 21.0);
        // Every empty point is a candidate here, and the chances sum to about one.
        let chances: f32 = (0..25)
            .filter(|&i| out[9 * 25 + i] == 1.0)
            .map(|i| (out[LN_PLANE * 25 + i] * LN_SCALE).exp())
            .sum();
        assert!((0.8..1.2).contains(&chances), "{chances}");
        assert_eq!(at(LN_PLANE, 1, 3), LN_FLOOR, "an occupied point");
    }

    #[test]
    fn log_steps_round_and_saturate() {
        assert_eq!(ln_step(1.0), 0);
        assert_eq!(ln_step((-1.0f32).exp()), 8);
        assert_eq!(ln_step(0.0), NO_CANDIDATE - 1);
        assert_eq!(ln_value(8), -1.0 / LN_SCALE);
    }
}
