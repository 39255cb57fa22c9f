//! `ttgo review`: a played game searched position by position, written back as an SGF
//! that Sabaki shows with its win-rate graph, and summed up as each player's biggest
//! mistakes.
//!
//! How to read this file: [`review`] replays the record's main line and searches every
//! position with the tree search ([`Evaluation`]: the mover's win rate and score lead,
//! the preferred move and its line, the visits of each root move); a move's loss is
//! the mover's win rate before it less the win rate the next search gives the mover
//! after it, its gain the other way round, and a move that gains much though the search
//! before it hardly visited it is unexpected: a blind spot of the search, which the
//! comment and the summary name. [`review_sgf`] writes
//! the record with, at each move, Sabaki's `SBKV`/`SBKS` (Black's win rate in percent
//! and Black's score lead after the move), a comment, the engine's preferred line as a
//! variation, and SGF move annotations on the mistakes. The file is rewritten after
//! every position, so an interrupted review leaves a valid, partial one.
//! [`mistakes_table`] is the summary printed at the end; [`plot_svg`] draws Black's win
//! rate and score lead against the move number, the mistakes marked.

use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::core::rules::Rules;
use crate::core::sgf;
use crate::search::{Budget, NoControl, Search, SearchParams};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::{Path, PathBuf};

/// What `ttgo review` was asked.
pub struct ReviewConfig {
    pub game: PathBuf,
    /// Where the reviewed SGF goes (default: beside the game, `NAME.review.sgf`).
    pub out: Option<PathBuf>,
    pub budget: Budget,
    /// The rules setting; default the record's `RU`, else chinese.
    pub rules: Option<Rules>,
    /// The komi; default the record's `KM`, else 7.5.
    pub komi: Option<f64>,
    pub search: SearchParams,
    pub seed: u64,
}

/// The search's view of one position, for the player to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    pub to_move: Color,
    /// The mover's win rate at the game's komi.
    pub winrate: f32,
    /// The mover's score lead.
    pub score_lead: f32,
    /// The preferred move and its principal variation (the move first).
    pub best: Vec<Move>,
    /// The root moves the search visited, with their visits.
    pub visits: Vec<(Move, u32)>,
}

impl Evaluation {
    /// The share of the search's root visits that went to `mv` (0 when it had none).
    pub fn share(&self, mv: Move) -> f32 {
        let total: u32 = self.visits.iter().map(|&(_, v)| v).sum();
        let own = self
            .visits
            .iter()
            .find(|&&(m, _)| m == mv)
            .map_or(0, |&(_, v)| v);
        own as f32 / total.max(1) as f32
    }

    /// Black's win rate.
    fn black_winrate(&self) -> f32 {
        if self.to_move == Color::Black {
            self.winrate
        } else {
            1.0 - self.winrate
        }
    }

    /// Black's score lead.
    fn black_lead(&self) -> f32 {
        if self.to_move == Color::Black {
            self.score_lead
        } else {
            -self.score_lead
        }
    }
}

/// One reviewed move.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedMove {
    /// 1 for the game's first move.
    pub number: usize,
    pub color: Color,
    pub played: Move,
    /// The search of the position before the move, with `color` to move (the review
    /// searches again with `color` to move when the record's turns do not alternate).
    pub before: Evaluation,
    /// Black's win rate and score lead after the move (the next position's search).
    pub black_winrate_after: f32,
    pub black_lead_after: f32,
}

impl ReviewedMove {
    /// The mover's win rate and score lead after the move.
    fn after(&self) -> (f32, f32) {
        if self.color == Color::Black {
            (self.black_winrate_after, self.black_lead_after)
        } else {
            (1.0 - self.black_winrate_after, -self.black_lead_after)
        }
    }

    /// The mover's win rate lost by the move (0 when it gained).
    pub fn loss(&self) -> f32 {
        (-self.change()).max(0.0)
    }

    /// The mover's win rate after the move (the next search) less before it (this one).
    fn change(&self) -> f32 {
        self.after().0 - self.before.winrate
    }

    /// The mover's win rate gained by the move (0 when it lost): a move the search
    /// before it valued below what the next search finds.
    pub fn gain(&self) -> f32 {
        self.change().max(0.0)
    }

    /// The share of the search's visits the move had in the position before it: near 0
    /// for a move the search hardly looked at.
    pub fn searched(&self) -> f32 {
        self.before.share(self.played)
    }

    /// A move that gained at least `BAD` and that the search before it gave under
    /// `UNEXPECTED` of its visits: a blind spot of the search, there to see.
    pub fn unexpected(&self) -> bool {
        self.gain() >= BAD && self.searched() < UNEXPECTED
    }

    /// The move the search preferred, when it is not the move played.
    pub fn preferred(&self) -> Option<Move> {
        self.before
            .best
            .first()
            .copied()
            .filter(|&m| m != self.played)
    }
}

/// Losses from which a move is marked: doubtful, bad, very bad.
const DOUBTFUL: f32 = 0.05;
const BAD: f32 = 0.10;
const VERY_BAD: f32 = 0.20;
/// The share of the search's visits below which a move that gained is called
/// unexpected.
const UNEXPECTED: f32 = 0.05;

/// Search `game` for its player to move.
fn evaluate(search: &mut Search, game: &Game, budget: Budget) -> Evaluation {
    let c = game.to_move();
    let summary = search.run(game, c, budget, &mut NoControl);
    match summary.best() {
        Some(best) => Evaluation {
            to_move: c,
            winrate: best.game_winrate,
            score_lead: best.score_lead,
            best: best.pv.clone(),
            visits: summary.moves.iter().map(|m| (m.mv, m.visits)).collect(),
        },
        None => Evaluation {
            to_move: c,
            winrate: 0.5,
            score_lead: 0.0,
            best: Vec::new(),
            visits: Vec::new(),
        },
    }
}

/// A finished review: the game as loaded, its reviewed moves, where the SGF went.
pub struct Review {
    pub game: Game,
    pub moves: Vec<ReviewedMove>,
    pub out: PathBuf,
}

/// Review the game in `cfg.game`: search every position, rewrite the reviewed SGF
/// after each, show progress on stderr.
pub fn review(cfg: &ReviewConfig) -> Result<Review, String> {
    let path = cfg.game.display().to_string();
    let text = sgf::read_file(&path).map_err(|e| format!("{path}: {e}"))?;
    let rules = cfg
        .rules
        .or_else(|| sgf::record_rules(&text))
        .unwrap_or_else(Rules::chinese);
    let mut game = sgf::load(&text, None, 7.5, rules).map_err(|e| format!("{path}: {e}"))?;
    if let Some(komi) = cfg.komi {
        game.set_komi(komi);
    }
    let out = cfg.out.clone().unwrap_or_else(|| default_out(&cfg.game));
    // The record's root (position and game information), the same for every rewrite.
    let root = format!("{}{}", sgf::root_properties(&game), sgf::game_info(&text));
    let mut position = game.at_start();
    let moves = game.moves().to_vec();
    // The review shows score leads: every playout runs to its end (no mercy rule).
    let params = SearchParams {
        policy: cfg.search.policy.without_mercy(),
        ..cfg.search.clone()
    };
    let mut search = Search::new(params, cfg.seed);
    let bar = ProgressBar::new(moves.len() as u64 + 1);
    bar.set_style(
        ProgressStyle::with_template(
            "{bar:30} {pos}/{len} positions  [{elapsed_precise}, {eta} left]",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut reviewed = Vec::new();
    let mut before = evaluate(&mut search, &position, cfg.budget);
    bar.inc(1);
    for (k, &(c, mv)) in moves.iter().enumerate() {
        if position.to_move() != c {
            position.set_to_move(c);
            before = evaluate(&mut search, &position, cfg.budget);
        }
        position
            .play(c, mv)
            .map_err(|e| format!("move {}: {e}", k + 1))?;
        let after = evaluate(&mut search, &position, cfg.budget);
        reviewed.push(ReviewedMove {
            number: k + 1,
            color: c,
            played: mv,
            before,
            black_winrate_after: after.black_winrate(),
            black_lead_after: after.black_lead(),
        });
        before = after;
        write_atomically(&out, &review_sgf(&game, &root, &reviewed, cfg.budget))?;
        bar.inc(1);
    }
    write_atomically(&out, &review_sgf(&game, &root, &reviewed, cfg.budget))?;
    bar.finish_and_clear();
    Ok(Review {
        game,
        moves: reviewed,
        out,
    })
}

/// `NAME.review.sgf` beside `game`.
fn default_out(game: &Path) -> PathBuf {
    let stem = game
        .file_stem()
        .map_or("game".into(), |s| s.to_string_lossy().to_string());
    game.with_file_name(format!("{stem}.review.sgf"))
}

/// Write `text` to `path` through a temporary file, so that `path` always holds a
/// whole file.
fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    let tmp = path.with_extension("sgf.part");
    std::fs::write(&tmp, text)
        .and_then(|_| std::fs::rename(&tmp, path))
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// SGF text escaping for a `C[]` value.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

/// The reviewed game as SGF: the record's `root` node (`;FF[4]...`, position and game
/// information) with a summary comment, then each move
/// reviewed so far with Sabaki's win-rate and score properties, a comment, annotations
/// on the mistakes, and the preferred line as a variation beside the move played.
pub fn review_sgf(game: &Game, root: &str, reviewed: &[ReviewedMove], budget: Budget) -> String {
    let mut board = game.at_start();
    let searched = match (budget.playouts, budget.time) {
        (Some(n), _) => format!("{n} playouts"),
        (None, Some(t)) => format!("{:.1} s", t.as_secs_f64()),
        _ => "the default search".to_string(),
    };
    let mut out = format!(
        "({}C[Reviewed by ttgo {}: {} a position; {} of {} moves. SBKV is Black's win \
         rate in percent after each move, SBKS Black's score lead.]",
        root,
        env!("CARGO_PKG_VERSION"),
        searched,
        reviewed.len(),
        game.moves().len()
    );
    // Each move opens a parenthesis holding the rest of the main line, followed by
    // the variation of the preferred line: the main line stays first everywhere.
    let mut closing = String::new();
    for r in reviewed {
        let lost = r.loss();
        let mut node = sgf::move_node(&board, r.color, r.played);
        node.push_str(&format!(
            "SBKV[{:.2}]SBKS[{:.2}]",
            100.0 * r.black_winrate_after,
            r.black_lead_after
        ));
        if lost >= VERY_BAD {
            node.push_str("BM[2]");
        } else if lost >= BAD {
            node.push_str("BM[1]");
        } else if lost >= DOUBTFUL {
            node.push_str("DO[]");
        }
        node.push_str(&format!("C[{}]", escape(&comment(&board, r))));
        let variation = r.preferred().map(|_| {
            let mut line = String::from("(");
            let mut g = board.clone();
            let mut c = r.color;
            for &mv in r.before.best.iter().take(10) {
                if g.play(c, mv).is_err() {
                    break;
                }
                line.push_str(&sgf::move_node(&board, c, mv));
                c = c.opponent();
            }
            line.push(')');
            line
        });
        out.push('(');
        out.push_str(&node);
        closing.insert_str(0, &format!("){}", variation.unwrap_or_default()));
        let _ = board.play(r.color, r.played);
        out.push('\n');
    }
    out.push_str(&closing);
    out.push_str(")\n");
    out
}

/// The comment of a reviewed move: the mover's win rate and score lead before and
/// after, the loss, and the preferred move with its line.
fn comment(board: &Game, r: &ReviewedMove) -> String {
    let geom = board.board().geometry();
    let c = if r.color == Color::Black {
        "Black"
    } else {
        "White"
    };
    let (winrate, lead) = r.after();
    let mut text = format!(
        "{c} {}: {c} wins {:.1}% after the move ({lead:+.1} points)",
        r.played.to_vertex(geom),
        100.0 * winrate,
    );
    let lost = r.loss();
    if lost >= DOUBTFUL {
        let word = if lost >= VERY_BAD {
            "A big mistake"
        } else if lost >= BAD {
            "A mistake"
        } else {
            "Doubtful"
        };
        text.push_str(&format!(
            ". {word}: it loses {:.1}% of win rate",
            100.0 * lost
        ));
    }
    if r.unexpected() {
        text.push_str(&format!(
            ". Unexpected: it gains {:.1}% of win rate, and the search before it gave it \
             {:.1}% of its visits",
            100.0 * r.gain(),
            100.0 * r.searched()
        ));
    }
    if let Some(best) = r.preferred() {
        let line: Vec<String> = r
            .before
            .best
            .iter()
            .take(8)
            .map(|m| m.to_vertex(geom))
            .collect();
        text.push_str(&format!(
            ". ttgo prefers {} ({c} wins {:.1}%): {}",
            best.to_vertex(geom),
            100.0 * r.before.winrate,
            line.join(" ")
        ));
    }
    text.push('.');
    text
}

/// The summary `ttgo review` prints: each player's biggest mistakes (move, played,
/// preferred, win rate lost, the share of the search's visits the move had) and mean
/// loss per move, then the moves that gained most with the same share: a big gain on a
/// move the search hardly visited is a blind spot of the search. A loss where the
/// preferred move is the one played is the two searches' disagreement, their noise.
pub fn mistakes_table(game: &Game, reviewed: &[ReviewedMove], shown: usize) -> String {
    let geom = game.board().geometry();
    let mut out = String::new();
    for (color, name) in [(Color::Black, "Black"), (Color::White, "White")] {
        let mut own: Vec<&ReviewedMove> = reviewed.iter().filter(|r| r.color == color).collect();
        if own.is_empty() {
            continue;
        }
        let mean = own.iter().map(|r| r.loss()).sum::<f32>() / own.len() as f32;
        out.push_str(&format!(
            "{name}: {} moves, mean loss {:.1}% of win rate a move\n",
            own.len(),
            100.0 * mean
        ));
        own.sort_by(|a, b| b.loss().total_cmp(&a.loss()).then(a.number.cmp(&b.number)));
        out.push_str("  move  played  preferred   lost  searched\n");
        for r in own.iter().take(shown).filter(|r| r.loss() > 0.0) {
            let preferred = r
                .before
                .best
                .first()
                .map_or("-".into(), |m| m.to_vertex(geom));
            out.push_str(&format!(
                "  {:>4}  {:>6}  {:>9}  {:>5.1}%  {:>7.1}%\n",
                r.number,
                r.played.to_vertex(geom),
                preferred,
                100.0 * r.loss(),
                100.0 * r.searched()
            ));
        }
        own.sort_by(|a, b| b.gain().total_cmp(&a.gain()).then(a.number.cmp(&b.number)));
        let gains: Vec<&&ReviewedMove> = own
            .iter()
            .take(shown)
            .filter(|r| r.gain() >= DOUBTFUL)
            .collect();
        if !gains.is_empty() {
            out.push_str("  move  played  gained  searched\n");
            for r in gains {
                out.push_str(&format!(
                    "  {:>4}  {:>6}  {:>5.1}%  {:>7.1}%{}\n",
                    r.number,
                    r.played.to_vertex(geom),
                    100.0 * r.gain(),
                    100.0 * r.searched(),
                    if r.unexpected() { "  unexpected" } else { "" }
                ));
            }
        }
    }
    out
}

/// Draw Black's win rate (left axis, percent) and score lead (right axis) after each
/// move of `reviewed` as an SVG file, the start position at move 0; the moves that
/// lost at least 10% (`BAD`) are marked with a dot in their player's colour ringed in red.
pub fn plot_svg(reviewed: &[ReviewedMove], path: &Path) -> Result<(), String> {
    use plotters::prelude::*;
    let failed = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    let Some(first) = reviewed.first() else {
        return Err(failed(&"no moves to plot"));
    };
    let start = (first.before.black_winrate(), first.before.black_lead());
    let winrates: Vec<(f32, f32)> = std::iter::once((0.0, 100.0 * start.0))
        .chain(
            reviewed
                .iter()
                .map(|r| (r.number as f32, 100.0 * r.black_winrate_after)),
        )
        .collect();
    let leads: Vec<(f32, f32)> = std::iter::once((0.0, start.1))
        .chain(
            reviewed
                .iter()
                .map(|r| (r.number as f32, r.black_lead_after)),
        )
        .collect();
    let span = leads
        .iter()
        .map(|&(_, l)| l.abs())
        .fold(5.0f32, f32::max)
        .ceil();
    let last = reviewed.len() as f32;
    let root = SVGBackend::new(path, (960, 440)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| failed(&e))?;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "ttgo review: Black's win rate and score lead",
            ("sans-serif", 20),
        )
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .right_y_label_area_size(50)
        .build_cartesian_2d(0f32..last, 0f32..100f32)
        .map_err(|e| failed(&e))?
        .set_secondary_coord(0f32..last, -span..span);
    chart
        .configure_mesh()
        .x_desc("move")
        .y_desc("Black's win rate (%)")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| format!("{y:.0}"))
        .draw()
        .map_err(|e| failed(&e))?;
    chart
        .configure_secondary_axes()
        .y_desc("Black's score lead (points)")
        .y_label_formatter(&|y| format!("{y:+.0}"))
        .draw()
        .map_err(|e| failed(&e))?;
    let lead_colour = RGBColor(70, 110, 200);
    chart
        .draw_secondary_series(LineSeries::new(leads, lead_colour.stroke_width(1)))
        .map_err(|e| failed(&e))?
        .label("score lead (right)")
        .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], lead_colour));
    chart
        .draw_series(LineSeries::new(winrates, BLACK.stroke_width(2)))
        .map_err(|e| failed(&e))?
        .label("win rate (left)")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], BLACK));
    let mistakes = reviewed.iter().filter(|r| r.loss() >= BAD).map(|r| {
        let at = (r.number as f32, 100.0 * r.black_winrate_after);
        let fill = if r.color == crate::core::point::Color::Black {
            BLACK
        } else {
            WHITE
        };
        EmptyElement::at(at)
            + Circle::new((0, 0), 6, fill.filled())
            + Circle::new((0, 0), 7, RED.stroke_width(2))
    });
    chart.draw_series(mistakes).map_err(|e| failed(&e))?;
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .position(SeriesLabelPosition::LowerLeft)
        .draw()
        .map_err(|e| failed(&e))?;
    root.present().map_err(|e| failed(&e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::point::Geometry;

    /// A move of `color` at `vertex` on 9x9, searched before at `before` for the mover
    /// with the given root visits, and at `after` for the mover by the next search.
    fn reviewed(
        number: usize,
        color: Color,
        vertex: &str,
        before: f32,
        visits: &[(&str, u32)],
        after: f32,
    ) -> ReviewedMove {
        let geom = Geometry::new(9);
        let mv = |v: &str| Move::from_vertex(v, &geom).unwrap();
        let black_after = if color == Color::Black {
            after
        } else {
            1.0 - after
        };
        ReviewedMove {
            number,
            color,
            played: mv(vertex),
            before: Evaluation {
                to_move: color,
                winrate: before,
                score_lead: 0.0,
                best: vec![mv(visits[0].0)],
                visits: visits.iter().map(|&(v, n)| (mv(v), n)).collect(),
            },
            black_winrate_after: black_after,
            black_lead_after: 0.0,
        }
    }

    /// The root visits of the searches below.
    const RACE: &[(&str, u32)] = &[("J3", 499), ("H1", 1)];
    const OPENING: &[(&str, u32)] = &[("E5", 900), ("D4", 100)];
    const CUT: &[(&str, u32)] = &[("C3", 800), ("G3", 10)];
    const CORNER: &[(&str, u32)] = &[("D6", 990), ("H1", 10)];

    #[test]
    fn a_strong_move_the_search_hardly_visited_is_unexpected() {
        // White's H1 turns a lost race: 8% before it, 90% after, with 1 of 500 visits.
        let blind = reviewed(57, Color::White, "H1", 0.08, RACE, 0.90);
        assert!((blind.gain() - 0.82).abs() < 1e-5);
        assert_eq!(blind.loss(), 0.0);
        assert!((blind.searched() - 0.002).abs() < 1e-6);
        assert!(blind.unexpected());
        // The same gain on the search's own favourite is no surprise; nor is a small
        // gain on a move it never visited.
        let seen = reviewed(57, Color::White, "J3", 0.08, RACE, 0.90);
        assert!(!seen.unexpected());
        let small = reviewed(57, Color::White, "A1", 0.50, RACE, 0.55);
        assert_eq!(small.searched(), 0.0);
        assert!(!small.unexpected());
        // Searches without visits share nothing.
        let empty = Evaluation {
            visits: Vec::new(),
            ..blind.before.clone()
        };
        assert_eq!(empty.share(blind.played), 0.0);
    }

    #[test]
    fn the_summary_lists_gains_with_their_share_of_visits() {
        let game = Game::new(9, 7.5, Rules::chinese());
        let moves = [
            reviewed(1, Color::Black, "E5", 0.50, OPENING, 0.48),
            reviewed(2, Color::White, "G3", 0.52, CUT, 0.30),
            reviewed(3, Color::Black, "H1", 0.70, CORNER, 0.95),
        ];
        let table = mistakes_table(&game, &moves, 5);
        let black = table.split("White:").next().unwrap();
        // Black's loss at move 1 (2.0%, its favourite with 90% of the visits), then its
        // gain at move 3, unexpected (1% of the visits).
        assert!(
            black.contains("     1      E5         E5    2.0%     90.0%"),
            "{table}"
        );
        let gain_row = black.lines().find(|l| l.contains(" H1 ")).unwrap();
        let words: Vec<&str> = gain_row.split_whitespace().collect();
        assert_eq!(words, ["3", "H1", "25.0%", "1.0%", "unexpected"], "{table}");
        // White's loss at move 2 with 1.2% of the visits; no gains.
        let white = table.split("White:").nth(1).unwrap();
        assert!(
            white.contains("     2      G3         C3   22.0%      1.2%"),
            "{table}"
        );
        assert!(!white.contains("gained"), "{table}");
    }
}
