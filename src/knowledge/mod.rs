//! Move knowledge.
pub mod book;
pub mod features;
pub mod ladder;
pub mod model;
pub mod pattern;
