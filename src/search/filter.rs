//! The moves an analysis leaves out or allows (`avoid` and `allow` in KataGo's
//! grammar), for one colour down to a depth.

use crate::core::point::{Color, Move};

/// Moves the search leaves out for one colour until a depth (analysis `avoid` and
/// `allow`).
#[derive(Clone, Debug, PartialEq)]
pub struct FilterRule {
    pub color: Color,
    pub moves: Vec<Move>,
    /// The rule holds for the moves at plies 0 (the root's move) to `until_depth - 1`,
    /// counting both colours' moves.
    pub until_depth: u32,
    /// True: only these moves are searched; false: these moves are not.
    pub allow: bool,
}

/// The `avoid` / `allow` rules of an analysis; empty for play.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveFilter {
    pub rules: Vec<FilterRule>,
}

impl MoveFilter {
    /// May `color` play `mv` at `depth` plies below the root (0: the root's move)?
    pub fn permits(&self, color: Color, mv: Move, depth: usize) -> bool {
        self.rules.iter().all(|r| {
            r.color != color || depth as u32 >= r.until_depth || r.moves.contains(&mv) == r.allow
        })
    }

    /// Are there no rules?
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }
}

/// What an analysis asks of a search besides its budget.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AnalysisRequest {
    /// Collect per-point ownership.
    pub ownership: bool,
    /// Moves to leave out (`avoid` / `allow`).
    pub filter: MoveFilter,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::*;

    #[test]
    fn filtered_moves_are_never_searched_at_the_depths_named() {
        let game = Game::new(5, 0.5, Rules::tromp_taylor());
        let g = *game.board().geometry();
        let allowed = vec![Move::Play(g.point(2, 2)), Move::Play(g.point(1, 1))];
        let mut s = Search::new(SearchParams::default(), 3);
        s.filter = MoveFilter {
            rules: vec![FilterRule {
                color: Color::Black,
                moves: allowed.clone(),
                until_depth: 1,
                allow: true,
            }],
        };
        let summary = s.run(&game, Color::Black, Budget::playouts(1000), &mut NoControl);
        assert!(!summary.moves.is_empty());
        assert!(summary.moves.iter().all(|m| allowed.contains(&m.mv)));
        assert!(summary.unvisited.iter().all(|m| allowed.contains(&m.mv)));
        // White's replies (depth 1) are not limited by a rule for Black.
        let f = &s.filter;
        assert!(f.permits(Color::White, Move::Play(g.point(0, 0)), 0));
        assert!(!f.permits(Color::Black, Move::Play(g.point(0, 0)), 0));
        assert!(f.permits(Color::Black, Move::Play(g.point(0, 0)), 1));
    }
}
