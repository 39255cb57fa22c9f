//! `ttgo match` end to end: two engines, SGF files, a summary with a confidence
//! interval, and a broken engine that loses with a reason instead of stopping the run.

mod common;

use common::scratch_dir;
use std::process::{Command, Output};

fn ttgo() -> &'static str {
    env!("CARGO_BIN_EXE_ttgo")
}

/// `ttgo -v match` of `games` games on 5x5 between the engine commands `black` and
/// `white`, with `more` options.
fn small_match(black: &str, white: &str, games: &str, more: &[&str]) -> Output {
    Command::new(ttgo())
        .args(["-v", "match", "--black", black, "--white", white])
        .args(["--games", games, "--size", "5"])
        .args(more)
        .output()
        .unwrap()
}

/// A shell engine that answers every command with success, and `genmove` by running
/// `on_genmove` (which may count its calls in `n`).
fn engine_that(on_genmove: &str) -> String {
    format!(
        "n=0; while read line; do case \"$line\" in genmove*) {on_genmove};; *) printf '= \\n\\n';; esac; done"
    )
}

/// The `-v` log's line on how game 1 counted: its result, length, reason and thinking
/// times (after any line on playing it again).
fn counted_line(log: &str) -> &str {
    log.lines()
        .rfind(|l| l.contains("game 1:") && l.contains("s/move"))
        .expect("game line")
}

#[test]
fn a_short_match_between_random_players_reports_and_records() {
    let dir = scratch_dir("match");
    let random = format!("{} --player random --seed 4", ttgo());
    let out = Command::new(ttgo())
        .args([
            "match", "--black", &random, "--white", &random, "--games", "3",
        ])
        .args(["--size", "5", "--alternate", "--sgf-dir"])
        .arg(dir.as_os_str())
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        regex::Regex::new(
            r"first engine: [\d.]+ of 3 games \([\d.]+%\), 95% CI [\d.]+%\.\.[\d.]+%; as Black \d of 2"
        )
        .unwrap()
        .is_match(&stdout),
        "{stdout}"
    );
    // Each engine's mean time per genmove, to check that the sides had equal time.
    assert!(
        regex::Regex::new(r"thinking per move: first [\d.]+ s, second [\d.]+ s")
            .unwrap()
            .is_match(&stdout),
        "{stdout}"
    );
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 3);
    let sgf = std::fs::read_to_string(&files[0]).unwrap();
    assert!(
        sgf.contains("SZ[5]") && sgf.contains("RE[") && sgf.contains(";B["),
        "{sgf}"
    );
    assert!(sgf.contains("RU[Tromp-Taylor]"), "{sgf}");
}

#[test]
fn the_records_name_the_rules_the_match_was_told() {
    let dir = scratch_dir("match-rules");
    let random = format!("{} --player random --seed 5 --rules chinese", ttgo());
    let path = dir.to_str().unwrap();
    let out = small_match(
        &random,
        &random,
        "1",
        &["--rules", "chinese", "--sgf-dir", path],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let sgf = std::fs::read_to_string(file).unwrap();
    assert!(sgf.contains("RU[Chinese]"), "{sgf}");
    // Rules the engine does not know are refused before any game starts.
    let out = small_match(&random, &random, "1", &["--rules", "go-moku"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown rules"));
}

#[test]
fn an_engine_that_dies_or_talks_nonsense_loses_and_the_match_goes_on() {
    let random = format!("{} --player random", ttgo());
    // Answers genmove with a non-move.
    let nonsense = engine_that("printf '= banana\\n\\n'");
    for broken in ["exit 3", &nonsense] {
        let out = small_match(&random, broken, "2", &["--move-timeout", "5"]);
        assert!(out.status.success());
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            stdout.contains("first engine: 2 of 2 games"),
            "{broken}: {stdout}"
        );
        let log = String::from_utf8_lossy(&out.stderr);
        assert!(log.contains("B+F"), "{broken}: {log}");
    }
}

#[test]
fn a_forfeited_game_keeps_the_thinking_time_of_its_moves() {
    let random = format!("{} --player random", ttgo());
    // Passes twice, a third of a second each, then dies at its third genmove.
    let dies_late =
        engine_that("n=$((n+1)); [ $n -gt 2 ] && exit 1; sleep 0.3; printf '= pass\\n\\n'");
    let out = small_match(&random, &dies_late, "1", &["--move-timeout", "5"]);
    assert!(out.status.success());
    let log = String::from_utf8_lossy(&out.stderr);
    let line = counted_line(&log);
    assert!(line.contains("B+F"), "{line}");
    let second: f64 = line
        .rsplit("second ")
        .next()
        .and_then(|t| t.trim().parse().ok())
        .expect("seconds per move");
    assert!((0.25..1.0).contains(&second), "{line}");
}

#[test]
fn a_silent_engine_times_out_and_a_referee_can_score() {
    let random = format!("{} --player random", ttgo());
    // Answers set-up commands, then never answers genmove.
    let silent = engine_that("sleep 30");
    let out = small_match(&silent, &random, "1", &["--move-timeout", "1"]);
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(log.contains("W+F") && log.contains("no answer"), "{log}");
    // Our own engine as referee agrees with the built-in Tromp-Taylor count.
    let out = small_match(&random, &random, "2", &["--referee", &random]);
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(log.contains("scored by referee"), "{log}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("of 2 games"));
}

#[test]
fn a_handicap_match_places_the_stones_and_white_moves_first() {
    let dir = scratch_dir("match-hc");
    let random = format!("{} --player random --seed 5", ttgo());
    // The referee is ttgo itself under chinese rules (a point per handicap stone).
    let referee = format!("{} --player random --rules chinese", ttgo());
    let out = Command::new(ttgo())
        .args([
            "match", "--black", &random, "--white", &random, "--games", "2",
        ])
        .args(["--size", "9", "--handicap", "3", "--referee", &referee])
        .arg("--sgf-dir")
        .arg(dir.as_os_str())
        .output()
        .unwrap();
    assert!(out.status.success());
    for entry in std::fs::read_dir(&dir).unwrap() {
        let sgf = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        // The three stones are set up (the standard points of 9x9), then White moves.
        assert!(sgf.contains("HA[3]"), "{sgf}");
        assert!(
            sgf.contains("AB[cg][gc][cc]") || sgf.contains("AB["),
            "{sgf}"
        );
        let first = sgf.find(";B[").unwrap_or(usize::MAX);
        let white = sgf.find(";W[").expect("White moves");
        assert!(white < first, "White moves first: {sgf}");
    }
}

#[test]
fn an_opening_is_played_for_both_engines_in_every_game() {
    let dir = scratch_dir("opening");
    let random = format!("{} --player random --seed 5", ttgo());
    let dir_text = dir.to_string_lossy().to_string();
    let more = ["--alternate", "--opening", "C3 B4", "--sgf-dir", &dir_text];
    let out = small_match(&random, &random, "2", &more);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        regex::Regex::new(r"Black won \d of 2 games after the opening C3 B4")
            .unwrap()
            .is_match(&stdout),
        "{stdout}"
    );
    for k in 1..=2 {
        let sgf = std::fs::read_to_string(dir.join(format!("game-000{k}.sgf"))).unwrap();
        // Both games start with the opening (5x5: C3 is cc, B4 is bb).
        assert!(sgf.contains(";B[cc];W[bb]"), "{sgf}");
        // And go on: the engines accepted the moves and played after them.
        assert!(sgf.matches(";B[").count() > 3, "{sgf}");
    }
    // An opening that is not a legal sequence stops the match before it starts.
    let out = small_match(&random, &random, "2", &["--opening", "C3 C3"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("illegal"), "{stderr}");
}

#[test]
fn under_a_clock_a_slow_engine_loses_on_time() {
    let random = format!("{} --player random", ttgo());
    // Passes after 0.4 s: its third answer is past a clock of one second.
    let slow = engine_that("sleep 0.4; printf '= pass\\n\\n'");
    let out = small_match(&slow, &random, "1", &["--clock", "1"]);
    assert!(out.status.success());
    let log = String::from_utf8_lossy(&out.stderr);
    let line = counted_line(&log);
    assert!(
        line.contains("W+T") && line.contains("ran out of time"),
        "{line}"
    );
    // Two answers fit in the second: the flag fell at the third.
    assert!(line.contains("after 4 moves"), "{line}");
    // Our own engine keeps to a clock it is told about.
    let out = small_match(&random, &random, "1", &["--clock", "5"]);
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(!log.contains("+T"), "{log}");
}

#[test]
fn a_game_an_engine_crashed_in_is_played_again_when_asked() {
    let dir = scratch_dir("replay-crashes");
    let mark = dir.join("crashed-once");
    let random = format!("{} --player random --seed 6", ttgo());
    // Dies at its second genmove the first time it ever plays, then passes at once.
    let crashes_once = engine_that(&format!(
        "n=$((n+1)); if [ $n -eq 2 ] && [ ! -e '{m}' ]; then touch '{m}'; exit 1; fi; \
         printf '= pass\\n\\n'",
        m = mark.display()
    ));
    let more = ["--move-timeout", "5", "--replay-crashes", "2"];
    let out = small_match(&random, &crashes_once, "1", &more);
    assert!(out.status.success());
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(
        log.contains("game 1: white's engine crashed after 3 moves")
            && log.contains("played again (1 of 2)"),
        "{log}"
    );
    // The game played again is the one counted, and no engine forfeited it.
    let line = counted_line(&log);
    assert!(
        line.contains("two passes") && !line.contains("+F"),
        "{line}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("of 1 games"));

    // An engine that always crashes: played again twice, then counted as its loss.
    let out = small_match(&random, "exit 3", "1", &more);
    let log = String::from_utf8_lossy(&out.stderr);
    assert_eq!(log.matches("played again").count(), 2, "{log}");
    assert!(counted_line(&log).contains("B+F"), "{log}");

    // A timeout is not a crash: the silent engine's game is not played again.
    let silent = engine_that("sleep 30");
    let out = small_match(
        &silent,
        &random,
        "1",
        &["--move-timeout", "1", "--replay-crashes", "2"],
    );
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(
        log.contains("W+F") && !log.contains("played again"),
        "{log}"
    );
}

#[test]
fn a_league_plays_every_pair_and_its_records_rate_the_same() {
    let dir = scratch_dir("league");
    let t = ttgo();
    // A player that passes at once loses every game on 5x5 to one that plays.
    let passer = engine_that("printf '= pass\\n\\n'");
    let out = Command::new(t)
        .args([
            "-v",
            "league",
            "--rounds",
            "2",
            "--jobs",
            "2",
            "--size",
            "5",
            "--sgf-dir",
        ])
        .arg(dir.as_os_str())
        .arg("--engine")
        .arg(format!("rand={t} --player random --seed 3"))
        .arg("--engine")
        .arg(format!("mc={t} --player mc --playouts 100 --seed 5"))
        .arg("--engine")
        .arg(format!("pass={passer}"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{log}");
    // Three pairs, two rounds: six games, each engine Black in two of its four.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 6);
    assert_eq!(log.matches("(B) vs").count(), 6, "{log}");
    for name in ["rand", "mc", "pass"] {
        assert_eq!(log.matches(&format!(": {name} (B)")).count(), 2, "{log}");
    }
    assert!(stdout.contains("rank  engine"), "{stdout}");
    // The passer loses all four games and is rated last, below the anchor.
    let last = stdout
        .lines()
        .find(|l| l.starts_with("   3  "))
        .expect("third line");
    assert!(last.contains("pass") && last.contains("0.0%"), "{stdout}");
    assert!(stdout.contains("vs pass: 2 of 2"), "{stdout}");
    // The same list again from the records.
    let rated = Command::new(t)
        .arg("ratings")
        .arg(dir.as_os_str())
        .args(["--anchor", "rand"])
        .output()
        .unwrap();
    assert!(rated.status.success());
    let again = String::from_utf8_lossy(&rated.stdout);
    let table = |s: &str| {
        s.lines()
            .take_while(|l| !l.starts_with("engines"))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(table(&again), table(&stdout), "{again}\n{stdout}");
}

#[test]
fn ratings_name_players_by_rules_and_refuse_a_missing_folder() {
    let dir = scratch_dir("ratings");
    let record = |black: &str, white: &str, result: &str| {
        format!("(;GM[1]FF[4]RE[{result}]PB[{black}]PW[{white}]SZ[9]KM[7.5];B[ee])")
    };
    let games = [
        ("/opt/fuego --config a", "ttgo --time 1 --seed 1", "W+R"),
        ("ttgo --time 1 --seed 2", "/opt/fuego --config a", "B+3.5"),
        ("ttgo --time 1 --seed 3", "/opt/fuego --config a", "W+R"),
        ("x", "y", "Void"),
    ];
    for (k, (b, w, r)) in games.iter().enumerate() {
        std::fs::write(dir.join(format!("g{k}.sgf")), record(b, w, r)).unwrap();
    }
    let out = Command::new(ttgo())
        .arg("ratings")
        .arg(dir.as_os_str())
        .args([
            "--name",
            "fuego=fuego",
            "--name",
            "ttgo=ttgo",
            "--anchor",
            "fuego",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("ttgo vs fuego: 2 of 3 (66.7%"), "{stdout}");
    assert!(stdout.contains("as Black 1 of 2"), "{stdout}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 records without"));
    let missing = Command::new(ttgo())
        .args(["ratings", "/no/such/folder"])
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no such file or folder"));
    let bad = Command::new(ttgo())
        .args(["league", "--engine", "a=x"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("two engines at least"));
}
