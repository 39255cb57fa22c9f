//! Speed measurements: playouts a second from the empty board (light, heavy or any
//! policy), a tree search's playouts a second, and the time of one policy-network
//! evaluation, on one thread. `ttgo bench` prints
//! them ([`report`]); `cargo bench` times the light playouts ([`bench_light`]).

use crate::core::board::Board;
use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::core::rules::Rules;
use crate::core::score::AreaScorer;
use crate::knowledge::features::Recent;
use crate::knowledge::model::Model;
use crate::knowledge::net_input::Encoder;
use crate::knowledge::policy_net::{NetScratch, PolicyNet};
use crate::playout::{light_playout, playout, FastRng, PlayoutOutcome, Policy};
use crate::search::{Budget, NoControl, Search, SearchParams, NODE_BYTES};
use std::time::Instant;

/// `ttgo bench`: a tree search with the engine's settings `params` (so on 19x19 the
/// policy network's evaluations, unless it is off), then playouts of the search's policy
/// and light playouts from the empty board of side `size` on one thread, each with its
/// rate on stdout; the last line reads `<N>x<N> light playouts/s <number>`. The search
/// and the policy's playouts run a quarter of `playouts`. Output errors (a closed pipe)
/// are ignored: measuring is all this does.
pub fn report(size: usize, playouts: u64, seed: u64, params: SearchParams) {
    // Tree search and heavy playouts first: the light figure stays the last line.
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let policy = params.policy;
    let params = SearchParams {
        threads: 1,
        ..params
    };
    let (n, secs, nodes, evaluations) = bench_search(size, (playouts / 4).max(1), seed, params);
    let _ = writeln!(
        out,
        "tree search: {n} playouts in {secs:.3} s from the empty board, one thread, {nodes} nodes of {} bytes, {evaluations} network evaluations",
        NODE_BYTES
    );
    let _ = writeln!(
        out,
        "{0}x{0} tree-search playouts/s {1:.0}",
        size,
        n as f64 / secs
    );
    let (ms, net) = bench_net(19, 20);
    let _ = writeln!(
        out,
        "policy network: one 19x19 evaluation in {ms:.2} ms, one thread ({} channels, {} blocks)",
        net.channels(),
        net.blocks()
    );
    let h = bench_policy(size, (playouts / 4).max(1), seed, policy);
    let r = bench_light(size, playouts, seed);
    // The policy's line is named by the policy (heavy unless --policy says otherwise).
    let kind = match policy {
        Policy::Light => "light",
        Policy::Heavy(_) => "heavy",
    };
    for (kind, r) in [(kind, &h), ("light", &r)] {
        let _ = writeln!(
            out,
            "{kind}: {} playouts in {:.3} s, {:.1} moves per playout, black wins {:.1}% at komi 7.5",
            r.playouts,
            r.seconds,
            r.average_moves,
            100.0 * r.black_wins
        );
    }
    let _ = writeln!(out, "{0}x{0} {kind} playouts/s {1:.0}", h.size, h.rate());
    let _ = writeln!(out, "{0}x{0} light playouts/s {1:.0}", r.size, r.rate());
}

/// Run one tree search of `playouts` from the empty board with `params`; (playouts,
/// seconds, nodes, network evaluations).
fn bench_search(
    size: usize,
    playouts: u64,
    seed: u64,
    params: SearchParams,
) -> (u64, f64, usize, u64) {
    let game = Game::new(size, 7.5, Rules::tromp_taylor());
    let mut search = Search::new(params, seed);
    let budget = Budget::playouts(playouts);
    let summary = search.run(&game, Color::Black, budget, &mut NoControl);
    (
        summary.playouts,
        summary.elapsed.as_secs_f64(),
        search.tree_nodes(),
        summary.net_evaluations,
    )
}

/// Run `playouts` heavy playouts from the empty board of side `size` on this thread.
pub fn bench_heavy(size: usize, playouts: u64, seed: u64) -> BenchReport {
    bench_policy(size, playouts, seed, Policy::heavy())
}

/// Run `playouts` playouts of `policy` from the empty board of side `size` on this
/// thread.
pub fn bench_policy(size: usize, playouts: u64, seed: u64, policy: Policy) -> BenchReport {
    let mut trace = Vec::new();
    bench_with(size, playouts, seed, |board, rng, scorer| {
        trace.clear();
        playout(
            board,
            Color::Black,
            [Move::Pass; 2],
            policy,
            rng,
            scorer,
            &mut trace,
        )
    })
}

/// What [`bench_light`] measured.
#[derive(Clone, Debug)]
pub struct BenchReport {
    pub size: usize,
    pub playouts: u64,
    pub seconds: f64,
    pub average_moves: f64,
    /// Share of playouts Black won at komi 7.5.
    pub black_wins: f64,
}

impl BenchReport {
    /// Playouts per second.
    pub fn rate(&self) -> f64 {
        self.playouts as f64 / self.seconds
    }
}

/// Run `playouts` light playouts from the empty board of side `size` on this thread.
pub fn bench_light(size: usize, playouts: u64, seed: u64) -> BenchReport {
    bench_with(size, playouts, seed, |board, rng, scorer| {
        light_playout(board, Color::Black, rng, scorer)
    })
}

/// Time `playouts` runs of `one` (a playout from the empty board it is given).
fn bench_with(
    size: usize,
    playouts: u64,
    seed: u64,
    mut one: impl FnMut(&mut Board, &mut FastRng, &mut AreaScorer) -> PlayoutOutcome,
) -> BenchReport {
    let empty = Board::new(size);
    let mut board = empty.clone();
    let mut rng = FastRng::new(seed);
    let mut scorer = AreaScorer::default();
    let mut total_moves = 0u64;
    let mut black_wins = 0u64;
    let start = Instant::now();
    for _ in 0..playouts {
        board.copy_from(&empty);
        let out = one(&mut board, &mut rng, &mut scorer);
        total_moves += out.moves as u64;
        if out.score.margin(7.5) > 0.0 {
            black_wins += 1;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    BenchReport {
        size,
        playouts,
        seconds,
        average_moves: total_moves as f64 / playouts.max(1) as f64,
        black_wins: black_wins as f64 / playouts.max(1) as f64,
    }
}

/// Milliseconds of one evaluation of the embedded policy network (encoding the inputs
/// included) in a 19x19 opening position of side `size`, the best of `runs`.
pub fn bench_net(size: usize, runs: usize) -> (f64, &'static PolicyNet) {
    let net = PolicyNet::shared();
    let mut board = Board::new(size);
    let geom = *board.geometry();
    let last = geom.point(size / 4, size / 4);
    board.play(
        Move::Play(geom.point(size - 1 - size / 4, size - 1 - size / 4)),
        Color::Black,
    );
    board.play(Move::Play(last), Color::White);
    let recent = Recent {
        last: Some(Move::Play(last)),
        before: None,
    };
    let (mut encoder, mut scratch, mut input) =
        (Encoder::default(), NetScratch::default(), Vec::new());
    let mut best = f64::INFINITY;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        encoder.encode(&board, Color::Black, &recent, Model::shared(), &mut input);
        std::hint::black_box(net.chances(&input, size, &mut scratch));
        best = best.min(t.elapsed().as_secs_f64() * 1000.0);
    }
    (best, net)
}
