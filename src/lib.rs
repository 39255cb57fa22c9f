//! ttgo: a Go engine on exact Tromp-Taylor rules, speaking GTP v2.
pub mod board;
pub mod game;
pub mod point;
pub mod rules;
pub mod score;
pub mod playout;
