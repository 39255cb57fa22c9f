//! Area scoring (Tromp-Taylor rule 9) and the text form of a result.
//!
//! How to read this module: [`area_score`] floods every empty region once and gives it
//! to the colour it reaches, if it reaches only one. [`without_dead`] takes stones off
//! the board (dead-stone removal), after which [`area_score`] or [`territory_score`]
//! (empty regions plus prisoners, the Japanese count, no territory in seki) apply;
//! which stones are dead or in seki is decided in `endgame.rs`. [`GameResult`] turns a
//! point difference into GTP's `B+3` / `W+7.5` / `0`.

use crate::core::board::Board;
use crate::core::point::{Color, Point};
use std::fmt;

/// Points per player under area scoring (komi not included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct AreaScore {
    pub black: u32,
    pub white: u32,
}

impl AreaScore {
    /// Black's points minus White's points minus komi.
    pub fn margin(&self, komi: f64) -> f64 {
        self.black as f64 - self.white as f64 - komi
    }
}

/// Rule 9: each player's stones plus the empty points that reach only her colour.
pub fn area_score(board: &Board) -> AreaScore {
    AreaScorer::default().score(board)
}

/// Area scoring with reusable buffers, for scoring many playouts without allocating.
#[derive(Default)]
pub struct AreaScorer {
    seen: Vec<bool>,
    region: Vec<Point>,
}

impl AreaScorer {
    /// Rule 9 for `board`. A lone empty point (the usual eye at the end of a playout) is
    /// decided from its packed neighbour counts; larger regions are flooded.
    pub fn score(&mut self, board: &Board) -> AreaScore {
        let (black, white) = board.stone_counts();
        let mut score = AreaScore { black, white };
        self.unmark(board);
        for p in board.empty_points() {
            if self.seen[p.idx()] {
                continue;
            }
            if board.count_neighbors(p, Color::Empty) == 0 {
                // A lone empty point: the border counts as both colours in the counts.
                score.black += (board.count_neighbors(p, Color::Black) == 4) as u32;
                score.white += (board.count_neighbors(p, Color::White) == 4) as u32;
                continue;
            }
            let reach = flood_empty(board, p, &mut self.seen, &mut self.region);
            let size = self.region.len() as u32;
            match reach {
                Reach::Only(Color::Black) => score.black += size,
                Reach::Only(Color::White) => score.white += size,
                _ => {}
            }
        }
        score
    }

    /// Add rule 9's owner of every point of `board` to `owners` (indexed by point): 1
    /// for Black (her stones and the empty points reaching only Black), -1 for White.
    pub fn add_owners(&mut self, board: &Board, owners: &mut [f32]) {
        self.unmark(board);
        for p in board.geometry().points() {
            match board.color(p) {
                Color::Black => owners[p.idx()] += 1.0,
                Color::White => owners[p.idx()] -= 1.0,
                _ if self.seen[p.idx()] => {}
                _ => {
                    let owner = match flood_empty(board, p, &mut self.seen, &mut self.region) {
                        Reach::Only(Color::Black) => 1.0,
                        Reach::Only(Color::White) => -1.0,
                        _ => continue,
                    };
                    for q in &self.region {
                        owners[q.idx()] += owner;
                    }
                }
            }
        }
    }

    /// No point of `board` seen yet.
    fn unmark(&mut self, board: &Board) {
        self.seen.clear();
        self.seen.resize(board.geometry().array_len(), false);
    }
}

/// Which stone colours an empty region reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    Neither,
    Only(Color),
    Both,
}

impl Reach {
    /// The reach of a region that touches Black stones if `black`, White if `white`.
    fn of(black: bool, white: bool) -> Reach {
        match (black, white) {
            (true, true) => Reach::Both,
            (true, false) => Reach::Only(Color::Black),
            (false, true) => Reach::Only(Color::White),
            (false, false) => Reach::Neither,
        }
    }
}

/// Flood the empty region through `start`, marking it in `seen` and listing its
/// points in `region` (cleared first); returns the colours it reaches.
fn flood_empty(board: &Board, start: Point, seen: &mut [bool], region: &mut Vec<Point>) -> Reach {
    let (mut black, mut white) = (false, false);
    region.clear();
    region.push(start);
    seen[start.idx()] = true;
    let mut k = 0;
    while k < region.len() {
        for q in board.neighbors(region[k]) {
            match board.color(q) {
                Color::Empty if !seen[q.idx()] => {
                    seen[q.idx()] = true;
                    region.push(q);
                }
                Color::Black => black = true,
                Color::White => white = true,
                _ => {}
            }
        }
        k += 1;
    }
    Reach::of(black, white)
}

/// The board with the stones at `dead` taken off (removal by agreement at the end).
pub fn without_dead(board: &Board, dead: &[Point]) -> Board {
    let stones: Vec<(Point, Color)> = board
        .stones()
        .into_iter()
        .filter(|(p, _)| !dead.contains(p))
        .collect();
    // Taking stones off only adds liberties, so the position stays valid.
    Board::from_colors(board.size(), &stones).expect("removing stones keeps every chain alive")
}

/// Territory counting: the empty points of regions reaching only one colour, plus
/// `prisoners` (stones each colour has captured, by Black then White). Dead stones must
/// already be off the board and counted among the prisoners. A region that touches a
/// stone in `seki` is nobody's (an eye of a chain in seki is not territory).
pub fn territory_score(board: &Board, prisoners: [u32; 2], seki: &[Point]) -> AreaScore {
    let mut score = AreaScore {
        black: prisoners[0],
        white: prisoners[1],
    };
    for (region, reach) in empty_regions(board) {
        let touches_seki = || {
            seki.iter()
                .any(|&s| board.neighbors(s).iter().any(|q| region.contains(q)))
        };
        match reach {
            Reach::Only(Color::Black) if !touches_seki() => score.black += region.len() as u32,
            Reach::Only(Color::White) if !touches_seki() => score.white += region.len() as u32,
            _ => {}
        }
    }
    score
}

/// Every empty region of `board` with its points and the colours it reaches (for the
/// end of the game; playouts use [`AreaScorer`]).
pub fn empty_regions(board: &Board) -> Vec<(Vec<Point>, Reach)> {
    let mut seen = vec![false; board.geometry().array_len()];
    let mut regions = Vec::new();
    for p in board.empty_points() {
        if !seen[p.idx()] {
            let mut points = Vec::new();
            let reach = flood_empty(board, p, &mut seen, &mut points);
            regions.push((points, reach));
        }
    }
    regions
}

/// A final result: the winner and margin, or a tie.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameResult {
    /// Black's points minus White's, komi included.
    pub margin: f64,
}

impl GameResult {
    /// The winner, or None for a tie.
    pub fn winner(&self) -> Option<Color> {
        if self.margin > 0.0 {
            Some(Color::Black)
        } else if self.margin < 0.0 {
            Some(Color::White)
        } else {
            None
        }
    }
}

impl fmt::Display for GameResult {
    /// GTP's form: `B+3`, `W+7.5`, or `0` for a tie.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner() {
            None => f.write_str("0"),
            Some(c) => {
                write!(f, "{}+{}", c.letter(), self.margin.abs())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dame_reaching_both_colours_counts_for_nobody() {
        let b = Board::from_ascii(
            "
            . X . O .
            . X . O .
            . X . O .
            . X . O .
            . X . O .",
        )
        .unwrap();
        // Black: 5 stones + column A (5). White: 5 stones + column E (5). Column C: dame.
        assert_eq!(
            area_score(&b),
            AreaScore {
                black: 10,
                white: 10
            }
        );
    }

    #[test]
    fn empty_board_belongs_to_nobody() {
        assert_eq!(area_score(&Board::new(9)), AreaScore::default());
    }

    /// A lone white stone inside Black's area, with empty points around it.
    fn stone_inside_black_area() -> Board {
        Board::from_ascii(
            "
            . . . X .
            . O . X .
            . . . X .
            X X X X .
            . . . . .",
        )
        .unwrap()
    }

    #[test]
    fn dead_looking_stones_still_count_as_they_stand() {
        // The lone white stone inside black's area is not removed (no removal in TT):
        // it is a white point, and the empty points around it reach both colours.
        let b = stone_inside_black_area();
        let s = area_score(&b);
        assert_eq!(s.white, 1);
        // Black: 7 stones + the 9 empty points of the right column and bottom row.
        assert_eq!(s.black, 7 + 9);
    }

    #[test]
    fn owners_follow_the_area_count_point_by_point() {
        let b = stone_inside_black_area();
        let g = *b.geometry();
        let mut owners = vec![0.0; g.array_len()];
        let mut scorer = AreaScorer::default();
        scorer.add_owners(&b, &mut owners);
        scorer.add_owners(&b, &mut owners);
        let at = |col: usize, row: usize| owners[g.point(col, row).idx()];
        // Rows count from the bottom: the white stone, the empty points around it
        // (reaching both colours), Black's stones and her region.
        assert_eq!(at(1, 3), -2.0);
        assert_eq!((at(0, 4), at(2, 2)), (0.0, 0.0));
        assert_eq!((at(3, 4), at(0, 1)), (2.0, 2.0));
        assert_eq!((at(4, 4), at(0, 0)), (2.0, 2.0));
        // Summed over the board, each colour's points once a call.
        let black = owners.iter().filter(|&&v| v > 0.0).count() as u32;
        let white = owners.iter().filter(|&&v| v < 0.0).count() as u32;
        assert_eq!((black, white), (area_score(&b).black, area_score(&b).white));
    }

    #[test]
    fn result_text() {
        assert_eq!(GameResult { margin: 3.0 }.to_string(), "B+3");
        assert_eq!(GameResult { margin: -7.5 }.to_string(), "W+7.5");
        assert_eq!(GameResult { margin: 0.0 }.to_string(), "0");
    }

    #[test]
    fn removal_then_area_or_territory_counts() {
        // A dead white stone at C4 inside Black's area; White owns column F.
        let b = Board::from_ascii(
            "
            . . . X O .
            . . . X O .
            . . O X O .
            . . . X O .
            . . . X O .
            . . . X O .",
        )
        .unwrap();
        let g = *b.geometry();
        let dead = [g.point(2, 3)];
        // As it stands, columns A-C reach both colours: Black 6, White 6 + 1 + 6.
        assert_eq!(
            area_score(&b),
            AreaScore {
                black: 6,
                white: 13
            }
        );
        let cleaned = without_dead(&b, &dead);
        assert_eq!(
            area_score(&cleaned),
            AreaScore {
                black: 24,
                white: 12
            }
        );
        // Territory: Black's 18 empty points plus the dead stone as a prisoner and
        // 2 captured earlier; White's 6 points and 1 prisoner taken earlier.
        assert_eq!(
            territory_score(&cleaned, [2 + 1, 1], &[]),
            AreaScore {
                black: 21,
                white: 7
            }
        );
    }
}
