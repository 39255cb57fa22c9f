//! Whole-engine checks on arbitrary input: whatever bytes come in, the engine must
//! answer, stay consistent and never panic.
//!
//! How to read this module: each `check_*` function takes raw bytes, drives one part of
//! the engine with them and panics (failing the caller) if a property breaks. The fuzz
//! targets in `fuzz/` call them with coverage-guided input for as long as one likes;
//! `tests/fuzz_props.rs` calls them with generated input a bounded number of times in
//! `cargo test`. The properties:
//! - [`check_gtp_session`]: the bytes as GTP input lines. Exactly one well-formed response
//!   per command up to `quit`, and the game stays consistent.
//! - [`check_sgf`]: the bytes as an SGF file. Loading answers (a game or a reason); a
//!   loaded game is consistent and survives [`sgf::save`] and loading again.
//! - [`check_play_undo`]: the bytes as a sequence of plays, passes, undos and rule
//!   changes. After each step the board is consistent, and undo returns exactly to the
//!   position before the move it takes back.

use crate::core::game::Game;
use crate::core::point::{Color, Move};
use crate::core::rules::Rules;
use crate::core::sgf;
use crate::gtp::{serve, Engine, EngineConfig, Input};
use crate::player::clock::TimeCaps;
use crate::player::RandomPlayer;

/// Feed `bytes` to a fresh engine (random player and 64 playouts for analysis, so every
/// command is quick) as GTP
/// input and check the responses. Lines naming files (`loadsgf`, `printsgf`) are left
/// out: random input must not read or write the machine's files.
pub fn check_gtp_session(bytes: &[u8]) {
    // A small playout cap keeps the searches of analysis commands short whatever
    // clock the input sets.
    let config = EngineConfig {
        time: TimeCaps {
            playouts: Some(64),
            ..TimeCaps::default()
        },
        ..EngineConfig::default()
    };
    let mut engine = Engine::new(config, Box::new(RandomPlayer::new(1)));
    let (tx, rx) = std::sync::mpsc::channel();
    let mut commands = 0;
    for raw in bytes.split(|&b| b == b'\n') {
        if let Some(line) = crate::gtp::preprocess(raw) {
            // Judged after preprocessing, which may join `print\x01sgf` into a name.
            if line.to_ascii_lowercase().contains("sgf") {
                continue;
            }
            commands += 1;
            if crate::gtp::parse_command(&line).name == "quit" {
                let _ = tx.send(Input::Line(raw.to_vec()));
                break;
            }
        }
        let _ = tx.send(Input::Line(raw.to_vec()));
    }
    drop(tx);
    let mut out = Vec::new();
    serve(&mut engine, rx, &mut out).expect("writing to memory cannot fail");
    let text = String::from_utf8(out).expect("responses are UTF-8");
    let responses: Vec<&str> = text.split_terminator("\n\n").collect();
    assert!(
        text.is_empty() || text.ends_with("\n\n"),
        "unterminated response"
    );
    assert_eq!(responses.len(), commands, "one response per command");
    for r in responses {
        assert!(
            r.starts_with('=') || r.starts_with('?'),
            "malformed response {r:?}"
        );
    }
    engine
        .game()
        .board()
        .check_consistency()
        .expect("consistent board");
}

/// Load `bytes` as an SGF file and check what comes of it.
pub fn check_sgf(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let Ok(game) = sgf::load(&text, None, 7.5, Rules::chinese()) else {
        return;
    };
    game.board().check_consistency().expect("consistent board");
    let again = sgf::load(&sgf::save(&game), None, 0.0, Rules::chinese())
        .expect("a saved game loads again");
    assert_eq!(again.board().to_ascii(), game.board().to_ascii());
    assert_eq!(again.moves(), game.moves());
    assert_eq!(again.komi(), game.komi());
}

/// Interpret `bytes` as game actions and check the game after each one. The first
/// byte chooses the board size; then each byte is one action: mostly a move of the
/// colour to move at the point it names (or a pass), else an undo or a rules change.
pub fn check_play_undo(bytes: &[u8]) {
    let Some((&first, actions)) = bytes.split_first() else {
        return;
    };
    let size = 2 + first as usize % 24;
    let names = Rules::names();
    let mut game = Game::new(size, 7.5, Rules::tromp_taylor());
    let points: Vec<_> = game.board().geometry().points().collect();
    // The hash and capture counts before each move still on the undo stack.
    let mut before: Vec<(u64, [u32; 2])> = Vec::new();
    for (k, &b) in actions.iter().enumerate() {
        let c = game.to_move();
        match b {
            0..=199 => {
                let mv = match points.get(b as usize % (points.len() + 1)) {
                    Some(&p) => Move::Play(p),
                    None => Move::Pass,
                };
                let state = (game.board().hash(), captures(&game));
                if game.play(c, mv).is_ok() {
                    before.push(state);
                } else {
                    assert_eq!(state, (game.board().hash(), captures(&game)));
                }
            }
            200..=239 => match before.pop() {
                Some(state) => {
                    assert!(game.undo(), "undo refused");
                    assert_eq!(state, (game.board().hash(), captures(&game)), "undo");
                }
                None => assert!(!game.undo(), "undo behind the start"),
            },
            _ => {
                let rules = Rules::by_name(names[(b as usize + k) % names.len()]).unwrap();
                game.set_rules(rules);
            }
        }
        game.board().check_consistency().expect("consistent board");
        assert_eq!(game.moves().len(), before.len());
    }
}

/// Stones captured by Black and White.
fn captures(game: &Game) -> [u32; 2] {
    [game.captures(Color::Black), game.captures(Color::White)]
}
