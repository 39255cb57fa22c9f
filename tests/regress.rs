//! Runs every `gtp-scripts/*.tst` file against the built binary with gogui-regress
//! semantics (as GoGui's `Regress.java` implements them):
//! - a command line that starts with a number is a test; a following `#? [pattern]` line
//!   gives its expected response, matched against the *whole* response text after the
//!   first space (Java `matches`, with MULTILINE and DOTALL);
//! - `[!pattern]` passes when the response does *not* match;
//! - a trailing `*` marks an expected failure;
//! - an error response (`?`) always fails the test.
//!
//! Stricter than gogui-regress in two ways, so that `#? [message]*` really asserts that
//! a command is refused: an *unexpected pass* (a `*` test that passed) fails this runner,
//! and a `*` test only counts as failing as expected when the engine answered with an
//! error whose message matches the pattern (a success that merely mismatches does not).
//! A numbered command without a pattern passes when it succeeds; an unnumbered command
//! that fails is an error. Each file gets a fresh engine, started in `gtp-scripts/`.

mod common;

use common::Engine;
use regex::Regex;
use std::path::{Path, PathBuf};

/// The outcome of one numbered test.
struct Pending {
    id: u64,
    command: String,
    full: String,
}

fn is_error(full: &str) -> bool {
    full.starts_with('?')
}

/// Run one file; returns a list of problems (empty when all went as expected).
fn run_file(path: &Path) -> (usize, Vec<String>) {
    let text = std::fs::read_to_string(path).unwrap();
    // The first line `# ttgo-args: ...` chooses the engine's flags for the file, as the
    // gogui-regress wrapper `gtp-scripts/gogui-regress.sh` reads it too.
    let args: Vec<&str> = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("# ttgo-args:"))
        .unwrap_or_else(|| panic!("{}: no `# ttgo-args:` first line", path.display()))
        .split_whitespace()
        .collect();
    let mut engine = Engine::start(&args, path.parent().unwrap());
    let mut problems = Vec::new();
    let mut tests = 0;
    let mut pending: Option<Pending> = None;
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let settle = |p: Pending, problems: &mut Vec<String>| {
        if is_error(&p.full) {
            problems.push(format!(
                "{name}: {} `{}` failed: {}",
                p.id, p.command, p.full
            ));
        }
    };
    for raw in text.lines() {
        let line = raw.trim();
        if let Some(spec) = line.strip_prefix("#?") {
            let p = pending
                .take()
                .unwrap_or_else(|| panic!("{name}: pattern without a test: {line}"));
            tests += 1;
            let spec = spec.trim();
            let (spec, expected_fail) = match spec.strip_suffix('*') {
                Some(s) => (s, true),
                None => (spec, false),
            };
            let inner = spec
                .strip_prefix('[')
                .and_then(|s| s.strip_suffix(']'))
                .unwrap_or_else(|| panic!("{name}: bad pattern {line}"))
                .trim();
            let (negate, pattern) = match inner.strip_prefix('!') {
                Some(rest) => (true, rest),
                None => (false, inner),
            };
            let response = match p.full.find(' ') {
                Some(i) => p.full[i..].trim().to_string(),
                None => String::new(),
            };
            let re = Regex::new(&format!(r"(?ms)\A(?:{pattern})\z"))
                .unwrap_or_else(|e| panic!("{name}: bad regex {pattern}: {e}"));
            let refused = is_error(&p.full);
            let matched = re.is_match(&response) != negate;
            let verdict = match (expected_fail, refused, matched) {
                (false, false, true) | (true, true, true) => None,
                (false, true, _) => Some("was refused"),
                (false, false, false) => Some("answered something else"),
                (true, false, _) => Some("was accepted but should be refused"),
                (true, true, false) => Some("was refused with another message"),
            };
            if let Some(what) = verdict {
                problems.push(format!(
                    "{name}: {} `{}` {what}: expected [{inner}]{}, got '{}'",
                    p.id,
                    p.command,
                    if expected_fail { "*" } else { "" },
                    p.full
                ));
            }
            continue;
        }
        if let Some(p) = pending.take() {
            tests += 1;
            settle(p, &mut problems);
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let line = line.replace('\t', " ");
        let first = line.split(' ').next().unwrap_or("");
        let full = engine.send(&line).trim_end_matches('\n').to_string();
        match first.parse::<u64>() {
            Ok(id) => {
                assert!(
                    full.starts_with(&format!("={id}")) || full.starts_with(&format!("?{id}")),
                    "{name}: response to `{line}` does not echo its id: {full}"
                );
                pending = Some(Pending {
                    id,
                    command: line.clone(),
                    full,
                });
            }
            Err(_) => {
                if is_error(&full) {
                    problems.push(format!("{name}: setup command `{line}` failed: {full}"));
                }
            }
        }
    }
    if let Some(p) = pending.take() {
        tests += 1;
        settle(p, &mut problems);
    }
    (tests, problems)
}

fn script_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-scripts");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("gtp-scripts/ exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "tst"))
        .collect();
    files.sort();
    files
}

#[test]
fn gtp_scripts_pass_with_gogui_regress_semantics() {
    let files = script_files();
    assert!(!files.is_empty(), "no .tst files found");
    let mut all = Vec::new();
    let mut total = 0;
    for f in &files {
        let (tests, problems) = run_file(f);
        assert!(tests > 0, "{} holds no tests", f.display());
        total += tests;
        all.extend(problems);
    }
    assert!(
        all.is_empty(),
        "{} of {total} tests went wrong:\n{}",
        all.len(),
        all.join("\n")
    );
    eprintln!("{total} regression tests in {} files", files.len());
}
