#!/usr/bin/env python3
"""The biggest-move problems: build them from finished 9x9 games, and score an engine.

build: for every position from move --first on of each SGF record (no handicap or
setup stones), GNU Go 3.8 (level 10, Chinese rules) values the moves of the player to
move (`top_moves_black` / `top_moves_white`, in points). A position becomes a problem
when its best move is worth --min points or more, at least --gap points more than the
next, and the next at most --ratio of it: one move is clearly the biggest. The problems
are written as a gogui-regress script: each sets the position up by `play` commands and
expects the biggest move from `reg_genmove`.

    biggest.py build OUT.tst GAMES.sgf ... [--first 30 --min 3 --gap 3 --ratio 0.6
                                           --every 1]

With --every K only every K-th problem found is written (the first, the K+1-th, ...).

score: run the script's problems through an engine (GTP on stdin/stdout; ttgo with -v,
whose log line of each move gives the mover's win rate, or none when it did not search)
and count the biggest moves it chose: in all, and where the search saw the game as
decided (a win rate at or above --decided, or at or below 1 - --decided), open, or did
not search at all.

    biggest.py score PROBLEMS.tst "ttgo -v --playouts 20000 --seed 1" [--decided 0.9]

score runs the engine command exactly as given: the script's first line (`# ttgo-args:`)
is read by gogui-regress.sh only, so give its flags in the command to score the same way.
"""
import argparse
import re
import subprocess
import sys

LETTERS = "ABCDEFGHJKLMNOPQRST"


def moves_of(sgf):
    size = int(re.search(r"SZ\[(\d+)\]", sgf).group(1))
    komi = float(re.search(r"KM\[([-\d.]+)\]", sgf).group(1))
    if re.search(r"\bA[BW]\[", sgf) or re.search(r"HA\[[1-9]", sgf):
        return size, komi, None
    moves = []
    for color, point in re.findall(r";([BW])\[([a-t]{0,2})\]", sgf):
        if point in ("", "tt"):
            moves.append((color, "pass"))
        else:
            col, row = ord(point[0]) - 97, ord(point[1]) - 97
            moves.append((color, f"{LETTERS[col]}{size - row}"))
    return size, komi, moves


class Gtp:
    def __init__(self, command, stderr=None):
        self.p = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=stderr, text=True)

    def ask(self, *commands):
        """Send the commands at once; the answer to the last (each must succeed)."""
        self.p.stdin.write("".join(c + "\n" for c in commands))
        self.p.stdin.flush()
        for cmd in commands:
            lines = []
            while True:
                line = self.p.stdout.readline()
                if line == "":
                    raise RuntimeError(f"{cmd}: the engine closed its output")
                if line.strip() == "" and lines:
                    break
                if line.strip():
                    lines.append(line.strip())
            text = " ".join(lines)
            if not text.startswith("="):
                raise RuntimeError(f"{cmd}: {text}")
        return re.sub(r"^=\d*", "", text).strip()

    def close(self):
        self.ask("quit")
        self.p.wait()


def build(args):
    problems = []
    gtp = Gtp("/usr/games/gnugo --mode gtp --level 10 --chinese-rules")
    for path in sorted(args.games):
        size, komi, moves = moves_of(open(path).read())
        if moves is None or size != 9:
            continue
        gtp.ask(f"boardsize {size}", "clear_board", f"komi {komi}")
        for n, (color, vertex) in enumerate(moves):
            gtp.ask(f"play {color} {vertex}")
            if n + 1 < args.first or n + 1 == len(moves):
                continue
            to_move = "white" if color == "B" else "black"
            fields = gtp.ask(f"top_moves_{to_move}").split()
            ranked = [(fields[i], float(fields[i + 1])) for i in range(0, len(fields), 2)]
            if not ranked or ranked[0][1] < args.min:
                continue
            second = ranked[1][1] if len(ranked) > 1 else 0.0
            if ranked[0][1] - second < args.gap or second > args.ratio * ranked[0][1]:
                continue
            problems.append((path, komi, moves[: n + 1], to_move, ranked[0], second))
    gtp.close()
    write(args, problems[:: args.every])


def write(args, problems):
    with open(args.out, "w") as f:
        f.write("# ttgo-args: --playouts 20000 --seed 1 --resign-threshold 0\n")
        f.write("# The biggest move: positions of finished 9x9 games where GNU Go 3.8 (level 10)\n")
        f.write(f"# values one move at {args.min:g} points or more, at least {args.gap:g} above\n")
        f.write(f"# any other and the next at most {args.ratio:g} of it. Built by\n")
        f.write(f"# `biggest.py build` from move {args.first} on, one in {args.every} of those\n")
        f.write("# found; each problem names its record, its move number and GNU Go's two values.\n")
        for i, (path, komi, prefix, to_move, best, second) in enumerate(problems):
            name = "/".join(path.split("/")[-2:])
            f.write(f"\n# {name} move {len(prefix)}: {best[0]} {best[1]:g}, next {second:g}\n")
            f.write(f"boardsize 9\nclear_board\nkomi {komi}\n")
            for color, vertex in prefix:
                f.write(f"play {color} {vertex}\n")
            f.write(f"{i + 1} reg_genmove {to_move}\n#? [{best[0]}]\n")
    print(f"{len(problems)} problems", file=sys.stderr)


def problems_of(path):
    """(setup commands, test command, expected pattern) of each problem in a script."""
    problems, setup, test = [], [], None
    for line in open(path):
        line = line.strip()
        expected = re.match(r"#\? \[(.*)\]$", line)
        if expected and test:
            problems.append((setup, test, expected.group(1)))
            setup, test = [], None
        elif line and not line.startswith("#"):
            numbered = re.match(r"\d+ (.*)$", line)
            if numbered:
                test = numbered.group(1)
            else:
                setup.append(line)
    return problems


def score(args):
    engine = Gtp(args.engine, stderr=subprocess.PIPE)
    tally = {"decided": [0, 0], "open": [0, 0], "unsearched": [0, 0]}
    for setup, test, expected in problems_of(args.problems):
        answer = engine.ask(*setup, test)
        while True:
            err = engine.p.stderr.readline()
            if err == "":
                raise RuntimeError("the engine's log ended before its move line")
            # "move 21 B F8: B wins 54.2% ..." (the mover's rate), or no rate at all.
            line = re.search(r"\] move \d+ [BW] [^\s:]+(: [BW] wins ([\d.]+)%)?", err)
            if line:
                rate = float(line.group(2)) / 100 if line.group(1) else None
                break
        if rate is None:
            kind = "unsearched"
        elif max(rate, 1 - rate) >= args.decided:
            kind = "decided"
        else:
            kind = "open"
        hit = re.fullmatch(expected, answer, re.IGNORECASE) is not None
        tally[kind][0] += hit
        tally[kind][1] += 1
        if args.verbose:
            seen = "" if rate is None else f"mover {rate:.3f}, "
            print(f"{test}: {answer} (expected {expected}), {seen}{kind}")
    engine.close()
    hits = sum(t[0] for t in tally.values())
    total = sum(t[1] for t in tally.values())
    print(f"biggest move chosen in {hits} of {total}; "
          + ", ".join(f"{k} {t[0]} of {t[1]}" for k, t in tally.items()))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="what", required=True)
    b = sub.add_parser("build")
    b.add_argument("out")
    b.add_argument("games", nargs="+")
    b.add_argument("--first", type=int, default=30)
    b.add_argument("--min", type=float, default=3.0)
    b.add_argument("--gap", type=float, default=3.0)
    b.add_argument("--ratio", type=float, default=0.6)
    b.add_argument("--every", type=int, default=1)
    s = sub.add_parser("score")
    s.add_argument("problems")
    s.add_argument("engine")
    s.add_argument("--decided", type=float, default=0.9)
    s.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    if args.what == "build":
        build(args)
    else:
        score(args)


if __name__ == "__main__":
    main()
