#!/usr/bin/env python3
"""Life next to a seki: does an engine find strong players' saving moves there?

    scripts/seki-check.py GAMES.zip PROBLEMS.jsonl "ENGINE COMMAND" [--games N]
        [--min-moves 280] [--gnugo CMD] [--komi 6.5] [--show]

GAMES.zip is one month of the Tygem games (`../shared/data/tygem/`). The problems are
built once, with GNU Go (`--gnugo`, by default `/usr/games/gnugo --mode gtp
--chinese-rules`) as the judge, and written to PROBLEMS.jsonl, which later runs read
back (building took about 25 minutes for 200 games, beside two matches):

1. the first N games of the month (file order) of at least `--min-moves` moves, long
   enough to have been played out, are replayed, and GNU Go names the stones in seki
   at the end (`final_status_list seki`);
2. in each game with a seki, every move next to it (within two points of a seki stone)
   by a player who owns seki stones already on the board is a problem when, by GNU
   Go's `dragon_status` of that player's stone, the group was critical before the
   move and alive after it: the player saved a group that was to end in a seki, and
   the answer is the move played. GNU Go's own defence point is kept beside it.

ENGINE COMMAND (for example `target/release/ttgo --playouts 20000 --seed 1 --rules
chinese`, or Pachi's, which is run in the current directory, where it finds its
pattern files) is asked `genmove` in each problem's position, a fresh engine a problem.
Prints how often it played the move played in the game and GNU Go's defence point, and its
mean time a `genmove`; with `--show` each problem's answer too.
"""

import argparse
import json
import os
import sys
import time

from gtp_pipe import LETTERS, GNUGO, Gtp, records


def near(a, b, distance=2):
    """Are two points within `distance` steps of each other?"""
    (x1, y1), (x2, y2) = [(LETTERS.index(v[0]), int(v[1:])) for v in (a, b)]
    return abs(x1 - x2) + abs(y1 - y2) <= distance


def colour_of(gnugo, vertex):
    """"B", "W" or "" (empty) at `vertex`."""
    return {"black": "B", "white": "W"}.get(gnugo.ask(f"color {vertex}"), "")


def problems_of(gnugo, game_id, moves, komi):
    """The problems of one game (above), or none when it ends without a seki."""
    try:
        gnugo.set_up(moves, komi)
    except RuntimeError:
        return []  # a record GNU Go finds illegal
    seki = gnugo.ask("final_status_list seki").split()
    owner = {s: colour_of(gnugo, s) for s in seki}
    found = []
    for k in range(len(moves) - 1, 0, -1):
        colour, point = moves[k].split()
        if point == "pass" or not any(near(point, s) for s in seki):
            continue
        gnugo.set_up(moves[:k], komi)
        mine = [s for s in seki if owner[s] == colour and colour_of(gnugo, s) == colour]
        if not mine:
            continue
        before = gnugo.ask(f"dragon_status {mine[0]}")
        if not before.startswith("critical"):
            continue
        gnugo.ask(f"play {colour} {point}")
        if gnugo.ask(f"dragon_status {mine[0]}").startswith("alive"):
            found.append({"game": game_id, "move": k, "colour": colour, "answer": point,
                          "defence": before.split()[2], "stone": mine[0]})
    return found


def build(zip_path, games, min_moves, gnugo_cmd, komi, path):
    """Find the problems of the first `games` long games and write them to `path`, one
    JSON object a line."""
    gnugo = Gtp(gnugo_cmd)
    taken = 0
    started = time.time()
    with open(path + ".part", "w") as out:
        for game_id, moves in records(zip_path):
            if taken >= games:
                break
            if len(moves) < min_moves:
                continue
            taken += 1
            for problem in problems_of(gnugo, game_id, moves, komi):
                out.write(json.dumps(problem) + "\n")
            print(f"{taken} games, {time.time() - started:.0f} s", file=sys.stderr, flush=True)
    gnugo.close()
    os.rename(path + ".part", path)


def main():
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("games")
    args.add_argument("problems")
    args.add_argument("engine")
    args.add_argument("--games", dest="n", type=int, default=200)
    args.add_argument("--min-moves", type=int, default=280)
    args.add_argument("--komi", type=float, default=6.5)
    args.add_argument("--gnugo", default=GNUGO)
    args.add_argument("--show", action="store_true")
    a = args.parse_args()
    if not os.path.exists(a.problems):
        build(a.games, a.n, a.min_moves, a.gnugo, a.komi, a.problems)
    problems = [json.loads(line) for line in open(a.problems)]
    wanted = {p["game"] for p in problems}
    games = {g: moves for g, moves in records(a.games) if g in wanted}
    played = defended = 0
    thinking = 0.0
    for p in problems:
        engine = Gtp(a.engine)
        engine.set_up(games[p["game"]][:p["move"]], a.komi)
        asked = time.time()
        move = engine.ask(f"genmove {p['colour']}").upper()
        thinking += time.time() - asked
        engine.close()
        played += move == p["answer"]
        defended += move == p["defence"]
        if a.show:
            print(f"{p['game']} move {p['move'] + 1}, {p['colour']}: played {p['answer']}, "
                  f"GNU Go {p['defence']}, engine {move}")
    n = len(problems)
    print(f"{n} problems: the move played {played} ({100 * played / max(n, 1):.1f}%), "
          f"GNU Go's defence point {defended} ({100 * defended / max(n, 1):.1f}%); "
          f"{thinking / max(n, 1):.1f} s a move")


if __name__ == "__main__":
    main()
