#!/usr/bin/env bash
# Build the opening book (models/book.txt) from the engine's own self-play.
#
# Each opening below is played GAMES times by two copies of the engine (a fresh seed
# every game, PLAYOUTS a move, no book), refereed by GNU Go under Chinese rules; then
# `ttgo make-book` reads the games and keeps, in every position, the reply that won
# most for the side that played it (see src/tools/make_book.rs). The book in force
# came from match games against Pachi instead (docs/opening-book.md).
#
#   scripts/make-book.sh [GAMES] [PLAYOUTS] [DIR]        # defaults: 100 10000 /tmp/ttgo-book
#
# The openings are the moves the engine itself plays there: as Black it opens on a 4-4
# point or on tengen; as White it answers a 4-4 point on tengen, on the 4-4 point
# diagonally across or on the one beside it. Two matches run at a time (one per core).
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-100}
PLAYOUTS=${2:-10000}
DIR=${3:-/tmp/ttgo-book}
REFEREE=${REFEREE:-/usr/games/gnugo --mode gtp --chinese-rules}
cargo build --release --quiet
mkdir -p "$DIR"
cp target/release/ttgo "$DIR/ttgo"
engine="$DIR/ttgo --book false --playouts $PLAYOUTS --rules chinese"
engine="$engine --seed \$(od -An -N4 -tu4 /dev/urandom)"
openings=("D4 E5" "D4 F6" "D4 F4" "E5")
running=0
for opening in "${openings[@]}"; do
    name=${opening// /}
    "$DIR/ttgo" match --black "$engine" --white "$engine" --games "$GAMES" --size 9 \
        --komi 7.5 --opening "$opening" --referee "$REFEREE" --sgf-dir "$DIR/$name" \
        > "$DIR/$name.out" 2> "$DIR/$name.err" &
    running=$((running + 1))
    if [ "$running" -ge 2 ]; then
        wait -n
        running=$((running - 1))
    fi
done
wait
tail -n 4 "$DIR"/*.out
dirs=()
for opening in "${openings[@]}"; do dirs+=("$DIR/${opening// /}"); done
target/release/ttgo make-book --size 9 --komi 7.5 --depth 2 --min-games $((GAMES / 2)) \
    --out models/book.txt "${dirs[@]}"
