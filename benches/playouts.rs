//! `cargo bench`: light playouts per second from the empty board, one thread, on 9x9
//! and 19x19 (the same measurement as `ttgo bench`). Goals live here, not in tests:
//! 160,000 playouts/s on 9x9 and 45,000 on 19x19 on the project's 2-core machine.

fn main() {
    for (size, playouts) in [(9, 300_000), (19, 60_000)] {
        // A short warm-up, then the measured run.
        ttgo::tools::bench::bench_light(size, playouts / 10, 7);
        let r = ttgo::tools::bench::bench_light(size, playouts, 1);
        println!(
            "{size}x{size}: {:.0} light playouts/s ({} playouts, {:.1} moves each)",
            r.rate(),
            r.playouts,
            r.average_moves
        );
    }
}
