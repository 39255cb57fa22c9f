//! ttgo: a Go engine on exact Tromp-Taylor rules, speaking GTP v2.
//!
//! The modules are layers; each uses only the ones listed before it.
pub mod core;
pub mod gtp;
pub mod knowledge;
pub mod player;
pub mod playout;
pub mod search;
pub mod tools;
