//! The heavy policy's choice of a move: its steps in order (a recent ko, atari replies,
//! two-liberty fights, capturing races, threatened eyes, the vital point of an eye
//! space, 3x3 shapes, filling open space), each tried with its chance, then the random
//! step, which refuses most self-ataris but lets the killing ones through and turns a
//! refused one next to a two-liberty opponent chain into the approach from outside.

use super::eye_space::{eye_defences, nakade_point};
use super::fights::{
    atari_replies, drop_caught_escapes, race_replies, two_liberty_replies, CaughtEscapes,
};
use super::policy::{race_chance, HeavyChances, RecentPlay};
use super::rng::FastRng;
use super::self_atari::{approach_instead, is_useful_self_atari, joined_chains};
use super::shapes::{more_shape_replies, shape_replies};
use crate::core::board::Board;
use crate::core::point::{Color, Move, Point};

/// The heavy policy's choice for `c` after the moves `recent`, or None (pass), with the
/// chances of `ch`. `scratch` holds candidate lists between calls.
pub fn heavy_move(
    board: &mut Board,
    c: Color,
    recent: &RecentPlay,
    ch: &HeavyChances,
    rng: &mut FastRng,
    scratch: &mut Vec<Point>,
) -> Option<Point> {
    if let Some(k) = recent.ko {
        if rng.below(256) < ch.ko
            && board.is_playout_candidate(k, c)
            && (!board.is_self_atari(k, c) || board.would_capture(k, c))
        {
            return Some(k);
        }
    }
    // Escapes a ladder catches, refused by every later step of this move.
    let mut caught = CaughtEscapes::default();
    if let Move::Play(last) = recent.last {
        // The tactical steps answer a stone still on the board (not one just captured).
        let standing = board.color(last).is_stone();
        let reads = standing && recent.played < ch.reach;
        if standing && rng.below(256) < ch.atari {
            atari_replies(board, c, last, scratch);
            if ch.ladders && reads {
                caught = drop_caught_escapes(board, c, scratch);
            }
            if let Some(p) = pick(board, c, rng, scratch, &caught) {
                return Some(p);
            }
        }
        if reads && rng.below(256) < ch.two_lib {
            two_liberty_replies(board, c, last, ch.quick, scratch);
            if let Some(p) = pick(board, c, rng, scratch, &caught) {
                return Some(p);
            }
        }
        // Tested only when on, so a board without it draws the random numbers it
        // always did.
        let race = ch.race.unwrap_or_else(|| race_chance(board.size()));
        if race > 0 && reads && rng.below(256) < race {
            race_replies(board, c, last, scratch);
            if let Some(p) = pick(board, c, rng, scratch, &caught) {
                return Some(p);
            }
        }
        if reads && rng.below(256) < ch.eyes {
            eye_defences(board, c, last, scratch);
            if let Some(p) = pick(board, c, rng, scratch, &caught) {
                return Some(p);
            }
        }
        if reads && rng.below(256) < ch.nakade {
            if let Some(p) = nakade_point(board, last) {
                if board.is_playout_candidate(p, c) && !caught.holds(p) {
                    return Some(p);
                }
            }
        }
        if rng.below(256) < ch.shape {
            shape_replies(board, last, scratch);
            if let (true, Move::Play(own)) = (ch.second, recent.before) {
                more_shape_replies(board, own, scratch);
            }
            if let Some(p) = pick(board, c, rng, scratch, &caught) {
                return Some(p);
            }
        }
    }
    if rng.below(256) < ch.fill {
        if let Some(p) = fill_board(board, c, rng) {
            return Some(p);
        }
    }
    random_move(board, c, rng, &caught, ch)
}

/// A random candidate from `list` that is playout-legal, not `caught`, and not a
/// self-atari unless it captures.
pub(super) fn pick(
    board: &Board,
    c: Color,
    rng: &mut FastRng,
    list: &mut Vec<Point>,
    caught: &CaughtEscapes,
) -> Option<Point> {
    while !list.is_empty() {
        let i = rng.below(list.len() as u32) as usize;
        let p = list.swap_remove(i);
        // A capture is welcome even when it leaves one liberty (a ko capture).
        if board.is_playout_candidate(p, c)
            && !caught.holds(p)
            && (!board.is_self_atari(p, c) || board.would_capture(p, c))
        {
            return Some(p);
        }
    }
    None
}

/// A random playout candidate for `c`, refusing most self-ataris (with the chance of
/// `ch`, and always those of `ch.seki` stones or more), but not the useful ones if `ch`
/// lets sacrifices through; with `ch.approach` the first refused one that has an
/// approach ([`approach_instead`]) gives way to it.
pub(super) fn random_move(
    board: &mut Board,
    c: Color,
    rng: &mut FastRng,
    caught: &CaughtEscapes,
    ch: &HeavyChances,
) -> Option<Point> {
    let salt = rng.next_u64() as u32;
    let instead = std::cell::Cell::new(None);
    let chosen = board.random_empty_where(
        |n| rng.below(n),
        |b, p| {
            if !b.is_playout_candidate(p, c) || caught.holds(p) {
                return false;
            }
            // Most self-ataris are refused by chance, big ones always (seki).
            let big = |b: &Board| ch.seki > 0 && joined_chains(b, p, c).1 >= ch.seki as usize;
            let refused = (refuses(p, salt, ch.refuse) || big(b))
                && b.is_self_atari(p, c)
                && !(ch.sacrifices && is_useful_self_atari(b, p, c));
            if !refused {
                return true;
            }
            // A refused self-atari: its approach from outside, if any, is played instead.
            let q = match ch.approach {
                true => approach_instead(b, p, c).filter(|&q| !caught.holds(q)),
                false => None,
            };
            instead.set(q);
            q.is_some()
        },
    );
    instead.get().or(chosen)
}

/// A pseudo-random decision, true with chance `refuse` out of 256, for refusing a
/// self-atari at `p` in the light fallback: the acceptance test cannot borrow the
/// generator, so it hashes the point with a fresh per-move `salt` instead.
pub(super) fn refuses(p: Point, salt: u32, refuse: u32) -> bool {
    (p.0 as u32 ^ salt).wrapping_mul(0x9e37_79b9) >> 24 < refuse
}

/// A random empty point of `c` whose eight neighbours are all empty (a few tries), or
/// None.
pub(super) fn fill_board(board: &Board, c: Color, rng: &mut FastRng) -> Option<Point> {
    let n = board.empty_count();
    if n == 0 {
        return None;
    }
    for _ in 0..4 {
        let p = board.empty_points().nth(rng.below(n as u32) as usize)?;
        if board.neighborhood(p) == 0 && board.is_playout_candidate(p, c) {
            return Some(p);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::tests::*;

    #[test]
    fn the_random_step_lets_a_killing_sacrifice_through() {
        use Color::Black;
        // White's only space, A1 B1 C1, holds Black B1 on its vital point; Black's only
        // moves left are A1 and C1 (A5 C5 E5 are its own eyes), each putting two stones
        // in atari to leave White one eye. Refusing every self-atari, Black passes;
        // letting useful ones through, it plays one of them.
        let board = Board::from_ascii(
            "
            . X . X .
            X X X X X
            O O O O X
            O O O O X
            . X . O X",
        )
        .unwrap();
        let g = crate::core::point::Geometry::new(5);
        let sacrifices = [g.point(0, 0), g.point(2, 0)];
        let mut rng = FastRng::new(3);
        let mut scratch = Vec::new();
        let mut draw = |sacrifices: bool| {
            let ch = HeavyChances {
                refuse: 256,
                sacrifices,
                ..HeavyChances::default()
            };
            let mut b = board.clone();
            heavy_move(
                &mut b,
                Black,
                &RecentPlay::after(Move::Pass),
                &ch,
                &mut rng,
                &mut scratch,
            )
        };
        assert!((0..50).all(|_| draw(false).is_none()));
        assert!((0..50).all(|_| draw(true).is_some_and(|p| sacrifices.contains(&p))));
    }

    #[test]
    fn the_default_starts_races_from_10x10_up_and_not_on_9x9() {
        use Color::{Black, White};
        // A race in a corner of an otherwise empty board: White's A2 took Black's B3
        // chain to four liberties, White's A2 A3 has two (A1 A4). The default race step
        // puts it in atari from 10x10 up (A4; A1 is a self-atari); on 9x9 A1 and A4
        // come only from the other steps.
        let corner = Board::from_ascii(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . O O . . .
            O X X X O . .
            O X . X O . .
            . . . . O . .",
        )
        .unwrap();
        let race_moves = |size: usize| {
            let g = crate::core::point::Geometry::new(size);
            let stones: Vec<_> = corner
                .stones()
                .into_iter()
                .map(|(p, c)| {
                    let (col, row) = corner.geometry().coords(p);
                    (g.point(col, row), c)
                })
                .collect();
            let board = Board::from_colors(size, &stones).unwrap();
            let (a1, a2, a4) = (g.point(0, 0), g.point(0, 1), g.point(0, 3));
            assert_eq!(board.color(a2), White);
            let mut rng = FastRng::new(5);
            let mut scratch = Vec::new();
            let recent = RecentPlay::after(Move::Play(a2));
            let ch = HeavyChances::default();
            (0..2000)
                .filter(|_| {
                    let mut b = board.clone();
                    let p = heavy_move(&mut b, Black, &recent, &ch, &mut rng, &mut scratch);
                    p == Some(a1) || p == Some(a4)
                })
                .count()
        };
        let (on9, on13, on19) = (race_moves(9), race_moves(13), race_moves(19));
        // The race step plays A4 in about 64 of 256 draws (some 500 of 2,000).
        assert!(on13 > on9 + 300, "13x13 {on13}, 9x9 {on9}");
        assert!(on19 > on9 + 300, "19x19 {on19}, 9x9 {on9}");
    }

    /// In how many of 400 heavy playouts from `board` (`to_move` first) each of the
    /// stones `watch` is still standing at the end.
    fn survivals(board: &Board, to_move: Color, ch: HeavyChances, watch: &[Point]) -> Vec<u32> {
        let mut rng = FastRng::new(11);
        let mut scorer = AreaScorer::default();
        let mut trace = Vec::new();
        let mut kept = vec![0; watch.len()];
        for _ in 0..400 {
            let mut b = board.clone();
            let moves = [Move::Pass, Move::Pass];
            playout(
                &mut b,
                to_move,
                moves,
                Policy::Heavy(ch),
                &mut rng,
                &mut scorer,
                &mut trace,
            );
            for (k, &p) in kept.iter_mut().zip(watch) {
                *k += (b.color(p) == board.color(p)) as u32;
            }
        }
        kept
    }

    #[test]
    fn seki_groups_live_to_the_end_of_the_playouts() {
        use Color::White;
        // Two seki from games the engine lost by passing, each counting a seki group as
        // dead. Left: Black F4 G4 H4 J4 G5 and White F2..J2 F3 H3 share their only
        // liberties, G3 and J3. Right: Black's G8 group (eye J9) and White's big group
        // (eye J5) share G7.
        let left = Board::from_ascii(
            "
            . . . X O . . . .
            . . . X O O . . .
            . . . X O . O . .
            . . . X X O O O .
            . . . X O O X O O
            . . X O O X X X X
            . . X X X O . O .
            . . . O X O O O O
            . . . X X X X X X",
        )
        .unwrap();
        let right = Board::from_ascii(
            "
            . X . X O O O X .
            X . X X X O X X X
            O . . . X O . X O
            X . X X O O O O O
            . X . X X X O O .
            X X X O X . X O O
            O O O O X . X O X
            O . X O O X X X X
            . O . . O X O . .",
        )
        .unwrap();
        let g = crate::core::point::Geometry::new(9);
        let (g4, g2) = (g.point(6, 3), g.point(6, 1));
        let (h8, g6) = (g.point(7, 7), g.point(6, 5));
        // Filling the shared liberty is never a useful sacrifice: on the left the six
        // stones would leave White an eye space with no vital point, on the right
        // White has a second eye at J5.
        let (j3, g7) = (g.point(8, 2), g.point(6, 6));
        assert!(left.is_self_atari(j3, Color::Black) && right.is_self_atari(g7, Color::Black));
        assert!(!is_useful_self_atari(&left, j3, Color::Black));
        assert!(!is_useful_self_atari(&right, g7, Color::Black));
        let with = HeavyChances::default();
        let without = HeavyChances { seki: 0, ..with };
        for (board, watch) in [(&left, [g4, g2]), (&right, [h8, g6])] {
            let kept = survivals(board, White, with, &watch);
            let lost = survivals(board, White, without, &watch);
            eprintln!("kept {kept:?} of 400, without the rule {lost:?}");
            for (&k, &l) in kept.iter().zip(&lost) {
                assert!(k >= 380, "a seki group lived in only {k} of 400 playouts");
                assert!(l < k, "the rule should matter here");
            }
        }
    }

    #[test]
    fn a_refused_self_atari_next_to_a_two_liberty_chain_approaches_from_outside() {
        use Color::Black;
        // White's A2 B2 has two liberties, A1 and B1. Black A1 is a plain self-atari;
        // the outside liberty B1 (joining C1 C2) puts White in atari instead.
        let board = Board::from_ascii(
            "
            . . . . .
            . . . . .
            X X . . .
            O O X . .
            . . X . .",
        )
        .unwrap();
        let g = crate::core::point::Geometry::new(5);
        let (a1, b1, d1) = (g.point(0, 0), g.point(1, 0), g.point(3, 0));
        assert!(board.is_self_atari(a1, Black) && !is_useful_self_atari(&board, a1, Black));
        assert_eq!(approach_instead(&board, a1, Black), Some(b1));
        // Next to no opponent chain with two liberties there is nothing to approach.
        assert_eq!(approach_instead(&board, d1, Black), None);
    }

    #[test]
    fn the_reading_steps_stop_at_their_reach() {
        use Color::Black;
        // White's D4 stone has two liberties; the two-liberty step ataris it at D3 or E4.
        let game = white_d4_with_two_liberties();
        let fights = [at9("D3"), at9("E4")];
        let ch = HeavyChances {
            atari: 0,
            two_lib: 256,
            shape: 0,
            reach: 3,
            ..HeavyChances::default()
        };
        let mut rng = FastRng::new(5);
        let mut scratch = Vec::new();
        let mut draw = |played: u32| {
            let mut board = game.board().clone();
            let recent = RecentPlay {
                played,
                ..RecentPlay::after(Move::Play(at9("D4")))
            };
            heavy_move(&mut board, Black, &recent, &ch, &mut rng, &mut scratch)
        };
        // Inside the reach every draw fights; beyond it the move is a random one.
        assert!((0..3).all(|k| (0..20).all(|_| draw(k).is_some_and(|p| fights.contains(&p)))));
        assert!((0..40).any(|_| draw(3).is_some_and(|p| !fights.contains(&p))));
    }
}
