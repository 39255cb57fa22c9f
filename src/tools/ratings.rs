//! Ratings from game results: one Elo scale for every engine of a panel at once.
//!
//! How to read this module:
//! - [`GameResult`]s are games between named players (a draw is half a win each).
//! - [`fit`] finds the Bradley-Terry ratings that make the games most likely, on the Elo
//!   scale (400 points: ten to one), with Newton's method. Every pair of players that met
//!   also gets one virtual draw, so a player who won or lost every game still has a finite
//!   rating; its pull fades as games come in. The first player is the anchor, at 0, and each
//!   other player's 95% interval is its rating ± 1.96 standard errors relative to the anchor
//!   (from the inverse of the likelihood's curvature).
//! - [`RatingList`]'s `Display` prints the list, best first, then each pair's score with
//!   its Wilson interval: the table `ttgo ratings` and `ttgo league` show.
//! - [`read_games`] reads the results from game records (`RE`, `PB`, `PW` of SGF files, as
//!   `ttgo match` and `ttgo league` write them), naming players by [`NameRule`]s.

use crate::core::point::Color;
use crate::tools::match_runner::wilson;
use std::fmt;

/// Elo points per natural-log unit of odds: 400 / ln 10.
const ELO_PER_NAT: f64 = 400.0 / std::f64::consts::LN_10;

/// How one game between two players ended.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    pub black: String,
    pub white: String,
    /// Black's score: 1 a win, 0 a loss, 0.5 a draw.
    pub black_score: f64,
}

/// One player's line of the list.
#[derive(Clone, Debug)]
pub struct Rating {
    pub name: String,
    /// Elo relative to the anchor (the first player).
    pub elo: f64,
    /// Half the 95% interval's width (0 for the anchor).
    pub margin: f64,
    pub games: u32,
    /// Points won (draws half).
    pub score: f64,
}

/// Two players' games against each other, from the first one's side.
#[derive(Clone, Debug)]
pub struct Pairing {
    pub first: String,
    pub second: String,
    pub games: u32,
    pub first_score: f64,
    /// Games the first played as Black, and its points in them.
    pub first_black_games: u32,
    pub first_black_score: f64,
}

/// The fitted list: ratings best first, then each pair that met, from the side rated
/// higher.
#[derive(Clone, Debug)]
pub struct RatingList {
    pub anchor: String,
    pub ratings: Vec<Rating>,
    pub pairings: Vec<Pairing>,
}

/// Fit the ratings of every player in `games`; the anchor is `anchor` if it played,
/// else the first player met. None when there are no games.
pub fn fit(games: &[GameResult], anchor: Option<&str>) -> Option<RatingList> {
    let mut names: Vec<String> = Vec::new();
    let index = |name: &str, names: &mut Vec<String>| match names.iter().position(|n| n == name) {
        Some(i) => i,
        None => {
            names.push(name.to_string());
            names.len() - 1
        }
    };
    if let Some(a) = anchor {
        if games.iter().any(|g| g.black == a || g.white == a) {
            index(a, &mut names);
        }
    }
    // (i, j, i's points, games) for every game, i playing Black.
    let mut played = Vec::with_capacity(games.len());
    for g in games {
        let b = index(&g.black, &mut names);
        let w = index(&g.white, &mut names);
        if b != w {
            played.push((b, w, g.black_score));
        }
    }
    if names.is_empty() {
        return None;
    }
    let n = names.len();
    // wins[i][j]: i's points against j; met[i][j]: their games, one virtual draw added.
    let mut wins = vec![vec![0.0; n]; n];
    let mut met = vec![vec![0.0; n]; n];
    for &(b, w, s) in &played {
        wins[b][w] += s;
        wins[w][b] += 1.0 - s;
        met[b][w] += 1.0;
        met[w][b] += 1.0;
    }
    for i in 0..n {
        for j in 0..n {
            if i != j && met[i][j] > 0.0 {
                wins[i][j] += 0.5;
                met[i][j] += 1.0;
            }
        }
    }
    let theta = newton(&wins, &met);
    let cov = covariance(&theta, &met);
    let mut ratings: Vec<Rating> = (0..n)
        .map(|i| Rating {
            name: names[i].clone(),
            elo: theta[i] * ELO_PER_NAT,
            margin: if i == 0 {
                0.0
            } else {
                1.96 * cov[i - 1][i - 1].max(0.0).sqrt() * ELO_PER_NAT
            },
            games: 0,
            score: 0.0,
        })
        .collect();
    let mut pairings: Vec<Pairing> = Vec::new();
    for &(b, w, s) in &played {
        ratings[b].games += 1;
        ratings[b].score += s;
        ratings[w].games += 1;
        ratings[w].score += 1.0 - s;
        let (first, second, first_black) = if b < w { (b, w, true) } else { (w, b, false) };
        let k = match pairings
            .iter()
            .position(|p| p.first == names[first] && p.second == names[second])
        {
            Some(k) => k,
            None => {
                pairings.push(Pairing {
                    first: names[first].clone(),
                    second: names[second].clone(),
                    games: 0,
                    first_score: 0.0,
                    first_black_games: 0,
                    first_black_score: 0.0,
                });
                pairings.len() - 1
            }
        };
        let p = &mut pairings[k];
        let first_points = if first_black { s } else { 1.0 - s };
        p.games += 1;
        p.first_score += first_points;
        if first_black {
            p.first_black_games += 1;
            p.first_black_score += first_points;
        }
    }
    ratings.sort_by(|a, b| b.elo.total_cmp(&a.elo));
    // Each pair from the higher-rated side, in the list's order.
    let rank = |name: &str| {
        ratings
            .iter()
            .position(|r| r.name == name)
            .unwrap_or(usize::MAX)
    };
    for p in &mut pairings {
        if rank(&p.second) < rank(&p.first) {
            *p = Pairing {
                first: p.second.clone(),
                second: p.first.clone(),
                games: p.games,
                first_score: f64::from(p.games) - p.first_score,
                first_black_games: p.games - p.first_black_games,
                first_black_score: f64::from(p.games - p.first_black_games)
                    - (p.first_score - p.first_black_score),
            };
        }
    }
    pairings.sort_by_key(|p| (rank(&p.first), rank(&p.second)));
    Some(RatingList {
        anchor: names[0].clone(),
        ratings,
        pairings,
    })
}

/// The chance that a player `d` natural-log units stronger wins.
fn expected(d: f64) -> f64 {
    1.0 / (1.0 + (-d).exp())
}

/// Newton's method on the log-likelihood, player 0 held at 0. With the virtual draws the
/// likelihood is strictly concave over the players connected to 0; a player connected to
/// nobody (impossible here: everyone played someone, but perhaps not the anchor's group)
/// keeps a finite rating through the damping.
fn newton(wins: &[Vec<f64>], met: &[Vec<f64>]) -> Vec<f64> {
    let n = wins.len();
    let mut theta = vec![0.0; n];
    for _ in 0..100 {
        let (grad, hess) = gradient_and_curvature(&theta, wins, met);
        // Solve hess · step = grad over players 1.. (hess is the negative curvature).
        let Some(step) = solve(hess, grad) else { break };
        let largest = step.iter().fold(0.0f64, |m, s| m.max(s.abs()));
        // At most one unit (about 174 Elo) a step, so a far start cannot overshoot.
        let scale = if largest > 1.0 { 1.0 / largest } else { 1.0 };
        for i in 1..n {
            theta[i] += scale * step[i - 1];
        }
        if largest < 1e-10 {
            break;
        }
    }
    theta
}

/// The gradient over players 1.. and minus the Hessian (positive definite), player 0 held.
fn gradient_and_curvature(
    theta: &[f64],
    wins: &[Vec<f64>],
    met: &[Vec<f64>],
) -> (Vec<f64>, Vec<Vec<f64>>) {
    let n = theta.len();
    let mut grad = vec![0.0; n - 1];
    let mut hess = vec![vec![0.0; n - 1]; n - 1];
    for i in 1..n {
        for j in 0..n {
            if i == j || met[i][j] == 0.0 {
                continue;
            }
            let p = expected(theta[i] - theta[j]);
            grad[i - 1] += wins[i][j] - met[i][j] * p;
            let c = met[i][j] * p * (1.0 - p);
            hess[i - 1][i - 1] += c;
            if j > 0 {
                hess[i - 1][j - 1] -= c;
            }
        }
    }
    // A player met by none of the others' group still needs a finite step.
    for (i, row) in hess.iter_mut().enumerate() {
        row[i] += 1e-9;
    }
    (grad, hess)
}

/// The ratings' covariance (players 1..), in natural-log units.
fn covariance(theta: &[f64], met: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let n = theta.len();
    let zeros = vec![vec![0.0; n]; n];
    let (_, hess) = gradient_and_curvature(theta, &zeros, met);
    (0..n - 1)
        .map(|k| {
            let mut unit = vec![0.0; n - 1];
            unit[k] = 1.0;
            solve(hess.clone(), unit).unwrap_or_else(|| vec![f64::INFINITY; n - 1])
        })
        .collect()
}

/// Gaussian elimination with partial pivoting; None for a singular matrix.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&r, &s| a[r][col].abs().total_cmp(&a[s][col].abs()))?;
        if a[pivot][col].abs() < 1e-300 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (upper, lower) = a.split_at_mut(col + 1);
        let pivot_row = &upper[col];
        for (row, target) in lower.iter_mut().enumerate() {
            let f = target[col] / pivot_row[col];
            for (t, p) in target[col..].iter_mut().zip(&pivot_row[col..]) {
                *t -= f * p;
            }
            b[col + 1 + row] -= f * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

impl fmt::Display for RatingList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self
            .ratings
            .iter()
            .map(|r| r.name.chars().count())
            .max()
            .unwrap_or(0)
            .max(6);
        writeln!(
            f,
            "rank  {:<width$}  {:>6}  {:>15}  {:>5}  {:>6}",
            "engine", "Elo", "95% interval", "games", "score"
        )?;
        for (k, r) in self.ratings.iter().enumerate() {
            let interval = if r.name == self.anchor {
                "anchor".to_string()
            } else {
                format!("{:+.0}..{:+.0}", r.elo - r.margin, r.elo + r.margin)
            };
            writeln!(
                f,
                "{:>4}  {:<width$}  {:>+6.0}  {:>15}  {:>5}  {:>5.1}%",
                k + 1,
                r.name,
                r.elo,
                interval,
                r.games,
                100.0 * r.score / f64::from(r.games.max(1))
            )?;
        }
        writeln!(
            f,
            "pairs (the first's points; 95% Wilson interval; as Black):"
        )?;
        for p in &self.pairings {
            let n = f64::from(p.games);
            let (lo, hi) = wilson(p.first_score, n);
            writeln!(
                f,
                "  {} vs {}: {} of {} ({:.1}%, {:.1}%..{:.1}%); as Black {} of {}",
                p.first,
                p.second,
                p.first_score,
                p.games,
                100.0 * p.first_score / n.max(1.0),
                100.0 * lo,
                100.0 * hi,
                p.first_black_score,
                p.first_black_games
            )?;
        }
        Ok(())
    }
}

/// `LABEL=TEXT`: a player whose name in a record contains TEXT is called LABEL.
#[derive(Clone, Debug, PartialEq)]
pub struct NameRule {
    pub label: String,
    pub text: String,
}

impl std::str::FromStr for NameRule {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<NameRule, String> {
        match s.split_once('=') {
            Some((label, text)) if !label.trim().is_empty() && !text.is_empty() => Ok(NameRule {
                label: label.trim().to_string(),
                text: text.to_string(),
            }),
            _ => Err(format!("expected LABEL=TEXT, got `{s}`")),
        }
    }
}

/// The name a record's player goes by: the first rule's label whose text it contains,
/// else the record's name itself.
pub fn name_of(player: &str, rules: &[NameRule]) -> String {
    rules
        .iter()
        .find(|r| player.contains(&r.text))
        .map_or_else(|| player.to_string(), |r| r.label.clone())
}

/// The winner an SGF `RE` value names: Some(None) for a draw (`0`, `Draw`), None for no
/// decided result (`Void`, `?`, empty).
pub fn winner_of(result: &str) -> Option<Option<Color>> {
    match result.chars().next()? {
        'B' | 'b' => Some(Some(Color::Black)),
        'W' | 'w' => Some(Some(Color::White)),
        '0' | 'D' | 'd' => Some(None),
        _ => None,
    }
}

/// The result of one SGF record: its players by the rules, and Black's score from `RE`;
/// None when it has no players or no decided result (`RE[Void]`, `RE[?]`).
pub fn game_of(text: &str, rules: &[NameRule]) -> Option<GameResult> {
    let black = crate::core::sgf::root_value(text, "PB")?;
    let white = crate::core::sgf::root_value(text, "PW")?;
    let result = crate::core::sgf::root_value(text, "RE")?;
    let black_score = match winner_of(result.trim())? {
        Some(Color::Black) => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    Some(GameResult {
        black: name_of(&black, rules),
        white: name_of(&white, rules),
        black_score,
    })
}

/// Every `*.sgf` file in `paths` (folders, searched to any depth, or single files):
/// the games, and how many files were left out (unreadable, or no result or players).
pub fn read_games(
    paths: &[std::path::PathBuf],
    rules: &[NameRule],
) -> std::result::Result<(Vec<GameResult>, usize), String> {
    let mut files = Vec::new();
    for path in paths {
        collect_sgf(path, &mut files)?;
    }
    files.sort();
    let mut games = Vec::new();
    let mut left_out = 0;
    for file in files {
        match crate::core::sgf::read_file(&file.to_string_lossy())
            .ok()
            .and_then(|text| game_of(&text, rules))
        {
            Some(g) => games.push(g),
            None => left_out += 1,
        }
    }
    Ok((games, left_out))
}

fn collect_sgf(
    path: &std::path::Path,
    files: &mut Vec<std::path::PathBuf>,
) -> std::result::Result<(), String> {
    if path.is_dir() {
        let entries = std::fs::read_dir(path).map_err(|e| format!("{}: {e}", path.display()))?;
        for entry in entries.flatten() {
            let p = entry.path();
            if p.is_dir() || p.extension().is_some_and(|x| x.eq_ignore_ascii_case("sgf")) {
                collect_sgf(&p, files)?;
            }
        }
        Ok(())
    } else if path.is_file() {
        files.push(path.to_path_buf());
        Ok(())
    } else {
        Err(format!("{}: no such file or folder", path.display()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(pairs: &[(&str, &str, f64, u32)]) -> Vec<GameResult> {
        let mut out = Vec::new();
        for &(b, w, s, n) in pairs {
            for _ in 0..n {
                out.push(GameResult {
                    black: b.into(),
                    white: w.into(),
                    black_score: s,
                });
            }
        }
        out
    }

    fn elo_of(list: &RatingList, name: &str) -> Rating {
        list.ratings
            .iter()
            .find(|r| r.name == name)
            .unwrap()
            .clone()
    }

    #[test]
    fn two_players_rating_is_the_logit_of_the_score() {
        // 75 of 100 plus the virtual draw: 75.5 of 101, so d = 400 log10(75.5 / 25.5).
        let list = fit(&games(&[("a", "b", 1.0, 75), ("a", "b", 0.0, 25)]), None).unwrap();
        let want = 400.0 * (75.5f64 / 25.5).log10();
        let a = elo_of(&list, "a");
        let b = elo_of(&list, "b");
        assert_eq!(list.anchor, "a");
        assert_eq!(a.elo, 0.0);
        assert!(
            (a.elo - b.elo - want).abs() < 1e-6,
            "{} vs {want}",
            a.elo - b.elo
        );
        // The standard error of a logit: 1 / sqrt(n p (1 - p)).
        let p: f64 = 75.5 / 101.0;
        let se = ELO_PER_NAT / (101.0 * p * (1.0 - p)).sqrt();
        assert!(
            (b.margin - 1.96 * se).abs() < 1e-6,
            "{} vs {}",
            b.margin,
            1.96 * se
        );
        assert_eq!(a.games, 100);
        assert_eq!(a.score, 75.0);
        assert_eq!(list.ratings[0].name, "a");
    }

    #[test]
    fn a_clean_sweep_stays_finite_and_an_anchor_can_be_chosen() {
        let list = fit(
            &games(&[("a", "b", 1.0, 10), ("b", "a", 0.0, 10)]),
            Some("b"),
        )
        .unwrap();
        let a = elo_of(&list, "a");
        assert_eq!(list.anchor, "b");
        assert!(a.elo.is_finite() && a.elo > 400.0, "{}", a.elo);
        assert!(a.margin.is_finite() && a.margin > 0.0);
    }

    #[test]
    fn three_players_in_a_line_are_ordered_and_transitive() {
        // a beats b 70%, b beats c 70%, a and c never meet.
        let list = fit(
            &games(&[
                ("a", "b", 1.0, 70),
                ("a", "b", 0.0, 30),
                ("b", "c", 1.0, 70),
                ("b", "c", 0.0, 30),
            ]),
            None,
        )
        .unwrap();
        let names: Vec<&str> = list.ratings.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c"]);
        let (b, c) = (elo_of(&list, "b"), elo_of(&list, "c"));
        assert!((c.elo - 2.0 * b.elo).abs() < 1.0, "{} {}", b.elo, c.elo);
        // c is two steps from the anchor, so less sure than b.
        assert!(c.margin > b.margin);
        assert_eq!(list.pairings.len(), 2);
    }

    #[test]
    fn draws_count_half_and_pairs_keep_colours() {
        // b scores 2 of 3 (a draw and a win as Black, a draw as White): b is listed first.
        let list = fit(&games(&[("a", "b", 0.5, 2), ("b", "a", 1.0, 1)]), None).unwrap();
        let p = &list.pairings[0];
        assert_eq!((p.first.as_str(), p.second.as_str()), ("b", "a"));
        assert_eq!((p.games, p.first_score), (3, 2.0));
        assert_eq!((p.first_black_games, p.first_black_score), (1, 1.0));
        let shown = list.to_string();
        assert!(shown.contains("b vs a: 2 of 3 (66.7%"), "{shown}");
        assert!(shown.contains("anchor"), "{shown}");
    }

    #[test]
    fn records_name_players_by_the_rules() {
        let rules: Vec<NameRule> =
            vec!["fuego=fuego".parse().unwrap(), "ttgo=ttgo".parse().unwrap()];
        let text = "(;GM[1]FF[4]RE[W+R]PB[/tmp/fuego --config x]PW[target/release/ttgo --time 1]SZ[9];B[ee])";
        let g = game_of(text, &rules).unwrap();
        assert_eq!(
            (g.black.as_str(), g.white.as_str(), g.black_score),
            ("fuego", "ttgo", 0.0)
        );
        let void = "(;GM[1]RE[Void]PB[x]PW[y]SZ[9])";
        assert_eq!(game_of(void, &rules), None);
        assert_eq!(game_of("(;GM[1]RE[B+1]PB[x]SZ[9])", &rules), None);
        assert_eq!(name_of("gnugo --level 10", &rules), "gnugo --level 10");
        assert!("=x".parse::<NameRule>().is_err());
        assert!("x".parse::<NameRule>().is_err());
    }
}
