//! `ttgo match`: play GTP engines against each other and report the win rate.
//!
//! How to read this module:
//! - [`GtpEngine`] runs one engine as a child process (`sh -c CMD`), sends a command and
//!   waits for its response with a time limit; a reader thread turns the engine's
//!   stdout into responses, so a hung engine cannot hang the match.
//! - [`play_game`] starts both engines afresh, asks them for moves in turn, checks each
//!   move with our own [`Game`] under the match's rules (Tromp-Taylor unless told),
//!   tells the other engine, and ends at two passes, a resignation, or the move cap. A
//!   finished game is scored by area as the board stands, or by a referee engine's
//!   `final_score`. An engine that
//!   crashes, times out, answers with an illegal or unreadable move or, under a
//!   sudden-death clock, runs out of time loses, and the reason goes to the log.
//!   [`GameRecord::crashed`] tells a dead engine apart from the other forfeits.
//! - [`run`] plays the games (colours alternating if asked; a game an engine crashed in
//!   again, with fresh engines, if asked), writes an SGF per game,
//!   shows a progress bar on stderr and prints the first engine's win rate with a 95%
//!   Wilson confidence interval, and each engine's mean time per `genmove` (per game
//!   in the log, over the match on stdout), which shows whether the sides had equal
//!   time.

use crate::core::game::Game;
use crate::core::point::{Color, Move, Point};
use crate::core::rules::Rules;
use indicatif::{ProgressBar, ProgressStyle};
use log::{info, warn};
use std::fmt;
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
    /// Sudden death: each side's seconds for the whole game (`time_settings S 0 0`,
    /// `time_left` before every `genmove`); a side whose time runs out loses.
    pub clock: Option<f64>,
    /// The rules the engines were told to play (each by its own command line): the
    /// match checks moves under their ko rule and suicide, and the records name them.
    pub rules: Rules,
    /// How many times a game is played again, both engines started afresh, when an
    /// engine's process dies during it (0: the crash is the crashed side's loss).
    pub replay_crashes: u32,
}

/// Why an engine gave no usable answer; each carries the message for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AskError {
    /// It answered with `?`.
    Refused(String),
    /// No answer within the time allowed.
    Silent(String),
    /// Its process is gone: its output closed, or it no longer reads its input.
    Gone(String),
}

impl fmt::Display for AskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AskError::Refused(why) | AskError::Silent(why) | AskError::Gone(why) => {
                f.write_str(why)
            }
        }
    }
}

impl From<AskError> for String {
    fn from(e: AskError) -> String {
        e.to_string()
    }
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
    pub fn ask(&mut self, command: &str, timeout: Duration) -> Result<String, AskError> {
        writeln!(self.stdin, "{command}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| AskError::Gone(format!("{}: cannot send `{command}`: {e}", self.label)))?;
        match self.responses.recv_timeout(timeout) {
            Ok(Ok(text)) => {
                if let Some(rest) = text.strip_prefix('=') {
                    Ok(rest
                        .trim_start_matches(|d: char| d.is_ascii_digit())
                        .trim()
                        .to_string())
                } else {
                    Err(AskError::Refused(format!(
                        "{}: `{command}` failed: {text}",
                        self.label
                    )))
                }
            }
            Ok(Err(e)) => Err(AskError::Gone(format!(
                "{}: {e} (after `{command}`)",
                self.label
            ))),
            Err(RecvTimeoutError::Timeout) => Err(AskError::Silent(format!(
                "{}: no answer to `{command}` within {:.0} s",
                self.label,
                timeout.as_secs_f64()
            ))),
            Err(RecvTimeoutError::Disconnected) => {
                Err(AskError::Gone(format!("{}: engine gone", self.label)))
            }
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
    pub fn merge(&mut self, other: Thinking) {
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
    /// The game was forfeited because the loser's engine process died.
    pub crashed: bool,
}

/// Play one game between the engine commands `black` and `white`: set both engines up,
/// place the handicap, play the opening, then ask for moves in turn until two passes,
/// the move cap, a resignation or a forfeit; score a game that was played out.
pub fn play_game(cfg: &MatchConfig, black: &str, white: &str) -> Result<GameRecord, String> {
    let mut table = Table::start(cfg, black, white)?;
    let cap = cfg.max_moves.unwrap_or(3 * cfg.size * cfg.size);
    let ended = match table.set_up(cfg)? {
        Ok(()) => table.play_out(cap),
        Err(ended) => Err(ended),
    };
    match ended {
        Ok(()) => table.score(cfg, cap),
        Err(ended) => Ok(*ended),
    }
}

/// A game that ended before it was played out (a resignation or a forfeit), boxed: it
/// travels as an error.
type Ended = Box<GameRecord>;

/// A game under way: the two engines (Black's first), the game as the match keeps it,
/// and each side's thinking so far.
struct Table {
    engines: [GtpEngine; 2],
    game: Game,
    thinking: [Thinking; 2],
    timeout: Duration,
    /// Under a clock, each side's seconds left.
    clock: Option<[f64; 2]>,
}

impl Table {
    /// Start both engines for a game of `cfg`'s size and komi.
    fn start(cfg: &MatchConfig, black: &str, white: &str) -> Result<Table, String> {
        Ok(Table {
            engines: [
                GtpEngine::start(black, "black", cfg.show_stderr)?,
                GtpEngine::start(white, "white", cfg.show_stderr)?,
            ],
            game: Game::new(cfg.size, cfg.komi, cfg.rules),
            thinking: [Thinking::default(); 2],
            timeout: cfg.move_timeout,
            clock: cfg.clock.map(|s| [s; 2]),
        })
    }

    /// The game as it ends now, lost by `loser` (`how`: `R` resigned, `T` on time, `F`
    /// forfeit) for `reason`; the thinking times of the moves before it are kept.
    fn lost(&self, loser: Color, how: char, reason: String) -> Ended {
        Box::new(GameRecord {
            winner: Some(loser.opponent()),
            result: format!("{}+{how}", loser.opponent().letter()),
            reason,
            game: self.game.clone(),
            thinking: self.thinking,
            crashed: false,
        })
    }

    /// The game forfeited by `loser` for `reason`.
    fn forfeit(&self, loser: Color, reason: String) -> Ended {
        self.lost(loser, 'F', reason)
    }

    /// Send `cmd` to `side`'s engine; a failure forfeits the game for that side.
    fn ask(&mut self, side: Color, cmd: &str) -> Result<String, Ended> {
        self.ask_within(side, cmd, self.timeout)
    }

    /// [`Table::ask`], waiting at most `timeout` for the answer.
    fn ask_within(&mut self, side: Color, cmd: &str, timeout: Duration) -> Result<String, Ended> {
        let asked = self.engines[side.index()].ask(cmd, timeout);
        asked.map_err(|e| {
            let mut ended = self.forfeit(side, e.to_string());
            ended.crashed = matches!(e, AskError::Gone(_));
            ended
        })
    }

    /// Board size, a clear board, komi and the clock for both engines, then the
    /// handicap and the opening. The outer error: the opening is no sequence of legal
    /// moves; the inner one: the game ended (an engine failed).
    fn set_up(&mut self, cfg: &MatchConfig) -> Result<Result<(), Ended>, String> {
        for side in [Color::Black, Color::White] {
            let mut cmds = vec![
                format!("boardsize {}", cfg.size),
                "clear_board".to_string(),
                format!("komi {}", cfg.komi),
            ];
            if let Some(secs) = cfg.clock {
                cmds.push(format!("time_settings {} 0 0", secs.ceil() as u64));
            }
            for cmd in cmds {
                if let Err(ended) = self.ask(side, &cmd) {
                    return Ok(Err(ended));
                }
            }
        }
        if cfg.handicap >= 2 {
            if let Err(ended) = self.place_handicap(cfg.handicap) {
                return Ok(Err(ended));
            }
        }
        let geom = *self.game.board().geometry();
        for (c, mv) in play_opening(&mut self.game, &cfg.opening)? {
            let vertex = mv.to_vertex(&geom);
            for side in [Color::Black, Color::White] {
                if let Err(ended) = self.ask(side, &format!("play {c} {vertex}")) {
                    return Ok(Err(ended));
                }
            }
        }
        Ok(Ok(()))
    }

    /// Black's engine places `stones` handicap stones (`place_free_handicap`), White's
    /// learns them (`set_free_handicap`), and White moves first.
    fn place_handicap(&mut self, stones: usize) -> Result<(), Ended> {
        let answer = self.ask(Color::Black, &format!("place_free_handicap {stones}"))?;
        let geom = *self.game.board().geometry();
        let points: Option<Vec<(Point, Color)>> = answer
            .split_whitespace()
            .map(|v| match Move::from_vertex(v, &geom) {
                Some(Move::Play(p)) => Some((p, Color::Black)),
                _ => None,
            })
            .collect();
        let placed = points
            .filter(|s| s.len() == stones)
            .and_then(|s| self.game.setup(&s, false).ok());
        if placed.is_none() {
            let why = format!("black placed handicap `{answer}`, not {stones} stones");
            return Err(self.forfeit(Color::Black, why));
        }
        self.game.set_to_move(Color::White);
        self.game.set_handicap_stones(stones);
        self.ask(Color::White, &format!("set_free_handicap {answer}"))?;
        Ok(())
    }

    /// Ask the engines for moves in turn, each played on the other engine's board too,
    /// until two passes or `cap` moves; a resignation, a forfeit or a clock run out
    /// ends the game.
    fn play_out(&mut self, cap: usize) -> Result<(), Ended> {
        let geom = *self.game.board().geometry();
        let mut c = self.game.to_move();
        while !self.game.is_over() && self.game.moves().len() < cap {
            let answer = self.genmove(c)?;
            if answer.eq_ignore_ascii_case("resign") {
                return Err(self.lost(c, 'R', format!("{c} resigned")));
            }
            let Some(mv) = Move::from_vertex(&answer, &geom) else {
                return Err(self.forfeit(c, format!("{c} answered `{answer}`, not a move")));
            };
            if let Err(why) = self.game.play(c, mv) {
                return Err(self.forfeit(c, format!("{c} played illegal {answer} ({why})")));
            }
            let vertex = mv.to_vertex(&geom);
            self.ask(c.opponent(), &format!("play {c} {vertex}"))?;
            c = c.opponent();
        }
        Ok(())
    }

    /// `c`'s engine's answer to `genmove`, its time counted; under a clock, told its
    /// time left first, and the game lost when the answer comes too late.
    fn genmove(&mut self, c: Color) -> Result<String, Ended> {
        let mut timeout = self.timeout;
        if let Some(k) = self.clock {
            let left = k[c.index()].max(0.0);
            self.ask(c, &format!("time_left {c} {} 0", left.floor() as u64))?;
            // No need to wait long past the flag's fall.
            timeout = timeout.min(Duration::from_secs_f64(left + 1.0));
        }
        let asked = Instant::now();
        let answer = self.ask_within(c, &format!("genmove {c}"), timeout);
        let took = asked.elapsed();
        self.thinking[c.index()].add(took);
        let answer = answer?;
        if let Some(k) = &mut self.clock {
            k[c.index()] -= took.as_secs_f64();
            if k[c.index()] < 0.0 {
                return Err(self.lost(c, 'T', format!("{c} ran out of time")));
            }
        }
        Ok(answer)
    }

    /// The record of a game played out: scored by the referee, or by Tromp-Taylor area
    /// as the board stands. The engines are gone before the referee starts.
    fn score(self, cfg: &MatchConfig, cap: usize) -> Result<GameRecord, String> {
        let Table { game, thinking, .. } = self;
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
            Some(w) => format!("{}+{}", w.letter(), margin.abs()),
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
            crashed: false,
        })
    }
}

/// Replay `game` into the referee engine and read its `final_score` (Black's margin).
fn referee_score(cmd: &str, game: &Game, cfg: &MatchConfig) -> Result<f64, String> {
    let mut referee = GtpEngine::start(cmd, "referee", cfg.show_stderr)?;
    let t = cfg.move_timeout;
    let geom = *game.board().geometry();
    referee.ask(&format!("boardsize {}", cfg.size), t)?;
    referee.ask("clear_board", t)?;
    referee.ask(&format!("komi {}", cfg.komi), t)?;
    let stones: Vec<Point> = game.setup_stones().iter().map(|&(p, _)| p).collect();
    if !stones.is_empty() {
        let handicap = geom.vertices(&stones);
        referee.ask(&format!("set_free_handicap {handicap}"), t)?;
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
    let mut game = Game::new(cfg.size, cfg.komi, cfg.rules);
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
    let bar = progress_bar(cfg.games as u64);
    let mut score = Score::default();
    for g in 0..cfg.games {
        let first_is_black = !cfg.alternate || g % 2 == 0;
        let (black, white) = if first_is_black {
            (&cfg.first, &cfg.second)
        } else {
            (&cfg.second, &cfg.first)
        };
        match play_replaying_crashes(cfg, g + 1, black, white) {
            Ok(record) => {
                score.count(g + 1, &record, first_is_black);
                if let Some(dir) = &cfg.sgf_dir {
                    write_sgf(dir, g + 1, &record, black, white);
                }
            }
            Err(e) => warn!("game {}: could not be played: {e}", g + 1),
        }
        bar.set_message(score.so_far());
        bar.inc(1);
    }
    bar.finish();
    score.print(cfg);
    0
}

/// The progress bar of `len` games on stderr, with the score so far as its message.
pub fn progress_bar(len: u64) -> ProgressBar {
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games  {msg}  [{elapsed_precise}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}

/// Game number `g` (from 1) between `black` and `white`, played again while an engine
/// crashes in it, up to `cfg.replay_crashes` times.
pub fn play_replaying_crashes(
    cfg: &MatchConfig,
    g: u32,
    black: &str,
    white: &str,
) -> Result<GameRecord, String> {
    let mut replays = 0;
    loop {
        let record = play_game(cfg, black, white)?;
        match record.winner.map(Color::opponent) {
            Some(loser) if record.crashed && replays < cfg.replay_crashes => {
                replays += 1;
                warn!(
                    "game {g}: {loser}'s engine crashed after {} moves ({}); played again \
                     ({replays} of {})",
                    record.game.moves().len(),
                    record.reason,
                    cfg.replay_crashes
                );
            }
            _ => return Ok(record),
        }
    }
}

/// The match so far, from the first engine's side.
#[derive(Default)]
struct Score {
    first_wins: f64,
    second_wins: f64,
    draws: u32,
    /// Games the first engine played as Black.
    first_black_games: u32,
    /// Games the first engine won as Black.
    first_black_wins: u32,
    /// Games Black won, whichever engine played it.
    black_wins: u32,
    /// The first and the second engine's answers to genmove over the match.
    thinking: [Thinking; 2],
}

impl Score {
    /// Count game number `g` (from 1), logging it at `-v`.
    fn count(&mut self, g: u32, record: &GameRecord, first_is_black: bool) {
        let first_color = if first_is_black {
            Color::Black
        } else {
            Color::White
        };
        if record.winner == Some(Color::Black) {
            self.black_wins += 1;
        }
        if first_is_black {
            self.first_black_games += 1;
        }
        match record.winner {
            Some(w) if w == first_color => {
                self.first_wins += 1.0;
                if first_is_black {
                    self.first_black_wins += 1;
                }
            }
            Some(_) => self.second_wins += 1.0,
            None => self.draws += 1,
        }
        let first = record.thinking[first_color.index()];
        let second = record.thinking[first_color.opponent().index()];
        self.thinking[0].merge(first);
        self.thinking[1].merge(second);
        info!(
            "game {g}: first engine {}, {} after {} moves ({}); s/move first {:.2} second {:.2}",
            if first_is_black { "Black" } else { "White" },
            record.result,
            record.game.moves().len(),
            record.reason,
            first.per_move(),
            second.per_move()
        );
    }

    /// The progress bar's message.
    fn so_far(&self) -> String {
        format!(
            "first {} - second {}{}",
            self.first_wins,
            self.second_wins,
            if self.draws > 0 {
                format!(" - draws {}", self.draws)
            } else {
                String::new()
            }
        )
    }

    /// The summary on stdout: the first engine's score with its 95% interval, Black's
    /// wins, each engine's time a move, the two commands.
    fn print(&self, cfg: &MatchConfig) {
        let n = self.first_wins + self.second_wins + self.draws as f64;
        let score = self.first_wins + 0.5 * self.draws as f64;
        let (lo, hi) = wilson(score, n);
        let mut out = std::io::stdout().lock();
        let _ = writeln!(
            out,
            "first engine: {score} of {n} games ({:.1}%), 95% CI {:.1}%..{:.1}%; as Black {} of {}",
            100.0 * score / n.max(1.0),
            100.0 * lo,
            100.0 * hi,
            self.first_black_wins,
            self.first_black_games
        );
        let _ = writeln!(
            out,
            "Black won {} of {n} games{}",
            self.black_wins,
            match cfg.opening.is_empty() {
                true => String::new(),
                false => format!(" after the opening {}", cfg.opening.join(" ")),
            }
        );
        let _ = writeln!(
            out,
            "thinking per move: first {:.2} s, second {:.2} s",
            self.thinking[0].per_move(),
            self.thinking[1].per_move()
        );
        let _ = writeln!(out, "first:  {}", cfg.first);
        let _ = writeln!(out, "second: {}", cfg.second);
    }
}

/// Write game number `g` to `dir` as `game-NNNN.sgf`, with its result, the players and
/// how it ended in the root node.
pub fn write_sgf(dir: &std::path::Path, g: u32, record: &GameRecord, black: &str, white: &str) {
    let mut sgf = crate::core::sgf::save(&record.game);
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
    let path = dir.join(format!("game-{g:04}.sgf"));
    if let Err(e) = std::fs::write(&path, sgf) {
        warn!("cannot write {}: {e}", path.display());
    }
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
