//! Differential test: the engine's game core against a deliberately naive reference
//! written straight from the ten Tromp-Taylor rules — flood-fill "reach", whole-board
//! clearing, and a set of every earlier whole-board colouring. Random move attempts
//! (occupied points, passes, undo, both colours out of turn) over sizes 2..19 must agree
//! on every accept/reject, every board and the score.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;
use ttgo::core::game::{Game, IllegalMove};
use ttgo::core::point::{Color, Geometry, Move};
use ttgo::core::rules::Rules;
use ttgo::core::score::area_score;

const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;

/// The reference: a grid of colours and the set of colourings seen so far.
#[derive(Clone)]
struct Reference {
    n: usize,
    grid: Vec<u8>,
    seen: HashSet<Vec<u8>>,
}

impl Reference {
    fn new(n: usize) -> Reference {
        let grid = vec![EMPTY; n * n];
        let seen = HashSet::from([grid.clone()]);
        Reference { n, grid, seen }
    }

    fn neighbours(&self, i: usize) -> Vec<usize> {
        let (x, y) = (i % self.n, i / self.n);
        let mut v = Vec::new();
        if x > 0 {
            v.push(i - 1);
        }
        if x + 1 < self.n {
            v.push(i + 1);
        }
        if y > 0 {
            v.push(i - self.n);
        }
        if y + 1 < self.n {
            v.push(i + self.n);
        }
        v
    }

    /// Rule 3: does point `i` (not coloured `c`) reach `c` through points of its colour?
    fn reaches(&self, grid: &[u8], i: usize, c: u8) -> bool {
        let own = grid[i];
        let mut stack = vec![i];
        let mut visited = HashSet::from([i]);
        while let Some(p) = stack.pop() {
            for q in self.neighbours(p) {
                if grid[q] == c {
                    return true;
                }
                if grid[q] == own && visited.insert(q) {
                    stack.push(q);
                }
            }
        }
        false
    }

    /// Rule 4: empty every point of colour `c` that does not reach empty.
    fn clear(&self, grid: &mut [u8], c: u8) {
        let doomed: Vec<usize> = (0..grid.len())
            .filter(|&i| grid[i] == c && !self.reaches(grid, i, EMPTY))
            .collect();
        for i in doomed {
            grid[i] = EMPTY;
        }
    }

    /// Rules 6 and 7: Ok if the move is legal (and is then made), Err(reason) if not.
    fn play(&mut self, i: usize, c: u8) -> Result<(), &'static str> {
        if self.grid[i] != EMPTY {
            return Err("occupied");
        }
        let mut next = self.grid.clone();
        next[i] = c;
        self.clear(&mut next, 3 - c);
        self.clear(&mut next, c);
        if self.seen.contains(&next) {
            return Err("repeats");
        }
        self.seen.insert(next.clone());
        self.grid = next;
        Ok(())
    }

    /// Rule 9: own points plus empty points reaching only one's colour.
    fn score(&self) -> (u32, u32) {
        let (mut b, mut w) = (0, 0);
        for i in 0..self.grid.len() {
            match self.grid[i] {
                BLACK => b += 1,
                WHITE => w += 1,
                _ => {
                    let rb = self.reaches(&self.grid, i, BLACK);
                    let rw = self.reaches(&self.grid, i, WHITE);
                    if rb && !rw {
                        b += 1;
                    } else if rw && !rb {
                        w += 1;
                    }
                }
            }
        }
        (b, w)
    }
}

/// The engine's board as a reference grid (row-major from the bottom-left corner).
fn engine_grid(game: &Game) -> Vec<u8> {
    let geom = Geometry::new(game.size());
    geom.points()
        .map(|p| match game.board().color(p) {
            Color::Black => BLACK,
            Color::White => WHITE,
            _ => EMPTY,
        })
        .collect()
}

/// How often the interesting cases came up.
#[derive(Default, Debug)]
struct Stats {
    attempts: usize,
    captures: usize,
    multi_stone_suicides: usize,
    lone_stone_suicides: usize,
    superko_refusals: usize,
    occupied_refusals: usize,
    undos: usize,
}

/// Play one random session on an n x n board.
fn session(n: usize, attempts: usize, rng: &mut SmallRng, stats: &mut Stats) {
    let geom = Geometry::new(n);
    let points: Vec<_> = geom.points().collect();
    let mut game = Game::new(n, 0.5, Rules::tromp_taylor());
    let mut reference = Reference::new(n);
    let mut undo_stack: Vec<Reference> = Vec::new();
    let mut to_move = BLACK;
    for attempt in 0..attempts {
        let roll = rng.gen_range(0..100);
        if roll < 4 {
            // Undo: both must agree whether there is anything to take back.
            let engine_could = game.undo();
            let reference_could = match undo_stack.pop() {
                Some(r) => {
                    reference = r;
                    true
                }
                None => false,
            };
            assert_eq!(
                engine_could, reference_could,
                "undo disagrees at attempt {attempt}"
            );
            stats.undos += engine_could as usize;
        } else if roll < 9 {
            let c = if to_move == BLACK {
                Color::Black
            } else {
                Color::White
            };
            game.play(c, Move::Pass).expect("pass is always legal");
            undo_stack.push(reference.clone());
            to_move = 3 - to_move;
        } else {
            // Mostly the side to move, sometimes the other colour out of turn.
            let c = if rng.gen_bool(0.8) {
                to_move
            } else {
                3 - to_move
            };
            let color = if c == BLACK {
                Color::Black
            } else {
                Color::White
            };
            let i = rng.gen_range(0..n * n);
            let before = reference.clone();
            let expected = reference.play(i, c);
            let got = game.play(color, Move::Play(points[i]));
            match (expected, got) {
                (Ok(()), Ok(effect)) => {
                    stats.captures += (effect.captured > 0) as usize;
                    stats.multi_stone_suicides += (effect.suicided > 0) as usize;
                    undo_stack.push(before);
                    to_move = 3 - c;
                }
                (Err("occupied"), Err(IllegalMove::Occupied)) => stats.occupied_refusals += 1,
                (Err("repeats"), Err(IllegalMove::Superko)) => stats.superko_refusals += 1,
                (Err("repeats"), Err(IllegalMove::Suicide)) => stats.lone_stone_suicides += 1,
                (e, g) => panic!(
                    "size {n}, attempt {attempt}: {color} at {i}: reference {e:?}, engine {g:?}\n{}",
                    game.board()
                ),
            }
        }
        assert_eq!(
            engine_grid(&game),
            reference.grid,
            "boards differ at attempt {attempt}"
        );
        let s = area_score(game.board());
        assert_eq!(
            (s.black, s.white),
            reference.score(),
            "scores differ at attempt {attempt}"
        );
        game.board().check_consistency().unwrap();
    }
    stats.attempts += attempts;
}

#[test]
fn engine_agrees_with_the_naive_rules_on_100k_attempts() {
    let mut rng = SmallRng::seed_from_u64(20261121);
    let mut stats = Stats::default();
    // Small boards see the most captures, suicides and repetitions; big ones the rest.
    let plan: &[(usize, usize)] = &[
        (2, 8_000),
        (3, 14_000),
        (4, 14_000),
        (5, 14_000),
        (6, 10_000),
        (7, 8_000),
        (8, 6_000),
        (9, 8_000),
        (10, 3_000),
        (11, 3_000),
        (12, 2_000),
        (13, 3_000),
        (14, 1_500),
        (15, 1_500),
        (16, 1_000),
        (17, 1_000),
        (18, 1_000),
        (19, 2_000),
    ];
    for &(n, attempts) in plan {
        // Several shorter sessions per size, so that empty-ish boards recur too.
        let per = (attempts / 4).max(1);
        for _ in 0..4 {
            session(n, per, &mut rng, &mut stats);
        }
    }
    eprintln!("agreed on everything: {stats:?}");
    assert!(stats.attempts >= 100_000, "{stats:?}");
    // The run must have exercised every interesting case, many times.
    assert!(stats.captures > 1000, "{stats:?}");
    assert!(stats.multi_stone_suicides > 50, "{stats:?}");
    assert!(stats.lone_stone_suicides > 100, "{stats:?}");
    assert!(stats.superko_refusals > 100, "{stats:?}");
    assert!(stats.occupied_refusals > 1000, "{stats:?}");
    assert!(stats.undos > 1000, "{stats:?}");
}
