//! The rules of the game. Nothing here knows of search, players or the protocol.
//!
//! How to read this module, from the bottom up: `point.rs` has the value types (colour,
//! point, move with its vertex text, board geometry); `board.rs` the fast position
//! (chains, liberties, hashes, the playouts' hot path); `rules.rs` the rule settings;
//! `score.rs` area scoring (Tromp-Taylor rule 9); `endgame.rs` dead stones, seki and
//! settled positions; `game.rs` a game with its history, its legality test (superko)
//! and its handicap; `sgf.rs` game records in and out.
pub mod board;
pub mod endgame;
pub mod game;
pub mod point;
pub mod rules;
pub mod score;
pub mod sgf;
