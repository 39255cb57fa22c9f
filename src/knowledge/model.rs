//! The learned move model: how likely a strong player is to choose each move.
//!
//! How to read this module: a [`Model`] holds one *strength* (gamma) per feature value
//! of `features.rs`, fitted by `ttgo train-model` from strong players' games (a
//! generalised Bradley-Terry model: a move's strength is the product of its features'
//! gammas, and the chance of choosing it is its share of the position's total). The
//! fitted table is `models/moves.txt`, embedded in the binary; [`Model::shared`] parses
//! it once.
//! [`Model::strength`] rates one move from its [`MoveFeatures`]; the search uses the
//! strengths as priors for new tree nodes.
//!
//! File format, one entry a line (`#` starts a comment): `<group> <key> <ln gamma>`,
//! where the key is the value for the small groups, a hexadecimal canonical key for
//! `shape` and `spatial`.

use crate::knowledge::features::{small_slot, Group, MoveFeatures, SMALL, SPATIAL_SIZES};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The model the engine ships with.
const EMBEDDED: &str = include_str!("../../models/moves.txt");

/// Largest value of a small group.
const SMALL_VALUES: usize = 32;

/// Fitted feature strengths.
#[derive(Clone, Debug)]
pub struct Model {
    /// Spatial patterns by canonical key (the key carries its size).
    spatial: HashMap<u64, f32, ahash::RandomState>,
    /// Shape gammas by canonical key.
    shape: HashMap<u32, f32, ahash::RandomState>,
    /// Gammas of the small groups by value (1 where absent).
    small: [[f32; SMALL_VALUES]; SMALL.len()],
}

impl Default for Model {
    fn default() -> Model {
        Model {
            spatial: HashMap::default(),
            shape: HashMap::default(),
            small: [[1.0; SMALL_VALUES]; SMALL.len()],
        }
    }
}

impl Model {
    /// The embedded model, parsed once.
    pub fn shared() -> &'static Model {
        static MODEL: OnceLock<Model> = OnceLock::new();
        MODEL.get_or_init(|| Model::parse(EMBEDDED).expect("the embedded model parses"))
    }

    /// Parse a model file.
    pub fn parse(text: &str) -> Result<Model, String> {
        let mut model = Model::default();
        for (k, raw, line) in super::table_entries(text) {
            let bad = || format!("line {k}: {raw:?}");
            let mut words = line.split_whitespace();
            let (Some(group), Some(key), Some(value), None) =
                (words.next(), words.next(), words.next(), words.next())
            else {
                return Err(bad());
            };
            let gamma = value.parse::<f32>().map_err(|_| bad())?.exp();
            match Group::by_name(group).ok_or_else(bad)? {
                Group::Spatial => {
                    let key = u64::from_str_radix(key, 16).map_err(|_| bad())?;
                    model.spatial.insert(key, gamma);
                }
                Group::Shape => {
                    let key = u32::from_str_radix(key, 16).map_err(|_| bad())?;
                    model.shape.insert(key, gamma);
                }
                g => {
                    let slot = small_slot(g).ok_or_else(bad)?;
                    let v: usize = key.parse().map_err(|_| bad())?;
                    if v == 0 || v >= SMALL_VALUES {
                        return Err(bad());
                    }
                    model.small[slot][v] = gamma;
                }
            }
        }
        Ok(model)
    }

    /// Set the gamma of one feature value (training).
    pub fn set(&mut self, group: Group, key: u64, gamma: f32) {
        match group {
            Group::Spatial => {
                self.spatial.insert(key, gamma);
            }
            Group::Shape => {
                self.shape.insert(key as u32, gamma);
            }
            g => {
                let slot = small_slot(g).expect("spatial and shape are matched above");
                self.small[slot][key as usize] = gamma;
            }
        }
    }

    /// Is this spatial key in the model?
    pub fn knows_spatial(&self, key: u64) -> bool {
        self.spatial.contains_key(&key)
    }

    /// The largest known spatial key among `keys` (smallest size first), if any.
    pub fn largest_spatial(&self, keys: &[u64; SPATIAL_SIZES]) -> Option<u64> {
        // Keys a rater did not compute are 0 (`features::spatial_keys_while`).
        keys.iter()
            .rev()
            .copied()
            .find(|&k| k != 0 && self.knows_spatial(k))
    }

    /// The features of `mover` playing at `p` after `recent`, with the spatial keys only
    /// as far as this model knows them: all that [`Model::strength`] needs.
    pub fn features(
        &self,
        board: &crate::core::board::Board,
        p: crate::core::point::Point,
        mover: crate::core::point::Color,
        recent: &crate::knowledge::features::Recent,
        ladders: &mut crate::knowledge::ladder::LadderReader,
    ) -> MoveFeatures {
        use crate::core::point::Move;
        MoveFeatures::of_known(board, Move::Play(p), mover, recent, ladders, |k| {
            self.knows_spatial(k)
        })
    }

    /// The strength of a move with features `f`.
    pub fn strength(&self, f: &MoveFeatures) -> f32 {
        let mut s = 1.0;
        if let Some(k) = self.largest_spatial(&f.spatial) {
            s *= self.spatial[&k];
        }
        if f.shape != 0 {
            s *= self.shape.get(&f.shape).copied().unwrap_or(1.0);
        }
        for (slot, &v) in f.small.iter().enumerate() {
            s *= self.small[slot][v as usize % SMALL_VALUES];
        }
        s
    }

    /// The model as text in the format [`Model::parse`] reads, sorted for stable diffs.
    pub fn to_text(&self, header: &str) -> String {
        let mut out = String::new();
        for line in header.lines() {
            out.push_str(&format!("# {line}\n"));
        }
        for (slot, g) in SMALL.iter().enumerate() {
            for v in 1..SMALL_VALUES {
                let gamma = self.small[slot][v];
                if gamma != 1.0 {
                    out.push_str(&format!("{} {v} {:.4}\n", g.name(), gamma.ln()));
                }
            }
        }
        let mut shapes: Vec<_> = self.shape.iter().collect();
        shapes.sort_by_key(|(k, _)| **k);
        for (k, gamma) in shapes {
            out.push_str(&format!("shape {k:05x} {:.4}\n", gamma.ln()));
        }
        let mut spatial: Vec<_> = self.spatial.iter().collect();
        spatial.sort_by_key(|(k, _)| **k);
        for (k, gamma) in spatial {
            out.push_str(&format!("spatial {k:016x} {:.4}\n", gamma.ln()));
        }
        out
    }

    /// The gamma of a canonical shape key (1 if unknown).
    pub fn shape_gamma(&self, key: u32) -> f32 {
        self.shape.get(&key).copied().unwrap_or(1.0)
    }

    /// The gamma of value `v` of small group `g` (1 if unknown).
    pub fn small_gamma(&self, g: Group, v: u8) -> f32 {
        small_slot(g).map_or(1.0, |slot| self.small[slot][v as usize % SMALL_VALUES])
    }

    /// Numbers of entries: (spatial, shape).
    pub fn sizes(&self) -> (usize, usize) {
        (self.spatial.len(), self.shape.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_model_survives_its_text_form() {
        let mut m = Model::default();
        m.set(Group::Capture, 3, 20.0);
        m.set(Group::Shape, 0x1234, 0.5);
        m.set(Group::Spatial, 0xdead_beef, 4.0);
        let text = m.to_text("test model");
        let back = Model::parse(&text).unwrap();
        assert!((back.small[0][3] - 20.0).abs() < 0.01);
        assert!((back.shape[&0x1234] - 0.5).abs() < 0.001);
        assert!((back.spatial[&0xdead_beef] - 4.0).abs() < 0.001);
        assert!(Model::parse("capture x 1.0").is_err());
        assert!(Model::parse("nonsense 1 1.0").is_err());
    }

    #[test]
    fn stopping_at_the_first_unknown_spatial_key_rates_every_move_the_same() {
        use crate::core::board::tests::random_step;
        use crate::core::board::Board;
        use crate::core::point::{Color, Move};
        use crate::knowledge::features::{MoveFeatures, Recent};
        use crate::knowledge::ladder::LadderReader;
        use rand::SeedableRng;
        let m = Model::shared();
        let mut ladders = LadderReader::default();
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        let mut rated = 0;
        for size in [9, 13, 19] {
            let mut board = Board::new(size);
            let mut c = Color::Black;
            for _ in 0..size * size {
                for p in board.empty_points().collect::<Vec<_>>() {
                    if !board.is_playout_legal(p, c) {
                        continue;
                    }
                    let recent = Recent::default();
                    let mv = Move::Play(p);
                    let full = MoveFeatures::of(&board, mv, c, &recent, &mut ladders);
                    let short = MoveFeatures::of_known(&board, mv, c, &recent, &mut ladders, |k| {
                        m.knows_spatial(k)
                    });
                    assert_eq!(m.strength(&full), m.strength(&short), "{p:?}\n{board:?}");
                    rated += 1;
                }
                random_step(&mut board, c, &mut rng);
                c = c.opponent();
            }
        }
        assert!(rated > 10_000, "{rated}");
    }

    #[test]
    fn the_embedded_model_parses() {
        let m = Model::shared();
        let _ = m.sizes();
    }
}
