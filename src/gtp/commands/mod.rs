//! The GTP commands and the engine state they act on.
//!
//! How to read this folder: [`COMMANDS`] in this file is the single list of commands;
//! dispatch, `list_commands` and `known_command` all read it, so nothing can be listed
//! and not implemented, or implemented and hidden. Each handler takes the engine and the
//! arguments and returns the response text or the error message. This file also holds
//! the [`Engine`] with the helpers handlers share (move budget, deciding and generating
//! a move, searching, end-of-game status) and the small argument parsers. The handlers
//! live by concern, each file in the order of the table:
//! - `setup.rs`: board size, clearing, komi, handicap, `loadsgf`, `printsgf`, `showboard`;
//! - `play.rs`: `play`, `genmove`, `undo`, `reg_genmove`, the final score and status;
//! - `clock.rs`: time settings (GTP's, KGS's, KataGo's) and the time left; `cputime`;
//! - `analysis.rs`: `lz-analyze`, `lz-genmove_analyze` and GoGui's analysis commands;
//! - `kgs.rs`: the KGS extensions and `ttgo-rules`;
//! - `cgos.rs`: the CGOS extensions (`cgos-genmove_analyze` and the game's news);
//! - `report.rs`: the operator's log line and the chat line of each generated move.

mod analysis;
mod cgos;
mod clock;
mod kgs;
mod play;
mod report;
mod setup;

use super::control::{GtpControl, StopOn};
use super::live_gfx::{self, LiveGfx};
use super::{Inbox, Response, Session};
use crate::core::endgame::EndStatus;
use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::core::rules::Rules;
use crate::player::clock::{Clock, TimeCaps, TimeKeeper, TimeSettings};
use crate::player::{Decision, MctsPlayer, Player};
use crate::search::{AnalysisRequest, Budget, SearchControl, SearchParams, Summary};
use report::{describe_clock, MoveReport, SearchFigures};
use std::time::Instant;

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
    ("boardsize", Plain(setup::cmd_boardsize)),
    ("clear_board", Plain(setup::cmd_clear_board)),
    ("komi", Plain(setup::cmd_komi)),
    ("fixed_handicap", Plain(setup::cmd_fixed_handicap)),
    ("place_free_handicap", Plain(setup::cmd_place_free_handicap)),
    ("set_free_handicap", Plain(setup::cmd_set_free_handicap)),
    ("play", Plain(play::cmd_play)),
    ("genmove", Io(play::cmd_genmove)),
    ("undo", Plain(play::cmd_undo)),
    ("time_settings", Plain(clock::cmd_time_settings)),
    ("time_left", Plain(clock::cmd_time_left)),
    ("final_score", Plain(play::cmd_final_score)),
    ("final_status_list", Plain(play::cmd_final_status_list)),
    ("loadsgf", Plain(setup::cmd_loadsgf)),
    ("reg_genmove", Io(play::cmd_reg_genmove)),
    ("showboard", Plain(setup::cmd_showboard)),
    ("printsgf", Plain(setup::cmd_printsgf)),
    ("cputime", Plain(clock::cmd_cputime)),
    ("kgs-rules", Plain(kgs::cmd_kgs_rules)),
    ("kgs-time_settings", Plain(clock::cmd_kgs_time_settings)),
    (
        "kata-list_time_settings",
        Plain(clock::cmd_kata_list_time_settings),
    ),
    ("kata-time_settings", Plain(clock::cmd_kata_time_settings)),
    ("kgs-game_over", Plain(kgs::cmd_kgs_game_over)),
    ("kgs-genmove_cleanup", Io(kgs::cmd_kgs_genmove_cleanup)),
    ("ttgo-rules", Plain(kgs::cmd_ttgo_rules)),
    ("cgos-genmove_analyze", Io(cgos::cmd_cgos_genmove_analyze)),
    ("cgos-opponent_name", Plain(cgos::cmd_cgos_opponent_name)),
    (
        "cgos-opponent_rating",
        Plain(cgos::cmd_cgos_opponent_rating),
    ),
    ("cgos-gameover", Plain(cgos::cmd_cgos_gameover)),
    (
        "lz-analyze",
        Io(|e, a, s| analysis::stream_analysis(e, a, s, false)),
    ),
    (
        "lz-genmove_analyze",
        Io(|e, a, s| analysis::genmove_analyze(e, a, s, false)),
    ),
    (
        "kata-analyze",
        Io(|e, a, s| analysis::stream_analysis(e, a, s, true)),
    ),
    (
        "kata-genmove_analyze",
        Io(|e, a, s| analysis::genmove_analyze(e, a, s, true)),
    ),
    (
        "gogui-analyze_commands",
        Plain(analysis::cmd_gogui_analyze_commands),
    ),
    ("gogui-interrupt", Plain(|_, _| Ok(String::new()))),
    ("ttgo-live_gfx", Plain(analysis::cmd_ttgo_live_gfx)),
    ("ttgo-best_moves", Io(analysis::cmd_ttgo_best_moves)),
    ("ttgo-ownership", Io(analysis::cmd_ttgo_ownership)),
    ("ttgo-pv", Io(analysis::cmd_ttgo_pv)),
    ("ttgo-winrate", Io(analysis::cmd_ttgo_winrate)),
    (
        "ttgo-playout_moves",
        Plain(analysis::cmd_ttgo_playout_moves),
    ),
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
    /// The command line's caps on a move's time and playouts.
    pub time: TimeCaps,
    /// The tree search's settings, for analysis when the player has no search.
    pub search: SearchParams,
    /// Write each move's win rate and principal variation to stderr as gtp2ogs chat
    /// lines (`MALKOVICH:`), and a word when resigning (`DISCUSSION:`).
    pub chat: bool,
    /// Think on the opponent's time while no command is waiting.
    pub ponder: bool,
    /// Draw each move's search in GoGui as it runs (`gogui-gfx:` on stderr).
    pub live_gfx: bool,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            size: 19,
            komi: 7.5,
            rules: Rules::tromp_taylor(),
            seed: 0,
            time: TimeCaps::default(),
            search: SearchParams::default(),
            chat: false,
            ponder: false,
            live_gfx: false,
        }
    }
}

/// The state GTP commands act on: the game, the player, the clocks.
pub struct Engine {
    game: Game,
    player: Box<dyn Player>,
    /// The clocks, the caps and the time bank.
    time: TimeKeeper,
    /// The tree search that analyses when the player has none (made when first asked).
    analyst: Option<Box<MctsPlayer>>,
    analyst_params: SearchParams,
    seed: u64,
    chat: bool,
    ponder: bool,
    /// How often a move's search is drawn in GoGui, when it is (`ttgo-live_gfx`).
    live_gfx: Option<std::time::Duration>,
    /// The colour the engine last generated a move for, while its game goes on: it
    /// ponders while the other colour is to move. None after a resignation, a new
    /// game, or the end of the game.
    playing: Option<Color>,
}

impl Engine {
    /// An engine with an empty board.
    pub fn new(config: EngineConfig, player: Box<dyn Player>) -> Engine {
        Engine {
            game: Game::new(config.size, config.komi, config.rules),
            player,
            time: TimeKeeper::new(config.time),
            analyst: None,
            analyst_params: config.search,
            seed: config.seed,
            chat: config.chat,
            ponder: config.ponder,
            live_gfx: config.live_gfx.then_some(live_gfx::DEFAULT_INTERVAL),
            playing: None,
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The time system in force.
    pub fn time_settings(&self) -> TimeSettings {
        self.time.settings()
    }

    /// What `time_left` last said for `c`.
    pub fn clock(&self, c: Color) -> Option<Clock> {
        self.time.clock(c)
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

    /// Run one command within `session`. A panic inside it (a bug, in any thread of a
    /// search) answers `internal error`, is logged, and leaves the game as it was before
    /// the command; the player forgets its search tree.
    pub fn execute_in(&mut self, name: &str, args: &[String], session: &mut Session) -> Response {
        let before = self.game.clone();
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.dispatch(name, args, session)
        }));
        outcome.unwrap_or_else(|panic| {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            log::error!("internal error in `{name}`: {what}; the game stays as it was");
            self.game = before;
            self.player.forget();
            self.analyst = None;
            Response::Failure("internal error".into())
        })
    }

    /// Find the command in the table and run its handler.
    fn dispatch(&mut self, name: &str, args: &[String], session: &mut Session) -> Response {
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
        self.time.new_game();
        self.playing = None;
    }

    /// Should the engine think on the opponent's time now? With pondering on, after
    /// it generated a move for a colour whose opponent is now to move, while the game
    /// goes on.
    pub fn wants_to_ponder(&self) -> bool {
        self.ponder
            && !self.game.is_over()
            && self
                .playing
                .is_some_and(|me| self.game.to_move() == me.opponent())
    }

    /// Think on the opponent's time until any input line arrives in `inbox` (so a
    /// command is answered within a few milliseconds). A panic while pondering is
    /// logged, and the player forgets its tree.
    pub fn ponder(&mut self, inbox: &mut Inbox) {
        let Some(me) = self.playing else {
            return;
        };
        let geom = *self.game.board().geometry();
        let mut sink = std::io::sink();
        let mut ctl = GtpControl::new(inbox, &mut sink, StopOn::AnyLine, geom);
        let (player, game) = (&mut self.player, &self.game);
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            player.ponder(game, me, &mut ctl)
        }));
        if outcome.is_err() {
            log::error!("internal error while pondering; the search tree is dropped");
            self.player.forget();
            self.playing = None;
        }
    }

    /// The GTP text of `mv` on this board.
    fn vertex(&self, mv: Move) -> String {
        mv.to_vertex(self.game.board().geometry())
    }

    /// What a search for `c` that is not one of the engine's moves (analysis) may cost
    /// ([`TimeKeeper::budget`]).
    pub fn budget(&self, c: Color) -> Budget {
        self.time.budget(c, &self.game)
    }

    /// Ask the player for a move (counting ownership in its search when `ownership`);
    /// the decision is checked before anyone sees it, and reported on the log (and with
    /// `--chat` in the gtp2ogs chat lines).
    fn decide(
        &mut self,
        c: Color,
        cleanup: bool,
        ownership: bool,
        ctl: &mut dyn SearchControl,
    ) -> Decision {
        let budget = self.time.move_budget(c, &self.game);
        let started = Instant::now();
        self.player.count_ownership(ownership);
        let decision = if cleanup {
            self.player.choose_cleanup(&self.game, c, budget, ctl)
        } else {
            self.player.choose(&self.game, c, budget, ctl)
        };
        self.player.count_ownership(false);
        let spent = started.elapsed().as_secs_f64();
        self.time.record_move(c, spent);
        let decision = match decision {
            Decision::Play(mv) if !self.game.is_legal(c, mv) => {
                log::error!(
                    "{} player chose illegal {}; passing",
                    self.player.name(),
                    self.vertex(mv)
                );
                Decision::Play(Move::Pass)
            }
            d => d,
        };
        let spends = self.player.spends(&self.game, budget);
        let report = self.report(c, decision, spent, spends, started);
        log::info!("{}", report.log_line());
        if self.chat {
            if let Some(line) = report.chat_line() {
                eprintln!("{line}");
            }
            if let (Decision::Resign, Some(f)) = (decision, &report.search) {
                eprintln!(
                    "DISCUSSION: I resign: my win rate is {:.1}%. Thank you for the game.",
                    100.0 * f.winrate
                );
            }
        }
        decision
    }

    /// The report of `c`'s move `decision`, which took `spent` seconds of `budget`
    /// from `started`.
    fn report(
        &self,
        c: Color,
        decision: Decision,
        spent: f64,
        budget: Budget,
        started: Instant,
    ) -> MoveReport {
        let (played, answer) = match decision {
            Decision::Play(mv) => (mv, self.vertex(mv)),
            Decision::Resign => (Move::Pass, "resign".to_string()),
        };
        let search = self
            .player
            .last_search()
            .and_then(|summary| SearchFigures::of(summary, played, |m| self.vertex(m)));
        MoveReport {
            number: self.game.moves().len() + 1,
            color: c,
            answer,
            komi: self.game.komi(),
            search,
            spent,
            target: budget.time.map(|t| t.as_secs_f64()),
            limit: budget
                .deadline
                .map(|d| d.saturating_duration_since(started).as_secs_f64()),
            clock: describe_clock(self.time.settings(), self.time.clock(c)),
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
        let geom = *self.game.board().geometry();
        let mut ctl = GtpControl::new(session.inbox, session.out, StopOn::Interrupt, geom);
        let decision = match self.live_gfx {
            Some(every) => {
                let mut drawn = LiveGfx::new(&mut ctl, every, geom, c);
                let decision = self.decide(c, cleanup, false, &mut drawn);
                eprint!("{}", live_gfx::CLEAR);
                decision
            }
            None => self.decide(c, cleanup, false, &mut ctl),
        };
        self.carry_out(c, decision, play)
    }

    /// Carry out `c`'s `decision` for every genmove command: a resignation ends the
    /// engine's game; a move is played (when `play`), and the engine then plays `c`
    /// (pondering follows it). The answer is the move's vertex, or `resign`.
    fn carry_out(&mut self, c: Color, decision: Decision, play: bool) -> Result<String, String> {
        match decision {
            Decision::Resign => {
                self.playing = None;
                Ok("resign".into())
            }
            Decision::Play(mv) => {
                if play {
                    self.game.play(c, mv).map_err(|e| e.to_string())?;
                    self.playing = Some(c);
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

    /// Search the current position for `c` with `ctl`, for as long as `budget` allows, as
    /// `request` asks: with the player's own search, or with a tree search of the
    /// engine's when the player has none (random, flat Monte-Carlo), so that analysis
    /// works whatever plays the moves.
    fn think(
        &mut self,
        c: Color,
        budget: Budget,
        request: &AnalysisRequest,
        ctl: &mut dyn SearchControl,
    ) -> Summary {
        if let Some(summary) = self.player.analyze(&self.game, c, budget, request, ctl) {
            return summary;
        }
        let (params, seed) = (&self.analyst_params, self.seed);
        let analyst = self
            .analyst
            .get_or_insert_with(|| Box::new(MctsPlayer::new(params.clone(), seed, 0.0)));
        analyst
            .analyze(&self.game, c, budget, request, ctl)
            .expect("the tree search always analyses")
    }
}

/// The `k`-th argument, or a syntax error if it is missing.
fn arg(args: &[String], k: usize) -> Result<&str, String> {
    args.get(k)
        .map(String::as_str)
        .ok_or_else(|| "syntax error".to_string())
}

/// A colour: `b`, `w`, `black`, `white`, in any case.
fn parse_color(text: &str) -> Option<Color> {
    match text.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Color::Black),
        "w" | "white" => Some(Color::White),
        _ => None,
    }
}

/// The colour in the first argument.
fn one_color(args: &[String]) -> Result<Color, String> {
    parse_color(arg(args, 0)?).ok_or_else(|| "invalid color".to_string())
}

/// A number of type `T`, or a syntax error.
fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse().map_err(|_| "syntax error".to_string())
}

/// `known_command NAME`: is NAME in the table?
fn cmd_known_command(_: &mut Engine, args: &[String]) -> Result<String, String> {
    let name = arg(args, 0)?;
    Ok(command_names().contains(&name).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::RandomPlayer;

    /// An engine with a random player on an empty 19x19 board.
    pub(super) fn engine() -> Engine {
        Engine::new(EngineConfig::default(), Box::new(RandomPlayer::new(1)))
    }

    #[test]
    fn colours_in_any_case() {
        assert_eq!(parse_color("B"), Some(Color::Black));
        assert_eq!(parse_color("WHITE"), Some(Color::White));
        assert_eq!(parse_color("empty"), None);
    }

    /// Parse `line` and run it.
    pub(super) fn run(e: &mut Engine, line: &str) -> Response {
        let cmd = super::super::parse_command(line);
        e.execute(&cmd.name, &cmd.args)
    }

    /// A player with a bug: it panics while choosing.
    struct BuggyPlayer;

    impl Player for BuggyPlayer {
        fn choose(&mut self, _: &Game, _: Color, _: Budget, _: &mut dyn SearchControl) -> Decision {
            panic!("a bug in the player")
        }

        fn name(&self) -> &'static str {
            "buggy"
        }
    }

    #[test]
    fn a_panic_in_a_command_answers_internal_error_and_keeps_the_game() {
        let mut e = Engine::new(EngineConfig::default(), Box::new(BuggyPlayer));
        run(&mut e, "boardsize 9");
        run(&mut e, "play b e5");
        let before = e.game().board().to_ascii();
        let failed = Response::Failure("internal error".into());
        assert_eq!(run(&mut e, "genmove w"), failed);
        assert_eq!(e.game().board().to_ascii(), before);
        assert_eq!(e.game().moves().len(), 1);
        assert_eq!(run(&mut e, "play w d4"), Response::Success(String::new()));
        assert_eq!(run(&mut e, "undo"), Response::Success(String::new()));
        // A search thread that panics (here: the helpers of a two-thread search) ends
        // the same way, without leaving threads behind.
        let params = crate::search::SearchParams {
            threads: 2,
            fail_in_helpers: true,
            ..Default::default()
        };
        let player = crate::player::MctsPlayer::new(params, 1, 0.1);
        let mut e = Engine::new(EngineConfig::default(), Box::new(player));
        run(&mut e, "boardsize 9");
        for _ in 0..2 {
            assert_eq!(run(&mut e, "genmove b"), failed);
            assert!(e.game().moves().is_empty());
        }
        assert_eq!(run(&mut e, "play b e5"), Response::Success(String::new()));
    }

    #[test]
    fn genmove_puts_what_it_saves_in_the_time_bank() {
        let config = EngineConfig {
            time: TimeCaps {
                move_time: Some(1.0),
                time_bank: true,
                ..TimeCaps::default()
            },
            ..EngineConfig::default()
        };
        let mut e = Engine::new(config, Box::new(RandomPlayer::new(1)));
        let time = |e: &Engine, c: Color| {
            let b = e.time.move_budget(c, &e.game);
            b.time.unwrap().as_secs_f64()
        };
        run(&mut e, "boardsize 9");
        assert_eq!(time(&e, Color::Black), 1.0);
        // A random player answers at once and saves nearly the whole second: half of
        // it goes to its next move's time; the other colour's is untouched.
        run(&mut e, "genmove b");
        let black = time(&e, Color::Black);
        assert!((1.45..=1.5).contains(&black), "{black}");
        assert_eq!(time(&e, Color::White), 1.0);
        // Analysis sees the plain cap; a new game starts with nothing saved.
        assert_eq!(
            e.budget(Color::Black).time,
            Some(std::time::Duration::from_secs(1))
        );
        run(&mut e, "clear_board");
        assert_eq!(time(&e, Color::Black), 1.0);
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
}
