//! Fitting the move model (`model.rs`) to strong players' games, and measuring it.
//!
//! How to read this module:
//! - Games are lines of SGF moves (`id<TAB>;B[pd];W[dp];...`, 19x19, Black first), read
//!   from text files or from zip archives (through the `unzip` tool).
//! - [`positions`] replays a game and shows every position before a move: the board,
//!   the mover, the last two moves, the move played.
//! - Training ([`train`]) has two passes. The *harvest* counts the spatial keys of the
//!   moves played; keys seen at least `min_count` times make the dictionary. Then every
//!   position of the training games becomes a *competition*: each legal move (and the
//!   pass) is a team of features, one per group of `features.rs`, and the move played
//!   won. Identical teams in one position are kept once with a count.
//! - Minorization-maximization (Hunter 2004; as applied to Go moves by Coulom 2007)
//!   fits a strength (gamma) to every feature value: a team's strength is the product
//!   of its features', and one update per group sets each gamma to its wins over the
//!   sum, across competitions, of its team's share of the competition's total
//!   strength. Every gamma also gets one virtual win and one virtual loss against a
//!   team of strength 1, which keeps rare features near 1.
//! - [`evaluate`] replays held-out games and counts how often the model's strongest
//!   move is the one played (top-1), is among its five strongest (top-5), and the mean
//!   log-likelihood of the moves played.

use crate::core::board::Board;
use crate::core::point::{Color, Geometry, Move};
use crate::knowledge::features::{Group, MoveFeatures, Recent, SMALL};
use crate::knowledge::ladder::LadderReader;
use crate::knowledge::model::Model;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The board size of the training games.
pub const SIZE: usize = 19;

/// One game: its moves, Black first, alternating.
pub type GameMoves = Vec<Move>;

/// The moves of one game line (`id<TAB>;B[pd];W[dp];...`), or None if the line is not
/// such a game (colours must alternate from Black; coordinates must lie on 19x19).
pub fn parse_game_line(line: &str) -> Option<GameMoves> {
    let geom = Geometry::new(SIZE);
    let body = line.split('\t').nth(1).unwrap_or(line);
    let mut moves = Vec::new();
    for (k, node) in body.split(';').filter(|n| !n.trim().is_empty()).enumerate() {
        let node = node.trim();
        let color = node.as_bytes().first()?;
        let want = if k % 2 == 0 { b'B' } else { b'W' };
        if *color != want || node.get(1..2)? != "[" || !node.ends_with(']') {
            return None;
        }
        let coord = &node[2..node.len() - 1];
        let mv = match coord.as_bytes() {
            [] => Move::Pass,
            [c, r]
                if (b'a'..b'a' + SIZE as u8).contains(c)
                    && (b'a'..b'a' + SIZE as u8).contains(r) =>
            {
                let col = (c - b'a') as usize;
                let row = SIZE - 1 - (r - b'a') as usize;
                Move::Play(geom.point(col, row))
            }
            _ => return None,
        };
        moves.push(mv);
    }
    (!moves.is_empty()).then_some(moves)
}

/// The games of a file: a text file of game lines, or a zip archive of such files
/// (read with `unzip -p`). Lines that are not games are skipped.
pub fn read_games(path: &Path) -> Result<Vec<GameMoves>, String> {
    let text = if path.extension().is_some_and(|e| e == "zip") {
        let out = std::process::Command::new("unzip")
            .arg("-p")
            .arg(path)
            .output()
            .map_err(|e| format!("{}: cannot run unzip: {e}", path.display()))?;
        if !out.status.success() {
            return Err(format!("{}: unzip failed", path.display()));
        }
        String::from_utf8_lossy(&out.stdout).into_owned()
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?
    };
    Ok(text.lines().filter_map(parse_game_line).collect())
}

/// Is `mv` legal for `c` in a game position without history: an empty point that is
/// not the simple-ko point and is no suicide (the games' rules forbid it), or a pass?
pub fn is_candidate(board: &Board, mv: Move, c: Color) -> bool {
    match mv {
        Move::Pass => true,
        Move::Play(p) => {
            board.color(p) == Color::Empty
                && board.ko_point_for(c) != Some(p)
                && board.suicide_kind(p, c).is_none()
        }
    }
}

/// The legal moves of `c` (points, then the pass).
pub fn candidates(board: &Board, c: Color) -> Vec<Move> {
    let mut moves: Vec<Move> = board
        .empty_points()
        .map(Move::Play)
        .filter(|&mv| is_candidate(board, mv, c))
        .collect();
    moves.sort_by_key(|mv| match mv {
        Move::Play(p) => p.0,
        Move::Pass => u16::MAX,
    });
    moves.push(Move::Pass);
    moves
}

/// Replay `game`, calling `visit(board, mover, recent, played)` before every move.
/// Stops at the first illegal move and returns false; true if the whole game replayed.
pub fn positions(game: &[Move], mut visit: impl FnMut(&Board, Color, &Recent, Move)) -> bool {
    let mut board = Board::new(SIZE);
    let mut recent = Recent::default();
    let mut mover = Color::Black;
    for &mv in game {
        if !is_candidate(&board, mv, mover) {
            return false;
        }
        visit(&board, mover, &recent, mv);
        board.play(mv, mover);
        recent = Recent {
            last: Some(mv),
            before: recent.last,
        };
        mover = mover.opponent();
    }
    true
}

/// Feature ids: spatial patterns first, then shapes, then 32 slots per small group.
struct Ids {
    spatial: HashMap<u64, u32>,
    spatial_keys: Vec<u64>,
    shape: HashMap<u32, u32>,
    shape_keys: Vec<u32>,
}

/// Slots per small group.
const SMALL_SLOTS: u32 = 32;

impl Ids {
    /// Ids for the spatial `keys` (sorted), and no shapes yet.
    fn new(keys: Vec<u64>) -> Ids {
        Ids {
            spatial: keys
                .iter()
                .enumerate()
                .map(|(i, &k)| (k, i as u32))
                .collect(),
            spatial_keys: keys,
            shape: HashMap::new(),
            shape_keys: Vec::new(),
        }
    }

    fn n_spatial(&self) -> u32 {
        self.spatial_keys.len() as u32
    }

    /// First id of the shapes (they grow while the data set is built, so shape ids are
    /// kept apart and shifted at the end).
    fn small_base(&self, slot: usize) -> u32 {
        slot as u32 * SMALL_SLOTS
    }
}

/// A competition's teams, flat: for position j, candidates
/// `pos_start[j]..pos_start[j + 1]`; for candidate c, features
/// `cand_start[c]..cand_start[c + 1]` and multiplicity `mult[c]`.
#[derive(Default)]
struct Dataset {
    pos_start: Vec<u32>,
    chosen: Vec<u32>,
    cand_start: Vec<u32>,
    mult: Vec<u16>,
    feats: Vec<u32>,
}

/// A feature id as stored while building: small groups, spatial and shape are tagged
/// by their top bits until the final layout is known.
const TAG_SMALL: u32 = 0 << 30;
const TAG_SPATIAL: u32 = 1 << 30;
const TAG_SHAPE: u32 = 2 << 30;
const TAG_MASK: u32 = 3 << 30;

impl Dataset {
    fn positions(&self) -> usize {
        self.chosen.len()
    }

    /// Add one position: the tagged feature lists of its candidates and which was
    /// played. Identical lists are merged.
    fn push(&mut self, mut teams: Vec<Vec<u32>>, played: usize) {
        let chosen_team = teams[played].clone();
        for t in teams.iter_mut() {
            t.sort_unstable();
        }
        let mut chosen_sorted = chosen_team;
        chosen_sorted.sort_unstable();
        teams.sort();
        let first = self.mult.len() as u32;
        self.pos_start.push(first);
        let mut k = 0;
        let mut chosen = None;
        while k < teams.len() {
            let mut j = k + 1;
            while j < teams.len() && teams[j] == teams[k] {
                j += 1;
            }
            if teams[k] == chosen_sorted {
                chosen = Some(self.mult.len() as u32);
            }
            self.cand_start.push(self.feats.len() as u32);
            self.feats.extend_from_slice(&teams[k]);
            self.mult.push((j - k).min(u16::MAX as usize) as u16);
            k = j;
        }
        self.chosen
            .push(chosen.expect("the played move is a candidate"));
    }

    /// Close the flat arrays (sentinels) and map tagged ids to the final layout:
    /// small groups, then spatial, then shapes.
    fn finish(&mut self, n_spatial: u32) {
        self.pos_start.push(self.mult.len() as u32);
        self.cand_start.push(self.feats.len() as u32);
        let small_total = SMALL.len() as u32 * SMALL_SLOTS;
        for f in self.feats.iter_mut() {
            let v = *f & !TAG_MASK;
            *f = match *f & TAG_MASK {
                TAG_SMALL => v,
                TAG_SPATIAL => small_total + v,
                _ => small_total + n_spatial + v,
            };
        }
    }
}

/// The tagged features of one move.
fn team(f: &MoveFeatures, ids: &mut Ids, grow_shapes: bool) -> Vec<u32> {
    let mut t = Vec::with_capacity(10);
    if let Some(&id) = f.spatial.iter().rev().find_map(|k| ids.spatial.get(k)) {
        t.push(TAG_SPATIAL | id);
    }
    if f.shape != 0 {
        let next = ids.shape_keys.len() as u32;
        let id = match ids.shape.get(&f.shape) {
            Some(&id) => Some(id),
            None if grow_shapes => {
                ids.shape.insert(f.shape, next);
                ids.shape_keys.push(f.shape);
                Some(next)
            }
            None => None,
        };
        if let Some(id) = id {
            t.push(TAG_SHAPE | id);
        }
    }
    for (slot, &v) in f.small.iter().enumerate() {
        if v != 0 {
            t.push(TAG_SMALL | (ids.small_base(slot) + v as u32));
        }
    }
    t
}

/// What to train on and where to write the model.
#[derive(Clone, Debug)]
pub struct TrainConfig {
    pub train: Vec<PathBuf>,
    pub test: Vec<PathBuf>,
    /// Games (from the start of the shuffled training games) whose moves make the
    /// spatial dictionary.
    pub harvest_games: usize,
    /// Games whose positions make the competitions.
    pub train_games: usize,
    /// Held-out games to measure the model on.
    pub test_games: usize,
    /// Least number of times a spatial key must be played to enter the dictionary.
    pub min_count: u32,
    /// Rounds of updates (each updates every group once).
    pub iterations: usize,
    pub out: PathBuf,
    /// Worker threads for the updates.
    pub threads: usize,
}

/// The games of `files`, in a fixed pseudo-random order (the same on every run).
pub fn load_shuffled(files: &[PathBuf]) -> Result<Vec<GameMoves>, String> {
    let mut games = Vec::new();
    for f in files {
        let g = read_games(f)?;
        log::info!("{}: {} games", f.display(), g.len());
        games.extend(g);
    }
    let mut state = 0x5eed_u64;
    for i in (1..games.len()).rev() {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let j = ((state >> 33) % (i as u64 + 1)) as usize;
        games.swap(i, j);
    }
    Ok(games)
}

/// Fit the model and write it; returns the held-out measurement.
pub fn train(cfg: &TrainConfig) -> Result<Accuracy, String> {
    let start = Instant::now();
    let games = load_shuffled(&cfg.train)?;
    let harvest = &games[..cfg.harvest_games.min(games.len())];
    let (keys, harvested) = harvest_spatial_keys(harvest, cfg.min_count);
    let mut ids = Ids::new(keys);
    log::info!(
        "harvest: {harvested} moves, {} spatial keys seen at least {} times ({:.0} s)",
        ids.n_spatial(),
        cfg.min_count,
        start.elapsed().as_secs_f64()
    );
    let data = competitions(&games[..cfg.train_games.min(games.len())], &mut ids);
    log::info!(
        "competitions: {} positions, {} distinct teams, {} feature entries ({:.0} s)",
        data.positions(),
        data.mult.len(),
        data.feats.len(),
        start.elapsed().as_secs_f64()
    );
    let layout = Layout::of(&ids);
    let gammas = fit(
        &data,
        layout.n_features,
        &layout.ranges(),
        cfg.iterations,
        cfg.threads,
    );
    let model = layout.model(&ids, &gammas);
    let test = load_shuffled(&cfg.test)?;
    let accuracy = evaluate(&model, &test[..cfg.test_games.min(test.len())]);
    let header = format!(
        "ttgo move model: feature strengths (ln gamma) fitted by minorization-maximization\n\
         to {} positions of {} games (spatial dictionary from {} games, keys played at\n\
         least {} times); {} iterations.\n\
         Held out: {}.\n\
         Made by `ttgo train-model` (see docs/move-model.md).",
        data.positions(),
        cfg.train_games.min(games.len()),
        harvest.len(),
        cfg.min_count,
        cfg.iterations,
        accuracy
    );
    std::fs::write(&cfg.out, model.to_text(&header))
        .map_err(|e| format!("{}: {e}", cfg.out.display()))?;
    log::info!(
        "model written to {} ({:.0} s in all)",
        cfg.out.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(accuracy)
}

/// The spatial keys (every size) of the moves played in `games` that were played at
/// least `min_count` times, sorted: the dictionary of spatial patterns; and how many
/// moves were read.
fn harvest_spatial_keys(games: &[GameMoves], min_count: u32) -> (Vec<u64>, usize) {
    let mut counts: HashMap<u64, u32> = HashMap::new();
    let mut harvested = 0;
    for g in games {
        positions(g, |board, mover, _recent, mv| {
            if let Move::Play(p) = mv {
                for k in crate::knowledge::features::spatial_keys(board, p, mover) {
                    *counts.entry(k).or_insert(0) += 1;
                }
                harvested += 1;
            }
        });
    }
    let mut keys: Vec<u64> = counts
        .iter()
        .filter(|(_, &n)| n >= min_count)
        .map(|(&k, _)| k)
        .collect();
    keys.sort_unstable();
    (keys, harvested)
}

/// One competition a position of `games`: every candidate move as a team of feature
/// ids (new 3x3 shapes get ids as they come), and which one was played.
fn competitions(games: &[GameMoves], ids: &mut Ids) -> Dataset {
    let mut ladders = LadderReader::default();
    let mut data = Dataset::default();
    for g in games {
        positions(g, |board, mover, recent, played| {
            let moves = candidates(board, mover);
            let Some(k) = moves.iter().position(|&m| m == played) else {
                return;
            };
            let teams = moves
                .iter()
                .map(|&mv| {
                    let f = MoveFeatures::of(board, mv, mover, recent, &mut ladders);
                    team(&f, ids, true)
                })
                .collect();
            data.push(teams, k);
        });
    }
    data.finish(ids.n_spatial());
    data
}

/// Where each group's feature ids lie: the small groups' slots first, then the spatial
/// patterns, then the 3x3 shapes.
struct Layout {
    spatial_lo: usize,
    shape_lo: usize,
    n_features: usize,
}

impl Layout {
    fn of(ids: &Ids) -> Layout {
        let spatial_lo = (SMALL.len() as u32 * SMALL_SLOTS) as usize;
        let shape_lo = spatial_lo + ids.n_spatial() as usize;
        Layout {
            spatial_lo,
            shape_lo,
            n_features: shape_lo + ids.shape_keys.len(),
        }
    }

    /// The groups as id ranges, each fitted as one (each small group, spatial, shape).
    fn ranges(&self) -> Vec<(usize, usize)> {
        let mut ranges: Vec<(usize, usize)> = (0..SMALL.len())
            .map(|s| (s * SMALL_SLOTS as usize, (s + 1) * SMALL_SLOTS as usize))
            .collect();
        ranges.push((self.spatial_lo, self.shape_lo));
        ranges.push((self.shape_lo, self.n_features));
        ranges
    }

    /// The model of the fitted `gammas` (the small groups' values of 1 left out).
    fn model(&self, ids: &Ids, gammas: &[f64]) -> Model {
        let mut model = Model::default();
        for (slot, &g) in SMALL.iter().enumerate() {
            for v in 1..SMALL_SLOTS as usize {
                let gamma = gammas[slot * SMALL_SLOTS as usize + v];
                if gamma != 1.0 {
                    model.set(g, v as u64, gamma as f32);
                }
            }
        }
        for (i, &k) in ids.spatial_keys.iter().enumerate() {
            model.set(Group::Spatial, k, gammas[self.spatial_lo + i] as f32);
        }
        for (i, &k) in ids.shape_keys.iter().enumerate() {
            model.set(Group::Shape, k as u64, gammas[self.shape_lo + i] as f32);
        }
        model
    }
}

/// Minorization-maximization: gammas for `n` features, group by group (`ranges`),
/// `iterations` rounds.
fn fit(
    data: &Dataset,
    n: usize,
    ranges: &[(usize, usize)],
    iterations: usize,
    threads: usize,
) -> Vec<f64> {
    // Wins: how often each feature was on the winning team.
    let mut wins = vec![0.0f64; n];
    for &cand in &data.chosen {
        let (a, b) = (
            data.cand_start[cand as usize],
            data.cand_start[cand as usize + 1],
        );
        for &f in &data.feats[a as usize..b as usize] {
            wins[f as usize] += 1.0;
        }
    }
    let mut gamma = vec![1.0f64; n];
    let threads = threads.max(1);
    let chunk = data.positions().div_ceil(threads).max(1);
    for round in 0..iterations {
        let t0 = Instant::now();
        let mut loglik = 0.0;
        for &(lo, hi) in ranges {
            if lo == hi {
                continue;
            }
            // Sum over competitions of each feature's team share (its own gamma divided
            // out), split over threads by position.
            let partial: Vec<(Vec<f64>, f64)> = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        let gamma = &gamma;
                        scope.spawn(move || {
                            let mut sums = vec![0.0f64; hi - lo];
                            let mut ll = 0.0;
                            let first = t * chunk;
                            let last = ((t + 1) * chunk).min(data.positions());
                            let mut strengths = Vec::new();
                            for j in first..last {
                                let (ca, cb) =
                                    (data.pos_start[j] as usize, data.pos_start[j + 1] as usize);
                                strengths.clear();
                                let mut total = 0.0;
                                for cand in ca..cb {
                                    let (a, b) = (data.cand_start[cand], data.cand_start[cand + 1]);
                                    let s: f64 = data.feats[a as usize..b as usize]
                                        .iter()
                                        .map(|&f| gamma[f as usize])
                                        .product();
                                    strengths.push(s);
                                    total += s * data.mult[cand] as f64;
                                }
                                ll += (strengths[data.chosen[j] as usize - ca] / total).ln();
                                for cand in ca..cb {
                                    let (a, b) = (data.cand_start[cand], data.cand_start[cand + 1]);
                                    let share =
                                        strengths[cand - ca] * data.mult[cand] as f64 / total;
                                    for &f in &data.feats[a as usize..b as usize] {
                                        let f = f as usize;
                                        if (lo..hi).contains(&f) {
                                            sums[f - lo] += share / gamma[f];
                                        }
                                    }
                                }
                            }
                            (sums, ll)
                        })
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().unwrap()).collect()
            });
            let mut sums = vec![0.0f64; hi - lo];
            loglik = 0.0;
            for (s, ll) in partial {
                for (t, v) in sums.iter_mut().zip(s) {
                    *t += v;
                }
                loglik += ll;
            }
            for f in lo..hi {
                if wins[f] == 0.0 && sums[f - lo] == 0.0 {
                    continue; // never seen: stays 1
                }
                // One virtual win and one virtual loss against a team of strength 1.
                let g = gamma[f];
                gamma[f] = (wins[f] + 1.0) / (sums[f - lo] + 2.0 / (g + 1.0));
            }
        }
        log::info!(
            "round {}: mean log-likelihood {:.4} ({:.1} s)",
            round + 1,
            loglik / data.positions().max(1) as f64,
            t0.elapsed().as_secs_f64()
        );
    }
    gamma
}

/// How well a model predicts the moves of some games.
#[derive(Clone, Copy, Debug, Default)]
pub struct Accuracy {
    pub positions: usize,
    /// Positions where the strongest move was the one played.
    pub top1: usize,
    /// Positions where the move played was among the five strongest.
    pub top5: usize,
    /// Sum of the log-probabilities of the moves played.
    pub loglik: f64,
}

impl Accuracy {
    /// Count one position: where the move `played` ranks among the `rated` moves (each
    /// with its strength or chance; ties count half), and its share of their total. A
    /// position whose move is not among them is left out.
    pub fn count<K: PartialEq>(&mut self, rated: &[(K, f32)], played: K) {
        let Some((_, mine)) = rated.iter().find(|(k, _)| *k == played) else {
            return;
        };
        let mine = *mine;
        let total: f64 = rated.iter().map(|(_, s)| *s as f64).sum();
        let stronger = rated.iter().filter(|(_, s)| *s > mine).count();
        let ties = rated
            .iter()
            .filter(|(k, s)| *s == mine && *k != played)
            .count();
        self.positions += 1;
        if stronger == 0 && ties == 0 {
            self.top1 += 1;
        }
        if stronger + ties / 2 < 5 {
            self.top5 += 1;
        }
        self.loglik += (mine as f64 / total).max(1e-30).ln();
    }
}

impl std::fmt::Display for Accuracy {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let n = self.positions.max(1) as f64;
        write!(
            f,
            "{} positions, top-1 {:.2}%, top-5 {:.2}%, mean log-likelihood {:.4}",
            self.positions,
            100.0 * self.top1 as f64 / n,
            100.0 * self.top5 as f64 / n,
            self.loglik / n
        )
    }
}

/// Measure `model` on every position of `games`.
pub fn evaluate(model: &Model, games: &[GameMoves]) -> Accuracy {
    let mut acc = Accuracy::default();
    let mut ladders = LadderReader::default();
    for g in games {
        positions(g, |board, mover, recent, played| {
            let moves = candidates(board, mover);
            let rated: Vec<(Move, f32)> = moves
                .iter()
                .map(|&mv| {
                    let f = MoveFeatures::of(board, mv, mover, recent, &mut ladders);
                    (mv, model.strength(&f))
                })
                .collect();
            acc.count(&rated, played);
        });
    }
    acc
}

/// Measure `model` on the first `limit` games (in the fixed shuffled order) of `files`.
pub fn evaluate_files(model: &Model, files: &[PathBuf], limit: usize) -> Result<Accuracy, String> {
    let games = load_shuffled(files)?;
    Ok(evaluate(model, &games[..limit.min(games.len())]))
}

/// Unused-point helper for tests: the point at SGF coordinates.
#[cfg(test)]
fn sgf_point(text: &str) -> crate::core::point::Point {
    let b = text.as_bytes();
    Geometry::new(SIZE).point((b[0] - b'a') as usize, SIZE - 1 - (b[1] - b'a') as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_lines_parse_and_replay() {
        let g = parse_game_line("123\t;B[pd];W[dp];B[];W[aa]").unwrap();
        assert_eq!(
            g,
            vec![
                Move::Play(sgf_point("pd")),
                Move::Play(sgf_point("dp")),
                Move::Pass,
                Move::Play(sgf_point("aa"))
            ]
        );
        // Colours must alternate; coordinates must be on the board.
        assert!(parse_game_line("1\t;B[pd];B[dp]").is_none());
        assert!(parse_game_line("1\t;B[zz]").is_none());
        let mut seen = 0;
        assert!(positions(&g, |_, _, _, _| seen += 1));
        assert_eq!(seen, 4);
        // A move on an occupied point stops the replay.
        let bad = parse_game_line("1\t;B[pd];W[pd]").unwrap();
        assert!(!positions(&bad, |_, _, _, _| {}));
    }

    #[test]
    fn training_learns_what_the_games_repeat() {
        // Twenty copies of a short game in which every move is next to the last one:
        // the fitted model must rate the distance-2 feature far above 1 and predict
        // better than chance.
        let line = "1\t;B[jj];W[jk];B[kk];W[kl];B[ll];W[lm];B[mm];W[mn]";
        let games: Vec<GameMoves> = (0..20).map(|_| parse_game_line(line).unwrap()).collect();
        let dir = std::env::temp_dir().join(format!("ttgo-learn-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("games.txt");
        std::fs::write(&file, vec![line; 20].join("\n")).unwrap();
        let out = dir.join("model.txt");
        let cfg = TrainConfig {
            train: vec![file.clone()],
            test: vec![file],
            harvest_games: 20,
            train_games: 20,
            test_games: 20,
            min_count: 5,
            iterations: 5,
            out: out.clone(),
            threads: 2,
        };
        let acc = train(&cfg).unwrap();
        assert_eq!(acc.positions, 8 * 20);
        assert!(acc.top1 as f64 / acc.positions as f64 > 0.5, "{acc}");
        let model = Model::parse(&std::fs::read_to_string(&out).unwrap()).unwrap();
        let again = evaluate(&model, &games);
        assert_eq!(again.top1, acc.top1);
        let _ = std::fs::remove_dir_all(dir);
    }
}
