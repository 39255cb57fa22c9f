//! Command-line options (clap), and [`run`], which does what they say.
//!
//! `ttgo` with no subcommand speaks GTP on stdin/stdout ([`Cli`]'s options set up the
//! player and the engine); the subcommands ([`Command`]) are `bench`, `match`, `league`,
//! `ratings`, `make-book`, `train-model`, `make-joseki`, `review`, `model-accuracy` and
//! `mercy-check`.

use crate::gtp::{serve, spawn_reader, Engine, EngineConfig};
use crate::knowledge::book::Book;
use crate::knowledge::model::Model;
use crate::player::clock::TimeCaps;
use crate::player::{FlatMcPlayer, MctsPlayer, Player, PolicyPlayer, RandomPlayer};
use crate::search::{SearchParams, NODE_BYTES};
use crate::tools::book_search::{allowed_by, in_force, search_lines, LineSearch};
use crate::tools::match_runner::MatchConfig;
use crate::tools::train_model::TrainConfig;
use clap::{Args, Parser, Subcommand, ValueEnum};

/// ttgo: a Go engine on exact Tromp-Taylor rules, speaking GTP v2 on stdin/stdout.
#[derive(Parser, Debug)]
#[command(version, about)]
pub struct Cli {
    /// Which player generates moves: `mcts` (tree search, the strongest), `mc` (flat
    /// Monte-Carlo) or `random` (a uniformly random legal move that does not fill its
    /// own eye).
    #[arg(long, value_enum, default_value_t = PlayerKind::Mcts)]
    pub player: PlayerKind,

    /// At most this many playouts per move. With --time too, whichever ends first; a
    /// controller's clock that allows less wins.
    #[arg(long)]
    pub playouts: Option<u64>,

    /// Seconds per move (an average under the time bank); a controller's clock that
    /// allows less wins. Without --time, --playouts and a clock: one second a move.
    #[arg(long)]
    pub time: Option<f64>,

    /// The most seconds any one move may take, whatever the controller's clock, --time
    /// or the time bank allow (a clock of hours still moves within this).
    #[arg(long, default_value_t = crate::player::clock::DEFAULT_MAX_TIME)]
    pub max_time: f64,

    /// The time bank: --time (or without it and a clock, the default second) is an
    /// average: a search stops once its choice can no longer change, and the time it
    /// saves goes to later moves, half to their time and half to running on while their
    /// two best moves are still close (a move spends at most three times the average);
    /// under a clock the saving stays on the clock. `false`: every move runs its whole
    /// time. Full strength only.
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, num_args = 0..=1, default_missing_value = "true")]
    pub time_bank: bool,

    /// Seconds kept back on every move when a clock runs, for the network between a
    /// server and the engine and for start-up (1 s suits OGS and KGS; 0.2 a local GUI).
    #[arg(long, default_value_t = crate::player::clock::DEFAULT_LAG)]
    pub lag: f64,

    /// After each move, write the win rate and principal variation to stderr as gtp2ogs
    /// chat lines (`MALKOVICH: ...`; `DISCUSSION: ...` when resigning).
    #[arg(long)]
    pub chat: bool,

    /// Think on the opponent's time (the tree search keeps what it finds for its next
    /// move); any command stops the thinking at once.
    #[arg(long)]
    pub ponder: bool,

    /// Draw each move's search in GoGui while it runs: its principal variation, the
    /// most visited moves and a status line, as `gogui-gfx:` lines on stderr (GTP
    /// `ttgo-live_gfx on|off` switches it too).
    #[arg(long)]
    pub live_gfx: bool,

    /// Search threads for the tree search (one shared tree, virtual losses).
    #[arg(long, default_value_t = 1)]
    pub threads: u16,

    /// Tree search tuning: visits a leaf needs before it is expanded.
    #[arg(long, default_value_t = 8, hide_short_help = true)]
    pub expand_visits: u32,

    /// Tree search tuning: visits at which RAVE and real statistics weigh the same.
    #[arg(long, default_value_t = 3500.0, hide_short_help = true)]
    pub rave_equiv: f32,

    /// Tree search tuning: UCB exploration constant (0: priors and RAVE only; a little,
    /// e.g. 0.02, finds winning moves whose playout statistics mislead).
    #[arg(long, default_value_t = 0.0, hide_short_help = true)]
    pub explore: f32,

    /// Tree search tuning: visits a node needs before its children get the exploration
    /// term of --explore (0: every node).
    #[arg(long, default_value_t = 0, hide_short_help = true)]
    pub explore_from: u32,

    /// Tree search tuning: RAVE equivalence of captures and ataris, whose AMAF statistics
    /// mislead most (0: --rave-equiv; with the model priors only).
    #[arg(long, default_value_t = 0.0, hide_short_help = true)]
    pub tactical_equiv: f32,

    /// Tree search tuning: extra AMAF weight of a playout's early moves (a move counts
    /// from nearly 1 + this right after the node down to 1 at the end; 0: all count 1)
    /// [default: 3 up to 9x9, 0 above].
    #[arg(long, hide_short_help = true)]
    pub amaf_distance: Option<u32>,

    /// Tree search tuning: progressive widening: a node of n visits chooses among its
    /// 2 + log_1.4(1 + n / this) children of highest prior, and a pass (0: among all)
    /// [default: 0 below 19x19, 20 from 19x19 up].
    #[arg(long, hide_short_help = true)]
    pub widen: Option<f32>,

    /// Tree search tuning: priors of new nodes from the learned move model (false: the
    /// hand-made priors).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, hide_short_help = true, global = true)]
    pub model_priors: bool,

    /// Tree search tuning: even (half won) visits of every model prior [default: 14
    /// below 15x15, 20 from 15x15 up].
    #[arg(long, hide_short_help = true)]
    pub prior_visits: Option<u16>,

    /// Tree search tuning: won visits a model prior adds per unit of sqrt(the move's
    /// share of the model's total strength) [default: 210 below 15x15, 300 from 15x15 up].
    #[arg(long, hide_short_help = true)]
    pub prior_boost: Option<f32>,

    /// Tree search tuning: lost visits added to the model prior of a first- or
    /// second-line move with nothing within three points of it (0: none) [default: 0
    /// below 13x13, 500 from 13x13 up].
    #[arg(long, hide_short_help = true)]
    pub edge_penalty: Option<u16>,

    /// Tree search tuning: after a move into a corner (on 13x13 and up), the model
    /// strength of each answer the corner book holds is raised by a factor 1 + this ×
    /// the share of strong players who chose it (0: the book unused) [default: 0 below
    /// 19x19, 30 from 19x19 up].
    #[arg(long, hide_short_help = true)]
    pub joseki_weight: Option<f32>,

    /// Tree search tuning: the share of each playout's result given to its score (the
    /// margin ramped over a quarter of the board's points either way) rather than the
    /// win alone; 0 to 1 (0: the win alone).
    #[arg(long, default_value_t = 0.0, hide_short_help = true)]
    pub score_weight: f32,

    /// Tree search tuning: with --score-weight, ramp the margin around the mean margin
    /// of the search's playouts (an arc tangent over the board's side in points)
    /// rather than in a straight line around 0.
    #[arg(long, default_value_t = false, action = clap::ArgAction::Set, hide_short_help = true)]
    pub score_centred: bool,

    /// Use the policy network (the one in the binary, or --net-file's) for the search's
    /// priors: its chance of each move takes the place of the move model's share, at
    /// the root and (see --net-visits) at much visited nodes [default: true from 13x13
    /// up, false below].
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, default_missing_value = "true")]
    pub net: Option<bool>,

    /// Tree search tuning: with --net, the nodes less than this many moves below the
    /// root get the network's priors (1: the root only; each costs one evaluation).
    #[arg(long, default_value_t = 1, hide_short_help = true)]
    pub net_depth: usize,

    /// Tree search tuning: with --net, a node below --net-depth gets the network's
    /// priors in place of the move model's once it has this many visits (0: never;
    /// each costs one evaluation) [default: 300 from 13x13 up, 0 below].
    #[arg(long, hide_short_help = true)]
    pub net_visits: Option<u32>,

    /// A policy network's weights file (as `training/train_policy.py --export` writes
    /// it) instead of the one in the binary, for --net and --player policy. A file that
    /// cannot be used is reported on stderr and the move model is used instead.
    #[arg(long)]
    pub net_file: Option<std::path::PathBuf>,

    /// Tree search tuning: the playout policy (heavy or light).
    #[arg(long, default_value = "heavy", value_parser = parse_policy, hide_short_help = true, global = true)]
    pub policy: crate::playout::Policy,

    /// Memory for the search tree in MiB (32-byte nodes), taken as the tree grows. When
    /// it is full the search goes on with playouts from the leaves it has. The default
    /// holds about a minute of one-thread 19x19 search (a 2 s move with two threads takes
    /// a tenth of it), and bounds a long analysis or pondering.
    #[arg(long, default_value_t = crate::search::DEFAULT_TREE_MB as u64)]
    pub tree_mb: u64,

    /// Strength from 1 (weakest) to 10 (full, the default): below 10 half the time and
    /// playouts for each level down (and at most a fixed number of playouts a level),
    /// no policy network unless --net asks for it (the levels were measured without),
    /// and at levels 1 to 5 a tempered choice among the search's good moves.
    #[arg(long, default_value_t = 10)]
    pub level: u8,

    /// Resign when the best win rate stays below this for three searches in a row for
    /// the same colour, never before stones have been put on 60% of the board's points
    /// (0 never resigns).
    #[arg(long, default_value_t = 0.1)]
    pub resign_threshold: f32,

    /// Dynamic komi when choosing moves: in handicap games the search plays against a
    /// komi that keeps its win rate useful (for the stones, and when far ahead or
    /// behind), easing back to the real komi by the time stones stand on half the board
    /// (`false`: off). Even games always use the real komi, as do scores, analysis and
    /// resigning.
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
    pub dynamic_komi: bool,

    /// Play the opening book's replies without searching (the tree search only; the book
    /// in the binary covers 9x9 even games at komi 7.5, `models/book.txt`).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
    pub book: bool,

    /// Play this book instead of the one in the binary: a file as `ttgo make-book`
    /// writes it (`size N komi K: MOVES -> REPLIES` a line), e.g. to try a book for
    /// another board size or komi before building it in (`--book false` turns it off
    /// too).
    #[arg(long)]
    pub book_file: Option<std::path::PathBuf>,

    /// Rules setting: tromp-taylor (positional superko, suicide allowed, area scoring,
    /// no dead-stone removal), chinese, aga, new_zealand, japanese as KGS sends them, or
    /// cgos (CGOS's: no suicide, the board counted as it stands).
    #[arg(long, default_value = "tromp-taylor", value_parser = parse_rules)]
    pub rules: crate::core::rules::Rules,

    /// Seed for every random choice, so that a run can be reproduced [default: one
    /// drawn from the operating system for every process, logged at -v; `bench` uses 0,
    /// so that two builds run the same playouts].
    #[arg(long, global = true)]
    pub seed: Option<u64>,

    /// Board size at start-up (GTP `boardsize` changes it).
    #[arg(long, default_value_t = 19)]
    pub size: u16,

    /// Komi at start-up (GTP `komi` changes it); added to White's score.
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true)]
    pub komi: f64,

    /// Log to stderr: -v for info, -vv for debug, -vvv for trace. RUST_LOG also works.
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    pub verbose: u8,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands besides GTP.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Measure tree-search, policy (`--policy`, heavy by default) and light playouts
    /// per second from the empty board on one thread; the last line reads `<N>x<N>
    /// light playouts/s <number>`.
    Bench {
        /// Board size.
        #[arg(long, default_value_t = 9)]
        size: u16,
        /// Number of playouts to run.
        #[arg(long, default_value_t = 100_000)]
        playouts: u64,
    },
    /// Play two GTP engines against each other and report the first one's win rate
    /// with a 95% confidence interval, e.g. `ttgo match --black ttgo --white "gnugo
    /// --mode gtp --level 10" --games 20 --alternate`
    Match(MatchArgs),
    /// Play a round robin between the engines of a panel and print one rating list
    /// (Elo with 95% intervals, from all the games at once) and each pair's score, e.g.
    /// `ttgo league --engine "ttgo=ttgo --time 1" --engine "gnugo=gnugo --mode gtp"
    /// --engine "pachi=pachi -t 1" --rounds 20`
    League(LeagueArgs),
    /// Rate the players of finished games (SGF records, as `ttgo match` and `ttgo league`
    /// write them) on one Elo scale, with 95% intervals, and print each pair's score.
    Ratings(RatingsArgs),
    /// Make the opening book from self-play games: the SGF files that `ttgo match
    /// --opening ... --sgf-dir DIR` writes. In every position of the first --depth moves
    /// whose replies were each played in at least --min-games games, the reply worth most
    /// to its player (its share of wins, or one minus the opponent's best answer's worth
    /// where answers were tried) becomes the book's; a position whose replies are not
    /// all measured alike (some against the best answer, some against every answer) is
    /// left to the search and written as a comment.
    MakeBook(MakeBookArgs),
    /// Fit the move model to strong players' games (lines `id<TAB>;B[pd];W[dp];...`, in
    /// text files or zip archives) and write it; prints the held-out accuracy.
    TrainModel(TrainModelArgs),
    /// Make the 19x19 corner book from strong players' games (lines
    /// `id<TAB>;B[pd];W[dp];...`, in text files or zip archives): how often the player to
    /// move answered a move into a corner at each point of it, or elsewhere; prints how
    /// well it predicts the held-out games beside the move model.
    MakeJoseki(MakeJosekiArgs),
    /// Review a played game: search every position of the SGF's main line and write it
    /// back for Sabaki (its win-rate graph, the preferred lines as variations, the
    /// mistakes marked); print each player's biggest mistakes. Rules, komi and
    /// handicap come from the file unless given.
    Review(ReviewArgs),
    /// Measure how often the move model (the embedded one, or --model) rates the move
    /// played in games highest (top-1) or among its five highest (top-5).
    ModelAccuracy(ModelAccuracyArgs),
    /// Write the positions of strong players' games (lines `id<TAB>;B[pd];W[dp];...`,
    /// in text files or zip archives, in a fixed shuffled order) as training records
    /// for the policy network: its input planes and the move played (see
    /// `training/train_policy.py`).
    NetData(NetDataArgs),
    /// Check the playouts' mercy rule on positions of game records (SGF): play each
    /// playout to the end and, with the same seed, under each bound, and print by board
    /// size and bound how many playouts the bound ends, how often the winner it scores
    /// is the finished playout's, and the share of playout moves it saves. The other
    /// playout chances come from --policy, the seeds from --seed.
    MercyCheck(MercyCheckArgs),
}

/// `ttgo match`'s options.
#[derive(Args, Debug)]
pub struct MatchArgs {
    /// Shell command of the first engine (Black in the first game).
    #[arg(long)]
    pub black: String,
    /// Shell command of the second engine.
    #[arg(long)]
    pub white: String,
    /// Games to play.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Swap colours every game.
    #[arg(long)]
    pub alternate: bool,
    #[command(flatten)]
    pub game: GameArgs,
}

/// `ttgo league`'s options.
#[derive(Args, Debug)]
pub struct LeagueArgs {
    /// An engine of the panel as NAME=COMMAND (NAME names it in the list and the
    /// records, COMMAND runs it with `sh -c`); give it once for each engine, two at least.
    #[arg(
        long = "engine",
        value_name = "NAME=COMMAND",
        required = true,
        num_args = 1
    )]
    pub engines: Vec<crate::tools::league::Entrant>,
    /// Rounds: in each, every pair of engines plays one game, colours swapped from one
    /// round to the next.
    #[arg(long, default_value_t = 2)]
    pub rounds: u32,
    /// The engine rated 0, the others relative to it [default: the first --engine].
    #[arg(long, value_name = "NAME")]
    pub anchor: Option<String>,
    /// Games played at once, each with engine processes of its own. Keep the jobs times
    /// the threads of one game's thinking engine within the free cores, or the engines
    /// think less than their clocks say.
    #[arg(long, default_value_t = 1)]
    pub jobs: u16,
    #[command(flatten)]
    pub game: GameArgs,
}

/// How every game of a match or a league is played and recorded.
#[derive(Args, Debug)]
pub struct GameArgs {
    /// Board size.
    #[arg(long, default_value_t = 9)]
    pub size: u16,
    /// Komi, added to White's score.
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true)]
    pub komi: f64,
    /// Write one SGF file per game here.
    #[arg(long)]
    pub sgf_dir: Option<std::path::PathBuf>,
    /// Score finished games with this engine's final_score instead of Tromp-Taylor.
    #[arg(long)]
    pub referee: Option<String>,
    /// Seconds an engine may take for one answer before it loses the game.
    #[arg(long, default_value_t = 60.0)]
    pub move_timeout: f64,
    /// Score games longer than this as they stand (default 3·N²).
    #[arg(long)]
    pub max_moves: Option<usize>,
    /// Let the engines' standard error through.
    #[arg(long)]
    pub engine_stderr: bool,
    /// Handicap stones for Black: the Black engine places them
    /// (`place_free_handicap`), White learns them by `set_free_handicap` and moves
    /// first.
    #[arg(long, default_value_t = 0)]
    pub handicap: usize,
    /// Moves played for both engines at the start of every game, Black's first,
    /// e.g. `--opening "E5 D3"` (the engines are asked for moves after them).
    #[arg(long, default_value = "")]
    pub opening: String,
    /// Sudden death: each side's seconds for the whole game, sent with `time_settings`
    /// and `time_left`; a side whose time runs out loses.
    #[arg(long)]
    pub clock: Option<f64>,
    /// The rules the engines play (give each engine them on its own command line):
    /// moves are checked under their ko rule and suicide, and the SGF records name them.
    #[arg(long, default_value = "tromp-taylor", value_parser = parse_rules)]
    pub rules: crate::core::rules::Rules,
    /// Play a game again, with both engines started afresh, when an engine's process
    /// dies during it (a crash, not a timeout or a bad move), up to this many times a
    /// game; a game still ending so is counted as the crashed side's loss.
    #[arg(long, default_value_t = 0)]
    pub replay_crashes: u32,
}

/// `ttgo ratings`' options.
#[derive(Args, Debug)]
pub struct RatingsArgs {
    /// SGF files, or folders searched for `*.sgf` to any depth (as `ttgo match
    /// --sgf-dir` and `ttgo league --sgf-dir` write them).
    #[arg(required = true)]
    pub paths: Vec<std::path::PathBuf>,
    /// Call a player whose PB or PW contains TEXT by LABEL (the first rule that fits
    /// wins; give it once a rule). A player no rule fits goes by its PB or PW whole.
    #[arg(long = "name", value_name = "LABEL=TEXT")]
    pub names: Vec<crate::tools::ratings::NameRule>,
    /// The player rated 0, the others relative to it [default: the first player met].
    #[arg(long, value_name = "NAME")]
    pub anchor: Option<String>,
}

/// `ttgo review`'s options.
#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The game record (SGF).
    pub game: std::path::PathBuf,
    /// Where to write the reviewed game [default: beside it, NAME.review.sgf].
    #[arg(short, long)]
    pub out: Option<std::path::PathBuf>,
    /// Playouts a position [default: 3000 without --time].
    #[arg(long)]
    pub playouts: Option<u64>,
    /// Seconds a position, instead of (or with) --playouts.
    #[arg(long)]
    pub time: Option<f64>,
    /// Rules setting [default: the file's RU, else chinese].
    #[arg(long, value_parser = parse_rules)]
    pub rules: Option<crate::core::rules::Rules>,
    /// Komi [default: the file's KM, else 7.5].
    #[arg(long, allow_negative_numbers = true)]
    pub komi: Option<f64>,
    /// Search threads.
    #[arg(long, default_value_t = 1)]
    pub threads: u16,
    /// Also draw Black's win rate and score lead against the move number, the
    /// mistakes marked, as an SVG file.
    #[arg(long)]
    pub plot: Option<std::path::PathBuf>,
    /// Mistakes shown a player in the summary.
    #[arg(long, default_value_t = 5)]
    pub shown: usize,
}

/// `ttgo make-book`'s options.
#[derive(Args, Debug)]
pub struct MakeBookArgs {
    /// Folders of SGF files (every `*.sgf` in them).
    #[arg(required = true)]
    pub dirs: Vec<std::path::PathBuf>,
    /// Board size of the games (others are skipped).
    #[arg(long, default_value_t = 9)]
    pub size: u16,
    /// Komi of the games (others are skipped).
    #[arg(long, default_value_t = 7.5, allow_negative_numbers = true)]
    pub komi: f64,
    /// Positions up to this many moves into the game get a reply.
    #[arg(long, default_value_t = 2)]
    pub depth: usize,
    /// Games a reply needs before it counts.
    #[arg(long, default_value_t = 50)]
    pub min_games: u32,
    /// Where to write the book.
    #[arg(long, default_value = "models/book.txt")]
    pub out: std::path::PathBuf,
    /// Read games of the engine that NAME names against another (games whose PB or PW
    /// alone contains NAME, as `ttgo match` records the engines' commands there): only
    /// its moves are replies, each worth its share of the wins after it. Without it
    /// the games are self-play, every move a reply.
    #[arg(long, value_name = "NAME")]
    pub engine: Option<String>,
    /// Also search, for this many playouts each (from `--seed`, with `--threads` and the
    /// search's other options), the positions the games reached with the engine to move
    /// too seldom for their outcomes to choose a reply: each gets the search's choice.
    #[arg(long, value_name = "N")]
    pub search_playouts: Option<u64>,
    /// Searched positions are up to this many moves into the game.
    #[arg(long, default_value_t = 6)]
    pub search_depth: usize,
    /// Games that must have reached a position (following the book) for it to be
    /// searched.
    #[arg(long, default_value_t = 10)]
    pub search_min_games: u32,
    /// Extend this book (a file as --out writes it) instead of choosing replies by the
    /// games' outcomes: its lines are kept as they are and decide their positions, and
    /// --search-playouts searches the positions the games reach that it leaves open,
    /// e.g. those another opponent leads to.
    #[arg(long, value_name = "FILE")]
    pub base: Option<std::path::PathBuf>,
}

/// `ttgo make-joseki`'s options.
#[derive(Args, Debug)]
pub struct MakeJosekiArgs {
    /// Files of training games.
    #[arg(long, num_args = 1.., required = true)]
    pub train: Vec<std::path::PathBuf>,
    /// Files of held-out games to measure the book on.
    #[arg(long, num_args = 1..)]
    pub test: Vec<std::path::PathBuf>,
    /// Most stones in a corner for its position to be counted.
    #[arg(long, default_value_t = 24)]
    pub max_stones: usize,
    /// Fewest times a position must come up to be kept.
    #[arg(long, default_value_t = 30)]
    pub min_total: u32,
    /// Fewest times an answer must be played to be kept.
    #[arg(long, default_value_t = 3)]
    pub min_answer: u32,
    /// Held-out games to measure.
    #[arg(long, default_value_t = 1_000)]
    pub test_games: usize,
    /// Where to write the book.
    #[arg(long, default_value = "models/joseki.txt")]
    pub out: std::path::PathBuf,
}

/// `ttgo train-model`'s options.
#[derive(Args, Debug)]
pub struct TrainModelArgs {
    /// Files of training games.
    #[arg(long, num_args = 1.., required = true)]
    pub train: Vec<std::path::PathBuf>,
    /// Files of held-out games to measure the model on.
    #[arg(long, num_args = 1.., required = true)]
    pub test: Vec<std::path::PathBuf>,
    /// Games whose moves make the dictionary of spatial patterns.
    #[arg(long, default_value_t = 20_000)]
    pub harvest_games: usize,
    /// Games whose positions the strengths are fitted to.
    #[arg(long, default_value_t = 2_000)]
    pub train_games: usize,
    /// Held-out games to measure.
    #[arg(long, default_value_t = 500)]
    pub test_games: usize,
    /// Least number of times a spatial pattern must be played to be learnt.
    #[arg(long, default_value_t = 10)]
    pub min_count: u32,
    /// Rounds of minorization-maximization.
    #[arg(long, default_value_t = 25)]
    pub iterations: usize,
    /// Where to write the model.
    #[arg(long, default_value = "models/moves.txt")]
    pub out: std::path::PathBuf,
    /// Threads for the fitting.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
}

/// `ttgo model-accuracy`'s options.
#[derive(Args, Debug)]
pub struct ModelAccuracyArgs {
    /// Files of games (text or zip), as for train-model.
    #[arg(required = true)]
    pub files: Vec<std::path::PathBuf>,
    /// A model file instead of the embedded model.
    #[arg(long)]
    pub model: Option<std::path::PathBuf>,
    /// Games to measure (in a fixed shuffled order of all games in the files).
    #[arg(long, default_value_t = 500)]
    pub games: usize,
    /// Also measure the policy network (the embedded one), beside the move model on the
    /// same positions: those where a point was played.
    #[arg(long)]
    pub net: bool,
    /// A policy network's weights file instead of the embedded network (implies --net).
    #[arg(long)]
    pub net_file: Option<std::path::PathBuf>,
    /// Threads for measuring the network.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
}

/// `ttgo net-data`'s options.
#[derive(Args, Debug)]
pub struct NetDataArgs {
    /// Files of games (text or zip).
    #[arg(required = true)]
    pub files: Vec<std::path::PathBuf>,
    /// Games to leave out first (in the fixed shuffled order).
    #[arg(long, default_value_t = 0)]
    pub skip: usize,
    /// Games to write.
    #[arg(long, default_value_t = 1_000)]
    pub games: usize,
    /// Where to write the records.
    #[arg(long)]
    pub out: std::path::PathBuf,
}

/// `ttgo mercy-check`'s options.
#[derive(Args, Debug)]
pub struct MercyCheckArgs {
    /// Game records (SGF); komi from their KM, else 7.5.
    #[arg(required = true)]
    pub files: Vec<std::path::PathBuf>,
    /// Check the positions before these move numbers of each record.
    #[arg(long, value_delimiter = ',', default_value = "12,24,36")]
    pub at: Vec<usize>,
    /// Playouts a position.
    #[arg(long, default_value_t = 10_000)]
    pub playouts: u32,
    /// Bounds to check, in tenths of a stone a line of the board (as `mercy=N`).
    #[arg(long, value_delimiter = ',', default_value = "23,13")]
    pub bounds: Vec<u32>,
}

/// The move generators `--player` can select.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayerKind {
    /// Uniformly random legal move that does not fill its own eye.
    Random,
    /// Flat Monte-Carlo: playouts for every candidate, best mean wins.
    Mc,
    /// UCT tree search with RAVE, priors and heavy playouts.
    Mcts,
    /// The policy network's favourite legal move, with no search (`--net-file` picks
    /// the weights; a refused file leaves the move model's favourite).
    Policy,
}

/// `heavy`, `light`, or `heavy:KEY=N,...` with keys atari, twolib, nakade, shape,
/// fill, ko, race, eyes, refuse (chances out of 256), ladders, quick, second, sacrifices,
/// approach (0 or 1), seki (stones), reach (playout moves) and mercy (tenths of a stone
/// per line).
fn parse_policy(text: &str) -> Result<crate::playout::Policy, String> {
    use crate::playout::{HeavyChances, Policy};
    let bad = || {
        "policies: heavy, light, heavy:atari=N,twolib=N,nakade=N,shape=N,fill=N,ko=N,ladders=0|1,quick=0|1,second=0|1,race=N,eyes=N,refuse=N,sacrifices=0|1,approach=0|1,seki=N,reach=N,mercy=N"
            .to_string()
    };
    match text {
        "heavy" => Ok(Policy::heavy()),
        "light" => Ok(Policy::Light),
        _ => {
            let rest = text.strip_prefix("heavy:").ok_or_else(bad)?;
            let mut ch = HeavyChances::default();
            for item in rest.split(',') {
                let (key, value) = item.split_once('=').ok_or_else(bad)?;
                let v: u32 = value.parse().map_err(|_| bad())?;
                match key {
                    "atari" => ch.atari = v,
                    "twolib" => ch.two_lib = v,
                    "nakade" => ch.nakade = v,
                    "shape" => ch.shape = v,
                    "fill" => ch.fill = v,
                    "ko" => ch.ko = v,
                    "ladders" => ch.ladders = v != 0,
                    "quick" => ch.quick = v != 0,
                    "second" => ch.second = v != 0,
                    "eyes" => ch.eyes = v,
                    "race" => ch.race = Some(v),
                    "refuse" => ch.refuse = v,
                    "sacrifices" => ch.sacrifices = v != 0,
                    "approach" => ch.approach = v != 0,
                    "seki" => ch.seki = v,
                    "reach" => ch.reach = v,
                    "mercy" => ch.mercy = v,
                    _ => return Err(bad()),
                }
            }
            Ok(Policy::Heavy(ch))
        }
    }
}

fn parse_rules(text: &str) -> Result<crate::core::rules::Rules, String> {
    crate::core::rules::Rules::by_name(text).ok_or_else(|| {
        format!(
            "unknown rules; known: {}",
            crate::core::rules::Rules::names().join(", ")
        )
    })
}

/// The command line: clap's derive of [`Cli`], with every number flag's range from
/// [`number_flags`](crate::tools::number_flags).
pub fn command() -> clap::Command {
    crate::tools::number_flags::with_ranges(<Cli as clap::CommandFactory>::command())
}

/// The options of a command line (its first word the program's name).
pub fn parse_from<I, T>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    use clap::FromArgMatches;
    let mut cmd = command();
    let matches = cmd.try_get_matches_from_mut(args)?;
    Cli::from_arg_matches(&matches).map_err(|e| e.format(&mut cmd))
}

/// The process's options; a bad command line is reported as clap does (help and
/// version on stdout with exit code 0, errors on stderr with exit code 2).
pub fn parse_args() -> Cli {
    parse_from(std::env::args_os()).unwrap_or_else(|e| e.exit())
}

/// Run the program as the options say; returns the process exit code.
pub fn run(mut cli: Cli) -> i32 {
    init_logging(cli.verbose);
    match cli.command.take() {
        None => serve_gtp(&cli),
        Some(Command::Bench { size, playouts }) => {
            crate::tools::bench::report(
                size as usize,
                playouts,
                cli.seed.unwrap_or(0),
                search_params(&cli),
            );
            0
        }
        Some(Command::Match(args)) => run_match(args),
        Some(Command::League(args)) => run_league(args),
        Some(Command::Ratings(args)) => ratings(args),
        Some(Command::MakeBook(args)) => make_book(&cli, args),
        Some(Command::TrainModel(args)) => train_model(args),
        Some(Command::MakeJoseki(args)) => make_joseki(args),
        Some(Command::ModelAccuracy(args)) => model_accuracy(args),
        Some(Command::NetData(args)) => net_data(args),
        Some(Command::Review(args)) => review(&cli, args),
        Some(Command::MercyCheck(args)) => mercy_check(&cli, args),
    }
}

/// Logs go to stderr: warnings by default, more with each `-v` (or as `RUST_LOG` says).
fn init_logging(verbose: u8) {
    let level = match verbose {
        0 => "warn",
        1 => "info",
        2 => "debug",
        _ => "trace",
    };
    let _ = env_logger::Builder::from_env(env_logger::Env::default().default_filter_or(level))
        .target(env_logger::Target::Stderr)
        .try_init();
}

/// The seed of every random choice: `--seed`, or one from the operating system, so that
/// no two games open alike. It is logged either way, for replaying a game.
fn engine_seed(cli: &Cli) -> u64 {
    use rand::RngCore;
    let seed = cli.seed.unwrap_or_else(|| rand::rngs::OsRng.next_u64());
    log::info!("seed {seed} (`--seed {seed}` replays this engine's choices)");
    seed
}

/// The tree search's settings from the command line.
fn search_params(cli: &Cli) -> SearchParams {
    SearchParams {
        threads: cli.threads as usize,
        expand_visits: cli.expand_visits,
        rave_equiv: cli.rave_equiv,
        explore: cli.explore,
        explore_from: cli.explore_from,
        tactical_equiv: cli.tactical_equiv,
        amaf_distance: cli.amaf_distance,
        widen: cli.widen,
        model_priors: cli.model_priors,
        policy: cli.policy,
        prior_visits: cli.prior_visits,
        prior_boost: cli.prior_boost,
        edge_penalty: cli.edge_penalty,
        joseki_weight: cli.joseki_weight,
        score_weight: cli.score_weight,
        score_centred: cli.score_centred,
        net: match cli.net {
            Some(false) => None,
            _ => policy_network(cli),
        },
        use_net: cli.net,
        net_depth: cli.net_depth,
        net_visits: cli.net_visits,
        max_nodes: (cli.tree_mb << 20) as usize / NODE_BYTES,
        ..Default::default()
    }
}

/// The opening book the options ask for: none with `--book false`, else `--book-file`'s
/// or the one in the binary.
fn opening_book(cli: &Cli) -> Result<Book, String> {
    match (&cli.book_file, cli.book) {
        (_, false) => Ok(Book::default()),
        (None, true) => Ok(Book::embedded()),
        (Some(path), true) => read_book(path)
            .map(|(book, _)| book)
            .map_err(|why| format!("--book-file {why}")),
    }
}

/// A book file (as `make-book --out` writes it) and its text; the error names the path.
fn read_book(path: &std::path::Path) -> Result<(Book, String), String> {
    std::fs::read_to_string(path)
        .map_err(|e| e.to_string())
        .and_then(|text| Ok((Book::parse(&text)?, text)))
        .map_err(|why| format!("{}: {why}", path.display()))
}

/// The policy network `--net-file` names, or the binary's; None (with the reason on
/// stderr) when the file cannot be used, so that the move model takes its place.
fn policy_network(cli: &Cli) -> Option<std::sync::Arc<crate::knowledge::policy_net::PolicyNet>> {
    use crate::knowledge::policy_net::PolicyNet;
    match &cli.net_file {
        None => Some(std::sync::Arc::new(PolicyNet::shared().clone())),
        Some(path) => match PolicyNet::load(path) {
            Ok(net) => Some(std::sync::Arc::new(net)),
            Err(e) => {
                eprintln!(
                    "--net-file {}: {e}; using the move model instead",
                    path.display()
                );
                None
            }
        },
    }
}

/// The player `--player` names, with the search's settings and the opening book.
fn make_player(cli: &Cli, search: &SearchParams, seed: u64, book: Book) -> Box<dyn Player> {
    match cli.player {
        PlayerKind::Random => Box::new(RandomPlayer::new(seed)),
        PlayerKind::Mc => Box::new(FlatMcPlayer::new(seed)),
        PlayerKind::Policy => Box::new(PolicyPlayer::new(policy_network(cli))),
        PlayerKind::Mcts => Box::new(
            MctsPlayer::new(search.clone(), seed, cli.resign_threshold)
                .with_dynamic_komi(cli.dynamic_komi)
                .with_level(
                    crate::player::level::Level::new(cli.level)
                        .unwrap_or(crate::player::level::Level::FULL),
                )
                .with_book(book),
        ),
    }
}

/// Speak GTP on stdin and stdout until the input ends or `quit`.
fn serve_gtp(cli: &Cli) -> i32 {
    let seed = engine_seed(cli);
    let started = std::time::Instant::now();
    crate::knowledge::load_tables();
    log::info!("tables loaded in {:.3} s", started.elapsed().as_secs_f64());
    let search = search_params(cli);
    let book = match opening_book(cli) {
        Ok(book) => book,
        Err(why) => {
            eprintln!("{why}");
            return 2;
        }
    };
    let player = make_player(cli, &search, seed, book);
    let config = EngineConfig {
        size: cli.size as usize,
        komi: cli.komi,
        rules: cli.rules,
        seed,
        time: TimeCaps {
            playouts: cli.playouts,
            move_time: cli.time.filter(|t| *t > 0.0),
            default_time: 1.0,
            // A level below full strength spends its share of each move's time.
            time_bank: cli.time_bank && cli.level == 10,
            lag: cli.lag,
            max_time: cli.max_time,
        },
        search,
        chat: cli.chat,
        ponder: cli.ponder,
        live_gfx: cli.live_gfx,
    };
    let mut engine = Engine::new(config, player);
    let input = spawn_reader(std::io::BufReader::new(std::io::stdin()));
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    match serve(&mut engine, input, &mut out) {
        Ok(()) => 0,
        Err(e) => {
            log::error!("output failed: {e}");
            1
        }
    }
}

/// `ttgo match`.
fn run_match(args: MatchArgs) -> i32 {
    let cfg = match_config(
        args.black,
        args.white,
        args.games,
        args.alternate,
        args.game,
    );
    crate::tools::match_runner::run(&cfg)
}

/// `ttgo league`.
fn run_league(args: LeagueArgs) -> i32 {
    let cfg = match_config(String::new(), String::new(), 0, true, args.game);
    crate::tools::league::run(
        &args.engines,
        args.rounds,
        usize::from(args.jobs),
        args.anchor.as_deref(),
        &cfg,
    )
}

/// `ttgo ratings`: rate the players of game records and print the list.
fn ratings(args: RatingsArgs) -> i32 {
    let (games, left_out) = match crate::tools::ratings::read_games(&args.paths, &args.names) {
        Ok(read) => read,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    if left_out > 0 {
        eprintln!("{left_out} records without players or a result left out");
    }
    match crate::tools::ratings::fit(&games, args.anchor.as_deref()) {
        Some(list) => {
            print!("{list}");
            0
        }
        None => {
            eprintln!("no games with players and a result found");
            1
        }
    }
}

/// A match's settings from the command line: two engines (none yet for a league) and
/// how every game is played.
fn match_config(
    first: String,
    second: String,
    games: u32,
    alternate: bool,
    game: GameArgs,
) -> MatchConfig {
    MatchConfig {
        first,
        second,
        games,
        size: game.size as usize,
        komi: game.komi,
        alternate,
        sgf_dir: game.sgf_dir,
        referee: game.referee,
        move_timeout: std::time::Duration::from_secs_f64(game.move_timeout.max(0.1)),
        max_moves: game.max_moves,
        show_stderr: game.engine_stderr,
        handicap: game.handicap,
        opening: game
            .opening
            .split_whitespace()
            .map(str::to_string)
            .collect(),
        clock: game.clock,
        rules: game.rules,
        replay_crashes: game.replay_crashes,
    }
}

/// `ttgo make-book`: read the games, choose the replies by their outcomes (or take a
/// base book's lines), search the positions they leave open when asked, write the book
/// and show it.
fn make_book(cli: &Cli, args: MakeBookArgs) -> i32 {
    use crate::tools::make_book::{build, format, read_outcomes};
    let (size, komi, depth, min_games) =
        (args.size as usize, args.komi, args.depth, args.min_games);
    let (games, left_out) = match read_outcomes(&args.dirs, size, komi, args.engine.as_deref()) {
        Ok(read) => read,
        Err(e) => {
            eprintln!("make-book: {e}");
            return 1;
        }
    };
    let geom = crate::core::point::Geometry::new(size);
    let (mut options, games_of) = match &args.engine {
        Some(name) => (
            format!(" --engine {name}"),
            format!("games of {name} against another engine"),
        ),
        None => (String::new(), "self-play games".to_string()),
    };
    // A base book's lines decide their positions; otherwise the games' outcomes choose.
    let (mut lines, allowed, open) = match &args.base {
        Some(path) => {
            let (book, text) = match read_book(path) {
                Ok(read) => read,
                Err(e) => {
                    eprintln!("make-book: {e}");
                    return 1;
                }
            };
            options.push_str(&format!(" --base {}", path.display()));
            let newline = if text.ends_with('\n') { "" } else { "\n" };
            (
                format!("# the lines of the base book, as it has them:\n{text}{newline}"),
                allowed_by(&geom, komi, &book),
                "that the base leaves open",
            )
        }
        None => {
            let choices = build(&geom, &games, depth, min_games);
            (
                format(&geom, komi, &choices),
                in_force(&geom, &choices),
                "too seldom to choose by their outcomes",
            )
        }
    };
    eprintln!(
        "make-book: {} games read ({left_out} files left out), {} positions decided",
        games.len(),
        allowed.len()
    );
    if let Some(playouts) = args.search_playouts {
        let how = LineSearch {
            depth: args.search_depth,
            min_games: args.search_min_games,
            playouts,
            params: search_params(cli),
            seed: engine_seed(cli),
        };
        options.push_str(&format!(
            " \\\n#     --search-playouts {} --search-depth {} --search-min-games {} \\\n\
             #     --seed {} --threads {}",
            how.playouts, how.depth, how.min_games, how.seed, how.params.threads
        ));
        lines.push_str(&format!(
            "# searched lines: positions the games reached {open}\n"
        ));
        lines.push_str(&search_lines(&geom, komi, &games, allowed, &how));
    }
    let folders: Vec<String> = args
        .dirs
        .iter()
        .filter_map(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    let text = format!(
        "# ttgo opening book: `ttgo make-book --size {size} --komi {komi} --depth {depth} \\\n\
         #     --min-games {min_games}{options} {}` from {} {games_of}\n{lines}",
        folders.join(" "),
        games.len(),
    );
    print!("{text}");
    if let Err(e) = std::fs::write(&args.out, &text) {
        eprintln!("make-book: cannot write {}: {e}", args.out.display());
        return 1;
    }
    0
}

/// `ttgo review`: review the game, print the mistakes and where the review went.
fn review(cli: &Cli, args: ReviewArgs) -> i32 {
    let time = args.time.map(std::time::Duration::from_secs_f64);
    let budget = crate::search::Budget {
        playouts: args
            .playouts
            .or(if time.is_none() { Some(3000) } else { None }),
        time,
        ..Default::default()
    };
    let cfg = crate::tools::review::ReviewConfig {
        game: args.game.clone(),
        out: args.out,
        budget,
        rules: args.rules,
        komi: args.komi,
        search: SearchParams {
            threads: args.threads as usize,
            ..search_params(cli)
        },
        seed: engine_seed(cli),
    };
    match crate::tools::review::review(&cfg) {
        Ok(review) => {
            print!(
                "{}",
                crate::tools::review::mistakes_table(&review.game, &review.moves, args.shown)
            );
            println!("reviewed game: {}", review.out.display());
            if let Some(plot) = &args.plot {
                if let Err(e) = crate::tools::review::plot_svg(&review.moves, plot) {
                    eprintln!("review: {e}");
                    return 1;
                }
                println!("plot: {}", plot.display());
            }
            0
        }
        Err(e) => {
            eprintln!("review: {e}");
            1
        }
    }
}

/// `ttgo train-model`: fit, write, and print the held-out accuracy.
fn train_model(args: TrainModelArgs) -> i32 {
    let cfg = TrainConfig {
        train: args.train,
        test: args.test,
        harvest_games: args.harvest_games,
        train_games: args.train_games,
        test_games: args.test_games,
        min_count: args.min_count,
        iterations: args.iterations,
        out: args.out,
        threads: args.threads,
    };
    match crate::tools::train_model::train(&cfg) {
        Ok(acc) => {
            println!("held out: {acc}");
            0
        }
        Err(e) => {
            eprintln!("train-model: {e}");
            1
        }
    }
}

/// `ttgo make-joseki`: build, write, and print the held-out prediction.
fn make_joseki(args: MakeJosekiArgs) -> i32 {
    let cfg = crate::tools::make_joseki::JosekiConfig {
        train: args.train,
        test: args.test,
        max_stones: args.max_stones,
        min_total: args.min_total,
        min_answer: args.min_answer,
        test_games: args.test_games,
        out: args.out,
    };
    match crate::tools::make_joseki::run(&cfg) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("make-joseki: {e}");
            1
        }
    }
}

/// `ttgo model-accuracy`: the embedded model's (or a file's) accuracy on games.
fn model_accuracy(args: ModelAccuracyArgs) -> i32 {
    if args.net || args.net_file.is_some() {
        return net_accuracy(args);
    }
    let loaded = match args.model {
        None => Ok(Model::shared().clone()),
        Some(path) => std::fs::read_to_string(&path)
            .map_err(|e| format!("{}: {e}", path.display()))
            .and_then(|text| Model::parse(&text)),
    };
    match loaded
        .and_then(|m| crate::tools::train_model::evaluate_files(&m, &args.files, args.games))
    {
        Ok(acc) => {
            println!("{acc}");
            0
        }
        Err(e) => {
            eprintln!("model-accuracy: {e}");
            1
        }
    }
}

/// `ttgo model-accuracy --net`: the move model and the policy network side by side.
fn net_accuracy(args: ModelAccuracyArgs) -> i32 {
    use crate::knowledge::policy_net::PolicyNet;
    let net = match &args.net_file {
        None => PolicyNet::shared().clone(),
        Some(path) => match PolicyNet::load(path) {
            Ok(net) => net,
            Err(e) => {
                eprintln!("model-accuracy: {e}");
                return 1;
            }
        },
    };
    match crate::tools::net_data::compare(&net, &args.files, args.games, args.threads) {
        Ok((model, net_acc)) => {
            println!("move model:     {model}");
            println!(
                "policy network: {net_acc} ({} channels, {} blocks)",
                net.channels(),
                net.blocks()
            );
            0
        }
        Err(e) => {
            eprintln!("model-accuracy: {e}");
            1
        }
    }
}

/// `ttgo net-data`: write training records and print how many.
fn net_data(args: NetDataArgs) -> i32 {
    match crate::tools::net_data::write(&args.files, args.skip, args.games, &args.out) {
        Ok(n) => {
            println!("{n} positions");
            0
        }
        Err(e) => {
            eprintln!("net-data: {e}");
            1
        }
    }
}

/// `ttgo mercy-check`: the mercy rule's judgement on positions of records.
fn mercy_check(cli: &Cli, args: MercyCheckArgs) -> i32 {
    let crate::playout::Policy::Heavy(chances) = cli.policy else {
        eprintln!("mercy-check: the mercy rule is the heavy policy's");
        return 1;
    };
    let cfg = crate::tools::mercy_check::MercyCheckConfig {
        files: args.files,
        at: args.at,
        playouts: args.playouts,
        bounds: args.bounds,
        chances,
        seed: cli.seed.unwrap_or(0),
    };
    match crate::tools::mercy_check::run(&cfg) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("mercy-check: {e}");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{command, parse_from, parse_policy};
    use crate::playout::Policy;

    #[test]
    fn the_widening_step_is_a_finite_count_of_visits() {
        let widen = |v: &str| parse_from(["ttgo", "--widen", v]).map(|cli| cli.widen);
        assert_eq!(widen("20").ok(), Some(Some(20.0)));
        assert_eq!(widen("0").ok(), Some(Some(0.0)));
        for bad in ["-1", "inf", "NaN", "2e9", "lots"] {
            assert!(widen(bad).is_err(), "{bad}");
        }
    }

    /// The long help from `flag` on, white space folded.
    fn long_help_from(flag: &str) -> String {
        let help = command().render_long_help().to_string();
        let words = help.split_whitespace().collect::<Vec<_>>().join(" ");
        let from = words.find(flag).expect("the flag in the long help");
        words[from..].to_string()
    }

    /// The long help's text of `flag`, up to the next flag.
    fn long_help_of(flag: &str) -> String {
        let rest = &long_help_from(flag)[2..];
        rest[..rest.find(" --").unwrap_or(rest.len())].to_string()
    }

    #[test]
    fn the_help_states_the_default_widening_step() {
        let text = long_help_of("--widen");
        let stated = format!("{} from 19x19 up", crate::search::DEFAULT_WIDEN);
        assert!(text.contains(&stated), "the help should say {stated:?}");
    }

    #[test]
    fn the_help_states_the_default_amaf_distance() {
        let text = long_help_of("--amaf-distance");
        let stated = format!("{} up to 9x9", crate::search::DEFAULT_AMAF_DISTANCE);
        assert!(text.contains(&stated), "the help should say {stated:?}");
    }

    /// The "[default: ...]" of `entry` (a flag as its long help heads it), which names
    /// other flags within its text.
    fn stated_default(entry: &str) -> String {
        let rest = &long_help_from(entry);
        let start = rest.find("[default:").expect("a stated default");
        rest[start..start + rest[start..].find(']').unwrap()].to_string()
    }

    #[test]
    fn the_help_states_the_networks_defaults() {
        let from = crate::search::DEFAULT_NET_FROM;
        let stated = format!("true from {from}x{from} up");
        let net = stated_default("--net [<NET>]");
        assert!(net.contains(&stated), "--net: {stated:?} in {net:?}");
        let visits = crate::search::DEFAULT_NET_VISITS;
        let stated = format!("{visits} from {from}x{from} up");
        let net_visits = stated_default("--net-visits <NET_VISITS>");
        assert!(net_visits.contains(&stated), "{stated:?} in {net_visits:?}");
    }

    #[test]
    fn a_policy_spec_sets_the_self_atari_keys() {
        let Ok(Policy::Heavy(ch)) = parse_policy("heavy:refuse=0,sacrifices=1") else {
            panic!("a heavy policy");
        };
        assert_eq!(ch.refuse, 0);
        assert!(ch.sacrifices);
        assert!(parse_policy("heavy:sacrifices").is_err());
        assert!(parse_policy("heavy:sacrifice=1").is_err());
    }

    #[test]
    fn the_race_step_is_by_board_size_unless_a_spec_sets_it() {
        let Ok(Policy::Heavy(default)) = parse_policy("heavy") else {
            panic!("a heavy policy");
        };
        assert_eq!(default.race, None);
        let Ok(Policy::Heavy(off)) = parse_policy("heavy:race=0") else {
            panic!("a heavy policy");
        };
        assert_eq!(off.race, Some(0));
    }
}
