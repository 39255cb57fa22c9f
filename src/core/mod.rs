//! The rules of the game.
pub mod board;
pub mod endgame;
pub mod game;
pub mod point;
pub mod rules;
pub mod score;
pub mod sgf;
