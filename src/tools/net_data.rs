//! Training positions for the policy network (`ttgo net-data`), written for the training
//! program `training/train_policy.py`.
//!
//! How to read this module: [`write`] replays games (in the fixed shuffled order of
//! `train_model::load_shuffled`) and writes every position before a move on the board
//! (passes are skipped) as one fixed-size record:
//! - the 0/1 input planes of `net_input.rs`, bit-packed (most significant bit first,
//!   plane after plane, row after row), padded to whole bytes;
//! - the stored log-chance step of every point (one byte a point);
//! - the point played, `row * 19 + col`, as a little-endian u16.
//!
//! The file starts with a 16-byte header: `TTGONETD`, the board size and the record
//! length (two little-endian u32).
//!
//! [`compare`] measures the policy network beside the move model on the same held-out
//! positions (`ttgo model-accuracy --net`).

use crate::core::point::Move;
use crate::knowledge::features::{MoveFeatures, Recent};
use crate::knowledge::ladder::LadderReader;
use crate::knowledge::model::Model;
use crate::knowledge::net_input::{Encoder, BINARY_PLANES};
use crate::knowledge::policy_net::{NetScratch, PolicyNet};
use crate::tools::train_model::{candidates, load_shuffled, positions, Accuracy, GameMoves, SIZE};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"TTGONETD";

/// Bytes of the packed 0/1 planes of one record.
pub const fn packed_len(area: usize) -> usize {
    (BINARY_PLANES * area).div_ceil(8)
}

/// Bytes of one record.
pub const fn record_len(area: usize) -> usize {
    packed_len(area) + area + 2
}

/// Write the positions of games `skip..skip + games` of `files` to `out`; returns the
/// number of records.
pub fn write(files: &[PathBuf], skip: usize, games: usize, out: &Path) -> Result<usize, String> {
    let all = load_shuffled(files)?;
    let chosen = all.iter().skip(skip).take(games);
    let area = SIZE * SIZE;
    let file = std::fs::File::create(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut w = std::io::BufWriter::new(file);
    let io = |e: std::io::Error| format!("{}: {e}", out.display());
    w.write_all(MAGIC).map_err(io)?;
    w.write_all(&(SIZE as u32).to_le_bytes()).map_err(io)?;
    w.write_all(&(record_len(area) as u32).to_le_bytes())
        .map_err(io)?;
    let model = Model::shared();
    let mut encoder = Encoder::default();
    let mut binary = vec![0u8; BINARY_PLANES * area];
    let mut steps = vec![0u8; area];
    let mut record = Vec::with_capacity(record_len(area));
    let mut count = 0;
    let mut failed = Ok(());
    for (k, game) in chosen.enumerate() {
        positions(game, |board, mover, recent: &Recent, played| {
            let Move::Play(p) = played else { return };
            if failed.is_err() {
                return;
            }
            encoder.encode_packed(board, mover, recent, model, &mut binary, &mut steps);
            record.clear();
            for bits in binary.chunks(8) {
                let byte = bits
                    .iter()
                    .enumerate()
                    .fold(0u8, |b, (j, &v)| b | (v << (7 - j)));
                record.push(byte);
            }
            record.extend_from_slice(&steps);
            let (col, row) = board.geometry().coords(p);
            record.extend_from_slice(&((row * SIZE + col) as u16).to_le_bytes());
            failed = w.write_all(&record).map_err(io);
            count += 1;
        });
        failed.clone()?;
        if (k + 1) % 1000 == 0 {
            log::info!("{} games, {count} positions", k + 1);
        }
    }
    w.flush().map_err(io)?;
    Ok(count)
}

/// The move model's and the network's accuracy on every position of `games` where a
/// point was played (passes left out), over the candidates of `net_input.rs`.
fn compare_games(net: &PolicyNet, games: &[GameMoves]) -> (Accuracy, Accuracy) {
    let model = Model::shared();
    let (mut by_model, mut by_net) = (Accuracy::default(), Accuracy::default());
    let mut encoder = Encoder::default();
    let mut ladders = LadderReader::default();
    let mut scratch = NetScratch::default();
    let mut input = Vec::new();
    for g in games {
        positions(g, |board, mover, recent, played| {
            let Move::Play(p) = played else { return };
            let geom = board.geometry();
            let index = |q| {
                let (col, row) = geom.coords(q);
                row * SIZE + col
            };
            let rated: Vec<(usize, f32)> = candidates(board, mover)
                .into_iter()
                .filter_map(|mv| match mv {
                    Move::Play(q) => {
                        let f = MoveFeatures::of(board, mv, mover, recent, &mut ladders);
                        Some((index(q), model.strength(&f)))
                    }
                    Move::Pass => None,
                })
                .collect();
            by_model.count(&rated, index(p));
            encoder.encode(board, mover, recent, model, &mut input);
            let chances = net.chances(&input, SIZE, &mut scratch);
            let rated: Vec<(usize, f32)> = rated.iter().map(|&(i, _)| (i, chances[i])).collect();
            by_net.count(&rated, index(p));
        });
    }
    (by_model, by_net)
}

/// The move model's and the network's accuracy on the first `limit` games (in the fixed
/// shuffled order) of `files`, measured on `threads` threads.
pub fn compare(
    net: &PolicyNet,
    files: &[PathBuf],
    limit: usize,
    threads: usize,
) -> Result<(Accuracy, Accuracy), String> {
    let games = load_shuffled(files)?;
    let games = &games[..limit.min(games.len())];
    let share = games.len().div_ceil(threads.max(1)).max(1);
    let parts: Vec<(Accuracy, Accuracy)> = std::thread::scope(|s| {
        let handles: Vec<_> = games
            .chunks(share)
            .map(|part| s.spawn(move || compare_games(net, part)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a measuring thread"))
            .collect()
    });
    let add = |a: Accuracy, b: Accuracy| Accuracy {
        positions: a.positions + b.positions,
        top1: a.top1 + b.top1,
        top5: a.top5 + b.top5,
        loglik: a.loglik + b.loglik,
    };
    Ok(parts.into_iter().fold(
        (Accuracy::default(), Accuracy::default()),
        |(m, n), (pm, pn)| (add(m, pm), add(n, pn)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_have_the_documented_length() {
        let dir = std::env::temp_dir().join(format!("ttgo-net-data-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let games = dir.join("games.txt");
        std::fs::write(&games, "g1\t;B[pd];W[dp];B[];W[pp]\n").unwrap();
        let out = dir.join("out.bin");
        let n = write(&[games], 0, 10, &out).unwrap();
        assert_eq!(n, 3, "the pass is skipped");
        let bytes = std::fs::read(&out).unwrap();
        assert_eq!(&bytes[..8], MAGIC);
        assert_eq!(bytes.len(), 16 + 3 * record_len(361));
        // The first record's move: pd is column 15, row 15 from the bottom.
        let end = 16 + record_len(361);
        assert_eq!(
            u16::from_le_bytes([bytes[end - 2], bytes[end - 1]]),
            15 * 19 + 15
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A game of twelve moves; the training program's `--probe` on its records gives
    /// the shipped network's five favourites before the last move (index, chance).
    const PROBE_GAME: &str =
        "probe\t;B[pd];W[dp];B[pq];W[dd];B[fq];W[cn];B[qk];W[nc];B[pf];W[pb];B[qc];W[kc]";
    const PROBE_TOP5: [(usize, f32); 5] = [
        (314, 0.932372),
        (296, 0.030921),
        (294, 0.015485),
        (280, 0.003684),
        (279, 0.002595),
    ];

    #[test]
    fn the_shipped_network_agrees_with_the_training_program() {
        let game = crate::tools::train_model::parse_game_line(PROBE_GAME).unwrap();
        let mut last = None;
        let mut encoder = Encoder::default();
        assert!(positions(&game, |board, mover, recent, _| {
            let mut input = Vec::new();
            encoder.encode(board, mover, recent, Model::shared(), &mut input);
            last = Some(input);
        }));
        let input = last.unwrap();
        let chances = PolicyNet::shared().chances(&input, SIZE, &mut NetScratch::default());
        let mut ranked: Vec<(usize, f32)> = chances.iter().copied().enumerate().collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        for (&(i, c), &(want_i, want_c)) in ranked.iter().zip(&PROBE_TOP5) {
            assert_eq!(i, want_i);
            assert!((c - want_c).abs() < 1e-4, "point {i}: {c} vs {want_c}");
        }
    }
}
