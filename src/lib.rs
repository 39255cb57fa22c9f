//! ttgo: a Go engine on exact Tromp-Taylor rules, speaking GTP v2.
//!
//! The modules are layers, listed from the bottom up; each uses only the ones above it
//! in this list, never one below (ARCHITECTURE.md maps every file):
//! - [`core`]: the rules of the game: points and moves, the fast board, rule settings,
//!   the game with its history and legality, scoring, dead stones and seki, SGF.
//! - [`knowledge`]: what the engine knows of good moves: 3x3 shapes, ladders, move
//!   features, the learned move model, the opening book.
//! - [`playout`]: random games to the end, light and heavy.
//! - [`search`]: the UCT-RAVE tree search over heavy playouts.
//! - [`player`]: move generators, and the decisions and time around a search.
//! - [`gtp`]: the protocol: stdin and stdout, the command table, analysis streams.
//! - [`tools`]: the command line, benchmarks, the match runner, the book maker, the
//!   model trainer and the whole-engine self-checks.
// 1. The rules.
pub mod core;

// 2. Move knowledge.
pub mod knowledge;

// 3. Random games.
pub mod playout;

// 4. The tree search.
pub mod search;

// 5. Players.
pub mod player;

// 6. The protocol.
pub mod gtp;

// 7. Tools.
pub mod tools;
