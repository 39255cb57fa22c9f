//! What the engine knows of good moves beyond the rules, for the playouts and the
//! search's priors.
//!
//! How to read this module: `pattern.rs` holds the hand-made 3x3 shapes; `ladder.rs`
//! reads ladders; `features.rs` describes a candidate move as the move model sees it
//! (spatial shapes, tactics, distances); `model.rs` rates a move from its features with
//! the strengths learned from strong players' games; `net_input.rs` turns a position
//! into the input planes of the policy network, and `policy_net.rs` runs that network
//! (learned from the same games) to rate every point at once; `book.rs` answers the first moves
//! of a 9x9 game from the opening book; `joseki.rs` holds how strong players answered
//! a move into a 19x19 corner. [`load_tables`] builds the shared tables at
//! start-up, so that no move pays for them; [`table_entries`] reads the lines of the
//! model's and the books' files.
pub mod book;
pub mod features;
pub mod joseki;
pub mod ladder;
pub mod model;
pub mod net_input;
pub mod pattern;
pub mod policy_net;

/// The entries of a table file: (line number from 1, the raw line, the line without its
/// `#` comment and surrounding blanks), for every line that keeps something. The books
/// and the move model share this reading.
pub(crate) fn table_entries(text: &str) -> impl Iterator<Item = (usize, &str, &str)> {
    text.lines().enumerate().filter_map(|(k, raw)| {
        let entry = raw.split('#').next().unwrap_or("").trim();
        (!entry.is_empty()).then_some((k + 1, raw, entry))
    })
}

/// Build every table the knowledge shares (the 3x3 shapes, the spatial keys, the
/// canonical shapes, the embedded move model) now rather than on first use, so that the
/// first move of a game on a short clock has the same time to search as any other.
pub fn load_tables() {
    pattern::PatternTable::shared();
    features::load_tables();
    model::Model::shared();
    joseki::Joseki::shared();
}
