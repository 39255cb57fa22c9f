//! The GTP commands and the engine state they act on.
//!
//! How to read this file: [`COMMANDS`] is the single list of commands; dispatch,
//! `list_commands` and `known_command` all read it, so nothing can be listed and not
//! implemented, or implemented and hidden. Each handler takes the engine and the
//! arguments and returns the response text or the error message. Handlers are in the
//! order of the table.

use super::control::{GtpControl, StopOn};
use super::vertex::{format_vertex, parse_color, parse_vertex};
use super::{Inbox, Response, Session};
use crate::endgame::EndStatus;
use crate::game::{fixed_handicap_points, free_handicap_points, Game};
use crate::player::{Decision, Player};
use crate::point::{Color, Move, Point, MAX_SIZE, MIN_SIZE};
use crate::rules::Rules;
use crate::search::{Budget, SearchControl, Summary};
use crate::sgf;
use crate::time::{Clock, TimeSettings};
use log::info;
use std::io::Read;
use std::time::Duration;

/// A command handler: the engine and the arguments in, the response text or an error
/// message out. `Io` handlers also get the session, to watch the input while they
/// search and to stream output.
enum Action {
    Plain(fn(&mut Engine, &[String]) -> Result<String, String>),
    Io(fn(&mut Engine, &[String], &mut Session) -> Result<String, String>),
}
use Action::{Io, Plain};

/// Every command the engine knows, in the order `list_commands` shows them.
const COMMANDS: &[(&str, Action)] = &[
    ("protocol_version", Plain(|_, _| Ok("2".into()))),
    ("name", Plain(|_, _| Ok("ttgo".into()))),
    (
        "version",
        Plain(|_, _| Ok(env!("CARGO_PKG_VERSION").into())),
    ),
    ("known_command", Plain(cmd_known_command)),
    (
        "list_commands",
        Plain(|_, _| Ok(command_names().join("\n"))),
    ),
    ("quit", Plain(|_, _| Ok(String::new()))),
    ("boardsize", Plain(cmd_boardsize)),
    ("clear_board", Plain(cmd_clear_board)),
    ("komi", Plain(cmd_komi)),
    ("fixed_handicap", Plain(cmd_fixed_handicap)),
    ("place_free_handicap", Plain(cmd_place_free_handicap)),
    ("set_free_handicap", Plain(cmd_set_free_handicap)),
    ("play", Plain(cmd_play)),
    ("genmove", Io(cmd_genmove)),
    ("undo", Plain(cmd_undo)),
    ("time_settings", Plain(cmd_time_settings)),
    ("time_left", Plain(cmd_time_left)),
    ("final_score", Plain(cmd_final_score)),
    ("final_status_list", Plain(cmd_final_status_list)),
    ("loadsgf", Plain(cmd_loadsgf)),
    ("reg_genmove", Io(cmd_reg_genmove)),
    ("showboard", Plain(cmd_showboard)),
    ("printsgf", Plain(cmd_printsgf)),
    ("kgs-rules", Plain(cmd_kgs_rules)),
    ("kgs-time_settings", Plain(cmd_kgs_time_settings)),
    ("kgs-game_over", Plain(cmd_kgs_game_over)),
    ("kgs-genmove_cleanup", Io(cmd_kgs_genmove_cleanup)),
    ("ttgo-rules", Plain(cmd_ttgo_rules)),
    ("lz-analyze", Io(cmd_lz_analyze)),
    ("lz-genmove_analyze", Io(cmd_lz_genmove_analyze)),
    ("gogui-analyze_commands", Plain(cmd_gogui_analyze_commands)),
    ("gogui-interrupt", Plain(|_, _| Ok(String::new()))),
    ("ttgo-best_moves", Io(cmd_ttgo_best_moves)),
    ("ttgo-ownership", Io(cmd_ttgo_ownership)),
    ("ttgo-pv", Io(cmd_ttgo_pv)),
    ("ttgo-winrate", Io(cmd_ttgo_winrate)),
];

/// The names of all commands, from the one table.
pub fn command_names() -> Vec<&'static str> {
    COMMANDS.iter().map(|(name, _)| *name).collect()
}

/// How the engine starts.
pub struct EngineConfig {
    pub size: usize,
    pub komi: f64,
    pub rules: Rules,
    pub seed: u64,
    /// Playouts per move, if fixed on the command line (wins over clocks).
    pub playouts: Option<u64>,
    /// Seconds per move, if fixed on the command line (wins over clocks).
    pub move_time: Option<f64>,
    /// Seconds per move when neither flags nor the controller's clock say.
    pub default_time: f64,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            size: 19,
            komi: 7.5,
            rules: Rules::tromp_taylor(),
            seed: 0,
            playouts: None,
            move_time: None,
            default_time: 1.0,
        }
    }
}

/// The state GTP commands act on: the game, the player, the clocks.
pub struct Engine {
    game: Game,
    player: Box<dyn Player>,
    time: TimeSettings,
    clocks: [Option<Clock>; 2],
    playouts: Option<u64>,
    move_time: Option<f64>,
    default_time: f64,
}

impl Engine {
    /// An engine with an empty board.
    pub fn new(config: EngineConfig, player: Box<dyn Player>) -> Engine {
        Engine {
            game: Game::new(config.size, config.komi, config.rules),
            player,
            time: TimeSettings::Unlimited,
            clocks: [None, None],
            playouts: config.playouts,
            move_time: config.move_time,
            default_time: config.default_time,
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The time system in force.
    pub fn time_settings(&self) -> TimeSettings {
        self.time
    }

    /// What `time_left` last said for `c`.
    pub fn clock(&self, c: Color) -> Option<Clock> {
        self.clocks[c.index()]
    }

    /// Run one command without a live session (no input to watch, output dropped).
    pub fn execute(&mut self, name: &str, args: &[String]) -> Response {
        let mut inbox = Inbox::closed();
        let mut sink = std::io::sink();
        let mut session = Session {
            inbox: &mut inbox,
            out: &mut sink,
            id: None,
            streamed: false,
        };
        self.execute_in(name, args, &mut session)
    }

    /// Run one command within `session`.
    pub fn execute_in(&mut self, name: &str, args: &[String], session: &mut Session) -> Response {
        let result = match COMMANDS.iter().find(|(n, _)| *n == name) {
            None => return Response::Failure("unknown command".into()),
            Some((_, Plain(handler))) => handler(self, args),
            Some((_, Io(handler))) => handler(self, args, session),
        };
        match result {
            Ok(text) => Response::Success(text),
            Err(message) => Response::Failure(message),
        }
    }

    /// A fresh game of side `size`, keeping komi and rules.
    fn restart(&mut self, size: usize) {
        self.game = Game::new(size, self.game.komi(), self.game.rules());
        self.clocks = [None, None];
    }

    fn vertex(&self, mv: Move) -> String {
        format_vertex(mv, self.game.board().geometry())
    }

    /// What one move of `c` may cost: the command-line limits if given, else what the
    /// clock allows, else the default time.
    pub fn budget(&self, c: Color) -> Budget {
        if self.playouts.is_some() || self.move_time.is_some() {
            return Budget {
                playouts: self.playouts,
                time: self.move_time.map(Duration::from_secs_f64),
            };
        }
        let area = self.game.board().geometry().area();
        let moves_played = self.game.moves().len();
        let time =
            crate::time::time_for_move(self.time, self.clocks[c.index()], area, moves_played)
                .unwrap_or(Duration::from_secs_f64(self.default_time));
        Budget {
            playouts: None,
            time: Some(time),
        }
    }

    /// Ask the player for a move; the decision is checked before anyone sees it.
    fn decide(&mut self, c: Color, cleanup: bool, ctl: &mut dyn SearchControl) -> Decision {
        let budget = self.budget(c);
        let decision = if cleanup {
            self.player.choose_cleanup(&self.game, c, budget, ctl)
        } else {
            self.player.choose(&self.game, c, budget, ctl)
        };
        match decision {
            Decision::Play(mv) if !self.game.is_legal(c, mv) => {
                log::error!(
                    "{} player chose illegal {mv:?}; passing",
                    self.player.name()
                );
                Decision::Play(Move::Pass)
            }
            d => d,
        }
    }

    /// genmove and its relatives: decide, then play unless `play` is false.
    fn generate(
        &mut self,
        args: &[String],
        play: bool,
        cleanup: bool,
        session: &mut Session,
    ) -> Result<String, String> {
        let c = one_color(args)?;
        let mut ctl = GtpControl::new(
            session.inbox,
            session.out,
            StopOn::Interrupt,
            None,
            *self.game.board().geometry(),
        );
        match self.decide(c, cleanup, &mut ctl) {
            Decision::Resign => Ok("resign".into()),
            Decision::Play(mv) => {
                if play {
                    self.game.play(c, mv).map_err(|e| e.to_string())?;
                }
                Ok(self.vertex(mv))
            }
        }
    }

    /// Which stones are dead (taken off at the end) and which live in seki: nothing is
    /// dead under rules without removal; otherwise the player's judgement
    /// ([`Player::end_status`], the same answer for the same position).
    fn end_status(&mut self) -> EndStatus {
        self.player.end_status(&self.game)
    }

    /// Can the player show a search (lz-analyze, GoGui's analysis commands)?
    fn player_can_analyze(&self) -> bool {
        self.player.can_analyze()
    }

    /// Search the current position for `c` with `ctl`, for as long as `budget` allows.
    fn think(
        &mut self,
        c: Color,
        budget: Budget,
        ctl: &mut dyn SearchControl,
    ) -> Result<Summary, String> {
        self.player
            .analyze(&self.game, c, budget, ctl)
            .ok_or_else(|| format!("the {} player has no search to analyse", self.player.name()))
    }
}

fn arg(args: &[String], k: usize) -> Result<&str, String> {
    args.get(k)
        .map(String::as_str)
        .ok_or_else(|| "syntax error".to_string())
}

fn one_color(args: &[String]) -> Result<Color, String> {
    parse_color(arg(args, 0)?).ok_or_else(|| "invalid color".to_string())
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse().map_err(|_| "syntax error".to_string())
}

/// A finite, non-negative number of seconds.
fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x.is_finite() && x >= 0.0 => Ok(x),
        _ => Err("syntax error".into()),
    }
}

fn cmd_known_command(_: &mut Engine, args: &[String]) -> Result<String, String> {
    let name = arg(args, 0)?;
    Ok(command_names().contains(&name).to_string())
}

fn cmd_boardsize(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let size: i64 = number(arg(args, 0)?)?;
    if !(MIN_SIZE as i64..=MAX_SIZE as i64).contains(&size) {
        return Err("unacceptable size".into());
    }
    e.restart(size as usize);
    Ok(String::new())
}

fn cmd_clear_board(e: &mut Engine, _: &[String]) -> Result<String, String> {
    e.restart(e.game.size());
    Ok(String::new())
}

fn cmd_komi(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let komi: f64 = number(arg(args, 0)?)?;
    if !komi.is_finite() || komi.abs() > 10_000.0 {
        return Err("syntax error".into());
    }
    e.game.set_komi(komi);
    Ok(String::new())
}

fn place_handicap(e: &mut Engine, points: &[Point]) -> Result<String, String> {
    let stones: Vec<(Point, Color)> = points.iter().map(|&p| (p, Color::Black)).collect();
    e.game
        .setup(&stones, false)
        .map_err(|err| err.to_string())?;
    e.game.set_to_move(Color::White);
    let text: Vec<String> = points.iter().map(|&p| e.vertex(Move::Play(p))).collect();
    Ok(text.join(" "))
}

fn cmd_fixed_handicap(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let n: i64 = number(arg(args, 0)?)?;
    if !e.game.is_untouched() {
        return Err("board not empty".into());
    }
    let points = usize::try_from(n)
        .ok()
        .and_then(|n| fixed_handicap_points(e.game.size(), n))
        .ok_or_else(|| "invalid number of stones".to_string())?;
    place_handicap(e, &points)
}

fn cmd_place_free_handicap(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let n: i64 = number(arg(args, 0)?)?;
    let area = e.game.board().geometry().area();
    if n < 2 || n as usize >= area {
        return Err("invalid number of stones".into());
    }
    if !e.game.is_untouched() {
        return Err("board not empty".into());
    }
    let points = free_handicap_points(e.game.size(), n as usize);
    place_handicap(e, &points)
}

fn cmd_set_free_handicap(e: &mut Engine, args: &[String]) -> Result<String, String> {
    if !e.game.is_untouched() {
        return Err("board not empty".into());
    }
    let geom = *e.game.board().geometry();
    let mut points = Vec::new();
    for text in args {
        match parse_vertex(text, &geom) {
            Some(Move::Play(p)) if !points.contains(&p) => points.push(p),
            _ => return Err("bad vertex list".into()),
        }
    }
    if points.len() < 2 || points.len() >= geom.area() {
        return Err("bad vertex list".into());
    }
    place_handicap(e, &points).map(|_| String::new())
}

fn cmd_play(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let c = one_color(args)?;
    let mv = parse_vertex(arg(args, 1)?, e.game.board().geometry())
        .ok_or_else(|| "invalid coordinate".to_string())?;
    e.game.play(c, mv).map_err(|why| {
        info!("illegal move: {why}");
        "illegal move".to_string()
    })?;
    Ok(String::new())
}

fn cmd_genmove(e: &mut Engine, args: &[String], s: &mut Session) -> Result<String, String> {
    e.generate(args, true, false, s)
}

fn cmd_undo(e: &mut Engine, _: &[String]) -> Result<String, String> {
    if e.game.undo() {
        Ok(String::new())
    } else {
        Err("cannot undo".into())
    }
}

fn cmd_time_settings(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let main = seconds(arg(args, 0)?)?;
    let byo = seconds(arg(args, 1)?)?;
    let stones: u32 = number(arg(args, 2)?)?;
    e.time = TimeSettings::from_gtp(main, byo, stones);
    e.clocks = [None, None];
    Ok(String::new())
}

fn cmd_time_left(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let c = one_color(args)?;
    let secs = seconds(arg(args, 1)?)?;
    let stones: u32 = number(arg(args, 2)?)?;
    e.clocks[c.index()] = Some(Clock {
        seconds: secs,
        stones,
    });
    Ok(String::new())
}

/// `final_score`: Tromp-Taylor as the board stands; under a setting with dead-stone
/// removal, after taking off the stones `final_status_list dead` names, counted by
/// area or (japanese) by territory plus prisoners.
fn cmd_final_score(e: &mut Engine, _: &[String]) -> Result<String, String> {
    let status = e.end_status();
    Ok(e.game.result_with(&status).to_string())
}

/// `final_status_list alive|dead|seki`: one chain per line, as GNU Go answers. Under
/// Tromp-Taylor nothing is removed, so every stone is alive; under the removal settings
/// the dead chains are those the player's ownership estimate gives to the opponent.
/// Seki: living chains around a liberty neither side can fill (`endgame.rs`); a chain
/// is listed under one status only.
fn cmd_final_status_list(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let wanted = arg(args, 0)?.to_ascii_lowercase();
    if !matches!(wanted.as_str(), "alive" | "dead" | "seki") {
        return Err("syntax error".into());
    }
    let status = e.end_status();
    let status_of = |p: Point| {
        if status.is_dead(p) {
            "dead"
        } else if status.is_seki(p) {
            "seki"
        } else {
            "alive"
        }
    };
    let board = e.game.board();
    let mut seen = std::collections::HashSet::new();
    let mut lines = Vec::new();
    for p in board.geometry().points() {
        if board.color(p).is_stone() && status_of(p) == wanted && seen.insert(board.chain_head(p)) {
            let mut stones: Vec<Point> = board.chain(p).collect();
            stones.sort_unstable();
            let words: Vec<String> = stones.iter().map(|&s| e.vertex(Move::Play(s))).collect();
            lines.push(words.join(" "));
        }
    }
    Ok(lines.join("\n"))
}

/// The largest SGF file `loadsgf` reads.
const MAX_SGF_BYTES: u64 = 8 << 20;

fn read_sgf_file(path: &str) -> Result<String, String> {
    let fail = |why: String| {
        info!("loadsgf {path}: {why}");
        "cannot load file".to_string()
    };
    let meta = std::fs::metadata(path).map_err(|e| fail(e.to_string()))?;
    if !meta.is_file() {
        return Err(fail("not a regular file".into()));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_SGF_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| fail(e.to_string()))?;
    if bytes.len() as u64 > MAX_SGF_BYTES {
        return Err(fail("file too large".into()));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn cmd_loadsgf(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let path = arg(args, 0)?;
    let before = match args.get(1) {
        None => None,
        Some(n) => Some(number::<usize>(n)?),
    };
    let text = read_sgf_file(path)?;
    let game = sgf::load(&text, before, e.game.komi(), e.game.rules()).map_err(|why| {
        info!("loadsgf {path}: {why}");
        "cannot load file".to_string()
    })?;
    e.game = game;
    e.clocks = [None, None];
    Ok(String::new())
}

fn cmd_reg_genmove(e: &mut Engine, args: &[String], s: &mut Session) -> Result<String, String> {
    e.generate(args, false, false, s)
}

fn cmd_showboard(e: &mut Engine, _: &[String]) -> Result<String, String> {
    let game = &e.game;
    let board = game.board();
    let n = game.size();
    let letters: String = (0..n)
        .map(|col| {
            format!(
                " {}",
                &format_vertex(Move::Play(board.geometry().point(col, 0)), board.geometry())[..1]
            )
        })
        .collect();
    let mut out = format!("\n   {letters}\n");
    let last = game.moves().last().and_then(|&(_, mv)| match mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    });
    for row in (0..n).rev() {
        out.push_str(&format!("{:>2} ", row + 1));
        for col in 0..n {
            let p = board.geometry().point(col, row);
            let mark = if Some(p) == last { '(' } else { ' ' };
            out.push(mark);
            out.push(board.color(p).symbol());
        }
        out.push_str(&format!(" {:>2}", row + 1));
        match n - 1 - row {
            0 => out.push_str(&format!("   {} to move", game.to_move())),
            1 => out.push_str(&format!(
                "   captures: black {} white {}",
                game.captures(Color::Black),
                game.captures(Color::White)
            )),
            2 => out.push_str(&format!("   komi {}  rules {}", game.komi(), game.rules())),
            _ => {}
        }
        out.push('\n');
    }
    out.push_str(&format!("   {letters}"));
    Ok(out)
}

fn cmd_printsgf(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let text = sgf::save(&e.game);
    match args.first() {
        None => Ok(text.trim_end().to_string()),
        // Never write into a device or pipe (think /dev/stdout: that is the protocol).
        Some(path) if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) => {
            info!("printsgf {path}: not a regular file");
            Err("cannot write file".into())
        }
        Some(path) => std::fs::write(path, text)
            .map(|_| String::new())
            .map_err(|err| {
                info!("printsgf {path}: {err}");
                "cannot write file".to_string()
            }),
    }
}

fn cmd_kgs_rules(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let rules = Rules::by_name(arg(args, 0)?).ok_or_else(|| "unknown rules".to_string())?;
    e.game.set_rules(rules);
    info!("rules set to {rules}");
    Ok(String::new())
}

fn cmd_kgs_time_settings(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let kind = arg(args, 0)?.to_ascii_lowercase();
    e.time = match kind.as_str() {
        "none" => TimeSettings::Unlimited,
        "absolute" => TimeSettings::Absolute {
            main: seconds(arg(args, 1)?)?,
        },
        "byoyomi" => TimeSettings::ByoYomi {
            main: seconds(arg(args, 1)?)?,
            byo: seconds(arg(args, 2)?)?,
            periods: number(arg(args, 3)?)?,
        },
        "canadian" => {
            let main = seconds(arg(args, 1)?)?;
            let byo = seconds(arg(args, 2)?)?;
            let stones: u32 = number(arg(args, 3)?)?;
            TimeSettings::from_gtp(main, byo, stones)
        }
        _ => return Err("syntax error".into()),
    };
    e.clocks = [None, None];
    Ok(String::new())
}

fn cmd_kgs_game_over(e: &mut Engine, _: &[String]) -> Result<String, String> {
    info!(
        "game over; result as the board stands: {}",
        e.game.area_result()
    );
    Ok(String::new())
}

fn cmd_kgs_genmove_cleanup(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    e.generate(args, true, true, s)
}

/// `ttgo-rules` shows the rules setting; `ttgo-rules NAME` changes it.
fn cmd_ttgo_rules(e: &mut Engine, args: &[String]) -> Result<String, String> {
    if let Some(name) = args.first() {
        let rules = Rules::by_name(name)
            .ok_or_else(|| format!("unknown rules (known: {})", Rules::names().join(", ")))?;
        e.game.set_rules(rules);
        return Ok(String::new());
    }
    Ok(e.game.rules().name.to_string())
}

/// The arguments of `lz-analyze` / `lz-genmove_analyze`: an optional colour (the side
/// to move by default) and an optional interval in centiseconds, bare or after the
/// word `interval` (KataGo's form); other key-value pairs are ignored.
fn analyze_args(e: &Engine, args: &[String]) -> Result<(Color, Duration), String> {
    let mut color = e.game.to_move();
    let mut interval = None;
    let mut k = 0;
    while k < args.len() {
        let a = args[k].as_str();
        if let Some(c) = parse_color(a) {
            color = c;
        } else if a.eq_ignore_ascii_case("interval") {
            k += 1;
            interval = Some(number::<u64>(arg(args, k)?)?);
        } else if let Ok(n) = a.parse::<u64>() {
            interval = Some(n);
        } else if a.parse::<f64>().is_err() {
            // A key of a key-value pair we do not use: skip its value too.
            k += 1;
        }
        k += 1;
    }
    // 0 or missing: Sabaki's default of one report a second.
    let cs = interval.filter(|&n| n > 0).unwrap_or(100).max(1);
    Ok((color, Duration::from_millis(cs * 10)))
}

/// Start a streamed response: `=id` on a line of its own.
fn open_stream(s: &mut Session) -> Result<(), String> {
    s.streamed = true;
    writeln!(s.out, "={}", s.id.unwrap_or(""))
        .and_then(|_| s.out.flush())
        .map_err(|e| e.to_string())
}

/// `lz-analyze [color] [interval]`: think until the next command, streaming `info`
/// lines every interval.
fn cmd_lz_analyze(e: &mut Engine, args: &[String], s: &mut Session) -> Result<String, String> {
    let (c, interval) = analyze_args(e, args)?;
    if !e.player_can_analyze() {
        return Err("the current player cannot analyse".into());
    }
    open_stream(s)?;
    let mut ctl = GtpControl::new(
        s.inbox,
        s.out,
        StopOn::AnyCommand,
        Some(interval),
        *e.game.board().geometry(),
    );
    e.think(c, Budget::default(), &mut ctl)?;
    Ok(String::new())
}

/// `lz-genmove_analyze [color] [interval]`: genmove that streams `info` lines and ends
/// with `play <vertex>`.
fn cmd_lz_genmove_analyze(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
) -> Result<String, String> {
    let (c, interval) = analyze_args(e, args)?;
    open_stream(s)?;
    let mut ctl = GtpControl::new(
        s.inbox,
        s.out,
        StopOn::Interrupt,
        Some(interval),
        *e.game.board().geometry(),
    );
    let text = match e.decide(c, false, &mut ctl) {
        Decision::Resign => "resign".to_string(),
        Decision::Play(mv) => {
            e.game.play(c, mv).map_err(|err| err.to_string())?;
            e.vertex(mv)
        }
    };
    Ok(format!("play {text}"))
}

/// The analysis commands GoGui offers in its menu (`%m` is the colour to move).
fn cmd_gogui_analyze_commands(_: &mut Engine, _: &[String]) -> Result<String, String> {
    Ok([
        "gfx/Best moves/ttgo-best_moves %m",
        "gfx/Ownership/ttgo-ownership %m",
        "gfx/Principal variation/ttgo-pv %m",
        "string/Win rate/ttgo-winrate %m",
    ]
    .join("\n"))
}

/// Search the position for the colour in `args` (the side to move by default) with
/// the engine's move budget; GoGui's interrupt cuts it short.
fn analysis(
    e: &mut Engine,
    args: &[String],
    s: &mut Session,
    ownership: bool,
) -> Result<(Color, Summary), String> {
    let c = match args.first() {
        Some(a) => parse_color(a).ok_or("invalid color")?,
        None => e.game.to_move(),
    };
    let mut ctl = GtpControl::new(
        s.inbox,
        s.out,
        StopOn::Interrupt,
        None,
        *e.game.board().geometry(),
    );
    let budget = e.budget(c);
    e.player.set_ownership(ownership);
    let summary = e.think(c, budget, &mut ctl);
    e.player.set_ownership(false);
    Ok((c, summary?))
}

/// gfx: the searched moves labelled with their visit counts, the best one marked.
fn cmd_ttgo_best_moves(e: &mut Engine, args: &[String], s: &mut Session) -> Result<String, String> {
    let (_, summary) = analysis(e, args, s, false)?;
    let moves: Vec<_> = summary
        .moves
        .iter()
        .filter(|m| m.mv != Move::Pass)
        .take(10)
        .collect();
    let labels: Vec<String> = moves
        .iter()
        .map(|m| format!("{} {}", e.vertex(m.mv), m.visits))
        .collect();
    let mut out = format!("LABEL {}", labels.join(" "));
    if let Some(best) = moves.first() {
        out.push_str(&format!("\nSQUARE {}", e.vertex(best.mv)));
    }
    out.push_str(&format!("\nTEXT {} playouts", summary.playouts));
    Ok(out)
}

/// gfx: who owns each point at the end of the playouts, from -1 (White) to 1 (Black).
fn cmd_ttgo_ownership(e: &mut Engine, args: &[String], s: &mut Session) -> Result<String, String> {
    let (_, summary) = analysis(e, args, s, true)?;
    let geom = *e.game.board().geometry();
    let values: Vec<String> = geom
        .points()
        .map(|p| {
            let v = summary.ownership.get(p.idx()).copied().unwrap_or(0.0);
            format!("{} {:.2}", e.vertex(Move::Play(p)), v)
        })
        .collect();
    Ok(format!("INFLUENCE {}", values.join(" ")))
}

/// gfx: the principal variation of the best move.
fn cmd_ttgo_pv(e: &mut Engine, args: &[String], s: &mut Session) -> Result<String, String> {
    let (c, summary) = analysis(e, args, s, false)?;
    let Some(best) = summary.best() else {
        return Ok(String::new());
    };
    let mut color = c;
    let mut parts = Vec::new();
    for &mv in &best.pv {
        parts.push(format!(
            "{} {}",
            if color == Color::Black { "b" } else { "w" },
            e.vertex(mv)
        ));
        color = color.opponent();
    }
    Ok(format!("VAR {}", parts.join(" ")))
}

/// string: the best move's win rate for the colour searched.
fn cmd_ttgo_winrate(e: &mut Engine, args: &[String], s: &mut Session) -> Result<String, String> {
    let (c, summary) = analysis(e, args, s, false)?;
    let Some(best) = summary.best() else {
        return Ok("no move searched".into());
    };
    Ok(format!(
        "{} wins {:.1}% after {} ({} playouts)",
        c,
        100.0 * best.winrate,
        e.vertex(best.mv),
        summary.playouts
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::RandomPlayer;

    fn engine() -> Engine {
        Engine::new(EngineConfig::default(), Box::new(RandomPlayer::new(1)))
    }

    fn run(e: &mut Engine, line: &str) -> Response {
        let cmd = super::super::parse_command(line);
        e.execute(&cmd.name, &cmd.args)
    }

    #[test]
    fn table_names_are_unique_and_known() {
        let names = command_names();
        let unique: std::collections::HashSet<_> = names.iter().collect();
        assert_eq!(unique.len(), names.len());
        let mut e = engine();
        for n in &names {
            assert_eq!(
                run(&mut e, &format!("known_command {n}")),
                Response::Success("true".into())
            );
        }
        assert_eq!(
            run(&mut e, "known_command foo"),
            Response::Success("false".into())
        );
    }

    #[test]
    fn handicap_is_not_undoable_and_gives_white_the_move() {
        let mut e = engine();
        run(&mut e, "boardsize 9");
        assert_eq!(
            run(&mut e, "fixed_handicap 3"),
            Response::Success("C3 G7 C7".into())
        );
        assert_eq!(e.game().to_move(), Color::White);
        assert_eq!(run(&mut e, "undo"), Response::Failure("cannot undo".into()));
        assert_eq!(
            run(&mut e, "fixed_handicap 2"),
            Response::Failure("board not empty".into())
        );
    }

    #[test]
    fn place_free_handicap_places_what_it_says() {
        let mut e = engine();
        run(&mut e, "boardsize 5");
        let Response::Success(text) = run(&mut e, "place_free_handicap 6") else {
            panic!("place_free_handicap failed");
        };
        assert_eq!(text.split_whitespace().count(), 6);
        assert_eq!(e.game().board().empty_count(), 25 - 6);
    }
}
