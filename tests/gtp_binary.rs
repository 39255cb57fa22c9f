//! Integration tests that start the built binary and talk GTP to it.

mod common;

use common::{scratch_dir, Engine};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use ttgo::gtp::{command_names, parse_command, preprocess};

/// A random line of junk: bytes, unicode, real command names with wrong arguments.
fn junk_line(rng: &mut SmallRng) -> Vec<u8> {
    let names = command_names();
    let words = [
        "b",
        "w",
        "black",
        "white",
        "pass",
        "A1",
        "z25",
        "i9",
        "-1",
        "0",
        "1",
        "3",
        "19",
        "26",
        "99999999999999999999",
        "1e308",
        "nan",
        "inf",
        "ж",
        "💥",
        "\u{202e}",
        "#",
        "\t",
        "\r",
        "sample.sgf",
        "/dev/zero",
        "/dev/stdin",
        "/dev/stdout",
        ".",
        "..",
        "alive",
        "dead",
        "seki",
        "chinese",
    ];
    match rng.gen_range(0..5) {
        0 => (0..rng.gen_range(0..200))
            .map(|_| rng.gen::<u8>())
            .filter(|&b| b != b'\n')
            .collect(),
        1 => {
            let s: String = (0..rng.gen_range(0..60))
                .map(|_| char::from_u32(rng.gen_range(0..0x11_0000)).unwrap_or('?'))
                .filter(|&letter| letter != '\n')
                .collect();
            s.into_bytes()
        }
        _ => {
            let mut line = String::new();
            if rng.gen_bool(0.3) {
                line.push_str(&format!("{} ", rng.gen_range(0..100_000)));
            }
            line.push_str(names[rng.gen_range(0..names.len())]);
            for _ in 0..rng.gen_range(0..5) {
                line.push(' ');
                line.push_str(words[rng.gen_range(0..words.len())]);
            }
            line.into_bytes()
        }
    }
}

#[test]
fn random_junk_never_panics_hangs_or_desynchronises() {
    let dir = scratch_dir("junk");
    // Analysis runs a tree search whatever the player: a playout cap keeps it short
    // whatever clock the junk sets.
    let mut engine = Engine::start(
        &["--player", "random", "--seed", "3", "--playouts", "200"],
        &dir,
    );
    let mut rng = SmallRng::seed_from_u64(99);
    let mut sent = 0;
    for k in 0..3000 {
        let mut line = junk_line(&mut rng);
        if k == 1000 {
            line = vec![b'x'; 3 << 20]; // a 3 MiB line
        }
        let expected = match preprocess(&line) {
            None => 0,
            // `quit` would end the session: keep it out of the junk.
            Some(text) if parse_command(&text).name == "quit" => continue,
            Some(_) => 1,
        };
        // The junk and a numbered command at once (an analysis stream in the junk ends
        // when the next line arrives).
        line.push(b'\n');
        line.extend_from_slice(format!("{k} name\n").as_bytes());
        engine.write_raw(&line);
        for _ in 0..expected {
            let r = engine.read_response();
            assert!(
                r.starts_with('=') || r.starts_with('?'),
                "malformed response {r:?}"
            );
        }
        // Still in step: the numbered command gets its own answer next.
        assert_eq!(engine.read_response(), format!("={k} ttgo\n"));
        sent += 1;
    }
    assert!(sent > 2500);
    let status = engine.close_and_wait();
    assert!(status.success(), "engine exited with {status}");
}

#[test]
fn end_of_input_exits_cleanly_and_stdout_holds_only_responses() {
    let dir = scratch_dir("eof");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ttgo"))
        .args(["-vvv"])
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"1 boardsize 9\n2 genmove b\nnonsense\n3 final_score\n")
        .unwrap();
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(child.wait().unwrap().success());
    let responses: Vec<&str> = out.split_terminator("\n\n").collect();
    assert_eq!(responses.len(), 4, "{out:?}");
    assert!(responses[0].starts_with("=1"));
    assert!(responses[1].starts_with("=2 "));
    assert_eq!(responses[2], "? unknown command");
    assert!(responses[3].starts_with("=3 "));
    assert!(err.contains("genmove"), "logs go to stderr: {err:?}");
}

#[test]
fn two_random_players_finish_a_game_through_gtp() {
    let dir = scratch_dir("selfplay");
    let mut engine = Engine::start(&["--player", "random", "--seed", "11", "--size", "9"], &dir);
    let mut passes = 0;
    let mut colour = ["b", "w"].iter().cycle();
    let mut moves = 0;
    while passes < 2 {
        let c = colour.next().unwrap();
        let r = engine.send(&format!("genmove {c}"));
        assert!(r.starts_with("= "), "{r}");
        passes = if r.trim() == "= pass" { passes + 1 } else { 0 };
        moves += 1;
        assert!(moves < 1000, "game did not end");
    }
    let score = engine.send("final_score");
    assert!(
        score.trim() == "= 0" || score.starts_with("= B+") || score.starts_with("= W+"),
        "{score}"
    );
    let sgf = engine.send("printsgf");
    assert_eq!(
        sgf.matches(";B[").count() + sgf.matches(";W[").count(),
        moves
    );
    assert_eq!(engine.send("quit"), "= \n");
    assert!(engine.child.wait().unwrap().success());
}

/// Read one line of the engine's output (with its newline).
fn read_line(engine: &mut Engine) -> String {
    use std::io::BufRead;
    let mut line = String::new();
    engine.stdout.read_line(&mut line).unwrap();
    line
}

#[test]
fn lz_analyze_streams_until_the_next_command() {
    let dir = scratch_dir("lz");
    let mut engine = Engine::start(&["--size", "9", "--seed", "1"], &dir);
    engine.write_raw(b"7 lz-analyze b 10\n");
    assert_eq!(read_line(&mut engine), "=7\n");
    // A few reports, each one line of `info move ...` entries.
    let info = regex::Regex::new(
        r"^info move [A-HJ-T]\d+ visits \d+ winrate \d+ prior \d+ lcb \d+ order 0 pv [A-HJ-T]\d+( [A-HJ-T]\d+| pass)*( info move .*)?\n$",
    )
    .unwrap();
    for _ in 0..3 {
        let line = read_line(&mut engine);
        assert!(info.is_match(&line), "{line:?}");
    }
    // Any command ends the analysis: the blank line closes it, then the answer.
    engine.write_raw(b"8 name\n");
    loop {
        let line = read_line(&mut engine);
        if line == "\n" {
            break;
        }
        assert!(line.starts_with("info move "), "{line:?}");
    }
    assert_eq!(engine.read_response(), "=8 ttgo\n");
    // lz-genmove_analyze ends with the move it plays.
    engine.write_raw(b"lz-genmove_analyze w 20\n");
    let response = engine.read_response();
    let last = response.lines().last().unwrap();
    assert!(response.starts_with("=\n"), "{response:?}");
    assert!(
        regex::Regex::new(r"^play ([A-HJ-T]\d+|pass|resign)$")
            .unwrap()
            .is_match(last),
        "{response:?}"
    );
}

#[test]
fn gogui_interrupt_cuts_a_long_genmove_short() {
    let dir = scratch_dir("interrupt");
    let mut engine = Engine::start(&["--size", "9", "--time", "60"], &dir);
    let listed = engine.send("list_commands");
    assert!(listed.contains("gogui-interrupt") && listed.contains("gogui-analyze_commands"));
    let start = std::time::Instant::now();
    engine.write_raw(b"genmove b\n");
    std::thread::sleep(std::time::Duration::from_millis(300));
    engine.write_raw(b"# interrupt\n");
    let response = engine.read_response();
    assert!(
        start.elapsed().as_secs_f64() < 10.0,
        "took {:?}",
        start.elapsed()
    );
    assert!(
        regex::Regex::new(r"^= [A-HJ]\d\n$")
            .unwrap()
            .is_match(&response),
        "{response:?}"
    );
    // The comment itself produced no response: the next answer belongs to `name`.
    assert_eq!(engine.send("name"), "= ttgo\n");
}

#[test]
fn gogui_analyze_commands_answer_in_their_formats() {
    let dir = scratch_dir("gogui");
    let mut engine = Engine::start(&["--size", "9", "--playouts", "300"], &dir);
    let menu = engine.send("gogui-analyze_commands");
    for line in menu.trim_start_matches("= ").lines() {
        let parts: Vec<&str> = line.split('/').collect();
        assert_eq!(parts.len(), 3, "{line}");
        let command = parts[2].replace("%m", "b");
        let answer = engine.send(&command);
        assert!(answer.starts_with("= "), "{command}: {answer:?}");
        match parts[0] {
            "gfx" => assert!(
                answer[2..]
                    .lines()
                    .all(|l| ["LABEL ", "SQUARE ", "TEXT ", "INFLUENCE ", "VAR "]
                        .iter()
                        .any(|k| l.starts_with(k))),
                "{command}: {answer:?}"
            ),
            "string" => assert!(answer.contains("wins"), "{answer:?}"),
            "none" => assert_eq!(answer, "= \n", "{command}"),
            other => panic!("unexpected type {other}"),
        }
    }
}

#[test]
fn one_thread_with_a_seed_and_a_playout_limit_replays_the_same_game() {
    let dir = scratch_dir("repro");
    let play = |dir: &std::path::Path| {
        let mut engine = Engine::start(&["--size", "9", "--seed", "3", "--playouts", "400"], dir);
        let moves: Vec<String> = (0..8)
            .map(|k| engine.send(if k % 2 == 0 { "genmove b" } else { "genmove w" }))
            .collect();
        moves
    };
    let first = play(&dir);
    assert_eq!(first, play(&dir));
}

#[test]
fn fresh_processes_open_differently_and_a_logged_seed_replays() {
    let dir = scratch_dir("seeds");
    // The first three moves of a 9x9 game, and the engine's log.
    let opening = |args: &[&str], log: &std::path::Path| {
        let mut engine = Engine::start_logging(args, &dir, log);
        engine.send("boardsize 9");
        let moves: Vec<String> = ["genmove b", "genmove w", "genmove b"]
            .iter()
            .map(|c| engine.send(c))
            .collect();
        engine.close_and_wait();
        (moves, std::fs::read_to_string(log).unwrap())
    };
    let fresh: Vec<(Vec<String>, String)> = (0..4)
        .map(|k| opening(&["-v", "--playouts", "200"], &dir.join(format!("{k}.log"))))
        .collect();
    assert!(
        fresh.iter().any(|(moves, _)| *moves != fresh[0].0),
        "four fresh processes opened alike: {:?}",
        fresh[0].0
    );
    // Each logs the seed it drew; given back, the seed replays the same moves.
    let (moves, log) = &fresh[1];
    let seed = log
        .split("seed ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no seed in the log: {log}"));
    let again = opening(
        &["--seed", seed, "--playouts", "200"],
        &dir.join("again.log"),
    );
    assert_eq!(&again.0, moves);
}

#[test]
fn any_clock_numbers_still_get_a_move_within_the_max_time() {
    let dir = scratch_dir("clock-numbers");
    let max_time = 0.3;
    let mut engine = Engine::start(&["--size", "9", "--max-time", "0.3", "--lag", "0.1"], &dir);
    let mut rng = SmallRng::seed_from_u64(38);
    let values = [
        "nan",
        "inf",
        "-inf",
        "-1",
        "-0",
        "0",
        "0.3",
        "1",
        "5",
        "300",
        "1e12",
        "1e300",
        "99999999999999999999",
        "-1e300",
        "2.5",
    ];
    let value = |rng: &mut SmallRng| values[rng.gen_range(0..values.len())];
    // The two cases that once failed, then random clock commands of every kind.
    let mut scripts = vec![
        vec!["time_settings 1e300 1 1".to_string()],
        vec![
            "time_settings 300 30 5".to_string(),
            "time_left b 1e12 0".to_string(),
        ],
    ];
    for _ in 0..30 {
        let script = (0..rng.gen_range(1..4))
            .map(|_| {
                let (a, b, c, d) = (
                    value(&mut rng),
                    value(&mut rng),
                    value(&mut rng),
                    value(&mut rng),
                );
                match rng.gen_range(0..10) {
                    0 => format!("time_settings {a} {b} {c}"),
                    1 | 2 => format!("time_left b {a} {b}"),
                    3 => format!("kgs-time_settings byoyomi {a} {b} {c}"),
                    4 => format!("kgs-time_settings canadian {a} {b} {c}"),
                    5 => format!("kgs-time_settings absolute {a}"),
                    6 => format!("kata-time_settings fischer {a} {b}"),
                    7 => format!("kata-time_settings fischer-capped {a} {b} {c} {d}"),
                    8 => format!("komi {a}"),
                    _ => format!("lz-analyze b {a}"),
                }
            })
            .collect();
        scripts.push(script);
    }
    for script in scripts {
        engine.send("clear_board");
        for line in &script {
            // An analysis streams until the next line arrives: send one with it.
            let stream = line.starts_with("lz-analyze");
            let sent = if stream {
                format!("{line}\nname\n")
            } else {
                format!("{line}\n")
            };
            engine.write_raw(sent.as_bytes());
            let answer = engine.read_response();
            assert!(!answer.contains("internal error"), "{line}: {answer:?}");
            if stream {
                assert_eq!(engine.read_response(), "= ttgo\n");
            }
        }
        let started = Instant::now();
        let answer = engine.send("genmove b");
        let took = started.elapsed().as_secs_f64();
        assert!(
            answer.starts_with("= ") && answer != "= pass\n",
            "{script:?}: {answer:?}"
        );
        assert!(took <= max_time + 0.5, "{script:?}: {took:.2} s");
    }
}

#[test]
fn a_low_level_varies_its_moves_and_never_passes_early() {
    let dir = scratch_dir("levels");
    let mut answers = std::collections::HashSet::new();
    for seed in ["1", "2", "3", "4", "5", "6"] {
        let mut engine = Engine::start(
            &[
                "--size", "9", "--level", "2", "--seed", seed, "--book", "false",
            ],
            &dir,
        );
        engine.send("play b E5");
        let answer = engine.send("genmove w");
        assert!(
            answer.starts_with("= ") && answer != "= pass\n",
            "{answer:?}"
        );
        answers.insert(answer);
    }
    assert!(answers.len() >= 2, "{answers:?}");
    let out = Command::new(env!("CARGO_BIN_EXE_ttgo"))
        .args(["--level", "11"])
        .output()
        .unwrap();
    assert!(!out.status.success());
}

#[test]
fn absolute_time_is_never_overrun() {
    let dir = scratch_dir("clock");
    let mut engine = Engine::start(&["--size", "9"], &dir);
    assert_eq!(engine.send("time_settings 3 0 0"), "= \n");
    let start = std::time::Instant::now();
    let mut left = 3.0f64;
    for k in 0..12 {
        let color = if k % 2 == 0 { "b" } else { "w" };
        engine.send(&format!("time_left {color} {left:.2} 0"));
        let t = std::time::Instant::now();
        let answer = engine.send(&format!("genmove {color}"));
        assert!(answer.starts_with("= "), "{answer:?}");
        if k % 2 == 0 {
            left -= t.elapsed().as_secs_f64();
        }
    }
    // Black's six moves fit in its three seconds, with room to spare.
    assert!(left > 0.5, "black has {left:.2} s left");
    assert!(start.elapsed().as_secs_f64() < 8.0);
}

#[test]
fn bench_ends_with_the_light_playout_rate() {
    let out = Command::new(env!("CARGO_BIN_EXE_ttgo"))
        .args(["bench", "--size", "5", "--playouts", "400"])
        .output()
        .expect("run ttgo bench");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let last = text.lines().last().expect("some output");
    let rate: f64 = last
        .strip_prefix("5x5 light playouts/s ")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("last line {last:?}"));
    assert!(rate > 0.0, "{last}");
}

/// The bench's tree search runs with the engine's settings: on 19x19 the network rates
/// its nodes unless `--net false`, on 9x9 it does not.
#[test]
fn bench_searches_with_the_engines_settings() {
    let evaluations = |args: &[&str]| -> u64 {
        let out = Command::new(env!("CARGO_BIN_EXE_ttgo"))
            .args(args)
            .args(["--playouts", "8000"])
            .output()
            .expect("run ttgo bench");
        assert!(out.status.success());
        common::net_evaluations(&String::from_utf8(out.stdout).expect("utf-8"))
    };
    assert!(evaluations(&["bench", "--size", "19"]) > 1);
    assert_eq!(evaluations(&["--net", "false", "bench", "--size", "19"]), 0);
    assert_eq!(evaluations(&["bench", "--size", "9"]), 0);
}

/// The engine ("") and every subcommand.
const SUBCOMMANDS: [&str; 11] = [
    "",
    "bench",
    "match",
    "league",
    "ratings",
    "make-book",
    "train-model",
    "make-joseki",
    "review",
    "model-accuracy",
    "mercy-check",
];

#[test]
fn every_help_is_wrapped_to_the_terminal_or_to_100_columns() {
    // Through a pipe the width is unknown: 100 columns, or COLUMNS where it is set.
    for (columns, width) in [(None, 100), (Some("72"), 72)] {
        for command in SUBCOMMANDS {
            for flag in ["-h", "--help"] {
                let mut cmd = Command::new(env!("CARGO_BIN_EXE_ttgo"));
                cmd.args([command, flag].into_iter().filter(|a| !a.is_empty()));
                match columns {
                    Some(c) => cmd.env("COLUMNS", c),
                    None => cmd.env_remove("COLUMNS"),
                };
                let out = cmd.output().expect("run ttgo");
                assert!(out.status.success(), "ttgo {command} {flag}");
                let text = String::from_utf8(out.stdout).expect("utf-8");
                for line in text.lines() {
                    assert!(
                        line.chars().count() <= width,
                        "`ttgo {command} {flag}` at {width} columns: {line:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_option_in_the_help_is_described_and_accepted_where_shown() {
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_ttgo"))
            .args(args)
            .output()
            .expect("run ttgo");
        let text = String::from_utf8(out.stdout).expect("utf-8");
        (out.status.success(), text)
    };
    for command in SUBCOMMANDS {
        let args: Vec<&str> = [command, "--help"]
            .into_iter()
            .filter(|a| !a.is_empty())
            .collect();
        let (ok, help) = run(&args);
        assert!(ok, "{args:?}");
        // In the long help each option's line (indented two to six columns; the
        // descriptions, wrapped, ten) is followed by its description.
        let lines: Vec<&str> = help.lines().collect();
        let indent = |l: &str| l.len() - l.trim_start().len();
        for (k, line) in lines.iter().enumerate() {
            let option = line.trim_start();
            if (2..=6).contains(&indent(line))
                && (option.starts_with("--") || option.starts_with("-v"))
            {
                let next = lines.get(k + 1).copied().unwrap_or("");
                assert!(
                    indent(next) > 6 && !next.trim().is_empty(),
                    "`ttgo {command}`: {option} has no description"
                );
            }
        }
    }
    // The options the bench's help names work after the subcommand.
    let (ok, text) = run(&[
        "bench",
        "--policy",
        "light",
        "--seed",
        "2",
        "--size",
        "5",
        "--playouts",
        "200",
    ]);
    assert!(ok, "{text}");
    assert!(!text.contains("heavy"), "{text}");
}

/// Wait up to `limit` for the engine to exit; its status, or None if it still runs.
fn exit_within(
    engine: &mut Engine,
    limit: std::time::Duration,
) -> Option<std::process::ExitStatus> {
    let start = std::time::Instant::now();
    while start.elapsed() < limit {
        if let Some(status) = engine.child.try_wait().unwrap() {
            return Some(status);
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    None
}

#[test]
fn end_of_input_during_analysis_ends_the_process_at_once() {
    let dir = scratch_dir("eof-analysis");
    let mut engine = Engine::start(&["--size", "19"], &dir);
    engine.write_raw(b"lz-analyze b 10\n");
    assert_eq!(read_line(&mut engine), "=\n");
    engine.stdin = None;
    let status = exit_within(&mut engine, std::time::Duration::from_secs(2));
    assert!(status.is_some_and(|s| s.success()), "{status:?}");
}

#[test]
fn sigterm_during_a_long_genmove_ends_the_process_at_once() {
    let dir = scratch_dir("sigterm");
    let mut engine = Engine::start(&["--size", "19", "--time", "60"], &dir);
    engine.write_raw(b"genmove b\n");
    std::thread::sleep(std::time::Duration::from_millis(300));
    let killed = Command::new("kill")
        .args(["-TERM", &engine.child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = exit_within(&mut engine, std::time::Duration::from_secs(2));
    assert!(status.is_some(), "still running after SIGTERM");
}

#[test]
fn hostile_sgf_files_are_refused_quickly_with_a_reason() {
    let dir = scratch_dir("hostile-sgf");
    let mut rng = SmallRng::seed_from_u64(5);
    let random: Vec<u8> = (0..200_000).map(|_| rng.gen()).collect();
    let files: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "long.sgf",
            format!("(;SZ[19]{})", ";B[];W[]".repeat(100_000)).into_bytes(),
            "main line longer than 100000 nodes",
        ),
        (
            "nested.sgf",
            format!("(;SZ[9]{}", "(;C[x]".repeat(200_000)).into_bytes(),
            "main line longer than 100000 nodes",
        ),
        (
            "unbalanced.sgf",
            b"(;SZ[9];B[aa](;W[bb]".to_vec(),
            "missing ')'",
        ),
        (
            "huge.sgf",
            format!("(;SZ[9]C[{}])", "x".repeat(9 << 20)).into_bytes(),
            "file larger than 8 MiB",
        ),
        (
            "bigvalue.sgf",
            format!("(;SZ[9]C[{}];B[aa])", "y".repeat(7 << 20)).into_bytes(),
            "",
        ),
        ("random.sgf", random, "*"),
        (
            "size0.sgf",
            b"(;SZ[0])".to_vec(),
            "board size 0 not supported",
        ),
        (
            "rect.sgf",
            b"(;SZ[19:13])".to_vec(),
            "board size 19:13 not supported",
        ),
        (
            "size40.sgf",
            b"(;SZ[40])".to_vec(),
            "board size 40 not supported",
        ),
        (
            "hugenum.sgf",
            b"(;SZ[184467440737095516160000])".to_vec(),
            "board size 18446744073709551616 not supported",
        ),
        ("komi.sgf", b"(;SZ[9]KM[7.5.5])".to_vec(), "bad komi 7.5.5"),
        (
            "rects.sgf",
            format!("(;SZ[25]{})", "AB[aa:yy]AE[aa:yy]".repeat(100_000)).into_bytes(),
            "",
        ),
    ];
    let mut engine = Engine::start(&["--player", "random"], &dir);
    for (name, bytes, reason) in &files {
        std::fs::write(dir.join(name), bytes).unwrap();
        let start = std::time::Instant::now();
        let answer = engine.send(&format!("loadsgf {name}"));
        let secs = start.elapsed().as_secs_f64();
        assert!(secs < 5.0, "{name}: {secs:.1} s");
        if reason.is_empty() {
            assert_eq!(answer, "= \n", "{name}");
        } else if *reason == "*" {
            assert!(
                answer.starts_with("? cannot load file: "),
                "{name}: {answer}"
            );
        } else {
            assert!(
                answer.starts_with(&format!("? cannot load file: {reason}")),
                "{name}: {answer}"
            );
        }
        assert_eq!(engine.send("name"), "= ttgo\n");
    }
    assert!(engine
        .send("loadsgf no-such.sgf")
        .starts_with("? cannot load file: no such file"));
}

#[test]
fn a_clock_that_runs_low_wins_over_the_time_flag() {
    // `--time 5` is only a cap: every move below must come back within what the clock
    // holds (the lag, 0.3 s, is kept back for the pipes).
    let dir = scratch_dir("low-clock");
    let mut engine = Engine::start(
        &[
            "--size", "13", "--time", "5", "--lag", "0.3", "--rules", "chinese",
        ],
        &dir,
    );
    let cases: &[(&str, &str, f64)] = &[
        // Canadian, as plain GTP: 2 s for each stone.
        ("time_settings 0 2 1", "time_left b 2 1", 2.0),
        // Japanese byo-yomi as KGS sends it, the last period.
        ("kgs-time_settings byoyomi 0 1 3", "time_left b 1 1", 1.0),
        // Fischer as gtp2ogs sends it (Canadian with one stone), the increment 5 s, 4 s
        // on the clock: the increment comes after the move, so 4 s is all there is.
        ("time_settings 25 5 1", "time_left b 4 1", 4.0),
        // Absolute, nearly out.
        ("time_settings 60 0 0", "time_left b 1.5 0", 1.5),
    ];
    for (settings, left, max) in cases {
        for setup in [*settings, *left] {
            assert_eq!(engine.send(setup), "= \n", "{setup}");
        }
        let start = std::time::Instant::now();
        assert!(engine.send("genmove b").starts_with("= "));
        let secs = start.elapsed().as_secs_f64();
        assert!(secs < *max, "{settings} / {left}: {secs:.2} s");
        // After the opponent's pass the end-of-game judgement runs too: still in time.
        engine.send("play w pass");
        for setup in [*settings, *left] {
            engine.send(setup);
        }
        let start = std::time::Instant::now();
        assert!(engine.send("genmove b").starts_with("= "));
        let secs = start.elapsed().as_secs_f64();
        assert!(
            secs < *max,
            "after a pass, {settings} / {left}: {secs:.2} s"
        );
        engine.send("clear_board");
    }
}

#[test]
fn gtp2ogs_sequences_for_every_ogs_time_system_get_a_move_in_time() {
    // gtp2ogs 9 asks for KataGo's time systems when `list_commands` names them, and uses
    // `kata-time_settings fischer-capped` when the answer holds that word; the other
    // systems go through `kgs-time_settings` or `time_settings`, then `time_left` for
    // both colours before each genmove. Each move must fit what the clock can pay.
    let dir = scratch_dir("gtp2ogs-clocks");
    let mut engine = Engine::start(&["--size", "13", "--lag", "0.3"], &dir);
    assert!(engine
        .send("list_commands")
        .contains("kata-list_time_settings\n"));
    assert!(engine
        .send("kata-list_time_settings")
        .contains("fischer-capped"));
    let systems: &[(&str, &[&str], f64)] = &[
        (
            "fischer",
            &[
                "kata-time_settings fischer-capped 30 3 60 -1",
                "time_left black 6 0",
                "time_left white 30 0",
            ],
            6.0,
        ),
        (
            "byoyomi",
            &[
                "kgs-time_settings byoyomi 0 2 3",
                "time_left black 2 3",
                "time_left white 2 3",
            ],
            2.0,
        ),
        (
            "canadian",
            &[
                "kgs-time_settings canadian 0 10 5",
                "time_left black 10 5",
                "time_left white 10 5",
            ],
            2.0,
        ),
        (
            "simple",
            &[
                "time_settings 0 2 1",
                "time_left black 2 1",
                "time_left white 2 1",
            ],
            2.0,
        ),
        (
            "absolute",
            &[
                "time_settings 60 0 0",
                "time_left black 3 0",
                "time_left white 60 0",
            ],
            3.0,
        ),
    ];
    for (name, lines, pays) in systems {
        engine.send("clear_board");
        for line in *lines {
            assert_eq!(engine.send(line), "= \n", "{name}: {line}");
        }
        let start = Instant::now();
        let answer = engine.send("genmove b");
        let secs = start.elapsed().as_secs_f64();
        assert!(
            answer.starts_with("= ") && answer != "= pass\n",
            "{name}: {answer:?}"
        );
        assert!(secs < pays - 0.2, "{name}: {secs:.2} s of {pays} s");
    }
}

/// The `info` entries of one analysis line as Sabaki reads them: the line split on
/// `info`, each entry's key-value pairs up to `pv`, which comes last; and what follows
/// the word `ownership` as Lizzie reads it.
fn parse_analysis_line(line: &str) -> (Vec<std::collections::HashMap<String, String>>, Vec<f64>) {
    let (infos, ownership) = match line.split_once(" ownership ") {
        Some((a, b)) => (
            a,
            b.split_whitespace().map(|v| v.parse().unwrap()).collect(),
        ),
        None => (line.trim_end(), Vec::new()),
    };
    assert!(infos.starts_with("info "), "{line:?}");
    let entries = infos
        .split("info ")
        .filter(|e| !e.trim().is_empty())
        .map(|entry| {
            let (fields, pv) = entry.split_once(" pv ").expect("pv in every entry");
            let mut map: std::collections::HashMap<String, String> = fields
                .split_whitespace()
                .collect::<Vec<_>>()
                .chunks(2)
                .map(|kv| (kv[0].to_string(), kv[1].to_string()))
                .collect();
            map.insert("pv".into(), pv.trim().to_string());
            map
        })
        .collect();
    (entries, ownership)
}

#[test]
fn kata_genmove_analyze_reports_real_ownership_when_asked() {
    // CGOS's client asks `kata-genmove_analyze C ownership true` on every move.
    let dir = scratch_dir("genmove-ownership");
    let mut engine = Engine::start(
        &["--size", "9", "--playouts", "600", "--book", "false"],
        &dir,
    );
    engine.send("play b E5");
    engine.send("play w C3");
    engine.write_raw(b"kata-genmove_analyze b ownership true\n");
    assert_eq!(read_line(&mut engine), "=\n");
    let mut ownership = Vec::new();
    loop {
        let line = read_line(&mut engine);
        if line.starts_with("play ") {
            break;
        }
        ownership = parse_analysis_line(&line).1;
    }
    assert_eq!(read_line(&mut engine), "\n");
    // Black's own stone at E5 is Black's, White's C3 White's (Black is to move).
    assert_eq!(ownership.len(), 81);
    let at = |col: usize, row: usize| ownership[(9 - row) * 9 + col];
    assert!(at(4, 5) > 0.4 && at(2, 3) < -0.2, "{ownership:?}");
}

#[test]
fn cgos_extensions_answer_as_its_client_reads_them() {
    let dir = scratch_dir("cgos");
    let args = [
        "--size",
        "9",
        "--rules",
        "cgos",
        "--playouts",
        "400",
        "--book",
        "false",
    ];
    let mut engine = Engine::start(&args, &dir);
    let listed = engine.send("list_commands");
    for name in [
        "cgos-genmove_analyze",
        "cgos-opponent_name",
        "cgos-opponent_rating",
        "cgos-gameover",
    ] {
        assert!(listed.contains(&format!("{name}\n")), "{name}");
    }
    assert_eq!(engine.send("cgos-opponent_name gnugo-L10"), "= \n");
    assert_eq!(engine.send("cgos-opponent_rating 1800?"), "= \n");
    engine.send("play b E5");
    // One line of JSON for the mover, then the move; the client keeps the last line
    // before `play` as the analysis.
    let answer = engine.send("cgos-genmove_analyze w");
    let lines: Vec<&str> = answer.lines().collect();
    assert_eq!(lines.len(), 2, "{answer:?}");
    let json = lines[0].strip_prefix("= ").unwrap();
    let played = lines[1].strip_prefix("play ").unwrap();
    let code = regex::Regex::new(
        r#"^\{"winrate":[01]\.\d{4},"score":-?\d+\.\d\d,"visits":\d+,"moves":\[\{"move":"([A-HJ]\d)","winrate":.*\],"ownership":"([A-Za-z0-9+/]{81})"\}$"#,
    )
    .unwrap();
    let caps = code.captures(json).unwrap_or_else(|| panic!("{json}"));
    assert_eq!(&caps[1], played);
    // White to move owns its own new stone; Black's E5 is White's opponent's.
    let own = caps[2].as_bytes();
    let e5 = own[4 * 9 + 4];
    assert!(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ".contains(&e5), "{}", &caps[2]);
    assert_eq!(engine.send("cgos-gameover B+Resign"), "= \n");
}

/// The `gogui-gfx:` blocks in `stderr`, each checked against GoGui's live graphics
/// grammar (a block: `gogui-gfx:` alone, draw commands, an empty line; or one
/// `gogui-gfx: COMMAND` line). Returns the blocks' draw commands and the one-line ones.
fn live_gfx(stderr: &str) -> (Vec<Vec<String>>, Vec<String>) {
    let vertex = regex::Regex::new(r"^([A-HJ][1-9]|PASS|pass)$").unwrap();
    let (mut blocks, mut single) = (Vec::new(), Vec::new());
    let mut lines = stderr.lines();
    while let Some(line) = lines.next() {
        let Some(rest) = line.strip_prefix("gogui-gfx:") else {
            continue;
        };
        if !rest.trim().is_empty() {
            single.push(rest.trim().to_string());
            continue;
        }
        let mut block = Vec::new();
        for command in lines.by_ref() {
            if command.is_empty() {
                break;
            }
            let words: Vec<&str> = command.split_whitespace().collect();
            match words[0] {
                "VAR" => {
                    for pair in words[1..].chunks(2) {
                        assert!(pair.len() == 2 && matches!(pair[0], "b" | "w"), "{command}");
                        assert!(vertex.is_match(pair[1]), "{command}");
                    }
                }
                "LABEL" => {
                    for pair in words[1..].chunks(2) {
                        assert!(pair.len() == 2 && vertex.is_match(pair[0]), "{command}");
                    }
                }
                "TEXT" => {}
                other => panic!("not a draw command: {other} in {command:?}"),
            }
            block.push(command.to_string());
        }
        blocks.push(block);
    }
    (blocks, single)
}

#[test]
fn live_graphics_draw_the_search_in_gogui_and_clear_it() {
    let dir = scratch_dir("live-gfx");
    let log = dir.join("stderr.log");
    let args = ["--size", "9", "--time", "1.2", "--book", "false"];
    let mut engine = Engine::start_logging(&args, &dir, &log);
    assert!(engine
        .send("gogui-analyze_commands")
        .contains("none/Live search on/ttgo-live_gfx on"));
    engine.send("genmove b");
    assert_eq!(engine.send("ttgo-live_gfx on 0.3"), "= \n");
    engine.send("genmove w");
    assert_eq!(engine.send("ttgo-live_gfx off"), "= \n");
    engine.send("genmove b");
    assert!(engine
        .send("ttgo-live_gfx sometimes")
        .starts_with("? syntax error"));
    engine.close_and_wait();
    let text = std::fs::read_to_string(&log).unwrap();
    let (blocks, single) = live_gfx(&text);
    // Only the second move is drawn: a few times in its 1.2 s, then cleared.
    assert!((1..=6).contains(&blocks.len()), "{text}");
    assert_eq!(single, ["CLEAR"], "{text}");
    for block in &blocks {
        assert!(block[0].starts_with("VAR w "), "{block:?}");
        assert!(block.last().unwrap().starts_with("TEXT "), "{block:?}");
        assert!(
            block.last().unwrap().contains(" visits), W wins "),
            "{block:?}"
        );
    }
}

#[test]
fn kata_analyze_streams_what_sabaki_and_lizzie_read_and_stops_on_a_blank_line() {
    let dir = scratch_dir("kata");
    // Analysis works whatever player plays the moves: here the random one.
    let mut engine = Engine::start(&["--size", "9", "--player", "random"], &dir);
    engine.send("play b E5");
    let listed = engine.send("list_commands");
    for name in ["kata-analyze", "kata-genmove_analyze", "lz-analyze"] {
        assert!(listed.lines().any(|l| l.trim_start_matches("= ") == name));
    }
    engine.write_raw(b"3 kata-analyze W 10 ownership true\n");
    assert_eq!(read_line(&mut engine), "=3\n");
    let vertex = regex::Regex::new(r"^([A-HJ][1-9]|pass)$").unwrap();
    for _ in 0..3 {
        let line = read_line(&mut engine);
        let (entries, ownership) = parse_analysis_line(&line);
        assert!(!entries.is_empty());
        for (order, e) in entries.iter().enumerate() {
            assert!(vertex.is_match(&e["move"]), "{e:?}");
            assert_eq!(e["order"], order.to_string());
            assert!(e["visits"].parse::<u32>().is_ok());
            for key in ["winrate", "prior", "lcb"] {
                let v: f64 = e[key].parse().unwrap();
                assert!(
                    e[key].contains('.') && (0.0..=1.0).contains(&v),
                    "{key} {e:?}"
                );
            }
            for key in ["scoreMean", "scoreLead", "scoreStdev"] {
                assert!(e[key].parse::<f64>().unwrap().is_finite(), "{key} {e:?}");
            }
            assert_eq!(e["scoreMean"], e["scoreLead"]);
            assert!(e["pv"].split(' ').all(|v| vertex.is_match(v)), "{e:?}");
        }
        // Ownership: 81 values for White (to move), each in -1..1.
        assert_eq!(ownership.len(), 81, "{line:?}");
        assert!(ownership.iter().all(|v| (-1.0..=1.0).contains(v)));
    }
    // A blank line ends the stream; the response closes with its own blank line.
    engine.write_raw(b"\n");
    loop {
        let line = read_line(&mut engine);
        if line == "\n" {
            break;
        }
        assert!(line.starts_with("info move "), "{line:?}");
    }
    assert_eq!(engine.send("4 name"), "=4 ttgo\n");
    // avoid / allow: the moves left out never show at the first move.
    engine.write_raw(b"kata-analyze b 5 avoid b C3,D4,E4:F6 1 minmoves 5\n");
    assert_eq!(read_line(&mut engine), "=\n");
    for _ in 0..3 {
        let (entries, _) = parse_analysis_line(&read_line(&mut engine));
        assert!(entries.len() >= 5);
        for e in &entries {
            let m = e["move"].as_str();
            assert!(!["C3", "D4", "E4", "F4", "E6", "F6"].contains(&m), "{m}");
        }
    }
    engine.write_raw(b"name\n");
    while read_line(&mut engine) != "\n" {}
    assert_eq!(engine.read_response(), "= ttgo\n");
    engine.write_raw(b"lz-analyze b 5 allow b C3,G7 1\n");
    assert_eq!(read_line(&mut engine), "=\n");
    for _ in 0..3 {
        let (entries, _) = parse_analysis_line(&read_line(&mut engine));
        for e in &entries {
            assert!(["C3", "G7"].contains(&e["move"].as_str()), "{e:?}");
            // Leela Zero's integers out of 10000.
            assert!(e["winrate"].parse::<u32>().unwrap() <= 10000);
        }
    }
    engine.write_raw(b"\n");
    while read_line(&mut engine) != "\n" {}
    // Bad arguments are refused, and the session goes on.
    assert!(engine
        .send("kata-analyze b 10 avoid b C3")
        .starts_with("? could not parse analyze arguments"));
    assert!(engine
        .send("kata-analyze b 10 frobnicate 3")
        .starts_with("? could not parse analyze arguments"));
    // kata-genmove_analyze streams, then plays and says so.
    engine.write_raw(b"kata-genmove_analyze b 10\n");
    let response = engine.read_response();
    assert!(response.starts_with("=\n"), "{response:?}");
    let last = response.lines().last().unwrap();
    assert!(regex::Regex::new(r"^play ([A-HJ][1-9]|pass|resign)$")
        .unwrap()
        .is_match(last));
}

#[test]
fn a_genmove_analyze_shorter_than_its_interval_still_shows_its_candidates() {
    let dir = scratch_dir("short-genmove-analyze");
    // 300 playouts end long before the default interval of one second.
    let mut engine = Engine::start(&["--size", "9", "--playouts", "300"], &dir);
    for command in ["kata-genmove_analyze b", "lz-genmove_analyze w"] {
        engine.write_raw(format!("{command}\n").as_bytes());
        let response = engine.read_response();
        let lines: Vec<&str> = response.lines().collect();
        assert_eq!(lines[0], "=", "{response:?}");
        let played = lines.last().unwrap().strip_prefix("play ").unwrap();
        let infos = &lines[1..lines.len() - 1];
        assert_eq!(infos.len(), 1, "one line for the final state: {response:?}");
        let (entries, _) = parse_analysis_line(infos[0]);
        let best = entries.iter().find(|e| e["order"] == "0").unwrap();
        assert_eq!(best["move"], played, "{response:?}");
    }
}

#[test]
fn the_log_has_an_operators_line_a_move_with_the_chats_figures() {
    let dir = scratch_dir("operator-log");
    let log = dir.join("stderr.log");
    let args = [
        "-v",
        "--chat",
        "--size",
        "9",
        "--playouts",
        "300",
        "--book",
        "false",
    ];
    let mut e = Engine::start_logging(&args, &dir, &log);
    e.send("time_settings 300 0 0");
    e.send("time_left b 250 0");
    e.send("genmove b");
    e.send("time_left w 240.5 0");
    e.send("genmove w");
    e.close_and_wait();
    let text = std::fs::read_to_string(&log).unwrap();
    let line = regex::Regex::new(
        r"(?m)move (\d) ([BW]) ([A-HJ]\d): [BW] wins (\d+\.\d)% at komi 7.5, (\d+) of (\d+) visits, (\d+) playouts, score lead ([-+]\d+\.\d), PV [A-HJ]\d[^;]*; \d+\.\d\d s \(target \d+\.\d\d s, limit \d+\.\d\d s\); clock (250.0|240.5) s left; \d+ nodes$",
    )
    .unwrap();
    let chat = regex::Regex::new(
        r"(?m)^MALKOVICH: Move (\d) ([BW]) ([A-HJ]\d) Winrate (\d+\.\d)% for [BW] at komi 7.5 Visits (\d+) of (\d+) Playouts (\d+) ScoreLead ([-+]\d+\.\d) PV",
    )
    .unwrap();
    let figures = |re: &regex::Regex| -> Vec<Vec<String>> {
        re.captures_iter(&text)
            .map(|c| (1..=8).map(|k| c[k].to_string()).collect())
            .collect()
    };
    let (logged, chatted) = (figures(&line), figures(&chat));
    assert_eq!(logged.len(), 2, "{text}");
    assert_eq!(logged, chatted, "{text}");
    assert_eq!((logged[0][0].as_str(), logged[0][1].as_str()), ("1", "B"));
    assert_eq!((logged[1][0].as_str(), logged[1][1].as_str()), ("2", "W"));
}

#[test]
fn chat_lines_go_to_stderr_in_the_form_gtp2ogs_reads() {
    let output = common::run_to_end(
        &["--chat", "--size", "9", "--playouts", "300"],
        b"genmove b\ngenmove w\n",
    );
    let out = String::from_utf8(output.stdout).unwrap();
    let err = String::from_utf8(output.stderr).unwrap();
    assert!(!out.contains("MALKOVICH"), "chat on stdout: {out:?}");
    let line = regex::Regex::new(
        r"(?m)^MALKOVICH: Move \d+ [BW] [A-HJ][1-9] Winrate \d+\.\d% for [BW] at komi 7.5 Visits \d+ of \d+ Playouts \d+ ScoreLead [-+]\d+\.\d PV [A-HJ][1-9]( [A-HJ][1-9]| pass)*$",
    )
    .unwrap();
    assert_eq!(line.find_iter(&err).count(), 2, "{err:?}");
}

#[test]
fn pondering_gives_way_to_any_command_and_ends_with_the_game() {
    let dir = scratch_dir("ponder");
    let log = dir.join("stderr.log");
    let args = ["--ponder", "--size", "9", "--playouts", "300", "-v"];
    let mut engine = Engine::start_logging(&args, &dir, &log);
    let pondered = || {
        let text = std::fs::read_to_string(&log).unwrap();
        text.lines().filter(|l| l.contains("ponder:")).count()
    };
    let first = engine.send("genmove b");
    assert!(first.starts_with("= "));
    let reply = if first.trim() == "= C3" { "G7" } else { "C3" };
    // The engine thinks on White's time; every command stops it and is answered at
    // once (the engine polls its input every 5 ms), then the thinking goes on.
    for (k, cmd) in ["name", "time_left b 100 0", "showboard"]
        .iter()
        .enumerate()
    {
        std::thread::sleep(Duration::from_millis(300));
        let asked = Instant::now();
        assert!(engine.send(cmd).starts_with('='), "{cmd}");
        let took = asked.elapsed();
        assert!(took < Duration::from_millis(500), "{cmd} took {took:?}");
        assert_eq!(pondered(), k + 1);
    }
    // White moves: Black is to move, so no pondering until its next move.
    assert_eq!(engine.send(&format!("play w {reply}")), "= \n");
    let after_play = pondered();
    std::thread::sleep(Duration::from_millis(200));
    engine.send("name");
    assert_eq!(pondered(), after_play);
    assert!(engine.send("genmove b").starts_with("= "));
    std::thread::sleep(Duration::from_millis(200));
    // Two passes end the game, and the thinking with it.
    assert_eq!(engine.send("play w pass"), "= \n");
    assert_eq!(engine.send("play b pass"), "= \n");
    let ended = pondered();
    std::thread::sleep(Duration::from_millis(300));
    engine.send("name");
    assert_eq!(pondered(), ended);
    // So does kgs-game_over, in a new game.
    engine.send("clear_board");
    assert!(engine.send("genmove b").starts_with("= "));
    std::thread::sleep(Duration::from_millis(200));
    engine.send("kgs-game_over");
    let ended = pondered();
    std::thread::sleep(Duration::from_millis(300));
    engine.send("name");
    assert_eq!(pondered(), ended);
    // quit while pondering ends the process at once.
    engine.send("clear_board");
    assert!(engine.send("genmove b").starts_with("= "));
    std::thread::sleep(Duration::from_millis(200));
    let asked = Instant::now();
    assert_eq!(engine.send("quit"), "= \n");
    assert!(engine.close_and_wait().success());
    assert!(asked.elapsed() < Duration::from_secs(2));
}

/// Set `e` up at the end of a book line (size, komi and the line's moves) and return
/// the same position as a `Game`.
fn play_book_line(e: &mut Engine, line: &ttgo::knowledge::book::Line) -> ttgo::core::game::Game {
    use ttgo::core::point::Move;
    let mut game = ttgo::core::game::Game::new(
        line.size,
        line.komi,
        ttgo::core::rules::Rules::tromp_taylor(),
    );
    let geom = *game.board().geometry();
    assert_eq!(e.send(&format!("boardsize {}", line.size)), "= \n");
    assert_eq!(e.send("clear_board"), "= \n");
    assert_eq!(e.send(&format!("komi {}", line.komi)), "= \n");
    for &p in &line.moves {
        let c = game.to_move();
        game.play(c, Move::Play(p)).unwrap();
        let v = Move::Play(p).to_vertex(&geom);
        assert_eq!(e.send(&format!("play {c} {v}")), "= \n");
    }
    game
}

#[test]
fn the_opening_book_answers_its_lines_and_can_be_turned_off() {
    use ttgo::core::point::Move;
    use ttgo::knowledge::book::Book;
    let book = Book::embedded();
    assert!(!book.is_empty(), "the binary carries a book");
    let dir = scratch_dir("book");
    let log = dir.join("book.log");
    let mut e = Engine::start_logging(&["-v", "--seed", "3", "--playouts", "300"], &dir, &log);
    let (mut single, mut several) = (0, 0);
    for line in book.lines() {
        let game = play_book_line(&mut e, line);
        let geom = *game.board().geometry();
        let replies: Vec<String> = book
            .replies(&game)
            .iter()
            .map(|&p| format!("= {}\n", Move::Play(p).to_vertex(&geom)))
            .collect();
        assert!(!replies.is_empty(), "the line's own position has replies");
        let answer = e.send(&format!("genmove {}", game.to_move()));
        assert!(
            replies.contains(&answer),
            "{answer:?} not among {replies:?}"
        );
        if replies.len() == 1 {
            single += 1;
        } else {
            several += 1;
        }
    }
    e.close_and_wait();
    let text = std::fs::read_to_string(&log).unwrap();
    // One reply is played without a search; several are searched, and only they.
    assert_eq!(text.matches("mcts: book move ").count(), single, "{text}");
    assert_eq!(text.matches("searched").count(), several, "{text}");
    // Without the book the same positions are searched freely.
    let log = dir.join("nobook.log");
    let args = ["-v", "--book", "false", "--playouts", "300"];
    let mut e = Engine::start_logging(&args, &dir, &log);
    for line in book.lines() {
        let game = play_book_line(&mut e, line);
        let answer = e.send(&format!("genmove {}", game.to_move()));
        assert!(answer.starts_with("= "), "{answer:?}");
    }
    e.close_and_wait();
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(!text.contains("book move"), "{text}");
    assert_eq!(
        text.matches(" playouts, score lead").count(),
        book.lines().len(),
        "{text}"
    );
}

#[test]
fn a_book_file_replaces_the_book_in_the_binary() {
    let dir = scratch_dir("book-file");
    // Tengen on 13x13, a reply with no symmetric twin: played without a search.
    let file = dir.join("book13.txt");
    std::fs::write(&file, "# a test book\nsize 13 komi 7.5: -> G7\n").unwrap();
    let log = dir.join("book13.log");
    let args = [
        "-v",
        "--playouts",
        "300",
        "--book-file",
        file.to_str().unwrap(),
    ];
    let mut e = Engine::start_logging(&args, &dir, &log);
    assert_eq!(e.send("boardsize 13"), "= \n");
    assert_eq!(e.send("komi 7.5"), "= \n");
    assert_eq!(e.send("genmove b"), "= G7\n");
    // The binary's 9x9 lines are gone: 9x9 is searched.
    assert_eq!(e.send("boardsize 9"), "= \n");
    assert!(e.send("genmove b").starts_with("= "));
    e.close_and_wait();
    let text = std::fs::read_to_string(&log).unwrap();
    assert_eq!(text.matches("mcts: book move ").count(), 1, "{text}");
    assert_eq!(text.matches(" playouts, score lead").count(), 1, "{text}");
    // A file that is no book stops the engine before it speaks GTP, saying why.
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "size 13 komi 7.5 -> G7\n").unwrap();
    let out = common::run_to_end(&["--book-file", bad.to_str().unwrap()], b"name\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--book-file") && stderr.contains("book line 1"),
        "{stderr}"
    );
}

#[test]
fn every_genmove_form_plays_the_same_game_and_resigns_alike() {
    // The engine under test plays Black through one form of genmove, a second engine
    // White through genmove. A fixed seed and a playout cap make both repeatable; at komi 25.5 on 5x5
    // Black cannot win, so the game goes on to Black's resignation (three searches of
    // at least 1000 visits in a row lost, once stones stand on 60% of the board).
    let dir = scratch_dir("genmove-forms");
    let args = [
        "--size",
        "5",
        "--komi",
        "25.5",
        "--seed",
        "5",
        "--playouts",
        "1200",
        "--book",
        "false",
    ];
    let game_through = |form: &str| {
        let mut black = Engine::start(&args, &dir);
        let mut white = Engine::start(&args, &dir);
        let mut moves: Vec<String> = Vec::new();
        while moves.len() < 60 {
            let response = black.send(form);
            assert!(response.starts_with('='), "{form}: {response:?}");
            let answer = match form {
                "genmove b" => response.trim_start_matches('=').trim(),
                _ => {
                    let last = response.lines().last().unwrap_or_default();
                    let played = last.strip_prefix("play ");
                    played.unwrap_or_else(|| panic!("{form}: {response:?}"))
                }
            };
            moves.push(answer.to_lowercase());
            if answer == "resign" {
                break;
            }
            assert!(white.send(&format!("play b {answer}")).starts_with('='));
            let reply = white.send("genmove w");
            let reply = reply.trim_start_matches('=').trim().to_lowercase();
            assert!(black.send(&format!("play w {reply}")).starts_with('='));
            moves.push(reply);
            if moves[moves.len() - 2..] == ["pass", "pass"] {
                break;
            }
        }
        moves
    };
    let genmove = game_through("genmove b");
    assert_eq!(
        genmove.last().map(String::as_str),
        Some("resign"),
        "{genmove:?}"
    );
    for form in ["lz-genmove_analyze b", "kata-genmove_analyze b"] {
        assert_eq!(game_through(form), genmove, "{form}");
    }
    // Counting ownership (CGOS's form always does) plays its playouts out to the end,
    // so it searches otherwise; the forms that count it play alike.
    let counted = game_through("kata-genmove_analyze b ownership true");
    assert_eq!(
        counted.last().map(String::as_str),
        Some("resign"),
        "{counted:?}"
    );
    assert_eq!(game_through("cgos-genmove_analyze b"), counted);
}

#[test]
fn a_bad_network_file_is_reported_and_the_move_model_plays_on() {
    let dir = scratch_dir("badnet");
    let bad = dir.join("bad.net");
    // The shipped weights, cut short.
    let shipped = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/models/policy.net")).unwrap();
    std::fs::write(&bad, &shipped[..1000]).unwrap();
    for player in ["mcts", "policy"] {
        let out = common::run_to_end(
            &[
                "--player",
                player,
                "--net",
                "--net-file",
                bad.to_str().unwrap(),
                "--playouts",
                "300",
                "--size",
                "9",
            ],
            b"genmove b\ngenmove w\nquit\n",
        );
        assert!(out.status.success(), "{player}");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("truncated network file"), "{stderr}");
        assert!(stderr.contains("using the move model"), "{stderr}");
        let answers: Vec<&str> = stdout.split("\n\n").filter(|a| !a.is_empty()).collect();
        assert_eq!(answers.len(), 3, "{stdout}");
        for a in &answers[..2] {
            assert!(
                a.starts_with("= ") && a.len() > 2 && !a.contains("pass"),
                "{player}: {a}"
            );
        }
    }
}

#[test]
fn the_network_rates_13x13_and_19x19_searches_unless_told_not_to() {
    // The policy network evaluations of one search, from its `-vv` line.
    let evaluations = |args: &[&str]| -> u64 {
        // A fixed seed: with some seeds no 9x9 node reaches 300 visits in 1,500 playouts.
        let mut all = vec![
            "-vv",
            "--playouts",
            "1500",
            "--book",
            "false",
            "--seed",
            "1",
        ];
        all.extend_from_slice(args);
        let out = common::run_to_end(&all, b"genmove b\nquit\n");
        assert!(out.status.success(), "{args:?}");
        common::net_evaluations(&String::from_utf8_lossy(&out.stderr))
    };
    // From 13x13 up the network rates the root and each node of 300 visits.
    assert!(evaluations(&["--size", "19"]) > 1);
    assert!(evaluations(&["--size", "13"]) > 1);
    assert_eq!(evaluations(&["--size", "19", "--net", "false"]), 0);
    assert_eq!(evaluations(&["--size", "19", "--net-visits", "0"]), 1);
    // The levels below 10 play as they were measured, without it, unless told.
    assert_eq!(evaluations(&["--size", "19", "--level", "6"]), 0);
    assert!(evaluations(&["--size", "19", "--level", "6", "--net"]) >= 1);
    // Below 13x13 only when asked for, and then at the root alone.
    assert_eq!(evaluations(&["--size", "9"]), 0);
    assert_eq!(evaluations(&["--size", "9", "--net"]), 1);
    assert!(evaluations(&["--size", "9", "--net", "--net-visits", "300"]) > 1);
}

#[test]
fn the_policy_player_answers_at_once_on_19x19() {
    let out = common::run_to_end(
        &["--player", "policy", "--size", "19"],
        b"play b Q16\ngenmove w\ngenmove b\nquit\n",
    );
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let answers: Vec<&str> = stdout.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(answers.len(), 4, "{stdout}");
    for a in &answers[1..3] {
        let v = a.trim_start_matches("= ").trim();
        assert!(v.len() >= 2 && v != "pass" && v != "resign", "{a}");
    }
}
