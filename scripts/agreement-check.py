#!/usr/bin/env python3
"""How often a search setting picks the move a much longer search picks.

    scripts/agreement-check.py REFERENCE.txt "REFERENCE COMMAND" "ENGINE COMMAND"...
        [--problems gtp-scripts/problems/biggest.tst] [--positions 200] [--share] [--kept]
        [--cut 8-30]

The positions are 9x9 positions (komi 7.5) cut from the games behind
`gtp-scripts/problems/biggest.tst`: each problem's moves, cut at a random length in
`--cut` (seed 7; 8-30 by default, the opening and early middle game; 30-55 reaches
the middle game's fights), the first `--positions` distinct ones. REFERENCE COMMAND
(for example `target/release/ttgo --playouts 150000 --threads 2 --seed 99
--resign-threshold 0 --rules chinese`) is asked `reg_genmove` in each of them once, its
moves written to REFERENCE.txt under a first line naming the cut, and read back from it
on later runs with the same cut (a file without that line is of the default cut). Each ENGINE COMMAND is then asked the
same, a fresh engine a command, and the script prints how many of its moves are the
reference's, and for each command after the first how many positions only it or only
the first got right (a paired count: two settings differ by the problems they change).
With `--kept` the engine first searches (`reg_genmove`) the position two moves earlier
for the same player, so that the measured search starts from the tree it keeps, as in
a game.

With `--share` each engine is asked `cgos-genmove_analyze` instead, and the script
prints the mean share of the root's visits that went to the reference's move and how
often the most visited move is the reference's. The share changes smoothly with the
search's random choices, so it tells settings apart with far fewer runs than the count
of moves played, which a few close positions can swing either way.

A search that uses its playouts better agrees more often; at fixed playouts the count
measures the quality of each playout alone (threads, tree policy), not speed. With
one thread and a fixed seed it is the same on every run; with several threads it is not.
"""

import argparse
import json
import os
import random
import sys

from gtp_pipe import Gtp

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "gtp-scripts", "problems"))
import biggest  # noqa: E402  (the problem script's reader)


def positions(problems, count, low=8, high=30):
    """Move lists ((colour, vertex), ...) cut from the problems' `play` commands, each
    at a random length from `low` to `high`."""
    rng = random.Random(7)
    out, seen = [], set()
    for setup, _, _ in biggest.problems_of(problems):
        moves = [tuple(c.split()[1:]) for c in setup if c.startswith("play ")]
        # Too short a game to cut where asked (at the default cut: fewer than 12 moves).
        if len(moves) < low + 4:
            continue
        cut = tuple(moves[:rng.randint(low, min(high, len(moves)))])
        if cut not in seen:
            seen.add(cut)
            out.append(cut)
    return out[:count]


def cut_range(text):
    """`LO-HI` as (LO, HI), for `--cut`."""
    try:
        low, high = (int(x) for x in text.split("-"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not LO-HI")
    if not 1 <= low <= high:
        raise argparse.ArgumentTypeError(f"'{text}': want 1 <= LO <= HI")
    return low, high


def choices(command, cases, share=False, kept=False):
    """The move `reg_genmove` gives in each position; with `share`, the root's visits
    of each move by `cgos-genmove_analyze` (a dict) instead. With `kept`, a search two
    moves earlier, for the same player, leaves the tree the measured search keeps."""
    engine = Gtp(command)
    engine.ask("boardsize 9")
    engine.ask("komi 7.5")
    moves = []
    for case in cases:
        engine.ask("clear_board")
        to_move = "W" if case[-1][0] == "B" else "B"
        for k, (color, vertex) in enumerate(case):
            if kept and k == len(case) - 2:
                engine.ask(f"reg_genmove {to_move}")
            engine.ask(f"play {color} {vertex}")
        if share:
            # The analysis on the first line, the move played (`play E5`) on the last;
            # a move from the opening book comes with no visits and counts whole.
            lines = engine.ask(f"cgos-genmove_analyze {to_move}").splitlines()
            visits = {m["move"].upper(): m["visits"]
                      for m in json.loads(lines[0]).get("moves", [])}
            moves.append(visits or {lines[-1].split()[-1].upper(): 1})
        else:
            moves.append(engine.ask(f"reg_genmove {to_move}").upper())
    engine.close()
    return moves


def main():
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("reference")
    args.add_argument("reference_command")
    args.add_argument("engines", nargs="+")
    args.add_argument("--problems", default="gtp-scripts/problems/biggest.tst")
    args.add_argument("--positions", type=int, default=200)
    args.add_argument("--share", action="store_true")
    args.add_argument("--kept", action="store_true")
    args.add_argument("--cut", default="8-30", type=cut_range,
                      help="the range of move numbers to cut at, LO-HI")
    a = args.parse_args()
    low, high = a.cut
    cases = positions(a.problems, a.positions, low, high)
    header = f"# cut {low}-{high}"
    if os.path.exists(a.reference):
        lines = [line.strip() for line in open(a.reference)]
        if lines and lines[0].startswith("#"):
            written, lines = lines[0], lines[1:]
        else:
            written = "# cut 8-30"
        if written != header:
            sys.exit(f"{a.reference} holds the moves of positions '{written[2:]}', not "
                     f"'{header[2:]}': name another reference file")
        reference = lines
    else:
        reference = choices(a.reference_command, cases)
        with open(a.reference, "w") as f:
            f.write(header + "\n" + "\n".join(reference) + "\n")
    reference = reference[:len(cases)]
    first = None
    for command in a.engines:
        if a.share:
            visits = choices(command, cases, share=True, kept=a.kept)
            shares = [v.get(r, 0) / max(1, sum(v.values())) for v, r in zip(visits, reference)]
            right = [bool(v) and max(v, key=v.get) == r for v, r in zip(visits, reference)]
            print(f"share {sum(shares) / len(shares):.4f}, most visited {sum(right)} of "
                  f"{len(right)}: {command}", flush=True)
            continue
        right = [m == r for m, r in zip(choices(command, cases, kept=a.kept), reference)]
        line = f"{sum(right)} of {len(right)}: {command}"
        if first is None:
            first = right
        else:
            only_first = sum(f and not r for f, r in zip(first, right))
            only_this = sum(r and not f for f, r in zip(first, right))
            line += f" (only this {only_this}, only the first {only_first})"
        print(line, flush=True)


if __name__ == "__main__":
    main()
