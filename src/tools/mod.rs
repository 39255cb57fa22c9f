//! Tools.
pub mod bench;
pub mod cli;
pub mod make_book;
pub mod match_runner;
pub mod selfcheck;
pub mod train_model;
