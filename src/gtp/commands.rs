//! The GTP commands and the engine state they act on.
//!
//! How to read this file: [`COMMANDS`] is the single list of commands; dispatch,
//! `list_commands` and `known_command` all read it, so nothing can be listed and not
//! implemented, or implemented and hidden. Each handler takes the engine and the
//! arguments and returns the response text or the error message. Handlers are in the
//! order of the table.

use super::vertex::{format_vertex, parse_color, parse_vertex};
use super::Response;
use crate::game::{fixed_handicap_points, Game};
use crate::player::{Decision, Player};
use crate::point::{Color, Move, Point, MAX_SIZE, MIN_SIZE};
use crate::rules::Rules;
use crate::score::GameResult;
use crate::sgf;
use crate::time::{Clock, TimeSettings};
use log::info;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::io::Read;

/// A command handler: the engine and the arguments in, the response text or an error
/// message out.
type Handler = fn(&mut Engine, &[String]) -> Result<String, String>;

/// Every command the engine knows, in the order `list_commands` shows them.
const COMMANDS: &[(&str, Handler)] = &[
    ("protocol_version", |_, _| Ok("2".into())),
    ("name", |_, _| Ok("ttgo".into())),
    ("version", |_, _| Ok(env!("CARGO_PKG_VERSION").into())),
    ("known_command", cmd_known_command),
    ("list_commands", |_, _| Ok(command_names().join("\n"))),
    ("quit", |_, _| Ok(String::new())),
    ("boardsize", cmd_boardsize),
    ("clear_board", cmd_clear_board),
    ("komi", cmd_komi),
    ("fixed_handicap", cmd_fixed_handicap),
    ("place_free_handicap", cmd_place_free_handicap),
    ("set_free_handicap", cmd_set_free_handicap),
    ("play", cmd_play),
    ("genmove", cmd_genmove),
    ("undo", cmd_undo),
    ("time_settings", cmd_time_settings),
    ("time_left", cmd_time_left),
    ("final_score", cmd_final_score),
    ("final_status_list", cmd_final_status_list),
    ("loadsgf", cmd_loadsgf),
    ("reg_genmove", cmd_reg_genmove),
    ("showboard", cmd_showboard),
    ("printsgf", cmd_printsgf),
    ("kgs-rules", cmd_kgs_rules),
    ("kgs-time_settings", cmd_kgs_time_settings),
    ("kgs-game_over", cmd_kgs_game_over),
    ("kgs-genmove_cleanup", cmd_kgs_genmove_cleanup),
    ("ttgo-rules", cmd_ttgo_rules),
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
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            size: 19,
            komi: 7.5,
            rules: Rules::tromp_taylor(),
            seed: 0,
        }
    }
}

/// The state GTP commands act on: the game, the player, the clocks.
pub struct Engine {
    game: Game,
    player: Box<dyn Player>,
    time: TimeSettings,
    clocks: [Option<Clock>; 2],
    /// For choices the engine makes outside the player (free handicap).
    rng: SmallRng,
}

impl Engine {
    /// An engine with an empty board.
    pub fn new(config: EngineConfig, player: Box<dyn Player>) -> Engine {
        Engine {
            game: Game::new(config.size, config.komi, config.rules),
            player,
            time: TimeSettings::Unlimited,
            clocks: [None, None],
            rng: SmallRng::seed_from_u64(config.seed ^ 0x68a1_d1c4),
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

    /// Run one command.
    pub fn execute(&mut self, name: &str, args: &[String]) -> Response {
        match COMMANDS.iter().find(|(n, _)| *n == name) {
            None => Response::Failure("unknown command".into()),
            Some((_, handler)) => match handler(self, args) {
                Ok(text) => Response::Success(text),
                Err(message) => Response::Failure(message),
            },
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

    /// Ask the player for a move; the decision is checked before anyone sees it.
    fn decide(&mut self, c: Color, cleanup: bool) -> Decision {
        let decision = if cleanup {
            self.player.choose_cleanup(&self.game, c)
        } else {
            self.player.choose(&self.game, c)
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

    fn generate(&mut self, args: &[String], play: bool, cleanup: bool) -> Result<String, String> {
        let c = one_color(args)?;
        match self.decide(c, cleanup) {
            Decision::Resign => Ok("resign".into()),
            Decision::Play(mv) => {
                if play {
                    self.game.play(c, mv).map_err(|e| e.to_string())?;
                }
                Ok(self.vertex(mv))
            }
        }
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
    let n = n as usize;
    // The standard points as far as they go, then random points.
    let size = e.game.size();
    let mut points = (2..=n.min(9))
        .rev()
        .find_map(|k| fixed_handicap_points(size, k))
        .unwrap_or_default();
    let mut rest: Vec<Point> = e
        .game
        .board()
        .geometry()
        .points()
        .filter(|p| !points.contains(p))
        .collect();
    rest.shuffle(&mut e.rng);
    points.extend(rest.into_iter().take(n - points.len()));
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

fn cmd_genmove(e: &mut Engine, args: &[String]) -> Result<String, String> {
    e.generate(args, true, false)
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

fn cmd_final_score(e: &mut Engine, _: &[String]) -> Result<String, String> {
    let result: GameResult = e.game.area_result();
    Ok(result.to_string())
}

fn cmd_final_status_list(e: &mut Engine, args: &[String]) -> Result<String, String> {
    let status = arg(args, 0)?.to_ascii_lowercase();
    // No dead-stone removal under Tromp-Taylor: every stone on the board counts.
    let alive = match status.as_str() {
        "alive" => true,
        "dead" | "seki" => false,
        _ => return Err("syntax error".into()),
    };
    if !alive {
        return Ok(String::new());
    }
    // One chain per line, as GNU Go does.
    let board = e.game.board();
    let mut seen = std::collections::HashSet::new();
    let mut lines = Vec::new();
    for p in board.geometry().points() {
        if board.color(p).is_stone() && seen.insert(board.chain_head(p)) {
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

fn cmd_reg_genmove(e: &mut Engine, args: &[String]) -> Result<String, String> {
    e.generate(args, false, false)
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

fn cmd_kgs_genmove_cleanup(e: &mut Engine, args: &[String]) -> Result<String, String> {
    e.generate(args, true, true)
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
