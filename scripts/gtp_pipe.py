"""Shared by the check scripts: a GTP engine on pipes, and the Tygem game records.

The records (`../shared/data/tygem/*.zip`) hold one text file of one game a line,
`<id> TAB ;B[pd];W[dp];...`, SGF points (column then row from the top-left, `[]` a pass)
on a 19x19 board.
"""

import subprocess
import zipfile

LETTERS = "ABCDEFGHJKLMNOPQRST"

# The judge both checks ask by default.
GNUGO = "/usr/games/gnugo --mode gtp --chinese-rules"


class Gtp:
    """A GTP engine on pipes."""

    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True, bufsize=1)

    def ask(self, command):
        self.p.stdin.write(command + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line == "":
                raise RuntimeError(f"the engine stopped at {command}")
            if line.strip() == "":
                if lines:
                    break
                continue
            lines.append(line.rstrip("\n"))
        text = "\n".join(lines)
        if text.startswith("?"):
            raise RuntimeError(f"{command}: {text}")
        return text[1:].strip()

    def set_up(self, moves, komi=7.5):
        """A fresh 19x19 game at `komi` with `moves` ("B Q16", ...) played."""
        for command in ("boardsize 19", "clear_board", f"komi {komi}"):
            self.ask(command)
        for move in moves:
            self.ask("play " + move)

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def records(zip_path):
    """(game id, GTP moves such as "B Q16") of every game of a month, in file order."""
    archive = zipfile.ZipFile(zip_path)
    text = archive.open(archive.namelist()[0]).read().decode("utf-8", "replace")
    for line in text.splitlines():
        game_id, _, record = line.partition("\t")
        moves = []
        for m in record.split(";"):
            if not m:
                continue
            colour, point = m[0], m[2:4]
            if len(point) < 2:
                moves.append(f"{colour} pass")
            else:
                x, y = ord(point[0]) - 97, ord(point[1]) - 97
                moves.append(f"{colour} {LETTERS[x]}{19 - y}")
        yield game_id, moves
