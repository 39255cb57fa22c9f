//! `ttgo review` on a game with a planted blunder: the blunder tops the mistakes, and
//! the reviewed SGF loads back, in the engine's own reader and in an independent one
//! (the `sgf-parse` crate), with Sabaki's win-rate properties on every move.

mod common;

use common::scratch_dir;
use std::process::Command;

/// A 9x9 game whose first move leaves five stones in atari.
const PLANTED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/games/planted-blunder.sgf"
);

#[test]
fn a_planted_blunder_is_the_biggest_mistake_and_the_review_loads_back() {
    let dir = scratch_dir("review");
    let game = PLANTED;
    let out_path = dir.join("reviewed.sgf");
    let out = Command::new(env!("CARGO_BIN_EXE_ttgo"))
        .args(["review", game, "--playouts", "2000", "--seed", "1", "-o"])
        .arg(&out_path)
        .arg("--plot")
        .arg(dir.join("plot.svg"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let table = String::from_utf8(out.stdout).unwrap();
    // Black's first move, J9, leaves five stones in atari: the biggest mistake, with
    // G6 (the escape) preferred.
    let black = table.split("White:").next().unwrap();
    let first_row = black.lines().nth(2).unwrap_or_else(|| panic!("{table}"));
    let words: Vec<&str> = first_row.split_whitespace().collect();
    assert_eq!(&words[..3], ["1", "J9", "G6"], "{table}");
    let lost: f32 = words[3].trim_end_matches('%').parse().unwrap();
    assert!(lost >= 15.0, "{table}");

    let text = std::fs::read_to_string(&out_path).unwrap();
    // Our reader: the main line is the game as played.
    let original = ttgo::core::sgf::load(
        &std::fs::read_to_string(game).unwrap(),
        None,
        7.5,
        ttgo::core::rules::Rules::chinese(),
    )
    .unwrap();
    let reviewed = ttgo::core::sgf::load(&text, None, 7.5, ttgo::core::rules::Rules::chinese())
        .unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(reviewed.moves(), original.moves());
    assert_eq!(reviewed.board().to_ascii(), original.board().to_ascii());
    // An independent reader: every main-line move carries SBKV and SBKS, the blunder
    // a bad-move mark, and the blunder's node has the preferred line as a sibling.
    let trees = sgf_parse::go::parse(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    let root = &trees[0];
    let main: Vec<_> = root.main_variation().skip(1).collect();
    assert_eq!(main.len(), 6);
    for node in &main {
        for id in ["SBKV", "SBKS", "C"] {
            assert!(node.get_property(id).is_some(), "{id} missing: {node:?}");
        }
    }
    assert!(main[0].get_property("BM").is_some(), "{:?}", main[0]);
    let first_moves: Vec<String> = root
        .children()
        .map(|child| format!("{:?}", child.get_move()))
        .collect();
    assert_eq!(first_moves.len(), 2, "{first_moves:?}");
    // The plot is well-formed SVG: two lines (win rate, score lead) and the blunder
    // marked.
    let svg = std::fs::read_to_string(dir.join("plot.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let lines = doc
        .descendants()
        .filter(|n| n.tag_name().name() == "polyline")
        .count();
    assert!(lines >= 2, "{lines} polylines");
    let red_rings = doc
        .descendants()
        .filter(|n| n.tag_name().name() == "circle" && n.attribute("stroke") == Some("#FF0000"))
        .count();
    assert!(red_rings >= 1, "no mistake marked");
}

#[test]
fn komi_and_rules_given_on_the_command_line_replace_the_records() {
    let dir = scratch_dir("review-komi");
    let game = PLANTED;
    let out_path = dir.join("reviewed.sgf");
    let out = Command::new(env!("CARGO_BIN_EXE_ttgo"))
        .args(["review", game, "--playouts", "200", "--komi", "-3.5"])
        .args(["--rules", "japanese", "-o"])
        .arg(&out_path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&out_path).unwrap();
    assert!(
        text.contains("KM[-3.5]") && text.contains("RU[Japanese]"),
        "{text}"
    );
    let reviewed =
        ttgo::core::sgf::load(&text, None, 7.5, ttgo::core::rules::Rules::chinese()).unwrap();
    assert_eq!(reviewed.komi(), -3.5);
    // A komi out of range is refused with the reason.
    let bad = Command::new(env!("CARGO_BIN_EXE_ttgo"))
        .args(["review", game, "--komi", "nan"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("expected a number from -10000 to 10000"));
}
