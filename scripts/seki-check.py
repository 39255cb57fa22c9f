#!/usr/bin/env python3
"""Life next to a seki: does an engine find strong players' saving moves there?

    scripts/seki-check.py GAMES.zip PROBLEMS.jsonl "ENGINE COMMAND" [--kind save|kill]
        [--games N] [--min-moves 280] [--gnugo CMD] [--komi 6.5] [--show]

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

With `--kind kill` the problems are the other side of the same seki: refusing a seki
where a kill or a ko is better. In the same games, every move of the last 60 next to a
seki by the opponent of a seki stone's owner gives a position (the move's player to move)
in which GNU Go's owl reading (`owl_attack`, `owl_defend` of that stone) says the group
can be killed, outright or by a ko, and lives if its owner moves first. The owl reading
calls a seki "not alive", so that is not enough: the position is a problem only when GNU
Go, playing both sides after its own attack point until two passes, takes the group or
calls it dead at the end (at most three such play-outs a game, the latest positions
first). The game went on to a seki all the same, whether the strong player chose the
attack point or not. An engine's move, and the move played, are judged the same way:
"dead", "seki" or "alive" at the end of GNU Go's play-out after it. The problems go to
their own file (PROBLEMS.jsonl names it); building them took 4-6 minutes for 200 games.

ENGINE COMMAND (for example `target/release/ttgo --playouts 20000 --seed 1 --rules
chinese`, or Pachi's, which is run in the current directory, where it finds its
pattern files) is asked `genmove` in each problem's position, a fresh engine a problem.
Prints how often it played the move played in the game and GNU Go's defence point (for
kills: how often its move, and the move played, killed, left a seki or let the group
live, and how often it was GNU Go's attack point), and its mean time a `genmove`; with
`--show` each problem's answer too.
"""

import argparse
import json
import os
import sys
import time
from collections import Counter

from gtp_pipe import LETTERS, GNUGO, Gtp, records


def near(a, b, distance=2):
    """Are two points within `distance` steps of each other?"""
    (x1, y1), (x2, y2) = [(LETTERS.index(v[0]), int(v[1:])) for v in (a, b)]
    return abs(x1 - x2) + abs(y1 - y2) <= distance


def colour_of(gnugo, vertex):
    """"B", "W" or "" (empty) at `vertex`."""
    return {"black": "B", "white": "W"}.get(gnugo.ask(f"color {vertex}"), "")


def saving_problems_of(gnugo, game_id, moves, komi):
    """The saving problems of one game (above), or none when it ends without a seki."""
    seki, owner = seki_of(gnugo, moves, komi)
    found = []
    for k, colour, point in moves_next_to(gnugo, seki, moves, komi):
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


# Kill problems come from a game's last KILL_WINDOW moves, and at most KILL_TRIES of its
# positions are played out (the latest first): GNU Go plays out a position in tens of seconds.
KILL_WINDOW = 60
KILL_TRIES = 3


def killing_problems_of(gnugo, game_id, moves, komi):
    """The kill problems of one game (`--kind kill`, above), or none when it ends
    without a seki."""
    seki, owner = seki_of(gnugo, moves, komi)
    found = []
    tries = 0
    for k, colour, point in moves_next_to(gnugo, seki, moves, komi):
        # Only the game's last moves: earlier, a group that will end in a seki is most
        # often just weak. And the play-outs below are slow: a few a game.
        if k < len(moves) - KILL_WINDOW or tries == KILL_TRIES:
            break
        theirs = [s for s in seki if owner[s] not in ("", colour)
                  and colour_of(gnugo, s) == owner[s]]
        if not theirs:
            continue
        stone = theirs[0]
        attack = gnugo.ask(f"owl_attack {stone}").split()
        defence = gnugo.ask(f"owl_defend {stone}").split()
        if attack[0] == "0" or defence[0] == "0":
            continue
        # The owl reading calls a seki "not alive", so its "can be killed" may mean only
        # the seki the game went on to: the attack point must kill when GNU Go plays the
        # game out after it.
        tries += 1
        if played_out(gnugo, moves[:k], f"{colour} {attack[1]}", stone, komi) != "dead":
            continue
        found.append({"game": game_id, "move": k, "colour": colour, "played": point,
                      "attack": attack[1], "ko": attack[0] != "1", "stone": stone})
    return found


def played_out(gnugo, moves, move, stone, komi, limit=200):
    """The end of `stone`'s group ("dead", "seki" or "alive") when GNU Go plays both
    sides after `moves` and `move`, up to two passes in a row (or `limit` moves): "dead"
    if it was taken on the way, else GNU Go's `final_status` of it at the end."""
    gnugo.set_up(moves, komi)
    owner = colour_of(gnugo, stone)
    gnugo.ask(f"play {move}")
    colour = move.split()[0]
    passes = 0
    for _ in range(limit):
        if colour_of(gnugo, stone) != owner or passes == 2:
            break
        colour = "W" if colour == "B" else "B"
        answer = gnugo.ask(f"genmove {colour}").upper()
        passes = 2 if answer == "RESIGN" else passes + 1 if answer == "PASS" else 0
    if colour_of(gnugo, stone) != owner:
        return "dead"
    return gnugo.ask(f"final_status {stone}").split()[0]


def moves_next_to(gnugo, seki, moves, komi):
    """(index, colour, point) of every move of the game within two points of a seki
    stone, last first, with GNU Go set up at the position before it."""
    for k in range(len(moves) - 1, 0, -1):
        colour, point = moves[k].split()
        if point != "pass" and any(near(point, s) for s in seki):
            gnugo.set_up(moves[:k], komi)
            yield k, colour, point


def seki_of(gnugo, moves, komi):
    """The stones in seki at the end of a game, and each one's colour ("B" or "W")."""
    gnugo.set_up(moves, komi)
    seki = gnugo.ask("final_status_list seki").split()
    return seki, {s: colour_of(gnugo, s) for s in seki}


def build(zip_path, games, min_moves, gnugo_cmd, komi, path, problems_of):
    """Find the problems (by `problems_of`) of the first `games` long games and write them
    to `path`, one JSON object a line."""
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
            try:
                found = problems_of(gnugo, game_id, moves, komi)
            except RuntimeError:
                # A record GNU Go finds illegal, or GNU Go 3.8 crashed: a fresh one.
                found = []
                gnugo.p.kill()
                gnugo = Gtp(gnugo_cmd)
            for problem in found:
                out.write(json.dumps(problem) + "\n")
            out.flush()
            print(f"{taken} games, {time.time() - started:.0f} s", file=sys.stderr, flush=True)
    gnugo.close()
    os.rename(path + ".part", path)


def ask_engine(command, moves, colour, komi):
    """A fresh engine's `genmove` for `colour` after `moves`, and the seconds it took."""
    engine = Gtp(command)
    engine.set_up(moves, komi)
    asked = time.time()
    move = engine.ask(f"genmove {colour}").upper()
    took = time.time() - asked
    engine.close()
    return move, took


def score_saves(problems, games, a):
    """How often the engine played the move played and GNU Go's defence point."""
    played = defended = 0
    thinking = 0.0
    for p in problems:
        move, took = ask_engine(a.engine, games[p["game"]][:p["move"]], p["colour"], a.komi)
        thinking += took
        played += move == p["answer"]
        defended += move == p["defence"]
        if a.show:
            print(f"{p['game']} move {p['move'] + 1}, {p['colour']}: played {p['answer']}, "
                  f"GNU Go {p['defence']}, engine {move}")
    n = max(len(problems), 1)
    print(f"{len(problems)} problems: the move played {played} ({100 * played / n:.1f}%), "
          f"GNU Go's defence point {defended} ({100 * defended / n:.1f}%); "
          f"{thinking / n:.1f} s a move")


def score_kills(problems, games, a):
    """How often the engine's move killed (the group dead when GNU Go plays the game out
    after it, as after GNU Go's attack point), left a seki or let the group live, and
    how often it was GNU Go's attack point; and the same for the move played."""
    gnugo = Gtp(a.gnugo)
    ends, played_ends = Counter(), Counter()
    attacked = 0
    thinking = 0.0
    for p in problems:
        moves = games[p["game"]][:p["move"]]

        def end_after(move):
            # The attack point was played out when the problem was built: it kills.
            if move == p["attack"]:
                return "dead"
            if move == "RESIGN":
                return "resigned"
            return played_out(gnugo, moves, f"{p['colour']} {move}", p["stone"], a.komi)

        move, took = ask_engine(a.engine, moves, p["colour"], a.komi)
        thinking += took
        end, played = end_after(move), end_after(p["played"])
        ends[end] += 1
        played_ends[played] += 1
        attacked += move == p["attack"]
        if a.show:
            print(f"{p['game']} move {p['move'] + 1}, {p['colour']}: played {p['played']} "
                  f"({played}), GNU Go {p['attack']}{' (ko)' if p['ko'] else ''}, "
                  f"engine {move}: {end}")
    gnugo.close()
    n = max(len(problems), 1)
    print(f"{len(problems)} problems: killed {ends['dead']} ({100 * ends['dead'] / n:.1f}%), "
          f"seki {ends['seki']}, alive {ends['alive']}, resigned {ends['resigned']}; "
          f"GNU Go's attack point {attacked} ({100 * attacked / n:.1f}%); "
          f"{thinking / n:.1f} s a move; the move played: killed {played_ends['dead']}, "
          f"seki {played_ends['seki']}, alive {played_ends['alive']}")


def main():
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("games")
    args.add_argument("problems")
    args.add_argument("engine")
    args.add_argument("--kind", choices=["save", "kill"], default="save")
    args.add_argument("--games", dest="n", type=int, default=200)
    args.add_argument("--min-moves", type=int, default=280)
    args.add_argument("--komi", type=float, default=6.5)
    args.add_argument("--gnugo", default=GNUGO)
    args.add_argument("--show", action="store_true")
    a = args.parse_args()
    kind = {"save": (saving_problems_of, score_saves), "kill": (killing_problems_of, score_kills)}
    problems_of, score = kind[a.kind]
    if not os.path.exists(a.problems):
        build(a.games, a.n, a.min_moves, a.gnugo, a.komi, a.problems, problems_of)
    problems = [json.loads(line) for line in open(a.problems)]
    wanted = {p["game"] for p in problems}
    games = {g: moves for g, moves in records(a.games) if g in wanted}
    score(problems, games, a)


if __name__ == "__main__":
    main()
