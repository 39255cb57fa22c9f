//! Random playouts: play a position out to the end and score it.
//!
//! How to read this module:
//! - A *light* playout (`light.rs`) plays uniformly random moves that are legal in the
//!   playout sense (empty, not the simple-ko point, not a lone-stone suicide) and do not
//!   fill the mover's own eye, until two consecutive passes or a cap of 3·N² moves; then
//!   the board is scored by Tromp-Taylor rule 9. Playouts never hash: no superko
//!   inside them. Every random choice comes from a [`FastRng`] (`rng.rs`).
//! - A *heavy* playout (`heavy.rs`, the Monte-Carlo players' default) prefers, in this
//!   order, a reply to an atari next to the last move (capture a chain in atari, or
//!   save one's own by extending or capturing; `fights.rs`), a 3x3 shape next to the
//!   last move (`shapes.rs`), and otherwise a light move. Self-ataris (`self_atari.rs`)
//!   are mostly refused, except captures and the sacrifices that kill: stones given up
//!   inside the opponent's eye space that leave it one eye (`eye_space.rs`), and
//!   throw-ins into a false eye; refusing those would leave such groups alive at the end
//!   of every playout. A refused self-atari next to an opponent chain of two liberties
//!   becomes a move on that chain's other liberty: capturing races are won by filling
//!   the outside liberties first. A self-atari of three stones or more (not a useful
//!   sacrifice) is always refused, so a seki, whose shared liberties only such moves
//!   fill, lasts to the playout's end. The chances of these steps, and the reading steps
//!   that are off by default, are [`HeavyChances`] (`policy.rs`).
//! - [`playout`] (this file) runs either policy to the end, tracking a recent ko for a
//!   policy that fights kos, and records the moves for the search's AMAF statistics.
//!   A heavy playout ends early by the mercy rule once one side has captured far more
//!   stones in it than the other (about 2.3 a line of the board): its winner is then
//!   all but sure, and the board is scored as it stands;
//!   [`first_moves`] samples a policy's first move (`ttgo-playout_moves`).

mod eye_space;
mod fights;
mod heavy;
mod light;
mod policy;
mod rng;
mod self_atari;
mod shapes;

pub use eye_space::{eye_defences, nakade_point};
pub use fights::{atari_replies, race_replies, two_liberty_replies};
pub use heavy::heavy_move;
pub use light::{light_move, light_playout, light_step};
pub use policy::{HeavyChances, Policy, RecentPlay};
pub use rng::FastRng;
pub use self_atari::{approach_instead, is_useful_self_atari};
pub use shapes::shape_replies;

use crate::core::board::Board;
use crate::core::point::{Color, Move, Point};
use crate::core::score::{AreaScore, AreaScorer};

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutOutcome {
    /// Area score of the final position (komi not included).
    pub score: AreaScore,
    /// Moves (including passes) played.
    pub moves: u32,
    /// The mercy rule ended the playout before two passes ([`HeavyChances::mercy`]):
    /// the score is the board's as it stood, its winner nearly always the final one's
    /// but its margin not a finished game's.
    pub mercy: bool,
}

/// How many moves after a ko was taken the heavy policy still fights it.
const KO_AGE: u32 = 3;

/// The move `policy` plays for `to_move` after the moves `recent`, or None (pass).
/// `scratch` holds candidate lists between calls; the board's free list may be
/// reordered.
#[inline]
pub fn policy_move(
    board: &mut Board,
    to_move: Color,
    recent: &RecentPlay,
    policy: Policy,
    rng: &mut FastRng,
    scratch: &mut Vec<Point>,
) -> Option<Point> {
    match policy {
        Policy::Light => light_move(board, to_move, rng),
        Policy::Heavy(ch) => heavy_move(board, to_move, recent, &ch, rng, scratch),
    }
}

/// How often `policy` chooses each move as the first move of a playout from `board`,
/// `to_move` to play after `last`, in `samples` draws; most frequent first (a pass is
/// None).
pub fn first_moves(
    board: &Board,
    to_move: Color,
    last: Move,
    policy: Policy,
    samples: u32,
    seed: u64,
) -> Vec<(Option<Point>, u32)> {
    let mut rng = FastRng::new(seed);
    let mut scratch = Vec::new();
    let mut work = board.clone();
    let mut counts: Vec<(Option<Point>, u32)> = Vec::new();
    for _ in 0..samples {
        // No ko to fight: a playout's first move never does (a ko the board knows of
        // is still banned to the side to move).
        let choice = policy_move(
            &mut work,
            to_move,
            &RecentPlay::after(last),
            policy,
            &mut rng,
            &mut scratch,
        );
        match counts.iter_mut().find(|(m, _)| *m == choice) {
            Some((_, n)) => *n += 1,
            None => counts.push((choice, 1)),
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.map(|p| p.0).cmp(&b.0.map(|p| p.0))));
    counts
}

/// Did Black win a playout that ended `margin` points ahead of White? A draw (an
/// integer komi) is half a win: a fair coin from `rng` says whose.
#[inline]
pub fn black_won(margin: f64, rng: &mut FastRng) -> bool {
    margin > 0.0 || (margin == 0.0 && rng.below(2) == 0)
}

/// How a playout's margin becomes the score part of its result, a number from 0 to 1
/// that grows with the margin (see [`black_won_by_score`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ScoreRamp {
    /// A straight line from 0 at `span` points behind to 1 at as many ahead.
    Linear { span: f64 },
    /// ½ + atan((margin - centre) / scale) / π: steepest at `centre` (where the
    /// search expects the game to end), so a point more or less counts wherever the
    /// game stands, a narrow lead or a wide one (KataGo's score utility).
    Centred { centre: f64, scale: f64 },
}

impl ScoreRamp {
    /// The linear ramp over a quarter of a board's `area` (its points) either way:
    /// about 20 points on 9x9, 90 on 19x19.
    pub fn quarter_of(area: usize) -> ScoreRamp {
        ScoreRamp::Linear {
            span: area as f64 / 4.0,
        }
    }

    /// The ramp's value at `margin` points ahead, from 0 to 1.
    pub fn at(self, margin: f64) -> f64 {
        match self {
            ScoreRamp::Linear { span } => (0.5 + margin / (2.0 * span)).clamp(0.0, 1.0),
            ScoreRamp::Centred { centre, scale } => {
                0.5 + ((margin - centre) / scale).atan() * std::f64::consts::FRAC_1_PI
            }
        }
    }
}

/// [`black_won`] with a share `weight` of the result given to the score: Black counts
/// as the winner with chance (1 - weight)·win + weight·`ramp`(margin), where win is 1,
/// ½ or 0. The counts stay whole playouts, and what a node's win rate estimates
/// becomes that blend, so among moves that win alike the one that wins by more is
/// preferred (and one that loses by less). A weight of 0 is [`black_won`] itself,
/// drawing no more random numbers than it does.
pub fn black_won_by_score(margin: f64, weight: f64, ramp: ScoreRamp, rng: &mut FastRng) -> bool {
    if weight <= 0.0 {
        return black_won(margin, rng);
    }
    let win = match margin {
        m if m > 0.0 => 1.0,
        m if m < 0.0 => 0.0,
        _ => 0.5,
    };
    let value = (1.0 - weight) * win + weight * ramp.at(margin);
    // A uniform draw in [0, 1) from the top 53 bits.
    ((rng.next_u64() >> 11) as f64) * (1.0 / (1u64 << 53) as f64) < value
}

/// Play `board` out with `policy`, `to_move` first, after the moves `[before, last]`;
/// the board is consumed as scratch. The moves played (passes left out) are appended
/// to `trace` for AMAF statistics.
pub fn playout(
    board: &mut Board,
    mut to_move: Color,
    [mut before, mut last]: [Move; 2],
    policy: Policy,
    rng: &mut FastRng,
    scorer: &mut AreaScorer,
    trace: &mut Vec<(Point, Color)>,
) -> PlayoutOutcome {
    let cap = 3 * board.geometry().area() as u32;
    let mut scratch = Vec::with_capacity(16);
    let mut passes = 0;
    let mut moves = 0;
    // Only a policy that fights kos keeps track of them.
    let fights_ko = matches!(policy, Policy::Heavy(ch) if ch.ko > 0);
    // The last ko taken (before the playout too): the point its loser may not retake
    // at once, and how many playout moves had been played when it was taken.
    let mut taken = board
        .ko_point_for(to_move)
        .filter(|_| fights_ko)
        .map(|k| (k, 0));
    // The mercy rule's capture lead, and the stones Black has captured in the playout
    // less those White has.
    let mercy = match policy {
        Policy::Heavy(ch) if ch.mercy > 0 => (ch.mercy * board.size() as u32).div_ceil(10) as i32,
        _ => i32::MAX,
    };
    let mut lead = 0i32;
    let mut merciful = false;
    while moves < cap && passes < 2 {
        // A ko taken in the last few moves whose ban has lapsed: the taker may fill
        // it, the loser take it back.
        let ko = taken
            .filter(|&(k, at)| moves - at < KO_AGE && board.ko_point_for(to_move) != Some(k))
            .map(|(k, _)| k);
        let recent = RecentPlay {
            last,
            before,
            ko,
            played: moves,
        };
        let choice = policy_move(board, to_move, &recent, policy, rng, &mut scratch);
        before = last;
        match choice {
            Some(p) => {
                lead += black_gain(to_move, board.play_fast(p, to_move).captured);
                merciful = lead.abs() >= mercy;
                if fights_ko {
                    if let Some(k) = board.ko_point_for(to_move.opponent()) {
                        taken = Some((k, moves + 1));
                    }
                }
                trace.push((p, to_move));
                passes = 0;
                last = Move::Play(p);
            }
            None => {
                board.clear_ko();
                passes += 1;
                last = Move::Pass;
            }
        }
        moves += 1;
        to_move = to_move.opponent();
        if merciful {
            break;
        }
    }
    PlayoutOutcome {
        score: scorer.score(board),
        moves,
        mercy: merciful,
    }
}

/// What `captured` stones taken by `c` add to Black's capture lead.
#[inline]
fn black_gain(c: Color, captured: u32) -> i32 {
    match c {
        Color::Black => captured as i32,
        _ => -(captured as i32),
    }
}

#[cfg(test)]
mod tests {
    pub(super) use super::*;
    pub(super) use crate::core::board::Board;

    pub(super) use crate::core::score::area_score;

    /// The point of GTP vertex `t` ("D3"; letters skip I) on 9x9.
    pub(super) fn at9(t: &str) -> Point {
        let col = "ABCDEFGHJ".find(&t[..1]).unwrap();
        let row: usize = t[1..].parse().unwrap();
        crate::core::point::Geometry::new(9).point(col, row - 1)
    }

    /// A 9x9 game after `moves` (colour, vertex), each legal.
    pub(super) fn game9(moves: &[(Color, &str)]) -> crate::core::game::Game {
        let mut game =
            crate::core::game::Game::new(9, 7.5, crate::core::rules::Rules::tromp_taylor());
        for &(c, t) in moves {
            game.play(c, Move::Play(at9(t))).unwrap();
        }
        game
    }

    /// White D4 next to Black C4, D5 and E3, with two liberties (D3, E4), White to have
    /// just played it.
    pub(super) fn white_d4_with_two_liberties() -> crate::core::game::Game {
        use Color::{Black, White};
        game9(&[
            (Black, "C4"),
            (White, "J9"),
            (Black, "D5"),
            (White, "J8"),
            (Black, "E3"),
            (White, "D4"),
        ])
    }

    #[test]
    fn a_recent_ko_is_filled_or_taken_back() {
        use Color::{Black, White};
        // Black takes the ko at E5 (capturing D5); White may not retake at once.
        let mut moves = vec![
            (Black, "D6"),
            (White, "E6"),
            (Black, "C5"),
            (White, "D5"),
            (Black, "D4"),
            (White, "F5"),
            (Black, "A1"),
            (White, "E4"),
            (Black, "E5"),
        ];
        let ko = at9("D5");
        let always = HeavyChances {
            ko: 256,
            ..HeavyChances::default()
        };
        let never = HeavyChances::default();
        let mut rng = FastRng::new(1);
        let mut scratch = Vec::new();
        let mut choose = |moves: &[(Color, &str)], c: Color, ch: &HeavyChances| {
            let mut board = game9(moves).board().clone();
            let last = Move::Play(at9(moves.last().unwrap().1));
            let recent = RecentPlay {
                ko: Some(ko),
                ..RecentPlay::after(last)
            };
            heavy_move(&mut board, c, &recent, ch, &mut rng, &mut scratch)
        };
        // White plays a threat: Black, the taker, fills the ko.
        moves.push((White, "J9"));
        assert_eq!(choose(&moves, Black, &always), Some(ko));
        // Black answers elsewhere: White takes the ko back.
        moves.push((Black, "J8"));
        assert_eq!(choose(&moves, White, &always), Some(ko));
        // With the step off, the ko point is just one more candidate.
        let off: Vec<_> = (0..20)
            .filter_map(|_| choose(&moves, White, &never))
            .collect();
        assert!(off.iter().any(|&p| p != ko));
    }

    #[test]
    fn heavy_playouts_end_settled_and_consistent() {
        let mut rng = FastRng::new(5);
        let mut scorer = AreaScorer::default();
        let mut trace = Vec::new();
        // The default and every optional step at once.
        let every = Policy::Heavy(HeavyChances {
            two_lib: 128,
            nakade: 128,
            fill: 64,
            ko: 128,
            ladders: true,
            quick: true,
            second: true,
            eyes: 128,
            ..HeavyChances::default()
        });
        for (size, policy) in [2, 5, 9, 13]
            .into_iter()
            .flat_map(|size| [Policy::heavy(), every].map(|p| (size, p)))
        {
            for _ in 0..20 {
                let mut b = Board::new(size);
                trace.clear();
                let out = playout(
                    &mut b,
                    Color::Black,
                    [Move::Pass, Move::Pass],
                    policy,
                    &mut rng,
                    &mut scorer,
                    &mut trace,
                );
                assert!(out.moves <= 3 * (size * size) as u32);
                assert_eq!(out.score, area_score(&b));
                b.check_structure().unwrap();
            }
        }
    }

    #[test]
    fn the_mercy_rule_ends_a_playout_at_the_capture_lead_and_not_before() {
        let mut scorer = AreaScorer::default();
        // On 9x9 a lead of five stones (half a stone a line, 4.5, rounded up) ends
        // many playouts early.
        let merciful = Policy::Heavy(HeavyChances {
            mercy: 5,
            ..HeavyChances::default()
        });
        let mut ended = 0;
        for seed in 0..40 {
            // The rule draws no random numbers: with the same seed the merciful
            // playout is the start of the full one.
            let (mut short, mut full) = (Vec::new(), Vec::new());
            let mut b = Board::new(9);
            let out = playout(
                &mut b,
                Color::Black,
                [Move::Pass, Move::Pass],
                merciful,
                &mut FastRng::new(seed),
                &mut scorer,
                &mut short,
            );
            let whole = playout(
                &mut Board::new(9),
                Color::Black,
                [Move::Pass, Move::Pass],
                merciful.without_mercy(),
                &mut FastRng::new(seed),
                &mut scorer,
                &mut full,
            );
            assert!(!whole.mercy);
            assert_eq!(short[..], full[..short.len()]);
            assert_eq!(out.score, area_score(&b));
            // The lead, move by move: the rule ends the playout at the first move that
            // brings it to five stones, and only there.
            let mut replay = Board::new(9);
            let mut lead = 0i32;
            for (i, &(p, c)) in short.iter().enumerate() {
                lead += black_gain(c, replay.play_fast(p, c).captured);
                let last = i + 1 == short.len();
                assert_eq!(lead.abs() >= 5, last && out.mercy, "seed {seed} move {i}");
            }
            ended += out.mercy as u32;
        }
        assert!(ended >= 10, "{ended}");
    }

    #[test]
    fn a_score_share_counts_wider_wins_more_often() {
        let mut rng = FastRng::new(17);
        let mut share = |margin: f64, weight: f64| {
            let won = (0..20_000)
                .filter(|_| black_won_by_score(margin, weight, ScoreRamp::quarter_of(80), &mut rng))
                .count();
            won as f64 / 20_000.0
        };
        // No share: the win alone.
        assert_eq!(share(0.5, 0.0), 1.0);
        assert_eq!(share(-0.5, 0.0), 0.0);
        assert!((share(0.0, 0.0) - 0.5).abs() < 0.02);
        // All of it: the margin ramped over 20 points either way (a quarter of 80).
        assert_eq!(share(20.0, 1.0), 1.0);
        assert_eq!(share(-30.0, 1.0), 0.0);
        assert!((share(-10.0, 1.0) - 0.25).abs() < 0.02);
        // A tenth: a half-point win counts 90% plus a tenth of 0.51; a 15-point win more.
        let (narrow, wide) = (share(0.5, 0.1), share(15.0, 0.1));
        assert!((narrow - 0.951).abs() < 0.01, "{narrow}");
        assert!((wide - 0.9875).abs() < 0.01, "{wide}");
        let (close_loss, big_loss) = (share(-0.5, 0.1), share(-15.0, 0.1));
        assert!(close_loss > big_loss + 0.02, "{close_loss} {big_loss}");
    }

    #[test]
    fn a_centred_ramp_is_steepest_where_the_game_is_expected_to_end() {
        let ramp = ScoreRamp::Centred {
            centre: 12.0,
            scale: 9.0,
        };
        assert!((ramp.at(12.0) - 0.5).abs() < 1e-12);
        assert!((ramp.at(21.0) - 0.75).abs() < 1e-12);
        assert!((ramp.at(3.0) - 0.25).abs() < 1e-12);
        assert!(ramp.at(1e9) <= 1.0 && ramp.at(-1e9) >= 0.0);
        // Far ahead, a point still counts: the linear ramp has run out by +20 on 9x9.
        let linear = ScoreRamp::quarter_of(81);
        assert_eq!(linear.at(25.0), linear.at(30.0));
        assert!(ramp.at(25.0) < ramp.at(30.0));
    }
}
