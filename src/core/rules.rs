//! Rules as independent settings: ko rule, suicide, scoring, dead-stone removal, and
//! what White gets for Black's handicap stones.
//!
//! How to read this module: a [`Rules`] value is five plain fields; the named settings
//! (`tromp-taylor`, and the ones KGS sends with `kgs-rules`) are constructors that fill
//! them in. The game (`game.rs`) asks these fields questions; it never matches on names.

use std::fmt;

/// Which repetitions are forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KoRule {
    /// No whole-board colouring may recur (Tromp-Taylor rule 6).
    PositionalSuperko,
    /// No colouring may recur with the same player to move.
    SituationalSuperko,
    /// Only the immediate recapture of a single stone is forbidden.
    SimpleKo,
}

/// How the final position is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Stones plus empty points reaching only one's colour (Tromp-Taylor rule 9).
    Area,
    /// Surrounded empty points plus prisoners.
    Territory,
}

/// What White receives for Black's handicap stones at the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandicapBonus {
    /// Nothing (area counting already sees each extra black stone).
    None,
    /// One point per handicap stone.
    PerStone,
    /// One point per handicap stone after the first.
    PerStoneAfterFirst,
}

impl HandicapBonus {
    /// White's points for `stones` handicap stones.
    pub fn points(self, stones: usize) -> f64 {
        match self {
            HandicapBonus::None => 0.0,
            HandicapBonus::PerStone => stones as f64,
            HandicapBonus::PerStoneAfterFirst => stones.saturating_sub(1) as f64,
        }
    }
}

/// A complete rules setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub ko: KoRule,
    /// May a move clear its own chain of several stones? (A lone-stone suicide is
    /// never allowed: it only repeats the position.)
    pub suicide_allowed: bool,
    pub scoring: Scoring,
    /// Are dead stones removed by agreement after the game, rather than counted as
    /// they stand?
    pub dead_stone_removal: bool,
    /// White's compensation for handicap stones, added to komi at the count.
    pub handicap_bonus: HandicapBonus,
    /// The setting's canonical name.
    pub name: &'static str,
}

/// A named setting's constructor.
type MakeRules = fn() -> Rules;

/// Every name the engine accepts, with the constructor of its setting.
const NAMED: &[(&str, MakeRules)] = &[
    ("tromp-taylor", Rules::tromp_taylor),
    ("tromp_taylor", Rules::tromp_taylor),
    ("chinese", Rules::chinese),
    ("aga", Rules::aga),
    ("new_zealand", Rules::new_zealand),
    ("new-zealand", Rules::new_zealand),
    ("japanese", Rules::japanese),
    ("cgos", Rules::cgos),
];

impl Rules {
    /// The logical rules of Go: positional superko, suicide, area, no removal.
    pub fn tromp_taylor() -> Rules {
        Rules {
            ko: KoRule::PositionalSuperko,
            suicide_allowed: true,
            scoring: Scoring::Area,
            dead_stone_removal: false,
            handicap_bonus: HandicapBonus::None,
            name: "tromp-taylor",
        }
    }

    /// KGS "chinese": positional superko, no suicide, area, removal; White gets a point
    /// per handicap stone.
    pub fn chinese() -> Rules {
        Rules {
            ko: KoRule::PositionalSuperko,
            suicide_allowed: false,
            scoring: Scoring::Area,
            dead_stone_removal: true,
            handicap_bonus: HandicapBonus::PerStone,
            name: "chinese",
        }
    }

    /// KGS "aga": situational superko, no suicide, area, removal; White gets a point per
    /// handicap stone after the first.
    pub fn aga() -> Rules {
        Rules {
            ko: KoRule::SituationalSuperko,
            suicide_allowed: false,
            scoring: Scoring::Area,
            dead_stone_removal: true,
            handicap_bonus: HandicapBonus::PerStoneAfterFirst,
            name: "aga",
        }
    }

    /// KGS "new_zealand": situational superko, suicide, area, removal.
    pub fn new_zealand() -> Rules {
        Rules {
            ko: KoRule::SituationalSuperko,
            suicide_allowed: true,
            scoring: Scoring::Area,
            dead_stone_removal: true,
            handicap_bonus: HandicapBonus::None,
            name: "new_zealand",
        }
    }

    /// KGS "japanese": simple ko, no suicide, territory, removal.
    pub fn japanese() -> Rules {
        Rules {
            ko: KoRule::SimpleKo,
            suicide_allowed: false,
            scoring: Scoring::Territory,
            dead_stone_removal: true,
            handicap_bonus: HandicapBonus::None,
            name: "japanese",
        }
    }

    /// CGOS, the computer-Go rating server: positional superko, no suicide of any size,
    /// area, and the board counted as it stands (no dead-stone removal).
    pub fn cgos() -> Rules {
        Rules {
            ko: KoRule::PositionalSuperko,
            suicide_allowed: false,
            scoring: Scoring::Area,
            dead_stone_removal: false,
            handicap_bonus: HandicapBonus::None,
            name: "cgos",
        }
    }

    /// The setting called `name` (case-insensitive), if there is one.
    pub fn by_name(name: &str) -> Option<Rules> {
        let lower = name.to_ascii_lowercase();
        NAMED
            .iter()
            .find(|(n, _)| *n == lower)
            .map(|(_, make)| make())
    }

    /// The canonical names, for help texts.
    pub fn names() -> Vec<&'static str> {
        let mut names: Vec<&str> = NAMED.iter().map(|(_, make)| make().name).collect();
        names.dedup();
        names
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::tromp_taylor()
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_resolve_to_their_settings() {
        assert_eq!(Rules::by_name("Tromp-Taylor"), Some(Rules::tromp_taylor()));
        assert_eq!(Rules::by_name("new-zealand"), Some(Rules::new_zealand()));
        assert_eq!(Rules::by_name("JAPANESE").unwrap().ko, KoRule::SimpleKo);
        assert_eq!(Rules::by_name("ing"), None);
        assert_eq!(
            Rules::names(),
            vec![
                "tromp-taylor",
                "chinese",
                "aga",
                "new_zealand",
                "japanese",
                "cgos"
            ]
        );
    }
}
