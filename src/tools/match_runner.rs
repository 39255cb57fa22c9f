//! `ttgo match`: play GTP engines against each other and report the win rate.
//!
//! How to read this module:
//! - [`GtpEngine`] runs one engine as a child process (`sh -c CMD`), sends a command and
//!   waits for its response with a time limit; a reader thread turns the engine's
//!   stdout into responses, so a hung engine cannot hang the match.
//! - [`play_game`] starts both engines afresh, asks them for moves in turn, checks each
//!   move with our own Tromp-Taylor [`Game`], tells the other engine, and ends at two
//!   passes, a resignation, or the move cap. A finished game is scored by Tromp-Taylor
//!   area as the board stands, or by a referee engine's `final_score`. An engine that
//!   crashes, times out, or answers with an illegal or unreadable move loses, and the
//!   reason goes to the log.
//! - [`run`] plays the games (colours alternating if asked), writes an SGF per game,
//!   shows a progress bar on stderr and prints the first engine's win rate with a 95%
//!   Wilson confidence interval, and each engine's mean time per `genmove` (per game
//!   in the log, over the match on stdout), which shows whether the sides had equal
//!   time.

use crate::core::game::Game;
use crate::core::point::{Color, Move, Point};
use crate::core::rules::Rules;
use indicatif::{ProgressBar, ProgressStyle};
use log::{info, warn};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Everything `ttgo match` was asked for.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// Shell commands of the two engines; the first plays Black in game 1.
    pub first: String,
    pub second: String,
    pub games: u32,
    pub size: usize,
    pub komi: f64,
    /// Swap colours every game.
    pub alternate: bool,
    pub sgf_dir: Option<PathBuf>,
    /// An engine that scores finished games with `final_score` (else Tromp-Taylor).
    pub referee: Option<String>,
    /// Longest wait for one response.
    pub move_timeout: Duration,
    /// Games longer than this are scored as they stand (default 3·N²).
    pub max_moves: Option<usize>,
    /// Engine standard error goes to the terminal (else it is discarded).
    pub show_stderr: bool,
    /// Handicap stones for Black (0: an even game): placed by the Black engine's
    /// `place_free_handicap`, sent to White (and the referee) with
    /// `set_free_handicap`; White moves first.
    pub handicap: usize,
    /// Moves played for the engines at the start of every game, Black's first (GTP
    /// vertices, sent to both engines with `play`), before any is asked for a move.
    pub opening: Vec<String>,
}

/// One engine process.
pub struct GtpEngine {
    child: Child,
    stdin: ChildStdin,
    responses: Receiver<Result<String, String>>,
    label: String,
}

impl GtpEngine {
    /// Start `cmd` with `sh -c`.
    pub fn start(cmd: &str, label: &str, show_stderr: bool) -> Result<GtpEngine, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(cmd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(if show_stderr {
                Stdio::inherit()
            } else {
                Stdio::null()
            })
            .spawn()
            .map_err(|e| format!("{label}: cannot start `{cmd}`: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                // A response: lines up to an empty line.
                let mut text = String::new();
                loop {
                    let mut line = String::new();
                    match reader.read_line(&mut line) {
                        Ok(0) | Err(_) => {
                            let _ = tx.send(Err("engine closed its output".into()));
                            return;
                        }
                        Ok(_) => {}
                    }
                    let line = line.trim_end_matches(['\n', '\r']);
                    if line.trim().is_empty() {
                        if text.is_empty() {
                            continue; // stray blank line before a response
                        }
                        break;
                    }
                    if !text.is_empty() {
                        text.push('\n');
                    }
                    text.push_str(line);
                }
                if tx.send(Ok(text)).is_err() {
                    return;
                }
            }
        });
        Ok(GtpEngine {
            child,
            stdin,
            responses: rx,
            label: label.to_string(),
        })
    }

    /// Send `command` and wait for its response text (without the `=`); a `?` answer,
    /// a timeout or a dead engine is an error.
    pub fn ask(&mut self, command: &str, timeout: Duration) -> Result<String, String> {
        writeln!(self.stdin, "{command}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("{}: cannot send `{command}`: {e}", self.label))?;
        match self.responses.recv_timeout(timeout) {
            Ok(Ok(text)) => {
                if let Some(rest) = text.strip_prefix('=') {
                    Ok(rest
                        .trim_start_matches(|d: char| d.is_ascii_digit())
                        .trim()
                        .to_string())
                } else {
                    Err(format!("{}: `{command}` failed: {text}", self.label))
                }
            }
            Ok(Err(e)) => Err(format!("{}: {e} (after `{command}`)", self.label)),
            Err(RecvTimeoutError::Timeout) => Err(format!(
                "{}: no answer to `{command}` within {:.0} s",
                self.label,
                timeout.as_secs_f64()
            )),
            Err(RecvTimeoutError::Disconnected) => Err(format!("{}: engine gone", self.label)),
        }
    }
}

impl Drop for GtpEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        // Give it a moment to leave on its own, then make sure.
        for _ in 0..20 {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Time spent answering `genmove`, and how many answers.
#[derive(Clone, Copy, Debug, Default)]
pub struct Thinking {
    pub total: Duration,
    pub answers: u32,
}

impl Thinking {
    /// Count one answer that took `took`.
    fn add(&mut self, took: Duration) {
        self.total += took;
        self.answers += 1;
    }

    /// Add the answers of `other`.
    fn merge(&mut self, other: Thinking) {
        self.total += other.total;
        self.answers += other.answers;
    }

    /// Mean seconds per answer (0 without answers).
    pub fn per_move(&self) -> f64 {
        self.total.as_secs_f64() / self.answers.max(1) as f64
    }
}

/// How one game ended.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub winner: Option<Color>,
    /// `B+3.5`, `W+R`, `B+F` (forfeit), ...
    pub result: String,
    pub reason: String,
    pub game: Game,
    /// Black's and White's answers to `genmove` (none recorded for a forfeit).
    pub thinking: [Thinking; 2],
}

/// Play one game between the engine commands `black` and `white`.
pub fn play_game(cfg: &MatchConfig, black: &str, white: &str) -> Result<GameRecord, String> {
    let mut engines = [
        GtpEngine::start(black, "black", cfg.show_stderr)?,
        GtpEngine::start(white, "white", cfg.show_stderr)?,
    ];
    let t = cfg.move_timeout;
    let mut game = Game::new(cfg.size, cfg.komi, Rules::tromp_taylor());
    let mut thinking = [Thinking::default(); 2];
    // A game lost by forfeit keeps the thinking times of the moves before it.
    let forfeit = |game: Game, loser: Color, reason: String, thinking| GameRecord {
        winner: Some(loser.opponent()),
        result: format!("{}+F", letter(loser.opponent())),
        reason,
        game,
        thinking,
    };
    for (k, e) in engines.iter_mut().enumerate() {
        let c = if k == 0 { Color::Black } else { Color::White };
        for cmd in [
            format!("boardsize {}", cfg.size),
            "clear_board".to_string(),
            format!("komi {}", cfg.komi),
        ] {
            if let Err(e) = e.ask(&cmd, t) {
                return Ok(forfeit(game, c, e, thinking));
            }
        }
    }
    let geom = *game.board().geometry();
    if cfg.handicap >= 2 {
        let answer = match engines[0].ask(&format!("place_free_handicap {}", cfg.handicap), t) {
            Ok(a) => a,
            Err(e) => return Ok(forfeit(game, Color::Black, e, thinking)),
        };
        let stones: Option<Vec<(Point, Color)>> = answer
            .split_whitespace()
            .map(|v| match Move::from_vertex(v, &geom) {
                Some(Move::Play(p)) => Some((p, Color::Black)),
                _ => None,
            })
            .collect();
        let placed = stones
            .filter(|s| s.len() == cfg.handicap)
            .and_then(|s| game.setup(&s, false).ok());
        if placed.is_none() {
            let why = format!(
                "black placed handicap `{answer}`, not {} stones",
                cfg.handicap
            );
            return Ok(forfeit(game, Color::Black, why, thinking));
        }
        game.set_to_move(Color::White);
        game.set_handicap_stones(cfg.handicap);
        if let Err(e) = engines[1].ask(&format!("set_free_handicap {answer}"), t) {
            return Ok(forfeit(game, Color::White, e, thinking));
        }
    }
    for (c, mv) in play_opening(&mut game, &cfg.opening)? {
        let vertex = mv.to_vertex(&geom);
        for (k, e) in engines.iter_mut().enumerate() {
            if let Err(e) = e.ask(&format!("play {c} {vertex}"), t) {
                let side = if k == 0 { Color::Black } else { Color::White };
                return Ok(forfeit(game, side, e, thinking));
            }
        }
    }
    let cap = cfg.max_moves.unwrap_or(3 * cfg.size * cfg.size);
    let mut c = game.to_move();
    while !game.is_over() && game.moves().len() < cap {
        let me = c.index();
        let asked = Instant::now();
        let answer = match engines[me].ask(&format!("genmove {c}"), t) {
            Ok(a) => a,
            Err(e) => return Ok(forfeit(game, c, e, thinking)),
        };
        thinking[me].add(asked.elapsed());
        if answer.eq_ignore_ascii_case("resign") {
            return Ok(GameRecord {
                winner: Some(c.opponent()),
                result: format!("{}+R", letter(c.opponent())),
                reason: format!("{c} resigned"),
                game,
                thinking,
            });
        }
        let Some(mv) = Move::from_vertex(&answer, &geom) else {
            return Ok(forfeit(
                game,
                c,
                format!("{c} answered `{answer}`, not a move"),
                thinking,
            ));
        };
        if let Err(why) = game.play(c, mv) {
            return Ok(forfeit(
                game,
                c,
                format!("{c} played illegal {answer} ({why})"),
                thinking,
            ));
        }
        let vertex = mv.to_vertex(&geom);
        if let Err(e) = engines[1 - me].ask(&format!("play {c} {vertex}"), t) {
            return Ok(forfeit(game, c.opponent(), e, thinking));
        }
        c = c.opponent();
    }
    drop(engines);
    let (margin, how) = match &cfg.referee {
        Some(cmd) => (referee_score(cmd, &game, cfg)?, "referee"),
        None => (game.area_result().margin, "Tromp-Taylor area"),
    };
    let winner = if margin > 0.0 {
        Some(Color::Black)
    } else if margin < 0.0 {
        Some(Color::White)
    } else {
        None
    };
    let result = match winner {
        Some(w) => format!("{}+{}", letter(w), margin.abs()),
        None => "0".into(),
    };
    let reason = if game.is_over() {
        format!("two passes, scored by {how}")
    } else {
        format!("move cap {cap} reached, scored by {how}")
    };
    Ok(GameRecord {
        winner,
        result,
        reason,
        game,
        thinking,
    })
}

/// Replay `game` into the referee engine and read its `final_score` (Black's margin).
fn referee_score(cmd: &str, game: &Game, cfg: &MatchConfig) -> Result<f64, String> {
    let mut referee = GtpEngine::start(cmd, "referee", cfg.show_stderr)?;
    let t = cfg.move_timeout;
    let geom = *game.board().geometry();
    referee.ask(&format!("boardsize {}", cfg.size), t)?;
    referee.ask("clear_board", t)?;
    referee.ask(&format!("komi {}", cfg.komi), t)?;
    let handicap: Vec<String> = game
        .setup_stones()
        .iter()
        .map(|&(p, _)| Move::Play(p).to_vertex(&geom))
        .collect();
    if !handicap.is_empty() {
        referee.ask(&format!("set_free_handicap {}", handicap.join(" ")), t)?;
    }
    for &(c, mv) in game.moves() {
        referee.ask(&format!("play {c} {}", mv.to_vertex(&geom)), t)?;
    }
    let text = referee.ask("final_score", t)?;
    parse_score(&text).ok_or_else(|| format!("referee: unreadable score `{text}`"))
}

/// `B+3.5` → 3.5, `W+2` → -2, `0` → 0.
pub fn parse_score(text: &str) -> Option<f64> {
    let t = text.trim();
    if t == "0" {
        return Some(0.0);
    }
    let (side, rest) = t.split_once('+')?;
    let v: f64 = rest.parse().ok()?;
    match side {
        "B" | "b" => Some(v),
        "W" | "w" => Some(-v),
        _ => None,
    }
}

fn letter(c: Color) -> char {
    if c == Color::Black {
        'B'
    } else {
        'W'
    }
}

/// The Wilson score interval (95%) for `wins` out of `n`.
pub fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Play the opening's moves (GTP vertices) on `game`, each by the colour to move;
/// returns them, or why one is not a legal move.
fn play_opening(game: &mut Game, opening: &[String]) -> Result<Vec<(Color, Move)>, String> {
    let geom = *game.board().geometry();
    let mut played = Vec::with_capacity(opening.len());
    for text in opening {
        let c = game.to_move();
        let mv = Move::from_vertex(text, &geom)
            .ok_or_else(|| format!("opening move `{text}` is not a vertex"))?;
        game.play(c, mv)
            .map_err(|why| format!("opening move {c} {text} is illegal ({why})"))?;
        played.push((c, mv));
    }
    Ok(played)
}

/// Is the match's opening a sequence of legal moves from the empty board?
fn check_opening(cfg: &MatchConfig) -> Result<(), String> {
    if cfg.handicap >= 2 && !cfg.opening.is_empty() {
        return Err("an opening cannot follow handicap stones".into());
    }
    let mut game = Game::new(cfg.size, cfg.komi, Rules::tromp_taylor());
    play_opening(&mut game, &cfg.opening).map(|_| ())
}

/// Play the whole match; returns the process exit code.
pub fn run(cfg: &MatchConfig) -> i32 {
    if let Some(dir) = &cfg.sgf_dir {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("cannot create {}: {e}", dir.display());
            return 2;
        }
    }
    if let Err(why) = check_opening(cfg) {
        eprintln!("{why}");
        return 2;
    }
    let bar = ProgressBar::new(cfg.games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games  {msg}  [{elapsed_precise}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let (mut first_wins, mut second_wins, mut draws) = (0.0f64, 0.0f64, 0u32);
    let mut first_black_wins = 0u32;
    let mut black_wins = 0u32;
    // The first and the second engine's answers to genmove over the match.
    let mut thinking = [Thinking::default(); 2];
    for g in 0..cfg.games {
        let first_is_black = !cfg.alternate || g % 2 == 0;
        let (black, white) = if first_is_black {
            (&cfg.first, &cfg.second)
        } else {
            (&cfg.second, &cfg.first)
        };
        let record = match play_game(cfg, black, white) {
            Ok(r) => r,
            Err(e) => {
                warn!("game {}: could not be played: {e}", g + 1);
                bar.inc(1);
                continue;
            }
        };
        let first_color = if first_is_black {
            Color::Black
        } else {
            Color::White
        };
        if record.winner == Some(Color::Black) {
            black_wins += 1;
        }
        match record.winner {
            Some(w) if w == first_color => {
                first_wins += 1.0;
                if first_is_black {
                    first_black_wins += 1;
                }
            }
            Some(_) => second_wins += 1.0,
            None => draws += 1,
        }
        let first = record.thinking[first_color.index()];
        let second = record.thinking[first_color.opponent().index()];
        thinking[0].merge(first);
        thinking[1].merge(second);
        info!(
            "game {}: first engine {}, {} after {} moves ({}); s/move first {:.2} second {:.2}",
            g + 1,
            if first_is_black { "Black" } else { "White" },
            record.result,
            record.game.moves().len(),
            record.reason,
            first.per_move(),
            second.per_move()
        );
        if let Some(dir) = &cfg.sgf_dir {
            let mut sgf = crate::core::sgf::save(&record.game);
            // Add the result and the players to the root node.
            let extra = format!(
                "RE[{}]PB[{}]PW[{}]GC[{}]",
                record.result,
                sgf_escape(black),
                sgf_escape(white),
                sgf_escape(&record.reason)
            );
            if let Some(k) = sgf.find("SZ[") {
                sgf.insert_str(k, &extra);
            }
            let path = dir.join(format!("game-{:04}.sgf", g + 1));
            if let Err(e) = std::fs::write(&path, sgf) {
                warn!("cannot write {}: {e}", path.display());
            }
        }
        bar.set_message(format!(
            "first {first_wins} - second {second_wins}{}",
            if draws > 0 {
                format!(" - draws {draws}")
            } else {
                String::new()
            }
        ));
        bar.inc(1);
    }
    bar.finish();
    let n = first_wins + second_wins + draws as f64;
    let score = first_wins + 0.5 * draws as f64;
    let (lo, hi) = wilson(score, n);
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "first engine: {score} of {n} games ({:.1}%), 95% CI {:.1}%..{:.1}%; as Black {first_black_wins}",
        100.0 * score / n.max(1.0),
        100.0 * lo,
        100.0 * hi
    );
    let _ = writeln!(
        out,
        "Black won {black_wins} of {n} games{}",
        match cfg.opening.is_empty() {
            true => String::new(),
            false => format!(" after the opening {}", cfg.opening.join(" ")),
        }
    );
    let _ = writeln!(
        out,
        "thinking per move: first {:.2} s, second {:.2} s",
        thinking[0].per_move(),
        thinking[1].per_move()
    );
    let _ = writeln!(out, "first:  {}", cfg.first);
    let _ = writeln!(out, "second: {}", cfg.second);
    0
}

fn sgf_escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_parse() {
        assert_eq!(parse_score("B+3.5"), Some(3.5));
        assert_eq!(parse_score("W+12"), Some(-12.0));
        assert_eq!(parse_score("0"), Some(0.0));
        assert_eq!(parse_score("B+R"), None);
    }

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (lo, hi) = wilson(90.0, 100.0);
        assert!(lo > 0.82 && lo < 0.85, "{lo}");
        assert!(hi > 0.94 && hi < 0.96, "{hi}");
        assert_eq!(wilson(0.0, 0.0), (0.0, 1.0));
    }
}
