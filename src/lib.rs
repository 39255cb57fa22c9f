//! ttgo: a Go engine on exact Tromp-Taylor rules, speaking GTP v2.
//!
//! Reading guide (see ARCHITECTURE.md for the file map): `point` has the value types,
//! `board` the fast position, `rules` the settings, `game` history and legality, `score`
//! rule 9, `endgame` dead stones, seki and settled positions, `playout` random playouts
//! and the speed benchmarks, `pattern` 3x3 shapes, `search` the tree search (`tree` its
//! node arena), `player` move generators, `manager` the decisions a player makes around
//! its search (pass, resign, close a settled game, clean up), `komi` the dynamic komi
//! the search plays against, `match_runner` the games
//! between engines for `ttgo match`, `time` clocks, `sgf` game records, `gtp` the
//! protocol, `cli` the command line.
pub mod board;
pub mod book;
pub mod cli;
pub mod endgame;
pub mod features;
pub mod game;
pub mod gtp;
pub mod komi;
pub mod learn;
pub mod manager;
pub mod match_runner;
pub mod model;
pub mod pattern;
pub mod player;
pub mod playout;
pub mod point;
pub mod rules;
pub mod score;
pub mod search;
pub mod selfcheck;
pub mod sgf;
pub mod tactics;
pub mod time;
pub mod tree;
