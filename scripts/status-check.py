#!/usr/bin/env python3
"""How well ttgo's playouts judge which stones live, against GNU Go's group status.

    scripts/status-check.py GAMES.zip REFERENCE.jsonl "TTGO COMMAND" [--games N]
        [--moves 100 150 200] [--gnugo CMD]

GAMES.zip is one month of the Tygem games (`../shared/data/tygem/`, one game a line:
`<id> TAB ;B[pd];W[dp];...`). N games of at least the last move number plus 20 are drawn
(the lines shuffled with seed 7), and the position after each of the given move numbers
is taken. GNU Go (`--gnugo`, by default `/usr/games/gnugo --mode gtp --chinese-rules`)
names each position's alive and dead dragons by `dragon_status` (critical and unknown
ones left out); that takes a few seconds a position, so the answers are written to
REFERENCE.jsonl and read back from it on later runs. TTGO COMMAND (for example
`target/release/ttgo --playouts 3000 --seed 1`) is asked `ttgo-ownership` in every
position, and each stone with a status counts as judged right when its owner's sign
agrees: alive stones kept, dead ones lost.

Prints the share of dead stones judged dead, of alive ones judged alive, the mean
squared ownership error (target +1 for alive, -1 for dead, from the stone's side) and
the positions where dead stones were judged alive.
"""

import argparse
import json
import os
import random

from gtp_pipe import GNUGO, Gtp, records


def positions(zip_path, games, moves):
    """(key, GTP moves) of each position, in a fixed order."""
    lines = list(records(zip_path))
    random.seed(7)
    random.shuffle(lines)
    taken = 0
    for game_id, gtp in lines:
        if taken >= games:
            break
        if len(gtp) < max(moves) + 20:
            continue
        for k in moves:
            yield f"{game_id}:{k}", gtp[:k]
        taken += 1


def gnugo_reference(todo, path, command):
    """GNU Go's alive and dead stones of each position, from `path` or asked anew."""
    if os.path.exists(path):
        return {r["key"]: r for r in map(json.loads, open(path))}
    gnugo = Gtp(command)
    reference = {}
    with open(path, "w") as out:
        for key, moves in todo:
            gnugo.set_up(moves)
            alive, dead = [], []
            for line in gnugo.ask("dragon_status").splitlines():
                vertex, _, status = line.partition(":")
                status = status.split()[0]
                if status in ("alive", "dead"):
                    stones = gnugo.ask("dragon_stones " + vertex.strip()).split()
                    (alive if status == "alive" else dead).extend(stones)
            black = sorted(gnugo.ask("list_stones black").split())
            r = {"key": key, "alive": alive, "dead": dead, "black": black}
            out.write(json.dumps(r) + "\n")
            out.flush()
            reference[key] = r
    return reference


def main():
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("games")
    args.add_argument("reference")
    args.add_argument("ttgo")
    args.add_argument("--games", dest="n", type=int, default=100)
    args.add_argument("--moves", type=int, nargs="+", default=[100, 150, 200])
    args.add_argument("--gnugo", default=GNUGO)
    a = args.parse_args()
    todo = list(positions(a.games, a.n, a.moves))
    reference = gnugo_reference(todo, a.reference, a.gnugo)
    ttgo = Gtp(a.ttgo)
    right = {"alive": 0, "dead": 0}
    total = {"alive": 0, "dead": 0}
    error, stones, missed = 0.0, 0, []
    for key, moves in todo:
        r = reference[key]
        ttgo.set_up(moves)
        words = ttgo.ask("ttgo-ownership").split()[1:]
        owner = {words[i]: float(words[i + 1]) for i in range(0, len(words), 2)}
        black = set(r["black"])
        lost = 0
        for status in ("alive", "dead"):
            target = 1 if status == "alive" else -1
            for v in r[status]:
                kept = owner[v] if v in black else -owner[v]  # > 0: the stone stays
                total[status] += 1
                right[status] += kept * target > 0
                lost += status == "dead" and kept >= 0
                error += (kept - target) ** 2
                stones += 1
        if lost:
            missed.append((key, lost, len(r["dead"])))
    for status in ("dead", "alive"):
        print(f"{status} judged {status}: {right[status]} of {total[status]} "
              f"({100 * right[status] / max(total[status], 1):.1f}%)")
    print(f"mean squared ownership error {error / max(stones, 1):.3f}")
    for key, lost, dead in missed:
        print(f"  {key}: {lost} of {dead} dead stones judged alive")


if __name__ == "__main__":
    main()
