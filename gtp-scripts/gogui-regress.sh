#!/bin/sh
# Runs every regression script in this folder under GoGui's gogui-regress, each with
# the engine flags its first line names (`# ttgo-args: ...`), in this folder (the
# scripts load SGF files from it) -- the way `cargo test` runs them.
#
#   gtp-scripts/gogui-regress.sh [ENGINE [SCRIPT.tst ...]]
#
# ENGINE defaults to target/release/ttgo (build it first: cargo build --release).
# gogui-regress writes its HTML reports under $TMPDIR/ttgo-regress (or /tmp/...).
# Exits non-zero if any script had an unexpected result.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
engine=${1:-"$here/../target/release/ttgo"}
engine=$(cd "$(dirname "$engine")" && pwd)/$(basename "$engine")
[ $# -gt 0 ] && shift
cd "$here"
[ $# -gt 0 ] || set -- *.tst
out=${TMPDIR:-/tmp}/ttgo-regress
status=0
for script in "$@"; do
    args=$(sed -n '1s/^# ttgo-args://p' "$script")
    name=$(basename "$script" .tst)
    mkdir -p "$out/$name"
    echo "== $script (ttgo$args)"
    gogui-regress -output "$out/$name" "$engine$args" "$script" || status=1
done
exit $status
