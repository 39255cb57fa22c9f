//! The tools around the engine, each a subcommand or a test aid.
//!
//! How to read this module: `cli.rs` is the command line (the GTP engine by default, or
//! a subcommand), `number_flags.rs` the range of each of its number flags; `bench.rs` measures playout and search speed (`ttgo bench`, `cargo
//! bench`); `match_runner.rs` plays engines against each other (`ttgo match`);
//! `league.rs` plays a round robin between a panel of engines (`ttgo league`) and
//! `ratings.rs` rates the players of game records on one Elo scale (`ttgo ratings`, and
//! the league's list);
//! `make_book.rs` builds the opening book from the engine's games (`ttgo make-book`),
//! `book_search.rs` its searched lines, where the games are too few to choose;
//! `make_joseki.rs` builds the 19x19 corner book from strong players' games (`ttgo
//! make-joseki`);
//! `train_model.rs` fits the move model to strong players' games (`ttgo train-model`,
//! `ttgo model-accuracy`); `net_data.rs` writes the policy network's training records
//! (`ttgo net-data`) and measures the network (`ttgo model-accuracy --net`); `review.rs` searches every position of a played game and
//! writes it back annotated (`ttgo review`); `mercy_check.rs` checks the playouts' mercy
//! rule on positions of played games (`ttgo mercy-check`); `selfcheck.rs` holds the
//! properties the fuzz targets and the property tests check on arbitrary input.
pub mod bench;
pub mod book_search;
pub mod cli;
pub mod league;
pub mod make_book;
pub mod make_joseki;
pub mod match_runner;
pub mod mercy_check;
pub mod net_data;
pub mod number_flags;
pub mod ratings;
pub mod review;
pub mod selfcheck;
pub mod train_model;
