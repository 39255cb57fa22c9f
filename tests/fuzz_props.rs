//! Bounded property tests on generated input: the same checks the fuzz targets in
//! `fuzz/` run for as long as one likes (see `ttgo::tools::selfcheck`), here a fixed number of
//! times with a fixed seed so `cargo test` stays quick and repeatable. The generators
//! know the input languages (GTP commands and their arguments, SGF tokens), so most
//! inputs get past the first syntax check and reach deeper code.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use ttgo::tools::selfcheck::{check_gtp_session, check_play_undo, check_sgf};

/// Words that GTP arguments are made of: numbers of every shape, vertices, colours,
/// rule and time-system names, junk.
const WORDS: &[&str] = &[
    "0",
    "1",
    "2",
    "5",
    "9",
    "13",
    "19",
    "25",
    "26",
    "-1",
    "-5",
    "0.5",
    "7.5",
    "-7.5",
    "1e9",
    "1e400",
    "NaN",
    "inf",
    "-0",
    "18446744073709551616",
    "99999999999",
    "b",
    "w",
    "black",
    "white",
    "B",
    "WHITE",
    "purple",
    "a1",
    "A1",
    "D4",
    "t19",
    "T19",
    "J9",
    "I9",
    "Z99",
    "pass",
    "PASS",
    "resign",
    "aa",
    "chinese",
    "japanese",
    "aga",
    "new_zealand",
    "tromp-taylor",
    "none",
    "absolute",
    "byoyomi",
    "canadian",
    "alive",
    "dead",
    "seki",
    "interval",
    "avoid",
    "allow",
    "ownership",
    "true",
    "minmoves",
    "#",
    "\t",
    "\u{7f}",
    "é",
    "",
];

/// One random GTP line: usually a known command with random arguments, sometimes an
/// id, an unknown name or raw bytes.
fn gtp_line(rng: &mut SmallRng, names: &[&str]) -> Vec<u8> {
    if rng.gen_ratio(1, 20) {
        return (0..rng.gen_range(0..30)).map(|_| rng.gen()).collect();
    }
    let mut line = String::new();
    if rng.gen_ratio(1, 3) {
        line.push_str(&format!("{} ", rng.gen_range(0..1000)));
    }
    let name = if rng.gen_ratio(1, 15) {
        "unknown_command"
    } else {
        names[rng.gen_range(0..names.len())]
    };
    // Quitting ends the session early; keep it rare.
    if name == "quit" && !rng.gen_ratio(1, 10) {
        return b"showboard".to_vec();
    }
    line.push_str(name);
    for _ in 0..rng.gen_range(0..5) {
        line.push(' ');
        line.push_str(WORDS[rng.gen_range(0..WORDS.len())]);
    }
    line.into_bytes()
}

#[test]
fn gtp_sessions_answer_every_command_once() {
    let names = ttgo::gtp::command_names();
    let mut rng = SmallRng::seed_from_u64(11);
    for _ in 0..1500 {
        let mut input = Vec::new();
        // Start from a small board most of the time so that games reach their end.
        input.extend_from_slice(format!("boardsize {}\n", rng.gen_range(2..8)).as_bytes());
        for _ in 0..rng.gen_range(1..60) {
            input.extend(gtp_line(&mut rng, &names));
            input.push(b'\n');
        }
        check_gtp_session(&input);
    }
}

/// Pieces that SGF text is made of.
const SGF_TOKENS: &[&str] = &[
    "(", ")", ";", "[", "]", "\\", ":", "B", "W", "AB", "AW", "AE", "PL", "SZ", "KM", "HA", "C",
    "aa", "bb", "cc", "ss", "tt", "zz", "5", "19", "0", "-3", "1e999", "abc", " ", "\n",
];

/// A random SGF text: a real game record with random edits, or a random token soup.
fn sgf_text(rng: &mut SmallRng) -> String {
    if rng.gen_ratio(1, 4) {
        return (0..rng.gen_range(0..40))
            .map(|_| SGF_TOKENS[rng.gen_range(0..SGF_TOKENS.len())])
            .collect();
    }
    let size = rng.gen_range(2..10u8);
    let mut text = format!("(;SZ[{size}]KM[6.5]");
    for k in 0..rng.gen_range(0..40) {
        let letter = if k % 2 == 0 { 'B' } else { 'W' };
        let x = (b'a' + rng.gen_range(0..size)) as char;
        let y = (b'a' + rng.gen_range(0..size)) as char;
        if rng.gen_ratio(1, 8) {
            text.push_str(&format!("(;{letter}[{x}{y}])"));
        } else {
            text.push_str(&format!(";{letter}[{x}{y}]"));
        }
    }
    text.push(')');
    let mut bytes = text.into_bytes();
    for _ in 0..rng.gen_range(0..4) {
        let at = rng.gen_range(0..=bytes.len());
        match rng.gen_range(0..3) {
            0 if at < bytes.len() => {
                bytes.remove(at);
            }
            1 => {
                let token = SGF_TOKENS[rng.gen_range(0..SGF_TOKENS.len())];
                bytes.splice(at..at, token.bytes());
            }
            _ => bytes.insert(at, rng.gen()),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn sgf_files_load_or_say_why() {
    let mut rng = SmallRng::seed_from_u64(12);
    for _ in 0..20_000 {
        check_sgf(sgf_text(&mut rng).as_bytes());
    }
}

#[test]
fn play_and_undo_sequences_keep_the_game_exact() {
    let mut rng = SmallRng::seed_from_u64(13);
    for _ in 0..2000 {
        let len = rng.gen_range(1..400);
        let mut bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        // Mostly small boards, where captures, ko and superko happen often.
        bytes[0] = rng.gen_range(0..8);
        check_play_undo(&bytes);
    }
}
