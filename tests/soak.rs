//! Soak test: many games in one engine process, printing its resident memory as it
//! goes, so that a leak shows as a rising column. Not part of the normal test run (it
//! takes minutes); run it with
//!
//! ```sh
//! cargo test --release --test soak -- --ignored --nocapture
//! ```
//!
//! `SOAK_GAMES` (default 1000), `SOAK_SIZE` (9) and `SOAK_PLAYOUTS` (100 per move)
//! change its length. It fails if the memory after the last game is more than 1.5
//! times (and 32 MiB above) the memory after the first tenth of the games.

mod common;

use common::{scratch_dir, Engine};

/// The resident memory of process `pid` in KiB (Linux `/proc`).
fn resident_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("read /proc");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .expect("VmRSS in /proc/PID/status")
}

/// A number from the environment, or `default`.
fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore = "takes minutes; run on purpose (see the file's header)"]
fn many_games_in_one_process_keep_memory_flat() {
    let games = setting("SOAK_GAMES", 1000).max(10);
    let size = setting("SOAK_SIZE", 9);
    let playouts = setting("SOAK_PLAYOUTS", 100).to_string();
    let dir = scratch_dir("soak");
    let mut engine = Engine::start(
        &["--playouts", &playouts, "--rules", "chinese", "--seed", "3"],
        &dir,
    );
    let pid = engine.child.id();
    assert!(engine.send(&format!("boardsize {size}")).starts_with('='));
    let start = std::time::Instant::now();
    let mut baseline = None;
    let mut moves_total = 0;
    for game in 1..=games {
        assert!(engine.send("clear_board").starts_with('='));
        let mut passes = 0;
        for turn in 0..3 * size * size {
            let color = if turn % 2 == 0 { "b" } else { "w" };
            let answer = engine.send(&format!("genmove {color}"));
            assert!(answer.starts_with("= "), "genmove: {answer}");
            moves_total += 1;
            match answer.trim_start_matches("= ").trim() {
                "resign" => break,
                "PASS" | "pass" => passes += 1,
                _ => passes = 0,
            }
            if passes == 2 {
                break;
            }
        }
        assert!(engine.send("final_score").starts_with('='));
        if game % (games / 10) == 0 || game == 1 {
            let kib = resident_kib(pid);
            println!(
                "game {game:>5}: resident {:>7.1} MiB, {moves_total} moves so far, {:.0} s",
                kib as f64 / 1024.0,
                start.elapsed().as_secs_f64()
            );
            if game == games / 10 {
                baseline = Some(kib);
            }
        }
    }
    let last = resident_kib(pid);
    let base = baseline.expect("a baseline sample");
    assert!(
        last <= (base * 3 / 2).max(base + 32 * 1024),
        "memory grew from {base} KiB to {last} KiB"
    );
}
