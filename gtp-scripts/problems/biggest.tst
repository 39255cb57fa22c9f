# ttgo-args: --playouts 20000 --seed 1 --resign-threshold 0
# The biggest move: positions of finished 9x9 games where GNU Go 3.8 (level 10)
# values one move at 3 points or more, at least 3 above
# any other and the next at most 0.6 of it. Built by
# `biggest.py build` from move 30 on, one in 4 of those
# found; each problem names its record, its move number and GNU Go's two values.

# g9new/game-0001.sgf move 32: F3 57.95, next 33.52
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W C7
play B C5
play W B5
play B C6
play W B6
play B D7
play W G3
play B G5
play W H4
play B H5
play W F2
play B B7
play W C8
play B B8
play W D8
play B E7
play W E8
play B B3
play W B4
play B C3
play W D4
play B D3
play W B9
play B H2
play W E4
play B F4
play W F7
play B D5
play W F6
1 reg_genmove black
#? [F3]

# g9new/game-0001.sgf move 45: A7 22.26, next 0
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W C7
play B C5
play W B5
play B C6
play W B6
play B D7
play W G3
play B G5
play W H4
play B H5
play W F2
play B B7
play W C8
play B B8
play W D8
play B E7
play W E8
play B B3
play W B4
play B C3
play W D4
play B D3
play W B9
play B H2
play W E4
play B F4
play W F7
play B D5
play W F6
play B F5
play W A8
play B J4
play W H7
play B A4
play W F3
play B E6
play W D1
play B E2
play W H3
play B J3
play W G6
play B A5
2 reg_genmove white
#? [A7]

# g9new/game-0003.sgf move 36: C9 7.74, next 3.2
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B C6
play W B6
play B D6
play W B4
play B B7
play W G7
play B G5
play W H5
play B H4
play W H6
play B D3
play W G4
play B G3
play W A5
play B B3
play W F4
play B E4
play W H3
play B F3
play W J4
play B C8
play W F5
play B C3
play W H2
play B G2
play W F6
play B H1
play W F8
play B E7
play W D8
play B E8
play W E9
play B D7
play W D9
3 reg_genmove black
#? [C9]

# g9new/game-0004.sgf move 32: J3 11.89, next 6.51
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G6
play W F6
play B F5
play W G7
play B H6
play W G4
play B F7
play W E6
play B E7
play W D6
play B H7
play W G8
play B H8
play W D5
play B E4
play W D4
play B C3
play W E3
play B B5
play W B6
play B A6
play W B4
play B C5
play W C4
play B C6
play W D7
play B E8
play W D8
play B F8
play W E2
4 reg_genmove black
#? [J3]

# g9new/game-0004.sgf move 39: D1 14.16, next 7.92
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G6
play W F6
play B F5
play W G7
play B H6
play W G4
play B F7
play W E6
play B E7
play W D6
play B H7
play W G8
play B H8
play W D5
play B E4
play W D4
play B C3
play W E3
play B B5
play W B6
play B A6
play W B4
play B C5
play W C4
play B C6
play W D7
play B E8
play W D8
play B F8
play W E2
play B J3
play W A4
play B G2
play W B7
play B F2
play W F3
play B E1
5 reg_genmove white
#? [D1]

# g9new/game-0004.sgf move 46: G1 6.72, next 2.09
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G6
play W F6
play B F5
play W G7
play B H6
play W G4
play B F7
play W E6
play B E7
play W D6
play B H7
play W G8
play B H8
play W D5
play B E4
play W D4
play B C3
play W E3
play B B5
play W B6
play B A6
play W B4
play B C5
play W C4
play B C6
play W D7
play B E8
play W D8
play B F8
play W E2
play B J3
play W A4
play B G2
play W B7
play B F2
play W F3
play B E1
play W D1
play B E9
play W D9
play B G9
play W C7
play B H3
play W F1
6 reg_genmove black
#? [G1]

# g9new/game-0005.sgf move 37: H9 6.03, next 2.32
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B D3
play W C3
play B D4
play W C6
play B E7
play W G3
play B G5
play W E2
play B D2
play W D1
play B C2
play W G2
play B B3
play W B4
play B H4
play W H3
play B C8
play W B2
play B B1
play W E1
play B A2
play W F4
play B D8
play W F5
play B F6
play W G6
play B G7
play W H6
play B B7
play W H7
play B G8
play W H8
play B F8
play W G9
play B F9
7 reg_genmove white
#? [H9]

# g9new/game-0006.sgf move 39: E8 7.62, next 2.28
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B C5
play W F3
play B G6
play W F6
play B F5
play W G7
play B H6
play W H7
play B G4
play W H5
play B G3
play W E2
play B E6
play W F7
play B C2
play W C3
play B B3
play W C4
play B B4
play W D2
play B D3
play W D4
play B E4
play W G2
play B H4
play W J6
play B E3
play W B2
play B D5
play W H2
play B D8
play W C1
play B J4
play W C3
play B A2
play W F2
play B F4
8 reg_genmove white
#? [E8]

# g9new/game-0007.sgf move 44: H3 8.67, next 2.09
boardsize 9
clear_board
komi 7.5
play B E5
play W D5
play B D6
play W E6
play B F4
play W E7
play B D7
play W C5
play B E8
play W F8
play B C8
play W G6
play B F7
play W F6
play B G7
play W H7
play B E3
play W E9
play B D8
play W F9
play B D9
play W G8
play B C3
play W C6
play B B7
play W B9
play B B6
play W B5
play B B4
play W A6
play B A7
play W A5
play B B8
play W A9
play B D4
play W H4
play B F2
play W H2
play B E2
play W G2
play B G3
play W F5
play B E4
play W G4
9 reg_genmove black
#? [H3]

# g9new/game-0008.sgf move 32: A4 6.01, next 2.61
boardsize 9
clear_board
komi 7.5
play B F5
play W D5
play B D6
play W C6
play B E6
play W C7
play B E3
play W D3
play B E2
play W E4
play B F4
play W E8
play B D2
play W F7
play B C3
play W G6
play B H5
play W G5
play B H4
play W G4
play B G3
play W H6
play B C5
play W B5
play B C4
play W B4
play B B3
play W H3
play B H2
play W J5
play B J3
play W B6
10 reg_genmove black
#? [A4]

# g9new/game-0008.sgf move 43: J6 6.02, next 0
boardsize 9
clear_board
komi 7.5
play B F5
play W D5
play B D6
play W C6
play B E6
play W C7
play B E3
play W D3
play B E2
play W E4
play B F4
play W E8
play B D2
play W F7
play B C3
play W G6
play B H5
play W G5
play B H4
play W G4
play B G3
play W H6
play B C5
play W B5
play B C4
play W B4
play B B3
play W H3
play B H2
play W J5
play B J3
play W B6
play B A4
play W F6
play B A5
play W A6
play B A3
play W D7
play B D4
play W E7
play B E5
play W G8
play B J4
11 reg_genmove white
#? [J6]

# g9new/game-0009.sgf move 34: G9 3.38, next 0.14
boardsize 9
clear_board
komi 7.5
play B D6
play W G3
play B F5
play W D3
play B F3
play W F2
play B E3
play W E2
play B D4
play W C4
play B C3
play W D2
play B C5
play W E4
play B B4
play W F4
play B G7
play W G5
play B G6
play W H5
play B E5
play W J8
play B H8
play W J7
play B B2
play W C2
play B C8
play W B1
play B H6
play W J6
play B A2
play W H7
play B G8
play W H9
12 reg_genmove black
#? [G9]

# g9new/game-0011.sgf move 31: G9 8.02, next 0
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D6
play B E6
play W D7
play B E7
play W G7
play B C5
play W D5
play B D4
play W B4
play B F8
play W G3
play B G5
play W H4
play B B6
play W D8
play B B8
play W H5
play B C3
play W G8
play B E8
play W F4
play B E4
play W F2
play B D2
play W F5
play B C7
play W F9
play B E9
13 reg_genmove white
#? [G9]

# g9new/game-0013.sgf move 38: A3 13.28, next 2.17
boardsize 9
clear_board
komi 7.5
play B F6
play W D6
play B E5
play W C3
play B D5
play W F3
play B D3
play W D2
play B C4
play W B3
play B E2
play W E3
play B D4
play W C2
play B B4
play W C6
play B F2
play W G3
play B G2
play W H2
play B H1
play W H4
play B H6
play W E7
play B F7
play W A4
play B A5
play W D8
play B J2
play W H3
play B B8
play W B6
play B F8
play W B7
play B C8
play W C9
play B B9
play W D9
14 reg_genmove black
#? [A3]

# g9new/game-0013.sgf move 43: E1 8.22, next 4.38
boardsize 9
clear_board
komi 7.5
play B F6
play W D6
play B E5
play W C3
play B D5
play W F3
play B D3
play W D2
play B C4
play W B3
play B E2
play W E3
play B D4
play W C2
play B B4
play W C6
play B F2
play W G3
play B G2
play W H2
play B H1
play W H4
play B H6
play W E7
play B F7
play W A4
play B A5
play W D8
play B J2
play W H3
play B B8
play W B6
play B F8
play W B7
play B C8
play W C9
play B B9
play W D9
play B E6
play W E8
play B G1
play W A3
play B B5
15 reg_genmove white
#? [E1]

# g9new/game-0013.sgf move 50: H8 51.42, next 0
boardsize 9
clear_board
komi 7.5
play B F6
play W D6
play B E5
play W C3
play B D5
play W F3
play B D3
play W D2
play B C4
play W B3
play B E2
play W E3
play B D4
play W C2
play B B4
play W C6
play B F2
play W G3
play B G2
play W H2
play B H1
play W H4
play B H6
play W E7
play B F7
play W A4
play B A5
play W D8
play B J2
play W H3
play B B8
play W B6
play B F8
play W B7
play B C8
play W C9
play B B9
play W D9
play B E6
play W E8
play B G1
play W A3
play B B5
play W E1
play B C7
play W D7
play B J3
play W F9
play B J5
play W J4
16 reg_genmove black
#? [H8]

# g9new/game-0013.sgf move 55: G5 6.69, next 3.33
boardsize 9
clear_board
komi 7.5
play B F6
play W D6
play B E5
play W C3
play B D5
play W F3
play B D3
play W D2
play B C4
play W B3
play B E2
play W E3
play B D4
play W C2
play B B4
play W C6
play B F2
play W G3
play B G2
play W H2
play B H1
play W H4
play B H6
play W E7
play B F7
play W A4
play B A5
play W D8
play B J2
play W H3
play B B8
play W B6
play B F8
play W B7
play B C8
play W C9
play B B9
play W D9
play B E6
play W E8
play B G1
play W A3
play B B5
play W E1
play B C7
play W D7
play B J3
play W F9
play B J5
play W J4
play B F4
play W H9
play B G8
play W G9
play B H8
17 reg_genmove white
#? [G5]

# g9new/game-0013.sgf move 61: A8 49.97, next 1.18
boardsize 9
clear_board
komi 7.5
play B F6
play W D6
play B E5
play W C3
play B D5
play W F3
play B D3
play W D2
play B C4
play W B3
play B E2
play W E3
play B D4
play W C2
play B B4
play W C6
play B F2
play W G3
play B G2
play W H2
play B H1
play W H4
play B H6
play W E7
play B F7
play W A4
play B A5
play W D8
play B J2
play W H3
play B B8
play W B6
play B F8
play W B7
play B C8
play W C9
play B B9
play W D9
play B E6
play W E8
play B G1
play W A3
play B B5
play W E1
play B C7
play W D7
play B J3
play W F9
play B J5
play W J4
play B F4
play W H9
play B G8
play W G9
play B H8
play W G5
play B J8
play W H5
play B J9
play W E9
play B A6
18 reg_genmove white
#? [A8]

# g9new/game-0013.sgf move 71: B8 94.52, next 0
boardsize 9
clear_board
komi 7.5
play B F6
play W D6
play B E5
play W C3
play B D5
play W F3
play B D3
play W D2
play B C4
play W B3
play B E2
play W E3
play B D4
play W C2
play B B4
play W C6
play B F2
play W G3
play B G2
play W H2
play B H1
play W H4
play B H6
play W E7
play B F7
play W A4
play B A5
play W D8
play B J2
play W H3
play B B8
play W B6
play B F8
play W B7
play B C8
play W C9
play B B9
play W D9
play B E6
play W E8
play B G1
play W A3
play B B5
play W E1
play B C7
play W D7
play B J3
play W F9
play B J5
play W J4
play B F4
play W H9
play B G8
play W G9
play B H8
play W G5
play B J8
play W H5
play B J9
play W E9
play B A6
play W A8
play B G4
play W A9
play B J6
play W G6
play B G7
play W J1
play B J2
play W D1
play B C8
19 reg_genmove white
#? [B8]

# g9new/game-0014.sgf move 41: A3 4.43, next 0
boardsize 9
clear_board
komi 7.5
play B G6
play W D5
play B F3
play W F5
play B G5
play W F4
play B G4
play W E3
play B F2
play W E8
play B C1
play W C3
play B G8
play W C8
play B F6
play W E6
play B E2
play W D3
play B B2
play W B3
play B F8
play W A2
play B E7
play W D7
play B E9
play W F7
play B G7
play W D9
play B C2
play W D2
play B D1
play W A1
play B F9
play W pass
play B E7
play W D8
play B F7
play W pass
play B E1
play W pass
play B B1
20 reg_genmove white
#? [A3]

# g9new/game-0016.sgf move 35: D8 19.04, next 8.2
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G7
play W F6
play B F7
play W E6
play B E7
play W D6
play B C8
play W D3
play B G3
play W F4
play B F3
play W E3
play B E2
play W D2
play B F1
play W H4
play B B6
play W H2
play B B4
play W H3
play B B2
play W C5
play B H6
play W C7
play B B8
play W C2
play B C4
play W D4
play B C6
play W D5
play B B3
play W D7
play B B5
21 reg_genmove white
#? [D8]

# g9new/game-0018.sgf move 32: G8 8.31, next 3.47
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F3
play W F4
play B G4
play W G3
play B E3
play W E4
play B H3
play W G2
play B H2
play W G5
play B H4
play W D6
play B F5
play W D3
play B F1
play W D8
play B E2
play W D2
play B D1
play W C1
play B C2
play W E1
play B G1
play W F2
play B H1
play W B7
play B H6
play W B5
play B G7
play W F8
22 reg_genmove black
#? [G8]

# g9new/game-0018.sgf move 43: D5 7.83, next 0
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F3
play W F4
play B G4
play W G3
play B E3
play W E4
play B H3
play W G2
play B H2
play W G5
play B H4
play W D6
play B F5
play W D3
play B F1
play W D8
play B E2
play W D2
play B D1
play W C1
play B C2
play W E1
play B G1
play W F2
play B H1
play W B7
play B H6
play W B5
play B G7
play W F8
play B G8
play W C7
play B F9
play W E9
play B G9
play W F7
play B E7
play W E8
play B E6
play W D7
play B E5
23 reg_genmove white
#? [D5]

# p9/game-0001.sgf move 34: E3 124.52, next 39.73
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B E7
play W G4
play B F3
play W G3
play B E2
play W E4
play B F4
play W F5
play B F6
play W G5
play B D4
play W D6
play B E6
play W D7
play B H6
play W G6
play B C8
play W D8
play B E8
play W H7
play B D9
play W B8
play B C7
play W B7
play B B4
play W C4
play B B5
play W B6
play B B3
play W C3
play B C2
play W D3
24 reg_genmove black
#? [E3]

# p9/game-0001.sgf move 40: E9 72.61, next 16.61
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B E7
play W G4
play B F3
play W G3
play B E2
play W E4
play B F4
play W F5
play B F6
play W G5
play B D4
play W D6
play B E6
play W D7
play B H6
play W G6
play B C8
play W D8
play B E8
play W H7
play B D9
play W B8
play B C7
play W B7
play B B4
play W C4
play B B5
play W B6
play B B3
play W C3
play B C2
play W D3
play B E3
play W D2
play B B2
play W B9
play B C9
play W C6
25 reg_genmove black
#? [E9]

# p9/game-0001.sgf move 55: G8 67.08, next 39.35
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B E7
play W G4
play B F3
play W G3
play B E2
play W E4
play B F4
play W F5
play B F6
play W G5
play B D4
play W D6
play B E6
play W D7
play B H6
play W G6
play B C8
play W D8
play B E8
play W H7
play B D9
play W B8
play B C7
play W B7
play B B4
play W C4
play B B5
play W B6
play B B3
play W C3
play B C2
play W D3
play B E3
play W D2
play B B2
play W B9
play B C9
play W C6
play B E9
play W A8
play B A6
play W E1
play B F1
play W D1
play B G2
play W H2
play B H1
play W J2
play B A5
play W F7
play B F8
play W J1
play B F2
26 reg_genmove white
#? [G8]

# p9/game-0004.sgf move 39: H9 34.85, next 0
boardsize 9
clear_board
komi 7.5
play B F7
play W E6
play B E7
play W D6
play B D7
play W F6
play B G6
play W G5
play B C6
play W G7
play B H6
play W H5
play B H7
play W C5
play B D2
play W C7
play B B6
play W B5
play B B7
play W C8
play B B8
play W G8
play B H8
play W F2
play B B3
play W C3
play B C2
play W B4
play B B2
play W D3
play B E2
play W E3
play B F1
play W E1
play B D1
play W G2
play B B1
play W F8
play B D8
27 reg_genmove white
#? [H9]

# p9/game-0005.sgf move 39: E8 65.99, next 34.52
boardsize 9
clear_board
komi 7.5
play B E5
play W F7
play B G6
play W F6
play B F5
play W G5
play B G4
play W H5
play B D7
play W H6
play B C4
play W C3
play B D3
play W B4
play B B3
play W C2
play B G7
play W G8
play B H7
play W H8
play B B2
play W D2
play B E3
play W E2
play B J7
play W F3
play B G2
play W C5
play B A4
play W B5
play B A5
play W A6
play B B6
play W A3
play B D4
play W D5
play B E6
play W E7
play B F8
28 reg_genmove white
#? [E8]

# p9/game-0005.sgf move 49: A8 51.78, next 30.27
boardsize 9
clear_board
komi 7.5
play B E5
play W F7
play B G6
play W F6
play B F5
play W G5
play B G4
play W H5
play B D7
play W H6
play B C4
play W C3
play B D3
play W B4
play B B3
play W C2
play B G7
play W G8
play B H7
play W H8
play B B2
play W D2
play B E3
play W E2
play B J7
play W F3
play B G2
play W C5
play B A4
play W B5
play B A5
play W A6
play B B6
play W A3
play B D4
play W D5
play B E6
play W E7
play B F8
play W E8
play B D8
play W F9
play B E9
play W D9
play B C9
play W E4
play B E9
play W F8
play B B8
29 reg_genmove white
#? [A8]

# p9/game-0009.sgf move 37: J2 21.89, next 7.83
boardsize 9
clear_board
komi 7.5
play B E5
play W G6
play B E7
play W F7
play B F4
play W C3
play B E8
play W H4
play B H3
play W G3
play B H5
play W G4
play B G5
play W F6
play B F3
play W G2
play B F5
play W C5
play B F2
play W C7
play B D6
play W H2
play B C2
play W B2
play B D2
play W C6
play B B1
play W B3
play B D9
play W B8
play B B9
play W C8
play B G1
play W H1
play B J3
play W J5
play B J6
30 reg_genmove white
#? [J2]

# p9/game-0009.sgf move 50: D4 48.32, next 13.29
boardsize 9
clear_board
komi 7.5
play B E5
play W G6
play B E7
play W F7
play B F4
play W C3
play B E8
play W H4
play B H3
play W G3
play B H5
play W G4
play B G5
play W F6
play B F3
play W G2
play B F5
play W C5
play B F2
play W C7
play B D6
play W H2
play B C2
play W B2
play B D2
play W C6
play B B1
play W B3
play B D9
play W B8
play B B9
play W C8
play B G1
play W H1
play B J3
play W J5
play B J6
play W J4
play B J2
play W J1
play B J3
play W H6
play B G8
play W H8
play B H9
play W F8
play B F9
play W G7
play B C4
play W J7
31 reg_genmove black
#? [D4]

# p9/game-0010.sgf move 31: D8 48.62, next 14.41
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F4
play W D6
play B D7
play W C7
play B E7
play W E3
play B C8
play W F3
play B C5
play W C6
play B D5
play W E5
play B C4
play W E6
play B E4
play W F5
play B G4
play W G5
play B D3
play W H4
play B G3
play W B8
play B H7
play W G2
play B H3
play W H6
play B G7
play W F8
play B F7
32 reg_genmove white
#? [D8]

# p9/game-0010.sgf move 38: J2 43.93, next 17.71
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F4
play W D6
play B D7
play W C7
play B E7
play W E3
play B C8
play W F3
play B C5
play W C6
play B D5
play W E5
play B C4
play W E6
play B E4
play W F5
play B G4
play W G5
play B D3
play W H4
play B G3
play W B8
play B H7
play W G2
play B H3
play W H6
play B G7
play W F8
play B F7
play W H8
play B J8
play W G8
play B E8
play W C9
play B H9
play W H2
33 reg_genmove black
#? [J2]

# p9/game-0010.sgf move 64: A5 69.07, next 34.12
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F4
play W D6
play B D7
play W C7
play B E7
play W E3
play B C8
play W F3
play B C5
play W C6
play B D5
play W E5
play B C4
play W E6
play B E4
play W F5
play B G4
play W G5
play B D3
play W H4
play B G3
play W B8
play B H7
play W G2
play B H3
play W H6
play B G7
play W F8
play B F7
play W H8
play B J8
play W G8
play B E8
play W C9
play B H9
play W H2
play B J4
play W J6
play B J7
play W E2
play B B6
play W B7
play B D2
play W D1
play B F1
play W C1
play B E1
play W F2
play B B1
play W C2
play B B2
play W G1
play B E1
play W B5
play B J3
play W F1
play B C3
play W B3
play B B4
play W A4
play B D4
play W A2
34 reg_genmove black
#? [A5]

# p9/game-0010.sgf move 74: A5 7.46, next 1.13
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F4
play W D6
play B D7
play W C7
play B E7
play W E3
play B C8
play W F3
play B C5
play W C6
play B D5
play W E5
play B C4
play W E6
play B E4
play W F5
play B G4
play W G5
play B D3
play W H4
play B G3
play W B8
play B H7
play W G2
play B H3
play W H6
play B G7
play W F8
play B F7
play W H8
play B J8
play W G8
play B E8
play W C9
play B H9
play W H2
play B J4
play W J6
play B J7
play W E2
play B B6
play W B7
play B D2
play W D1
play B F1
play W C1
play B E1
play W F2
play B B1
play W C2
play B B2
play W G1
play B E1
play W B5
play B J3
play W F1
play B C3
play W B3
play B B4
play W A4
play B D4
play W A2
play B A3
play W A6
play B B3
play W G6
play B E9
play W J2
play B D9
play W B9
play B G9
play W D8
35 reg_genmove black
#? [A5]

# p9/game-0012.sgf move 34: G3 41.55, next 6.16
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W D4
play B E6
play W F6
play B F7
play W G6
play B D3
play W C3
play B E2
play W D6
play B E7
play W G7
play B D7
play W C7
play B C8
play W B7
play B B8
play W F8
play B E8
play W E9
play B D8
play W H8
play B B6
play W B5
play B C6
play W C5
play B A7
play W D2
play B E3
play W C2
36 reg_genmove black
#? [G3]

# p9/game-0012.sgf move 40: H4 53.37, next 0.68
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W D4
play B E6
play W F6
play B F7
play W G6
play B D3
play W C3
play B E2
play W D6
play B E7
play W G7
play B D7
play W C7
play B C8
play W B7
play B B8
play W F8
play B E8
play W E9
play B D8
play W H8
play B B6
play W B5
play B C6
play W C5
play B A7
play W D2
play B E3
play W C2
play B D1
play W B3
play B A5
play W A4
play B G5
play W H5
37 reg_genmove black
#? [H4]

# p9/game-0012.sgf move 52: G4 55.79, next 13.7
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W D4
play B E6
play W F6
play B F7
play W G6
play B D3
play W C3
play B E2
play W D6
play B E7
play W G7
play B D7
play W C7
play B C8
play W B7
play B B8
play W F8
play B E8
play W E9
play B D8
play W H8
play B B6
play W B5
play B C6
play W C5
play B A7
play W D2
play B E3
play W C2
play B D1
play W B3
play B A5
play W A4
play B G5
play W H5
play B H4
play W J6
play B J4
play W E1
play B F1
play W H2
play B H6
play W H7
play B J5
play W H6
play B D9
play W G3
38 reg_genmove black
#? [G4]

# p9/game-0012.sgf move 60: F2 18.76, next 1.2
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W D4
play B E6
play W F6
play B F7
play W G6
play B D3
play W C3
play B E2
play W D6
play B E7
play W G7
play B D7
play W C7
play B C8
play W B7
play B B8
play W F8
play B E8
play W E9
play B D8
play W H8
play B B6
play W B5
play B C6
play W C5
play B A7
play W D2
play B E3
play W C2
play B D1
play W B3
play B A5
play W A4
play B G5
play W H5
play B H4
play W J6
play B J4
play W E1
play B F1
play W H2
play B H6
play W H7
play B J5
play W H6
play B D9
play W G3
play B G4
play W H1
play B J8
play W G8
play B F9
play W G1
play B H9
play W C1
39 reg_genmove black
#? [F2]

# p9/game-0013.sgf move 39: D2 37.04, next 9.41
boardsize 9
clear_board
komi 7.5
play B F6
play W D3
play B C5
play W D5
play B D6
play W C6
play B C7
play W B6
play B E4
play W E6
play B E5
play W D7
play B D4
play W F7
play B D6
play W E7
play B G6
play W C3
play B B5
play W E2
play B B3
play W B7
play B C8
play W B2
play B D8
play W B8
play B G7
play W E8
play B E9
play W D5
play B A2
play W D6
play B C4
play W G2
play B H3
play W H2
play B C2
play W G3
play B H4
40 reg_genmove white
#? [D2]

# p9/game-0013.sgf move 56: H6 22, next 11.49
boardsize 9
clear_board
komi 7.5
play B F6
play W D3
play B C5
play W D5
play B D6
play W C6
play B C7
play W B6
play B E4
play W E6
play B E5
play W D7
play B D4
play W F7
play B D6
play W E7
play B G6
play W C3
play B B5
play W E2
play B B3
play W B7
play B C8
play W B2
play B D8
play W B8
play B G7
play W E8
play B E9
play W D5
play B A2
play W D6
play B C4
play W G2
play B H3
play W H2
play B C2
play W G3
play B H4
play W J2
play B F9
play W G8
play B D1
play W H1
play B B9
play W G9
play B H8
play W G4
play B C9
play W H9
play B A8
play W H7
play B J8
play W A7
play B E3
play W H5
41 reg_genmove black
#? [H6]

# p9/game-0014.sgf move 34: C4 26.8, next 3.92
boardsize 9
clear_board
komi 7.5
play B D7
play W D5
play B D3
play W F5
play B F3
play W F7
play B C6
play W C5
play B E6
play W E5
play B F6
play W E7
play B G6
play W D6
play B G7
play W D8
play B C7
play W C8
play B G8
play W B6
play B G5
play W F4
play B G4
play W E3
play B E2
play W G3
play B F2
play W C2
play B C3
play W B3
play B B4
play W B2
play B B5
play W B7
42 reg_genmove black
#? [C4]

# p9/game-0014.sgf move 47: A6 32.26, next 14.8
boardsize 9
clear_board
komi 7.5
play B D7
play W D5
play B D3
play W F5
play B F3
play W F7
play B C6
play W C5
play B E6
play W E5
play B F6
play W E7
play B G6
play W D6
play B G7
play W D8
play B C7
play W C8
play B G8
play W B6
play B G5
play W F4
play B G4
play W E3
play B E2
play W G3
play B F2
play W C2
play B C3
play W B3
play B B4
play W B2
play B B5
play W B7
play B C4
play W D2
play B E4
play W D4
play B E3
play W H2
play B G2
play W H3
play B H1
play W G1
play B A3
play W A2
play B A4
43 reg_genmove white
#? [A6]

# p9/game-0015.sgf move 30: E9 45.92, next 8.82
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B D3
play W C3
play B C6
play W B6
play B D6
play W B7
play B C2
play W D4
play B E4
play W E3
play B D2
play W B3
play B F3
play W G7
play B F8
play W G8
play B H6
play W G6
play B H5
play W E7
play B D8
play W E8
play B B8
play W G5
play B G4
play W C7
play B D7
play W H7
44 reg_genmove black
#? [E9]

# p9/game-0015.sgf move 36: C9 8.23, next 2.52
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B D3
play W C3
play B C6
play W B6
play B D6
play W B7
play B C2
play W D4
play B E4
play W E3
play B D2
play W B3
play B F3
play W G7
play B F8
play W G8
play B H6
play W G6
play B H5
play W E7
play B D8
play W E8
play B B8
play W G5
play B G4
play W C7
play B D7
play W H7
play B E9
play W F7
play B F9
play W G9
play B D9
play W C8
45 reg_genmove black
#? [C9]

# p9/game-0015.sgf move 40: B1 43, next 5.03
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B D3
play W C3
play B C6
play W B6
play B D6
play W B7
play B C2
play W D4
play B E4
play W E3
play B D2
play W B3
play B F3
play W G7
play B F8
play W G8
play B H6
play W G6
play B H5
play W E7
play B D8
play W E8
play B B8
play W G5
play B G4
play W C7
play B D7
play W H7
play B E9
play W F7
play B F9
play W G9
play B D9
play W C8
play B C9
play W A8
play B B9
play W B2
46 reg_genmove black
#? [B1]

# p9/game-0016.sgf move 35: E1 15.23, next 7.47
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B E4
play W D4
play B D3
play W C4
play B F7
play W F6
play B G6
play W G7
play B G8
play W H7
play B H8
play W E7
play B F8
play W G5
play B H6
play W E3
play B F3
play W E2
play B F2
play W D2
play B C7
play W D8
play B C8
play W G2
play B G3
play W F1
play B H2
play W G1
play B H1
play W J7
play B J6
47 reg_genmove white
#? [E1]

# p9/game-0018.sgf move 31: E7 30.49, next 4.68
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B E6
play W F5
play B D5
play W D4
play B C4
play W D3
play B F6
play W G5
play B C3
play W G6
play B D2
play W E2
play B C2
play W G8
play B E3
play W E4
play B F3
play W F7
play B D8
play W C7
play B C8
play W F2
play B G3
play W D7
play B B7
play W G2
play B H2
play W H1
play B H3
48 reg_genmove white
#? [E7]

# p9/game-0018.sgf move 36: F8 18.31, next 8.58
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B E6
play W F5
play B D5
play W D4
play B C4
play W D3
play B F6
play W G5
play B C3
play W G6
play B D2
play W E2
play B C2
play W G8
play B E3
play W E4
play B F3
play W F7
play B D8
play W C7
play B C8
play W F2
play B G3
play W D7
play B B7
play W G2
play B H2
play W H1
play B H3
play W C6
play B E7
play W B6
play B B8
play W H4
49 reg_genmove black
#? [F8]

# p9/game-0018.sgf move 40: F8 18.31, next 8.58
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B E6
play W F5
play B D5
play W D4
play B C4
play W D3
play B F6
play W G5
play B C3
play W G6
play B D2
play W E2
play B C2
play W G8
play B E3
play W E4
play B F3
play W F7
play B D8
play W C7
play B C8
play W F2
play B G3
play W D7
play B B7
play W G2
play B H2
play W H1
play B H3
play W C6
play B E7
play W B6
play B B8
play W H4
play B E1
play W D1
play B C1
play W G1
50 reg_genmove black
#? [F8]

# p9/game-0019.sgf move 33: E9 14.81, next 2.51
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D3
play B D6
play W E2
play B F3
play W F2
play B H3
play W H8
play B G7
play W G8
play B F7
play W F8
play B E8
play W H7
play B B5
play W C5
play B C6
play W B4
play B J6
play W H5
play B J5
play W H4
play B J4
play W H6
play B G2
play W J3
play B J2
play W J7
play B J3
play W J9
play B B6
51 reg_genmove white
#? [E9]

# p9/game-0019.sgf move 39: A3 6.53, next 2.99
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D3
play B D6
play W E2
play B F3
play W F2
play B H3
play W H8
play B G7
play W G8
play B F7
play W F8
play B E8
play W H7
play B B5
play W C5
play B C6
play W B4
play B J6
play W H5
play B J5
play W H4
play B J4
play W H6
play B G2
play W J3
play B J2
play W J7
play B J3
play W J9
play B B6
play W C2
play B A4
play W B3
play B F9
play W G9
play B E9
52 reg_genmove white
#? [A3]

# p9/game-0019.sgf move 45: A3 6.53, next 2
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D3
play B D6
play W E2
play B F3
play W F2
play B H3
play W H8
play B G7
play W G8
play B F7
play W F8
play B E8
play W H7
play B B5
play W C5
play B C6
play W B4
play B J6
play W H5
play B J5
play W H4
play B J4
play W H6
play B G2
play W J3
play B J2
play W J7
play B J3
play W J9
play B B6
play W C2
play B A4
play W B3
play B F9
play W G9
play B E9
play W F6
play B E7
play W G4
play B G3
play W F4
play B E4
53 reg_genmove white
#? [A3]

# p9/game-0021.sgf move 33: J7 27.11, next 10.95
boardsize 9
clear_board
komi 7.5
play B E5
play W G7
play B E7
play W G5
play B F4
play W B6
play B C5
play W B5
play B B4
play W C4
play B C3
play W D4
play B B3
play W C7
play B G8
play W F7
play B F8
play W D6
play B E6
play W D5
play B G4
play W E3
play B E2
play W H8
play B F2
play W H6
play B H4
play W D8
play B E8
play W F6
play B H9
play W J8
play B D7
54 reg_genmove white
#? [J7]

# p9/game-0021.sgf move 45: C6 15.44, next 1.56
boardsize 9
clear_board
komi 7.5
play B E5
play W G7
play B E7
play W G5
play B F4
play W B6
play B C5
play W B5
play B B4
play W C4
play B C3
play W D4
play B B3
play W C7
play B G8
play W F7
play B F8
play W D6
play B E6
play W D5
play B G4
play W E3
play B E2
play W H8
play B F2
play W H6
play B H4
play W D8
play B E8
play W F6
play B H9
play W J8
play B D7
play W D3
play B C8
play W B8
play B H5
play W D9
play B E9
play W C9
play B D2
play W F5
play B E4
play W J6
play B F3
55 reg_genmove white
#? [C6]

# p9/game-0022.sgf move 35: H2 43.39, next 3.38
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B G6
play W F5
play B G5
play W G4
play B E4
play W G7
play B H7
play W C4
play B F7
play W D5
play B C3
play W G8
play B H8
play W D3
play B B3
play W H4
play B H5
play W J5
play B H6
play W F8
play B E7
play W E8
play B G3
play W H3
play B D7
play W C7
play B D8
play W C8
play B C5
play W D9
play B G2
56 reg_genmove white
#? [H2]

# p9/game-0022.sgf move 41: E5 23.78, next 11.14
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B G6
play W F5
play B G5
play W G4
play B E4
play W G7
play B H7
play W C4
play B F7
play W D5
play B C3
play W G8
play B H8
play W D3
play B B3
play W H4
play B H5
play W J5
play B H6
play W F8
play B E7
play W E8
play B G3
play W H3
play B D7
play W C7
play B D8
play W C8
play B C5
play W D9
play B G2
play W H2
play B H1
play W F3
play B F2
play W J8
play B J2
57 reg_genmove white
#? [E5]

# p9/game-0023.sgf move 32: C8 14.22, next 4.81
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D6
play B E6
play W E7
play B F7
play W D7
play B F8
play W G2
play B D2
play W G4
play B H5
play W G5
play B G6
play W H4
play B H6
play W F2
play B J4
play W J3
play B H3
play W J5
play B B7
play W B6
play B B5
play W C5
play B A6
play W B4
play B C6
play W C7
play B D5
play W B8
58 reg_genmove black
#? [C8]

# p9/game-0023.sgf move 40: C8 14.27, next 7.87
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D6
play B E6
play W E7
play B F7
play W D7
play B F8
play W G2
play B D2
play W G4
play B H5
play W G5
play B G6
play W H4
play B H6
play W F2
play B J4
play W J3
play B H3
play W J5
play B B7
play W B6
play B B5
play W C5
play B A6
play W B4
play B C6
play W C7
play B D5
play W B8
play B H2
play W E2
play B D3
play W H1
play B J2
play W J4
play B E1
play W F1
59 reg_genmove black
#? [C8]

# p9/game-0023.sgf move 54: J6 6.88, next 0
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D6
play B E6
play W E7
play B F7
play W D7
play B F8
play W G2
play B D2
play W G4
play B H5
play W G5
play B G6
play W H4
play B H6
play W F2
play B J4
play W J3
play B H3
play W J5
play B B7
play W B6
play B B5
play W C5
play B A6
play W B4
play B C6
play W C7
play B D5
play W B8
play B H2
play W E2
play B D3
play W H1
play B J2
play W J4
play B E1
play W F1
play B B6
play W A8
play B E8
play W C8
play B B9
play W C9
play B A4
play W A7
play B A3
play W G3
play B A5
play W B3
play B A2
play W B2
60 reg_genmove black
#? [J6]

# p9/game-0023.sgf move 58: J6 7.1, next 0
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D6
play B E6
play W E7
play B F7
play W D7
play B F8
play W G2
play B D2
play W G4
play B H5
play W G5
play B G6
play W H4
play B H6
play W F2
play B J4
play W J3
play B H3
play W J5
play B B7
play W B6
play B B5
play W C5
play B A6
play W B4
play B C6
play W C7
play B D5
play W B8
play B H2
play W E2
play B D3
play W H1
play B J2
play W J4
play B E1
play W F1
play B B6
play W A8
play B E8
play W C8
play B B9
play W C9
play B A4
play W A7
play B A3
play W G3
play B A5
play W B3
play B A2
play W B2
play B C2
play W F6
play B F5
play W C1
61 reg_genmove black
#? [J6]

# p9/game-0023.sgf move 62: J6 6.93, next 0
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D6
play B E6
play W E7
play B F7
play W D7
play B F8
play W G2
play B D2
play W G4
play B H5
play W G5
play B G6
play W H4
play B H6
play W F2
play B J4
play W J3
play B H3
play W J5
play B B7
play W B6
play B B5
play W C5
play B A6
play W B4
play B C6
play W C7
play B D5
play W B8
play B H2
play W E2
play B D3
play W H1
play B J2
play W J4
play B E1
play W F1
play B B6
play W A8
play B E8
play W C8
play B B9
play W C9
play B A4
play W A7
play B A3
play W G3
play B A5
play W B3
play B A2
play W B2
play B C2
play W F6
play B F5
play W C1
play B D1
play W B1
play B D8
play W J1
62 reg_genmove black
#? [J6]

# p9/game-0023.sgf move 66: J6 6.88, next 0
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B E3
play W D6
play B E6
play W E7
play B F7
play W D7
play B F8
play W G2
play B D2
play W G4
play B H5
play W G5
play B G6
play W H4
play B H6
play W F2
play B J4
play W J3
play B H3
play W J5
play B B7
play W B6
play B B5
play W C5
play B A6
play W B4
play B C6
play W C7
play B D5
play W B8
play B H2
play W E2
play B D3
play W H1
play B J2
play W J4
play B E1
play W F1
play B B6
play W A8
play B E8
play W C8
play B B9
play W C9
play B A4
play W A7
play B A3
play W G3
play B A5
play W B3
play B A2
play W B2
play B C2
play W F6
play B F5
play W C1
play B D1
play W B1
play B D8
play W J1
play B H2
play W J2
play B C3
play W F3
63 reg_genmove black
#? [J6]

# p9/game-0024.sgf move 30: B7 77.02, next 14.63
boardsize 9
clear_board
komi 7.5
play B C4
play W E5
play B E3
play W D6
play B G7
play W D3
play B D4
play W E4
play B F3
play W C3
play B B3
play W B2
play B B4
play W B6
play B C7
play W C6
play B C1
play W B1
play B D1
play W C2
play B E2
play W G6
play B H6
play W H5
play B H7
play W E7
play B H3
play W A2
play B G5
play W G4
64 reg_genmove black
#? [B7]

# p9/game-0024.sgf move 40: C8 74.75, next 44.29
boardsize 9
clear_board
komi 7.5
play B C4
play W E5
play B E3
play W D6
play B G7
play W D3
play B D4
play W E4
play B F3
play W C3
play B B3
play W B2
play B B4
play W B6
play B C7
play W C6
play B C1
play W B1
play B D1
play W C2
play B E2
play W G6
play B H6
play W H5
play B H7
play W E7
play B H3
play W A2
play B G5
play W G4
play B F6
play W H4
play B G3
play W F4
play B F8
play W E8
play B F7
play W F9
play B G9
play W J6
65 reg_genmove black
#? [C8]

# p9/game-0025.sgf move 30: G8 34.33, next 6.05
boardsize 9
clear_board
komi 7.5
play B E5
play W E2
play B F3
play W F2
play B G3
play W C7
play B D3
play W E7
play B C5
play W G2
play B H2
play W C3
play B D2
play W C4
play B F7
play W F8
play B E6
play W D4
play B E3
play W G7
play B B5
play W D5
play B D6
play W C6
play B D7
play W B4
play B E8
play W H6
play B B7
play W C8
66 reg_genmove black
#? [G8]

# p9/game-0025.sgf move 37: H3 34.09, next 13.67
boardsize 9
clear_board
komi 7.5
play B E5
play W E2
play B F3
play W F2
play B G3
play W C7
play B D3
play W E7
play B C5
play W G2
play B H2
play W C3
play B D2
play W C4
play B F7
play W F8
play B E6
play W D4
play B E3
play W G7
play B B5
play W D5
play B D6
play W C6
play B D7
play W B4
play B E8
play W H6
play B B7
play W C8
play B B6
play W B8
play B G8
play W H8
play B F9
play W H4
play B H9
67 reg_genmove white
#? [H3]

# p9/game-0025.sgf move 46: A6 56.14, next 31.12
boardsize 9
clear_board
komi 7.5
play B E5
play W E2
play B F3
play W F2
play B G3
play W C7
play B D3
play W E7
play B C5
play W G2
play B H2
play W C3
play B D2
play W C4
play B F7
play W F8
play B E6
play W D4
play B E3
play W G7
play B B5
play W D5
play B D6
play W C6
play B D7
play W B4
play B E8
play W H6
play B B7
play W C8
play B B6
play W B8
play B G8
play W H8
play B F9
play W H4
play B H9
play W H3
play B G1
play W G5
play B J8
play W J3
play B A3
play W J5
play B A4
play W A5
68 reg_genmove black
#? [A6]

# p9/game-0025.sgf move 56: B1 22.25, next 11.64
boardsize 9
clear_board
komi 7.5
play B E5
play W E2
play B F3
play W F2
play B G3
play W C7
play B D3
play W E7
play B C5
play W G2
play B H2
play W C3
play B D2
play W C4
play B F7
play W F8
play B E6
play W D4
play B E3
play W G7
play B B5
play W D5
play B D6
play W C6
play B D7
play W B4
play B E8
play W H6
play B B7
play W C8
play B B6
play W B8
play B G8
play W H8
play B F9
play W H4
play B H9
play W H3
play B G1
play W G5
play B J8
play W J3
play B A3
play W J5
play B A4
play W A5
play B A6
play W B2
play B A2
play W A8
play B H7
play W A7
play B B3
play W H1
play B C2
play W A5
69 reg_genmove black
#? [B1]

# p9/game-0026.sgf move 45: C2 5.43, next 2.01
boardsize 9
clear_board
komi 7.5
play B F7
play W E6
play B E7
play W D6
play B F3
play W F6
play B G6
play W G5
play B D7
play W G7
play B H6
play W H5
play B H7
play W G8
play B H8
play W D3
play B C6
play W F4
play B C3
play W C5
play B D2
play W C7
play B C8
play W E3
play B E2
play W B7
play B G2
play W C2
play B B2
play W B3
play B C1
play W F8
play B E9
play W B8
play B E8
play W C4
play B A3
play W C2
play B B9
play W G3
play B F2
play W H3
play B C3
play W B4
play B H2
70 reg_genmove white
#? [C2]

# p9/game-0027.sgf move 42: A3 66.71, next 39.54
boardsize 9
clear_board
komi 7.5
play B F6
play W C6
play B D5
play W C5
play B D4
play W D6
play B C4
play W E6
play B F5
play W E5
play B E4
play W F4
play B F7
play W F3
play B E2
play W F2
play B B4
play W B5
play B G4
play W D2
play B E3
play W E1
play B B2
play W G3
play B H4
play W H3
play B C2
play W E8
play B H2
play W J2
play B C8
play W D8
play B H1
play W H6
play B H7
play W J4
play B G6
play W J5
play B F8
play W G5
play B B7
play W H8
71 reg_genmove black
#? [A3]

# p9/game-0027.sgf move 50: H7 74.36, next 16.66
boardsize 9
clear_board
komi 7.5
play B F6
play W C6
play B D5
play W C5
play B D4
play W D6
play B C4
play W E6
play B F5
play W E5
play B E4
play W F4
play B F7
play W F3
play B E2
play W F2
play B B4
play W B5
play B G4
play W D2
play B E3
play W E1
play B B2
play W G3
play B H4
play W H3
play B C2
play W E8
play B H2
play W J2
play B C8
play W D8
play B H1
play W H6
play B H7
play W J4
play B G6
play W J5
play B F8
play W G5
play B B7
play W H8
play B E7
play W D7
play B G8
play W J7
play B H9
play W G7
play B E9
play W G9
72 reg_genmove black
#? [H7]

# p9/game-0027.sgf move 57: J8 45.86, next 23.2
boardsize 9
clear_board
komi 7.5
play B F6
play W C6
play B D5
play W C5
play B D4
play W D6
play B C4
play W E6
play B F5
play W E5
play B E4
play W F4
play B F7
play W F3
play B E2
play W F2
play B B4
play W B5
play B G4
play W D2
play B E3
play W E1
play B B2
play W G3
play B H4
play W H3
play B C2
play W E8
play B H2
play W J2
play B C8
play W D8
play B H1
play W H6
play B H7
play W J4
play B G6
play W J5
play B F8
play W G5
play B B7
play W H8
play B E7
play W D7
play B G8
play W J7
play B H9
play W G7
play B E9
play W G9
play B H7
play W C9
play B B9
play W G7
play B F9
play W D9
play B H7
73 reg_genmove white
#? [J8]

# p9/game-0028.sgf move 35: C3 24.48, next 6.3
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W D4
play B E6
play W F6
play B F7
play W G6
play B D3
play W G7
play B D6
play W C6
play B C7
play W B5
play B B4
play W B7
play B D8
play W C8
play B D7
play W B8
play B F8
play W G8
play B A5
play W C5
play B C4
play W B6
play B E8
play W F9
play B E9
play W G9
play B H5
play W H6
play B G5
74 reg_genmove white
#? [C3]

# p9/game-0029.sgf move 43: D6 6.74, next 3.16
boardsize 9
clear_board
komi 7.5
play B E5
play W C7
play B E7
play W C5
play B D4
play W C4
play B D3
play W H5
play B H6
play W G6
play B H7
play W G4
play B G2
play W G7
play B G8
play W F8
play B H8
play W F7
play B F5
play W G5
play B E8
play W E9
play B C8
play W D8
play B D7
play W D9
play B C6
play W B7
play B B6
play W D6
play B E6
play W A6
play B D5
play W B5
play B B3
play W B8
play B G9
play W F9
play B J9
play W G3
play B H2
play W F3
play B F2
75 reg_genmove white
#? [D6]

# p9/game-0030.sgf move 33: B3 41.98, next 18.43
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D4
play W F6
play B C6
play W C7
play B C5
play W G4
play B G5
play W F5
play B H4
play W G3
play B H3
play W G6
play B H5
play W E4
play B H6
play W B7
play B D7
play W D5
play B C4
play W E3
play B D8
play W C8
play B B6
play W E8
play B G2
play W E7
play B F3
play W C2
play B B2
play W D2
play B E2
76 reg_genmove white
#? [B3]

# p9/game-0031.sgf move 43: G3 40.94, next 10.52
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B C4
play W D4
play B D5
play W C3
play B B4
play W B3
play B E4
play W D3
play B C6
play W G7
play B H5
play W B5
play B B6
play W G5
play B H6
play W G6
play B G4
play W E7
play B H7
play W C8
play B A4
play W F3
play B F4
play W E3
play B B8
play W C7
play B F8
play W G8
play B E8
play W D8
play B H8
play W F7
play B G9
play W E9
play B A3
play W A2
play B A5
play W C9
play B B2
play W C2
play B A1
77 reg_genmove white
#? [G3]

# p9/game-0032.sgf move 30: G5 73.4, next 15.9
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W D4
play B E6
play W F6
play B F7
play W G6
play B G7
play W E3
play B F3
play W E2
play B D6
play W C6
play B C7
play W D7
play B E7
play W B7
play B D3
play W C8
play B C3
play W C5
play B H6
play W F2
play B G2
play W G3
play B H3
play W G4
78 reg_genmove black
#? [G5]

# p9/game-0032.sgf move 35: E8 17.54, next 9.99
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W D4
play B E6
play W F6
play B F7
play W G6
play B G7
play W E3
play B F3
play W E2
play B D6
play W C6
play B C7
play W D7
play B E7
play W B7
play B D3
play W C8
play B C3
play W C5
play B H6
play W F2
play B G2
play W G3
play B H3
play W G4
play B G5
play W H2
play B H4
play W D2
play B C2
79 reg_genmove white
#? [E8]

# p9/game-0032.sgf move 43: E8 17.45, next 10
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W D4
play B E6
play W F6
play B F7
play W G6
play B G7
play W E3
play B F3
play W E2
play B D6
play W C6
play B C7
play W D7
play B E7
play W B7
play B D3
play W C8
play B C3
play W C5
play B H6
play W F2
play B G2
play W G3
play B H3
play W G4
play B G5
play W H2
play B H4
play W D2
play B C2
play W G3
play B G1
play W H1
play B G4
play W B3
play B B2
play W A2
play B B4
80 reg_genmove white
#? [E8]

# p9/game-0033.sgf move 36: A3 17.3, next 7.25
boardsize 9
clear_board
komi 7.5
play B D6
play W E4
play B F5
play W F4
play B G5
play W G4
play B C5
play W C4
play B B4
play W C3
play B H5
play W F8
play B H8
play W C7
play B B6
play W B7
play B E8
play W E7
play B D7
play W D8
play B C8
play W E9
play B B8
play W G7
play B H7
play W E6
play B E5
play W F6
play B E2
play W G2
play B C2
play W B3
play B B2
play W D2
play B D5
play W E3
81 reg_genmove black
#? [A3]

# p9/game-0033.sgf move 46: A4 8.73, next 3.93
boardsize 9
clear_board
komi 7.5
play B D6
play W E4
play B F5
play W F4
play B G5
play W G4
play B C5
play W C4
play B B4
play W C3
play B H5
play W F8
play B H8
play W C7
play B B6
play W B7
play B E8
play W E7
play B D7
play W D8
play B C8
play W E9
play B B8
play W G7
play B H7
play W E6
play B E5
play W F6
play B E2
play W G2
play B C2
play W B3
play B B2
play W D2
play B D5
play W E3
play B D1
play W D3
play B F2
play W A2
play B G3
play W H3
play B F3
play W F1
play B G1
play W H1
82 reg_genmove black
#? [A4]

# p9/game-0033.sgf move 53: G9 27.16, next 0
boardsize 9
clear_board
komi 7.5
play B D6
play W E4
play B F5
play W F4
play B G5
play W G4
play B C5
play W C4
play B B4
play W C3
play B H5
play W F8
play B H8
play W C7
play B B6
play W B7
play B E8
play W E7
play B D7
play W D8
play B C8
play W E9
play B B8
play W G7
play B H7
play W E6
play B E5
play W F6
play B E2
play W G2
play B C2
play W B3
play B B2
play W D2
play B D5
play W E3
play B D1
play W D3
play B F2
play W A2
play B G3
play W H3
play B F3
play W F1
play B G1
play W H1
play B H2
play W J2
play B G8
play W G6
play B E1
play W C1
play B F9
83 reg_genmove white
#? [G9]

# p9/game-0034.sgf move 45: D2 45.94, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B D5
play W E6
play B D6
play W E4
play B E3
play W F3
play B E7
play W F7
play B F8
play W D7
play B E8
play W D3
play B E2
play W C3
play B F2
play W G3
play B G2
play W C4
play B C7
play W H3
play B H2
play W J2
play B G5
play W F4
play B H4
play W G6
play B G7
play W F6
play B H6
play W D8
play B D9
play W C8
play B B8
play W C9
play B B9
play W H1
play B J3
play W J4
play B J5
play W J3
play B G1
play W F1
play B F5
84 reg_genmove white
#? [D2]

# p9/game-0035.sgf move 32: C6 7.56, next 1.56
boardsize 9
clear_board
komi 7.5
play B E5
play W E3
play B C4
play W C3
play B D4
play W D3
play B F4
play W H7
play B F3
play W E7
play B F7
play W F6
play B E6
play W F8
play B D7
play W E8
play B B4
play W B3
play B E2
play W D2
play B F2
play W G5
play B D1
play W C7
play B D8
play W D9
play B C8
play W B8
play B D6
play W C9
play B H3
play W B6
85 reg_genmove black
#? [C6]

# p9/game-0037.sgf move 32: F6 68.4, next 18.08
boardsize 9
clear_board
komi 7.5
play B E5
play W C4
play B D6
play W E3
play B F4
play W F3
play B G3
play W G4
play B G5
play W H4
play B H5
play W C5
play B G2
play W C7
play B C6
play W B6
play B D7
play W C8
play B B5
play W B7
play B D4
play W D3
play B C3
play W B4
play B F2
play W D5
play B D8
play W E6
play B F8
play W D9
play B E9
play W F5
86 reg_genmove black
#? [F6]

# p9/game-0038.sgf move 39: B9 6.83, next 0
boardsize 9
clear_board
komi 7.5
play B E6
play W E4
play B D4
play W D3
play B D5
play W C3
play B B4
play W C4
play B C5
play W G5
play B F4
play W F5
play B E3
play W E5
play B E2
play W B3
play B G4
play W H4
play B H3
play W H5
play B G2
play W D7
play B D6
play W F7
play B B5
play W C7
play B F6
play W G7
play B G6
play W H6
play B E7
play W E8
play B D8
play W F8
play B B7
play W C8
play B B8
play W D2
play B A2
87 reg_genmove white
#? [B9]

# p9/game-0038.sgf move 45: B9 8.41, next 0.6
boardsize 9
clear_board
komi 7.5
play B E6
play W E4
play B D4
play W D3
play B D5
play W C3
play B B4
play W C4
play B C5
play W G5
play B F4
play W F5
play B E3
play W E5
play B E2
play W B3
play B G4
play W H4
play B H3
play W H5
play B G2
play W D7
play B D6
play W F7
play B B5
play W C7
play B F6
play W G7
play B G6
play W H6
play B E7
play W E8
play B D8
play W F8
play B B7
play W C8
play B B8
play W D2
play B A2
play W A3
play B B2
play W E1
play B F2
play W A8
play B A4
88 reg_genmove white
#? [B9]

# p9/game-0039.sgf move 32: H9 37.31, next 0
boardsize 9
clear_board
komi 7.5
play B E5
play W F7
play B G5
play W G6
play B H5
play W C5
play B D6
play W C6
play B C7
play W B7
play B D8
play W D5
play B E6
play W E4
play B F4
play W E3
play B F3
play W F2
play B G2
play W B8
play B E2
play W D2
play B D9
play W E1
play B G1
play W C8
play B D7
play W H6
play B G8
play W F8
play B F9
play W H8
89 reg_genmove black
#? [H9]

# p9/game-0039.sgf move 41: F2 22.05, next 9.13
boardsize 9
clear_board
komi 7.5
play B E5
play W F7
play B G5
play W G6
play B H5
play W C5
play B D6
play W C6
play B C7
play W B7
play B D8
play W D5
play B E6
play W E4
play B F4
play W E3
play B F3
play W F2
play B G2
play W B8
play B E2
play W D2
play B D9
play W E1
play B G1
play W C8
play B D7
play W H6
play B G8
play W F8
play B F9
play W H8
play B H9
play W E9
play B E8
play W G4
play B F1
play W G3
play B E2
play W F5
play B F6
90 reg_genmove white
#? [F2]

# p9/game-0039.sgf move 50: D3 12.4, next 6
boardsize 9
clear_board
komi 7.5
play B E5
play W F7
play B G5
play W G6
play B H5
play W C5
play B D6
play W C6
play B C7
play W B7
play B D8
play W D5
play B E6
play W E4
play B F4
play W E3
play B F3
play W F2
play B G2
play W B8
play B E2
play W D2
play B D9
play W E1
play B G1
play W C8
play B D7
play W H6
play B G8
play W F8
play B F9
play W H8
play B H9
play W E9
play B E8
play W G4
play B F1
play W G3
play B E2
play W F5
play B F6
play W F2
play B F5
play W G7
play B G9
play W H2
play B E2
play W J9
play B D1
play W E9
91 reg_genmove black
#? [D3]

# p9/game-0039.sgf move 58: C4 8.82, next 4.91
boardsize 9
clear_board
komi 7.5
play B E5
play W F7
play B G5
play W G6
play B H5
play W C5
play B D6
play W C6
play B C7
play W B7
play B D8
play W D5
play B E6
play W E4
play B F4
play W E3
play B F3
play W F2
play B G2
play W B8
play B E2
play W D2
play B D9
play W E1
play B G1
play W C8
play B D7
play W H6
play B G8
play W F8
play B F9
play W H8
play B H9
play W E9
play B E8
play W G4
play B F1
play W G3
play B E2
play W F5
play B F6
play W F2
play B F5
play W G7
play B G9
play W H2
play B E2
play W J9
play B D1
play W E9
play B C3
play W B4
play B B3
play W D4
play B D3
play W A3
play B A2
play W A4
92 reg_genmove black
#? [C4]

# p9/game-0039.sgf move 66: C9 8.15, next 3.21
boardsize 9
clear_board
komi 7.5
play B E5
play W F7
play B G5
play W G6
play B H5
play W C5
play B D6
play W C6
play B C7
play W B7
play B D8
play W D5
play B E6
play W E4
play B F4
play W E3
play B F3
play W F2
play B G2
play W B8
play B E2
play W D2
play B D9
play W E1
play B G1
play W C8
play B D7
play W H6
play B G8
play W F8
play B F9
play W H8
play B H9
play W E9
play B E8
play W G4
play B F1
play W G3
play B E2
play W F5
play B F6
play W F2
play B F5
play W G7
play B G9
play W H2
play B E2
play W J9
play B D1
play W E9
play B C3
play W B4
play B B3
play W D4
play B D3
play W A3
play B A2
play W A4
play B F9
play W G9
play B C4
play W B2
play B C2
play W A1
play B B9
play W A6
93 reg_genmove black
#? [C9]

# p9/game-0041.sgf move 40: H1 66.04, next 31.44
boardsize 9
clear_board
komi 7.5
play B F6
play W D5
play B E4
play W D4
play B E3
play W E7
play B E6
play W D6
play B D7
play W C7
play B D8
play W E5
play B F5
play W D3
play B E8
play W G3
play B F4
play W H5
play B E2
play W G7
play B F7
play W G8
play B H4
play W G4
play B H6
play W G5
play B G6
play W J6
play B J7
play W J5
play B C3
play W B5
play B B7
play W C2
play B H2
play W H7
play B J8
play W G2
play B G1
play W H3
94 reg_genmove black
#? [H1]

# p9/game-0041.sgf move 60: C8 9.3, next 4.43
boardsize 9
clear_board
komi 7.5
play B F6
play W D5
play B E4
play W D4
play B E3
play W E7
play B E6
play W D6
play B D7
play W C7
play B D8
play W E5
play B F5
play W D3
play B E8
play W G3
play B F4
play W H5
play B E2
play W G7
play B F7
play W G8
play B H4
play W G4
play B H6
play W G5
play B G6
play W J6
play B J7
play W J5
play B C3
play W B5
play B B7
play W C2
play B H2
play W H7
play B J8
play W G2
play B G1
play W H3
play B B2
play W B3
play B C4
play W B1
play B A2
play W B4
play B D2
play W C5
play B C3
play W C1
play B D1
play W C4
play B F1
play W G9
play B A5
play W H8
play B B8
play W B6
play B A6
play W A4
95 reg_genmove black
#? [C8]

# p9/game-0041.sgf move 69: H1 18.76, next 3.36
boardsize 9
clear_board
komi 7.5
play B F6
play W D5
play B E4
play W D4
play B E3
play W E7
play B E6
play W D6
play B D7
play W C7
play B D8
play W E5
play B F5
play W D3
play B E8
play W G3
play B F4
play W H5
play B E2
play W G7
play B F7
play W G8
play B H4
play W G4
play B H6
play W G5
play B G6
play W J6
play B J7
play W J5
play B C3
play W B5
play B B7
play W C2
play B H2
play W H7
play B J8
play W G2
play B G1
play W H3
play B B2
play W B3
play B C4
play W B1
play B A2
play W B4
play B D2
play W C5
play B C3
play W C1
play B D1
play W C4
play B F1
play W G9
play B A5
play W H8
play B B8
play W B6
play B A6
play W A4
play B A9
play W F8
play B C9
play W A7
play B A6
play W F2
play B E9
play W J2
play B J3
96 reg_genmove white
#? [H1]

# p9/game-0042.sgf move 32: F7 58.79, next 25.15
boardsize 9
clear_board
komi 7.5
play B F3
play W E4
play B E3
play W D4
play B E7
play W F4
play B D3
play W C3
play B C2
play W B4
play B G4
play W G5
play B G3
play W C7
play B F5
play W F6
play B E5
play W E6
play B D5
play W D6
play B C4
play W H6
play B G7
play W G6
play B B6
play W B7
play B C6
play W C5
play B B5
play W H4
play B D7
play W C8
97 reg_genmove black
#? [F7]

# p9/game-0042.sgf move 37: A8 54.59, next 15.04
boardsize 9
clear_board
komi 7.5
play B F3
play W E4
play B E3
play W D4
play B E7
play W F4
play B D3
play W C3
play B C2
play W B4
play B G4
play W G5
play B G3
play W C7
play B F5
play W F6
play B E5
play W E6
play B D5
play W D6
play B C4
play W H6
play B G7
play W G6
play B B6
play W B7
play B C6
play W C5
play B B5
play W H4
play B D7
play W C8
play B F7
play W H7
play B D8
play W C9
play B A7
98 reg_genmove white
#? [A8]

# p9/game-0042.sgf move 48: J9 27.67, next 10.62
boardsize 9
clear_board
komi 7.5
play B F3
play W E4
play B E3
play W D4
play B E7
play W F4
play B D3
play W C3
play B C2
play W B4
play B G4
play W G5
play B G3
play W C7
play B F5
play W F6
play B E5
play W E6
play B D5
play W D6
play B C4
play W H6
play B G7
play W G6
play B B6
play W B7
play B C6
play W C5
play B B5
play W H4
play B D7
play W C8
play B F7
play W H7
play B D8
play W C9
play B A7
play W A8
play B B9
play W A6
play B H8
play W D9
play B F9
play W E9
play B F8
play W H9
play B G9
play W J8
99 reg_genmove black
#? [J9]

# p9/game-0043.sgf move 33: G2 52.02, next 20
boardsize 9
clear_board
komi 7.5
play B F4
play W E6
play B D5
play W D6
play B C5
play W C6
play B G5
play W G6
play B H6
play W E5
play B E4
play W D4
play B C4
play W D3
play B C3
play W D2
play B C2
play W F2
play B E3
play W E2
play B G3
play W B2
play B B1
play W H7
play B G7
play W F6
play B H5
play W B5
play B B4
play W B6
play B H8
play W A2
play B A4
100 reg_genmove white
#? [G2]

# p9/game-0043.sgf move 39: D1 46.06, next 12.06
boardsize 9
clear_board
komi 7.5
play B F4
play W E6
play B D5
play W D6
play B C5
play W C6
play B G5
play W G6
play B H6
play W E5
play B E4
play W D4
play B C4
play W D3
play B C3
play W D2
play B C2
play W F2
play B E3
play W E2
play B G3
play W B2
play B B1
play W H7
play B G7
play W F6
play B H5
play W B5
play B B4
play W B6
play B H8
play W A2
play B A4
play W G2
play B H2
play W A1
play B C1
play W H3
play B J3
101 reg_genmove white
#? [D1]

# p9/game-0044.sgf move 45: D1 30.81, next 9.26
boardsize 9
clear_board
komi 7.5
play B C6
play W E5
play B F3
play W D4
play B C3
play W D3
play B C4
play W F4
play B G4
play W G5
play B G6
play W G3
play B H4
play W H5
play B F6
play W F5
play B E6
play W D6
play B D7
play W C5
play B B5
play W D5
play B B7
play W E7
play B E8
play W G7
play B F7
play W B4
play B H6
play W A5
play B B6
play W B3
play B C2
play W B2
play B H3
play W G2
play B J5
play W H2
play B D2
play W E3
play B B1
play W E2
play B C1
play W E1
play B A2
102 reg_genmove white
#? [D1]

# p9/game-0045.sgf move 47: H6 36.9, next 7.2
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B E7
play W F4
play B E4
play W E3
play B D3
play W E2
play B D2
play W F6
play B F8
play W E6
play B D6
play W D7
play B C7
play W D5
play B C6
play W D4
play B E1
play W C4
play B F2
play W F3
play B G2
play W C3
play B H4
play W H5
play B B2
play W C2
play B C1
play W H3
play B H2
play W F7
play B D8
play W G3
play B B3
play W B4
play B J3
play W F1
play B G1
play W B1
play B A1
play W A3
play B A4
play W A5
play B G7
play W A6
play B J5
103 reg_genmove white
#? [H6]

# p9/game-0047.sgf move 31: G1 8.03, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W F5
play B E6
play W F6
play B E7
play W F7
play B E3
play W E8
play B D8
play W F8
play B C7
play W G3
play B F2
play W G2
play B E5
play W D9
play B C9
play W F3
play B E2
play W B4
play B C2
play W B2
play B B1
play W C3
play B A2
play W F1
play B E1
play W B7
play B E9
play W B8
play B C5
104 reg_genmove white
#? [G1]

# p9/game-0049.sgf move 35: D6 32.36, next 10.52
boardsize 9
clear_board
komi 7.5
play B E5
play W E7
play B F6
play W F7
play B C5
play W G6
play B G5
play W C7
play B G7
play W C3
play B B7
play W B8
play B D2
play W D3
play B E3
play W E4
play B D4
play W E2
play B F3
play W F2
play B C2
play W G3
play B F4
play W B3
play B E1
play W G2
play B B2
play W H4
play B H5
play W G8
play B B6
play W H7
play B D8
play W C8
play B D7
105 reg_genmove white
#? [D6]

# p9/game-0049.sgf move 44: H3 18.15, next 3.22
boardsize 9
clear_board
komi 7.5
play B E5
play W E7
play B F6
play W F7
play B C5
play W G6
play B G5
play W C7
play B G7
play W C3
play B B7
play W B8
play B D2
play W D3
play B E3
play W E4
play B D4
play W E2
play B F3
play W F2
play B C2
play W G3
play B F4
play W B3
play B E1
play W G2
play B B2
play W H4
play B H5
play W G8
play B B6
play W H7
play B D8
play W C8
play B D7
play W D6
play B G4
play W A2
play B B1
play W A3
play B E8
play W A1
play B F8
play W E6
106 reg_genmove black
#? [H3]

# p9/game-0049.sgf move 51: H3 24.82, next 4.87
boardsize 9
clear_board
komi 7.5
play B E5
play W E7
play B F6
play W F7
play B C5
play W G6
play B G5
play W C7
play B G7
play W C3
play B B7
play W B8
play B D2
play W D3
play B E3
play W E4
play B D4
play W E2
play B F3
play W F2
play B C2
play W G3
play B F4
play W B3
play B E1
play W G2
play B B2
play W H4
play B H5
play W G8
play B B6
play W H7
play B D8
play W C8
play B D7
play W D6
play B G4
play W A2
play B B1
play W A3
play B E8
play W A1
play B F8
play W E6
play B G9
play W H9
play B D9
play W D1
play B J7
play W C9
play B H2
107 reg_genmove white
#? [H3]

# p9b/game-0001.sgf move 42: E9 34.17, next 4.38
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B C4
play W B4
play B D4
play W C3
play B D3
play W G6
play B F7
play W G7
play B F8
play W B6
play B G4
play W G8
play B D7
play W H5
play B B3
play W C2
play B A4
play W B5
play B B2
play W D2
play B E2
play W C7
play B H4
play W J4
play B J3
play W J5
play B D8
play W D5
play B F4
play W H3
play B B8
play W C8
play B C9
play W B9
play B A9
play W B7
play B D6
play W F6
play B E6
play W D9
108 reg_genmove black
#? [E9]

# p9b/game-0002.sgf move 37: F9 14.24, next 4
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B E6
play W G5
play B D4
play W D3
play B C3
play W G7
play B E3
play W F3
play B D2
play W E2
play B F5
play W F4
play B F6
play W G6
play B F8
play W F7
play B E7
play W G8
play B E1
play W D3
play B F1
play W C2
play B E3
play W E8
play B D8
play W D3
play B D1
play W E3
play B G2
play W C4
play B B3
play W B4
play B B2
109 reg_genmove white
#? [F9]

# p9b/game-0002.sgf move 52: A8 55.03, next 11.64
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B E6
play W G5
play B D4
play W D3
play B C3
play W G7
play B E3
play W F3
play B D2
play W E2
play B F5
play W F4
play B F6
play W G6
play B F8
play W F7
play B E7
play W G8
play B E1
play W D3
play B F1
play W C2
play B E3
play W E8
play B D8
play W D3
play B D1
play W E3
play B G2
play W C4
play B B3
play W B4
play B B2
play W C7
play B C8
play W F9
play B B7
play W C6
play B B6
play W C5
play B D7
play W B8
play B B9
play W A8
play B A7
play W D9
play B A9
play W B8
110 reg_genmove black
#? [A8]

# p9b/game-0003.sgf move 33: C2 33.2, next 8.82
boardsize 9
clear_board
komi 7.5
play B D6
play W F3
play B F4
play W G4
play B G5
play W H5
play B G3
play W H4
play B E3
play W F2
play B F5
play W E2
play B D3
play W D2
play B H6
play W C7
play B D7
play W C6
play B B4
play W B5
play B C5
play W D8
play B H3
play W C3
play B C4
play W B3
play B E8
play W C8
play B D5
play W E9
play B B6
play W F8
play B B2
111 reg_genmove white
#? [C2]

# p9b/game-0003.sgf move 42: H1 31.01, next 9.19
boardsize 9
clear_board
komi 7.5
play B D6
play W F3
play B F4
play W G4
play B G5
play W H5
play B G3
play W H4
play B E3
play W F2
play B F5
play W E2
play B D3
play W D2
play B H6
play W C7
play B D7
play W C6
play B B4
play W B5
play B C5
play W D8
play B H3
play W C3
play B C4
play W B3
play B E8
play W C8
play B D5
play W E9
play B B6
play W F8
play B B2
play W C2
play B A3
play W H2
play B J2
play W G2
play B J3
play W A2
play B A1
play W E7
112 reg_genmove black
#? [H1]

# p9b/game-0003.sgf move 47: B8 9.7, next 5.27
boardsize 9
clear_board
komi 7.5
play B D6
play W F3
play B F4
play W G4
play B G5
play W H5
play B G3
play W H4
play B E3
play W F2
play B F5
play W E2
play B D3
play W D2
play B H6
play W C7
play B D7
play W C6
play B B4
play W B5
play B C5
play W D8
play B H3
play W C3
play B C4
play W B3
play B E8
play W C8
play B D5
play W E9
play B B6
play W F8
play B B2
play W C2
play B A3
play W H2
play B J2
play W G2
play B J3
play W A2
play B A1
play W E7
play B B7
play W H1
play B J5
play W F1
play B G7
113 reg_genmove white
#? [B8]

# p9b/game-0003.sgf move 60: B9 4.6, next 1.34
boardsize 9
clear_board
komi 7.5
play B D6
play W F3
play B F4
play W G4
play B G5
play W H5
play B G3
play W H4
play B E3
play W F2
play B F5
play W E2
play B D3
play W D2
play B H6
play W C7
play B D7
play W C6
play B B4
play W B5
play B C5
play W D8
play B H3
play W C3
play B C4
play W B3
play B E8
play W C8
play B D5
play W E9
play B B6
play W F8
play B B2
play W C2
play B A3
play W H2
play B J2
play W G2
play B J3
play W A2
play B A1
play W E7
play B B7
play W H1
play B J5
play W F1
play B G7
play W G8
play B H8
play W B8
play B A8
play W A7
play B A6
play W G9
play B H9
play W J1
play B J4
play W A9
play B E6
play W F7
114 reg_genmove black
#? [B9]

# p9b/game-0005.sgf move 42: H5 12.22, next 5.65
boardsize 9
clear_board
komi 7.5
play B E5
play W E7
play B D7
play W D6
play B E6
play W C7
play B D8
play W F7
play B G6
play W G7
play B D5
play W C6
play B C5
play W C8
play B F6
play W E2
play B G3
play W C3
play B B4
play W B3
play B D3
play W D2
play B F2
play W B1
play B A2
play W A3
play B E1
play W D1
play B B2
play W C2
play B E8
play W F8
play B H7
play W H8
play B F9
play W G8
play B B6
play W D9
play B B8
play W H6
play B B7
play W E9
115 reg_genmove black
#? [H5]

# p9b/game-0005.sgf move 58: E3 24.27, next 4
boardsize 9
clear_board
komi 7.5
play B E5
play W E7
play B D7
play W D6
play B E6
play W C7
play B D8
play W F7
play B G6
play W G7
play B D5
play W C6
play B C5
play W C8
play B F6
play W E2
play B G3
play W C3
play B B4
play W B3
play B D3
play W D2
play B F2
play W B1
play B A2
play W A3
play B E1
play W D1
play B B2
play W C2
play B E8
play W F8
play B H7
play W H8
play B F9
play W G8
play B B6
play W D9
play B B8
play W H6
play B B7
play W E9
play B D4
play W H5
play B G5
play W H4
play B J7
play W G4
play B F4
play W H3
play B H2
play W J3
play B J6
play W J5
play B J2
play W J8
play B D7
play W F3
116 reg_genmove black
#? [E3]

# p9b/game-0007.sgf move 46: C5 22.13, next 8
boardsize 9
clear_board
komi 7.5
play B E5
play W G4
play B E3
play W F6
play B E6
play W F3
play B E2
play W E7
play B D7
play W F7
play B D8
play W E4
play B D4
play W F4
play B F2
play W G2
play B F5
play W G5
play B G6
play W D3
play B C4
play W C3
play B B3
play W B4
play B D5
play W B2
play B C2
play W A3
play B D2
play W B3
play B B5
play W H6
play B B1
play W F1
play B G7
play W E1
play B H7
play W H5
play B G1
play W H1
play B C1
play W F8
play B F9
play W A5
play B E9
play W B6
117 reg_genmove black
#? [C5]

# p9b/game-0008.sgf move 33: H2 122.92, next 0
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E6
play B E7
play W F7
play B E3
play W F3
play B F2
play W G3
play B F8
play W D7
play B E8
play W D3
play B E2
play W C3
play B G2
play W C7
play B F6
play W F4
play B H3
play W G5
play B G6
play W H6
play B G7
play W H4
play B F5
play W G4
play B J4
play W H5
play B H7
118 reg_genmove white
#? [H2]

# p9b/game-0010.sgf move 38: G8 44.81, next 12.08
boardsize 9
clear_board
komi 7.5
play B F5
play W E5
play B E4
play W F4
play B F3
play W G4
play B G3
play W D4
play B E3
play W E6
play B D8
play W G5
play B F7
play W F6
play B G7
play W D3
play B D2
play W C2
play B E2
play W C7
play B D7
play W E7
play B E8
play W D6
play B B7
play W H3
play B H2
play W C8
play B C6
play W B6
play B C5
play W B8
play B B5
play W A7
play B D5
play W G6
play B C3
play W F8
119 reg_genmove black
#? [G8]

# p9b/game-0011.sgf move 33: F6 75.3, next 37.23
boardsize 9
clear_board
komi 7.5
play B F4
play W E6
play B D5
play W D6
play B C6
play W C7
play B C5
play W B7
play B G5
play W G6
play B H6
play W C3
play B B4
play W B3
play B E5
play W F2
play B D2
play W D3
play B E2
play W E3
play B F3
play W G2
play B D8
play W F8
play B D7
play W C8
play B C9
play W E8
play B C2
play W B2
play B B9
play W B8
play B E7
120 reg_genmove white
#? [F6]

# p9b/game-0011.sgf move 38: F5 23.58, next 13.78
boardsize 9
clear_board
komi 7.5
play B F4
play W E6
play B D5
play W D6
play B C6
play W C7
play B C5
play W B7
play B G5
play W G6
play B H6
play W C3
play B B4
play W B3
play B E5
play W F2
play B D2
play W D3
play B E2
play W E3
play B F3
play W G2
play B D8
play W F8
play B D7
play W C8
play B C9
play W E8
play B C2
play W B2
play B B9
play W B8
play B E7
play W F6
play B B1
play W E1
play B F1
play W G1
121 reg_genmove black
#? [F5]

# p9b/game-0012.sgf move 31: H4 62.46, next 30.14
boardsize 9
clear_board
komi 7.5
play B D3
play W E5
play B C5
play W F4
play B G7
play W C4
play B D4
play W D5
play B C6
play W C3
play B C2
play W B2
play B D2
play W E8
play B G3
play W B5
play B B6
play W B4
play B A3
play W D7
play B C8
play W C7
play B B7
play W E2
play B A5
play W G4
play B H6
play W A2
play B A4
play W B3
play B A6
122 reg_genmove white
#? [H4]

# p9b/game-0012.sgf move 44: E3 11.33, next 0
boardsize 9
clear_board
komi 7.5
play B D3
play W E5
play B C5
play W F4
play B G7
play W C4
play B D4
play W D5
play B C6
play W C3
play B C2
play W B2
play B D2
play W E8
play B G3
play W B5
play B B6
play W B4
play B A3
play W D7
play B C8
play W C7
play B B7
play W E2
play B A5
play W G4
play B H6
play W A2
play B A4
play W B3
play B A6
play W H5
play B H8
play W F8
play B G8
play W G6
play B F6
play W G5
play B J5
play W J4
play B J6
play W J8
play B J3
play W H4
123 reg_genmove black
#? [E3]

# p9b/game-0013.sgf move 38: H1 23.12, next 12.59
boardsize 9
clear_board
komi 7.5
play B F4
play W D5
play B E6
play W D6
play B E7
play W E5
play B F5
play W D7
play B E3
play W E8
play B F8
play W D8
play B G7
play W C3
play B C2
play W F9
play B B3
play W D3
play B D2
play W G8
play B H8
play W F7
play B F6
play W E2
play B F2
play W B4
play B B2
play W G3
play B H6
play W F3
play B E4
play W G2
play B E1
play W H9
play B A4
play W H4
play B H2
play W J2
124 reg_genmove black
#? [H1]

# p9b/game-0014.sgf move 36: G9 10.04, next 1.51
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W D5
play B C5
play W C4
play B E5
play W E6
play B C3
play W B4
play B B5
play W D3
play B E4
play W B3
play B C7
play W C2
play B G5
play W G6
play B H5
play W H6
play B F8
play W E8
play B D8
play W G8
play B E9
play W F7
play B E7
play W H4
play B H3
play W J5
play B G4
play W E2
play B H9
play W J4
125 reg_genmove black
#? [G9]

# p9b/game-0014.sgf move 45: J1 84.53, next 34.58
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W D5
play B C5
play W C4
play B E5
play W E6
play B C3
play W B4
play B B5
play W D3
play B E4
play W B3
play B C7
play W C2
play B G5
play W G6
play B H5
play W H6
play B F8
play W E8
play B D8
play W G8
play B E9
play W F7
play B E7
play W H4
play B H3
play W J5
play B G4
play W E2
play B H9
play W J4
play B G3
play W H8
play B G9
play W J3
play B J2
play W J6
play B H7
play W H2
play B G2
126 reg_genmove white
#? [J1]

# p9b/game-0015.sgf move 35: G1 75.86, next 45.05
boardsize 9
clear_board
komi 7.5
play B E5
play W D7
play B C6
play W D6
play B D5
play W C7
play B F6
play W C5
play B C4
play W B6
play B B5
play W B4
play B C6
play W G3
play B C5
play W F8
play B E8
play W F7
play B H5
play W E2
play B E7
play W E6
play B H3
play W G4
play B G6
play W H4
play B H2
play W C2
play B F2
play W G2
play B F3
play W F1
play B D3
play W D2
play B E1
127 reg_genmove white
#? [G1]

# p9b/game-0015.sgf move 44: J2 56.79, next 25.47
boardsize 9
clear_board
komi 7.5
play B E5
play W D7
play B C6
play W D6
play B D5
play W C7
play B F6
play W C5
play B C4
play W B6
play B B5
play W B4
play B C6
play W G3
play B C5
play W F8
play B E8
play W F7
play B H5
play W E2
play B E7
play W E6
play B H3
play W G4
play B G6
play W H4
play B H2
play W C2
play B F2
play W G2
play B F3
play W F1
play B D3
play W D2
play B E1
play W D1
play B B3
play W H1
play B D8
play W C8
play B B8
play W B7
play B A7
play W B9
128 reg_genmove black
#? [J2]

# p9b/game-0015.sgf move 57: H9 6.18, next 2.23
boardsize 9
clear_board
komi 7.5
play B E5
play W D7
play B C6
play W D6
play B D5
play W C7
play B F6
play W C5
play B C4
play W B6
play B B5
play W B4
play B C6
play W G3
play B C5
play W F8
play B E8
play W F7
play B H5
play W E2
play B E7
play W E6
play B H3
play W G4
play B G6
play W H4
play B H2
play W C2
play B F2
play W G2
play B F3
play W F1
play B D3
play W D2
play B E1
play W D1
play B B3
play W H1
play B D8
play W C8
play B B8
play W B7
play B A7
play W B9
play B A8
play W A6
play B A5
play W A9
play B B2
play W J2
play B F5
play W G8
play B H8
play W D9
play B F9
play W J3
play B E3
129 reg_genmove white
#? [H9]

# p9b/game-0016.sgf move 33: B5 15.96, next 8.03
boardsize 9
clear_board
komi 7.5
play B F3
play W E4
play B F4
play W E5
play B D3
play W E3
play B E2
play W F5
play B D7
play W F2
play B G2
play W D2
play B F1
play W C3
play B C5
play W C4
play B F7
play W G4
play B G3
play W G7
play B G8
play W G6
play B D1
play W C2
play B H4
play W E8
play B E7
play W F8
play B H8
play W C7
play B C6
play W B7
play B C8
130 reg_genmove white
#? [B5]

# p9b/game-0017.sgf move 34: J2 42.48, next 15.16
boardsize 9
clear_board
komi 7.5
play B E5
play W D3
play B C4
play W D4
play B D5
play W C5
play B C6
play W B5
play B G4
play W B4
play B D7
play W H7
play B G8
play W G7
play B C3
play W C2
play B F8
play W H4
play B H5
play W H3
play B G5
play W G3
play B E3
play W J5
play B J6
play W J4
play B F2
play W G2
play B E4
play W D2
play B B3
play W H6
play B E2
play W B2
131 reg_genmove black
#? [J2]

# p9new/game-0001.sgf move 30: H9 41.09, next 12.96
boardsize 9
clear_board
komi 7.5
play B D6
play W E4
play B F5
play W F4
play B G4
play W G3
play B G5
play W H3
play B C4
play W C3
play B D4
play W E5
play B E6
play W D3
play B D5
play W H6
play B H5
play W G7
play B F7
play W F8
play B H8
play W G8
play B E3
play W F3
play B E2
play W D2
play B E8
play W J8
play B B3
play W B2
132 reg_genmove black
#? [H9]

# p9new/game-0001.sgf move 37: A3 89.83, next 29.28
boardsize 9
clear_board
komi 7.5
play B D6
play W E4
play B F5
play W F4
play B G4
play W G3
play B G5
play W H3
play B C4
play W C3
play B D4
play W E5
play B E6
play W D3
play B D5
play W H6
play B H5
play W G7
play B F7
play W F8
play B H8
play W G8
play B E3
play W F3
play B E2
play W D2
play B E8
play W J8
play B B3
play W B2
play B D1
play W C2
play B F2
play W G2
play B C1
play W B4
play B A2
133 reg_genmove white
#? [A3]

# p9new/game-0001.sgf move 56: J1 29.04, next 5.09
boardsize 9
clear_board
komi 7.5
play B D6
play W E4
play B F5
play W F4
play B G4
play W G3
play B G5
play W H3
play B C4
play W C3
play B D4
play W E5
play B E6
play W D3
play B D5
play W H6
play B H5
play W G7
play B F7
play W F8
play B H8
play W G8
play B E3
play W F3
play B E2
play W D2
play B E8
play W J8
play B B3
play W B2
play B D1
play W C2
play B F2
play W G2
play B C1
play W B4
play B A2
play W A3
play B B1
play W A1
play B H9
play W B5
play B B6
play W A6
play B A2
play W B3
play B A5
play W B7
play B A7
play W C6
play B A6
play W A8
play B G1
play W H1
play B H2
play W A4
134 reg_genmove black
#? [J1]

# p9new/game-0002.sgf move 33: D8 49.4, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D4
play W F6
play B C6
play W C7
play B C5
play W G5
play B G4
play W B7
play B G7
play W G6
play B E7
play W E6
play B F7
play W D7
play B E8
play W E2
play B C3
play W H4
play B H3
play W C2
play B B2
play W H8
play B H6
play W H5
play B H7
play W G3
play B F3
play W G2
play B F2
play W F1
play B H2
135 reg_genmove white
#? [D8]

# p9new/game-0002.sgf move 41: D8 50.05, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D4
play W F6
play B C6
play W C7
play B C5
play W G5
play B G4
play W B7
play B G7
play W G6
play B E7
play W E6
play B F7
play W D7
play B E8
play W E2
play B C3
play W H4
play B H3
play W C2
play B B2
play W H8
play B H6
play W H5
play B H7
play W G3
play B F3
play W G2
play B F2
play W F1
play B H2
play W G1
play B H1
play W E1
play B D2
play W E3
play B E4
play W G8
play B J8
136 reg_genmove white
#? [D8]

# p9new/game-0002.sgf move 45: B9 47.42, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D4
play W F6
play B C6
play W C7
play B C5
play W G5
play B G4
play W B7
play B G7
play W G6
play B E7
play W E6
play B F7
play W D7
play B E8
play W E2
play B C3
play W H4
play B H3
play W C2
play B B2
play W H8
play B H6
play W H5
play B H7
play W G3
play B F3
play W G2
play B F2
play W F1
play B H2
play W G1
play B H1
play W E1
play B D2
play W E3
play B E4
play W G8
play B J8
play W D8
play B F9
play W H9
play B J6
137 reg_genmove white
#? [B9]

# p9new/game-0002.sgf move 56: J8 45.28, next 8.14
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D4
play W F6
play B C6
play W C7
play B C5
play W G5
play B G4
play W B7
play B G7
play W G6
play B E7
play W E6
play B F7
play W D7
play B E8
play W E2
play B C3
play W H4
play B H3
play W C2
play B B2
play W H8
play B H6
play W H5
play B H7
play W G3
play B F3
play W G2
play B F2
play W F1
play B H2
play W G1
play B H1
play W E1
play B D2
play W E3
play B E4
play W G8
play B J8
play W D8
play B F9
play W H9
play B J6
play W J9
play B G9
play W J1
play B J2
play W J7
play B F8
play W J4
play B A7
play W C1
play B D1
play W J5
138 reg_genmove black
#? [J8]

# p9new/game-0003.sgf move 43: H3 52.41, next 16.14
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B C6
play W D6
play B D5
play W C7
play B B6
play W C4
play B D3
play W B7
play B D7
play W E6
play B F6
play W E7
play B F7
play W D8
play B E8
play W D7
play B E2
play W F5
play B G8
play W G6
play B H4
play W G7
play B F8
play W H8
play B H9
play W G9
play B F9
play W E9
play B D9
play W F4
play B E4
play W F2
play B F3
play W G3
play B E3
play W H5
play B H7
play W H6
play B G4
play W G5
play B J8
139 reg_genmove white
#? [H3]

# p9new/game-0003.sgf move 56: B9 45.66, next 16.98
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B C6
play W D6
play B D5
play W C7
play B B6
play W C4
play B D3
play W B7
play B D7
play W E6
play B F6
play W E7
play B F7
play W D8
play B E8
play W D7
play B E2
play W F5
play B G8
play W G6
play B H4
play W G7
play B F8
play W H8
play B H9
play W G9
play B F9
play W E9
play B D9
play W F4
play B E4
play W F2
play B F3
play W G3
play B E3
play W H5
play B H7
play W H6
play B G4
play W G5
play B J8
play W H3
play B G2
play W H2
play B J4
play W J3
play B B8
play W A6
play B B3
play W C3
play B C2
play W B4
play B B2
play W C9
140 reg_genmove black
#? [B9]

# p9new/game-0005.sgf move 30: H5 40.12, next 13.39
boardsize 9
clear_board
komi 7.5
play B E5
play W C5
play B C6
play W D6
play B D5
play W C7
play B B6
play W B7
play B E6
play W D7
play B C4
play W G3
play B B5
play W E8
play B H4
play W H3
play B G4
play W F3
play B E2
play W E3
play B D2
play W D3
play B C2
play W F4
play B G6
play W F2
play B F8
play W G8
play B H2
play W G5
141 reg_genmove black
#? [H5]

# p9new/game-0006.sgf move 32: C8 62.45, next 34.05
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D6
play W F4
play B F3
play W G3
play B E4
play W F5
play B E7
play W E3
play B F2
play W E2
play B D2
play W D5
play B D3
play W G2
play B E5
play W E6
play B D7
play W F1
play B G8
play W C5
play B C4
play W B5
play B B4
play W B7
play B B6
play W C6
play B C7
play W A6
play B B8
play W A8
142 reg_genmove black
#? [C8]

# p9new/game-0006.sgf move 43: H8 23.7, next 12.44
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D6
play W F4
play B F3
play W G3
play B E4
play W F5
play B E7
play W E3
play B F2
play W E2
play B D2
play W D5
play B D3
play W G2
play B E5
play W E6
play B D7
play W F1
play B G8
play W C5
play B C4
play W B5
play B B4
play W B7
play B B6
play W C6
play B C7
play W A6
play B B8
play W A8
play B B9
play W C8
play B C9
play W C2
play B D1
play W F8
play B F7
play W B3
play B A4
play W G7
play B E8
143 reg_genmove white
#? [H8]

# p9new/game-0007.sgf move 48: E7 16.48, next 7.87
boardsize 9
clear_board
komi 7.5
play B E5
play W G4
play B E3
play W F3
play B E2
play W E6
play B F5
play W D6
play B F6
play W F7
play B G7
play W F8
play B G8
play W H2
play B D8
play W C7
play B E7
play W E8
play B F9
play W D7
play B E9
play W C5
play B C4
play W B4
play B B3
play W C3
play B D4
play W B2
play B B5
play W A3
play B D5
play W C6
play B G3
play W G2
play B F4
play W H5
play B H3
play W F2
play B J3
play W J4
play B F1
play W H1
play B J2
play W H4
play B B6
play W B7
play B H6
play W C8
144 reg_genmove black
#? [E7]

# p9new/game-0008.sgf move 30: G7 58.38, next 27.48
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B F6
play W D4
play B C4
play W C3
play B D5
play W E3
play B G5
play W C5
play B B4
play W B6
play B B3
play W E6
play B E5
play W F5
play B E4
play W G6
play B E7
play W D3
play B F3
play W G4
play B G3
play W H4
play B E2
play W F7
play B C7
play W C8
play B D8
play W C2
145 reg_genmove black
#? [G7]

# p9new/game-0008.sgf move 47: F9 7.2, next 2.06
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B F6
play W D4
play B C4
play W C3
play B D5
play W E3
play B G5
play W C5
play B B4
play W B6
play B B3
play W E6
play B E5
play W F5
play B E4
play W G6
play B E7
play W D3
play B F3
play W G4
play B G3
play W H4
play B E2
play W F7
play B C7
play W C8
play B D8
play W C2
play B B2
play W D9
play B B8
play W E8
play B C9
play W E6
play B D7
play W C1
play B D1
play W B1
play B D2
play W H3
play B F2
play W F8
play B G2
play W F6
play B E9
146 reg_genmove white
#? [F9]

# p9new/game-0009.sgf move 34: B7 39.26, next 11.37
boardsize 9
clear_board
komi 7.5
play B E5
play W E3
play B F4
play W F3
play B C5
play W F8
play B G7
play W C8
play B D2
play W D3
play B C3
play W C4
play B D4
play W B4
play B B5
play W B3
play B C2
play W G4
play B H4
play W E4
play B D5
play W F5
play B F7
play W H5
play B H6
play W J5
play B E2
play W F2
play B B2
play W E8
play B G5
play W G6
play B F6
play W G5
147 reg_genmove black
#? [B7]

# p9new/game-0009.sgf move 40: J7 22.12, next 9.71
boardsize 9
clear_board
komi 7.5
play B E5
play W E3
play B F4
play W F3
play B C5
play W F8
play B G7
play W C8
play B D2
play W D3
play B C3
play W C4
play B D4
play W B4
play B B5
play W B3
play B C2
play W G4
play B H4
play W E4
play B D5
play W F5
play B F7
play W H5
play B H6
play W J5
play B E2
play W F2
play B B2
play W E8
play B G5
play W G6
play B F6
play W G5
play B B7
play W G8
play B H8
play W D7
play B E7
play W H7
148 reg_genmove black
#? [J7]

# p9new/game-0009.sgf move 45: C7 27.42, next 9.49
boardsize 9
clear_board
komi 7.5
play B E5
play W E3
play B F4
play W F3
play B C5
play W F8
play B G7
play W C8
play B D2
play W D3
play B C3
play W C4
play B D4
play W B4
play B B5
play W B3
play B C2
play W G4
play B H4
play W E4
play B D5
play W F5
play B F7
play W H5
play B H6
play W J5
play B E2
play W F2
play B B2
play W E8
play B G5
play W G6
play B F6
play W G5
play B B7
play W G8
play B H8
play W D7
play B E7
play W H7
play B J7
play W D9
play B G2
play W H2
play B B8
149 reg_genmove white
#? [C7]

# p9new/game-0009.sgf move 52: E6 29.37, next 11.95
boardsize 9
clear_board
komi 7.5
play B E5
play W E3
play B F4
play W F3
play B C5
play W F8
play B G7
play W C8
play B D2
play W D3
play B C3
play W C4
play B D4
play W B4
play B B5
play W B3
play B C2
play W G4
play B H4
play W E4
play B D5
play W F5
play B F7
play W H5
play B H6
play W J5
play B E2
play W F2
play B B2
play W E8
play B G5
play W G6
play B F6
play W G5
play B B7
play W G8
play B H8
play W D7
play B E7
play W H7
play B J7
play W D9
play B G2
play W H2
play B B8
play W C7
play B F1
play W G3
play B B9
play W C9
play B H1
play W D6
150 reg_genmove black
#? [E6]

# p9new/game-0011.sgf move 32: F9 27.2, next 6.9
boardsize 9
clear_board
komi 7.5
play B E5
play W E7
play B G5
play W D3
play B C5
play W C4
play B B5
play W C7
play B B3
play W B4
play B A4
play W B2
play B E2
play W E3
play B F2
play W D5
play B D6
play W D4
play B E6
play W C6
play B D7
play W D8
play B E8
play W C8
play B F3
play W E9
play B C2
play W C3
play B D2
play W A3
play B F7
play W G8
151 reg_genmove black
#? [F9]

# p9new/game-0012.sgf move 30: G2 60.54, next 22.91
boardsize 9
clear_board
komi 7.5
play B E7
play W E5
play B D3
play W C5
play B F3
play W G5
play B G7
play W B3
play B H3
play W C7
play B D6
play W D5
play B C8
play W D8
play B D7
play W B8
play B C6
play W B7
play B E8
play W D9
play B B6
play W B5
play B C2
play W H6
play B H7
play W F6
play B F7
play W G3
play B F4
play W G4
152 reg_genmove black
#? [G2]

# p9new/game-0012.sgf move 44: J7 6.5, next 1.89
boardsize 9
clear_board
komi 7.5
play B E7
play W E5
play B D3
play W C5
play B F3
play W G5
play B G7
play W B3
play B H3
play W C7
play B D6
play W D5
play B C8
play W D8
play B D7
play W B8
play B C6
play W B7
play B E8
play W D9
play B B6
play W B5
play B C2
play W H6
play B H7
play W F6
play B F7
play W G3
play B F4
play W G4
play B G2
play W F2
play B H2
play W F5
play B E3
play W A6
play B B2
play W H4
play B E9
play W C9
play B J4
play W J5
play B J3
play W A2
153 reg_genmove black
#? [J7]

# p9new/game-0012.sgf move 60: G8 36.3, next 9.19
boardsize 9
clear_board
komi 7.5
play B E7
play W E5
play B D3
play W C5
play B F3
play W G5
play B G7
play W B3
play B H3
play W C7
play B D6
play W D5
play B C8
play W D8
play B D7
play W B8
play B C6
play W B7
play B E8
play W D9
play B B6
play W B5
play B C2
play W H6
play B H7
play W F6
play B F7
play W G3
play B F4
play W G4
play B G2
play W F2
play B H2
play W F5
play B E3
play W A6
play B B2
play W H4
play B E9
play W C9
play B J4
play W J5
play B J3
play W A2
play B J7
play W B1
play B C1
play W C3
play B A1
play W A3
play B D4
play W C4
play B E2
play W E4
play B F1
play W B1
play B J6
play W H5
play B A1
play W H8
154 reg_genmove black
#? [G8]

# p9new/game-0013.sgf move 33: J4 9.06, next 3.2
boardsize 9
clear_board
komi 7.5
play B D4
play W D6
play B E5
play W E6
play B F6
play W F7
play B G7
play W G6
play B F5
play W H7
play B G8
play W H8
play B F8
play W E7
play B E8
play W C6
play B C8
play W D8
play B D9
play W D7
play B B7
play W E9
play B F9
play W H9
play B H6
play W G5
play B G4
play W H5
play B H4
play W J6
play B B6
play W G9
play B C4
155 reg_genmove white
#? [J4]

# p9new/game-0013.sgf move 39: J4 7.99, next 3.18
boardsize 9
clear_board
komi 7.5
play B D4
play W D6
play B E5
play W E6
play B F6
play W F7
play B G7
play W G6
play B F5
play W H7
play B G8
play W H8
play B F8
play W E7
play B E8
play W C6
play B C8
play W D8
play B D9
play W D7
play B B7
play W E9
play B F9
play W H9
play B H6
play W G5
play B G4
play W H5
play B H4
play W J6
play B B6
play W G9
play B C4
play W C2
play B D2
play W F3
play B F4
play W B5
play B C5
156 reg_genmove white
#? [J4]

# p9new/game-0013.sgf move 45: J4 7.59, next 3.14
boardsize 9
clear_board
komi 7.5
play B D4
play W D6
play B E5
play W E6
play B F6
play W F7
play B G7
play W G6
play B F5
play W H7
play B G8
play W H8
play B F8
play W E7
play B E8
play W C6
play B C8
play W D8
play B D9
play W D7
play B B7
play W E9
play B F9
play W H9
play B H6
play W G5
play B G4
play W H5
play B H4
play W J6
play B B6
play W G9
play B C4
play W C2
play B D2
play W F3
play B F4
play W B5
play B C5
play W C3
play B D3
play W B4
play B B2
play W B3
play B C1
157 reg_genmove white
#? [J4]

# p9new/game-0014.sgf move 37: A6 32.27, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W F4
play B F3
play W G3
play B E6
play W D6
play B D7
play W C6
play B F6
play W E3
play B C7
play W B5
play B C3
play W D3
play B C4
play W B4
play B F2
play W C2
play B D2
play W B3
play B E2
play W G6
play B G7
play W H5
play B H7
play W F7
play B E7
play W F8
play B H3
play W H4
play B B7
play W B2
play B G2
158 reg_genmove white
#? [A6]

# p9new/game-0014.sgf move 45: A6 28.58, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W F4
play B F3
play W G3
play B E6
play W D6
play B D7
play W C6
play B F6
play W E3
play B C7
play W B5
play B C3
play W D3
play B C4
play W B4
play B F2
play W C2
play B D2
play W B3
play B E2
play W G6
play B G7
play W H5
play B H7
play W F7
play B E7
play W F8
play B H3
play W H4
play B B7
play W B2
play B G2
play W G8
play B H6
play W G4
play B H2
play W E8
play B H8
play W B8
play B C8
159 reg_genmove white
#? [A6]

# p9new/game-0015.sgf move 42: G8 8.5, next 1.45
boardsize 9
clear_board
komi 7.5
play B F6
play W E4
play B D5
play W D4
play B C4
play W C3
play B C5
play W F5
play B G6
play W G5
play B B3
play W E6
play B E5
play W H6
play B H7
play W H8
play B H5
play W G7
play B J6
play W F7
play B H6
play W G3
play B E7
play W E8
play B D7
play W D8
play B E2
play W D2
play B C2
play W D3
play B F4
play W B2
play B F3
play W B4
play B C7
play W C8
play B J8
play W B7
play B B6
play W G4
play B G2
play W B8
160 reg_genmove black
#? [G8]

# p9new/game-0015.sgf move 49: E1 10.12, next 4.47
boardsize 9
clear_board
komi 7.5
play B F6
play W E4
play B D5
play W D4
play B C4
play W C3
play B C5
play W F5
play B G6
play W G5
play B B3
play W E6
play B E5
play W H6
play B H7
play W H8
play B H5
play W G7
play B J6
play W F7
play B H6
play W G3
play B E7
play W E8
play B D7
play W D8
play B E2
play W D2
play B C2
play W D3
play B F4
play W B2
play B F3
play W B4
play B C7
play W C8
play B J8
play W B7
play B B6
play W G4
play B G2
play W B8
play B G8
play W F8
play B H9
play W H2
play B H1
play W H3
play B J2
161 reg_genmove white
#? [E1]

# p9new/game-0016.sgf move 35: A9 9.14, next 0
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B E4
play W E3
play B F3
play W G3
play B F2
play W F5
play B E5
play W G2
play B D3
play W F7
play B E7
play W E2
play B D2
play W F8
play B F1
play W D8
play B E8
play W E9
play B G4
play W G5
play B F6
play W G6
play B C7
play W G1
play B E1
play W D9
play B E6
play W H4
play B C8
play W C9
play B B9
play W B8
play B B7
162 reg_genmove white
#? [A9]

# p9new/game-0017.sgf move 41: F8 10.43, next 3.68
boardsize 9
clear_board
komi 7.5
play B E5
play W E3
play B F3
play W F2
play B F4
play W G2
play B D3
play W E2
play B D4
play W H4
play B E8
play W B4
play B B3
play W C7
play B D7
play W C8
play B B6
play W F7
play B E7
play W F6
play B H5
play W E6
play B D6
play W F5
play B E4
play W G4
play B G8
play W C4
play B G3
play W H3
play B C6
play W C3
play B D2
play W C2
play B D1
play W H6
play B B2
play W C1
play B A4
play W A5
play B B5
163 reg_genmove white
#? [F8]

# p9new/game-0017.sgf move 48: C5 47.2, next 7.28
boardsize 9
clear_board
komi 7.5
play B E5
play W E3
play B F3
play W F2
play B F4
play W G2
play B D3
play W E2
play B D4
play W H4
play B E8
play W B4
play B B3
play W C7
play B D7
play W C8
play B B6
play W F7
play B E7
play W F6
play B H5
play W E6
play B D6
play W F5
play B E4
play W G4
play B G8
play W C4
play B G3
play W H3
play B C6
play W C3
play B D2
play W C2
play B D1
play W H6
play B B2
play W C1
play B A4
play W A5
play B B5
play W A3
play B A2
play W F8
play B F9
play W B7
play B A6
play W D5
164 reg_genmove black
#? [C5]

# p9new/game-0018.sgf move 62: J7 43.89, next 0
boardsize 9
clear_board
komi 7.5
play B G4
play W F5
play B G5
play W F6
play B G6
play W F4
play B F3
play W E3
play B F7
play W E7
play B E2
play W D3
play B D2
play W G7
play B F8
play W G3
play B F2
play W H6
play B H7
play W H5
play B G8
play W H4
play B G7
play W C3
play B E8
play W G2
play B C2
play W B2
play B H2
play W H3
play B G1
play W J2
play B H1
play W C1
play B B1
play W A1
play B F1
play W D1
play B E6
play W E5
play B J6
play W D7
play B B8
play W C8
play B C9
play W B9
play B A9
play W B7
play B D8
play W J3
play B J5
play W J7
play B D6
play W C7
play B D5
play W E4
play B J8
play W B6
play B B9
play W A7
play B B4
play W B3
165 reg_genmove black
#? [J7]

# p9new/game-0018.sgf move 70: D4 68.44, next 0
boardsize 9
clear_board
komi 7.5
play B G4
play W F5
play B G5
play W F6
play B G6
play W F4
play B F3
play W E3
play B F7
play W E7
play B E2
play W D3
play B D2
play W G7
play B F8
play W G3
play B F2
play W H6
play B H7
play W H5
play B G8
play W H4
play B G7
play W C3
play B E8
play W G2
play B C2
play W B2
play B H2
play W H3
play B G1
play W J2
play B H1
play W C1
play B B1
play W A1
play B F1
play W D1
play B E6
play W E5
play B J6
play W D7
play B B8
play W C8
play B C9
play W B9
play B A9
play W B7
play B D8
play W J3
play B J5
play W J7
play B D6
play W C7
play B D5
play W E4
play B J8
play W B6
play B B9
play W A7
play B B4
play W B3
play B A5
play W A8
play B C5
play W D9
play B A3
play W B9
play B C4
play W B1
166 reg_genmove black
#? [D4]

# p9new/game-0019.sgf move 47: J5 60.52, next 18.58
boardsize 9
clear_board
komi 7.5
play B E5
play W G7
play B E7
play W G5
play B E3
play W B5
play B B7
play W C2
play B G4
play W H4
play B C4
play W B4
play B H3
play W E8
play B D8
play W H5
play B C3
play W B3
play B D2
play W C1
play B G6
play W F6
play B G8
play W F7
play B F8
play W G3
play B G2
play W F4
play B F3
play W E6
play B D7
play W J3
play B G4
play W H8
play B H9
play W H2
play B G3
play W D6
play B H7
play W H6
play B J2
play W J1
play B J7
play W E4
play B G1
play W J2
play B J4
167 reg_genmove white
#? [J5]

# p9new/game-0019.sgf move 54: B6 4.55, next 0.39
boardsize 9
clear_board
komi 7.5
play B E5
play W G7
play B E7
play W G5
play B E3
play W B5
play B B7
play W C2
play B G4
play W H4
play B C4
play W B4
play B H3
play W E8
play B D8
play W H5
play B C3
play W B3
play B D2
play W C1
play B G6
play W F6
play B G8
play W F7
play B F8
play W G3
play B G2
play W F4
play B F3
play W E6
play B D7
play W J3
play B G4
play W H8
play B H9
play W H2
play B G3
play W D6
play B H7
play W H6
play B J2
play W J1
play B J7
play W E4
play B G1
play W J2
play B J4
play W J5
play B H1
play W J4
play B D4
play W F5
play B C6
play W C5
168 reg_genmove black
#? [B6]

# p9new/game-0019.sgf move 60: B6 4.45, next 0.39
boardsize 9
clear_board
komi 7.5
play B E5
play W G7
play B E7
play W G5
play B E3
play W B5
play B B7
play W C2
play B G4
play W H4
play B C4
play W B4
play B H3
play W E8
play B D8
play W H5
play B C3
play W B3
play B D2
play W C1
play B G6
play W F6
play B G8
play W F7
play B F8
play W G3
play B G2
play W F4
play B F3
play W E6
play B D7
play W J3
play B G4
play W H8
play B H9
play W H2
play B G3
play W D6
play B H7
play W H6
play B J2
play W J1
play B J7
play W E4
play B G1
play W J2
play B J4
play W J5
play B H1
play W J4
play B D4
play W F5
play B C6
play W C5
play B B2
play W D5
play B D3
play W B1
play B D1
play W A2
169 reg_genmove black
#? [B6]

# seki/game-0001.sgf move 39: E4 73.08, next 41.95
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B B6
play W B7
play B G5
play W F2
play B G3
play W D2
play B C2
play W C3
play B D3
play W B2
play B B3
play W C1
play B B4
play W A2
play B D8
play W E8
play B D7
play W C8
play B E2
play W E3
play B E1
play W F3
play B C9
play W B9
play B A7
play W D9
play B F1
play W D1
play B G2
play W G1
play B H1
170 reg_genmove white
#? [E4]

# seki/game-0001.sgf move 47: E4 30.93, next 14.02
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B B6
play W B7
play B G5
play W F2
play B G3
play W D2
play B C2
play W C3
play B D3
play W B2
play B B3
play W C1
play B B4
play W A2
play B D8
play W E8
play B D7
play W C8
play B E2
play W E3
play B E1
play W F3
play B C9
play W B9
play B A7
play W D9
play B F1
play W D1
play B G2
play W G1
play B H1
play W F1
play B H2
play W A8
play B A6
play W C2
play B G6
play W G7
play B H7
171 reg_genmove white
#? [E4]

# seki/game-0002.sgf move 33: E3 32.9, next 14.41
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B D3
play W F7
play B F6
play W G6
play B F5
play W G5
play B G4
play W F3
play B E7
play W F8
play B G7
play W H7
play B H6
play W H5
play B H4
play W G8
play B G2
play W F2
play B G3
play W H2
play B H1
play W E1
play B J2
play W D4
play B C4
play W C3
play B D5
play W D2
play B B3
play W C2
play B E4
172 reg_genmove white
#? [E3]

# seki/game-0002.sgf move 46: B6 46.19, next 10.52
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B D3
play W F7
play B F6
play W G6
play B F5
play W G5
play B G4
play W F3
play B E7
play W F8
play B G7
play W H7
play B H6
play W H5
play B H4
play W G8
play B G2
play W F2
play B G3
play W H2
play B H1
play W E1
play B J2
play W D4
play B C4
play W C3
play B D5
play W D2
play B B3
play W C2
play B E4
play W B2
play B B4
play W E3
play B E8
play W E5
play B E6
play W E9
play B D9
play W F9
play B J4
play W D8
play B J6
play W B8
173 reg_genmove black
#? [B6]

# seki/game-0002.sgf move 62: H3 32.32, next 4.9
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B D3
play W F7
play B F6
play W G6
play B F5
play W G5
play B G4
play W F3
play B E7
play W F8
play B G7
play W H7
play B H6
play W H5
play B H4
play W G8
play B G2
play W F2
play B G3
play W H2
play B H1
play W E1
play B J2
play W D4
play B C4
play W C3
play B D5
play W D2
play B B3
play W C2
play B E4
play W B2
play B B4
play W E3
play B E8
play W E5
play B E6
play W E9
play B D9
play W F9
play B J4
play W D8
play B J6
play W B8
play B C8
play W C9
play B C7
play W H9
play B J5
play W F1
play B B9
play W A9
play B B7
play W G7
play B A2
play W J8
play B J7
play W D4
play B E5
play W G1
174 reg_genmove black
#? [H3]

# seki/game-0003.sgf move 36: B4 16.81, next 6.57
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B G4
play W D6
play B H6
play W F4
play B F3
play W G5
play B C6
play W C7
play B E6
play W E7
play B E5
play W H4
play B G3
play W H5
play B F7
play W G7
play B F8
play W E8
play B G8
play W H7
play B H8
play W J8
play B G6
play W J6
play B F5
play W G6
play B D5
play W D7
play B B6
play W B7
play B A7
play W A8
play B A6
play W B8
175 reg_genmove black
#? [B4]

# seki/game-0003.sgf move 41: C3 12.41, next 0.39
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B G4
play W D6
play B H6
play W F4
play B F3
play W G5
play B C6
play W C7
play B E6
play W E7
play B E5
play W H4
play B G3
play W H5
play B F7
play W G7
play B F8
play W E8
play B G8
play W H7
play B H8
play W J8
play B G6
play W J6
play B F5
play W G6
play B D5
play W D7
play B B6
play W B7
play B A7
play W A8
play B A6
play W B8
play B E9
play W H3
play B H2
play W D9
play B F9
176 reg_genmove white
#? [C3]

# seki/game-0003.sgf move 45: C3 12.12, next 0.39
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B G4
play W D6
play B H6
play W F4
play B F3
play W G5
play B C6
play W C7
play B E6
play W E7
play B E5
play W H4
play B G3
play W H5
play B F7
play W G7
play B F8
play W E8
play B G8
play W H7
play B H8
play W J8
play B G6
play W J6
play B F5
play W G6
play B D5
play W D7
play B B6
play W B7
play B A7
play W A8
play B A6
play W B8
play B E9
play W H3
play B H2
play W D9
play B F9
play W H9
play B G2
play W G9
play B E9
177 reg_genmove white
#? [C3]

# seki/game-0003.sgf move 49: C3 12.21, next 0.36
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B G4
play W D6
play B H6
play W F4
play B F3
play W G5
play B C6
play W C7
play B E6
play W E7
play B E5
play W H4
play B G3
play W H5
play B F7
play W G7
play B F8
play W E8
play B G8
play W H7
play B H8
play W J8
play B G6
play W J6
play B F5
play W G6
play B D5
play W D7
play B B6
play W B7
play B A7
play W A8
play B A6
play W B8
play B E9
play W H3
play B H2
play W D9
play B F9
play W H9
play B G2
play W G9
play B E9
play W F9
play B F8
play W F7
play B E4
178 reg_genmove white
#? [C3]

# seki/game-0004.sgf move 38: F8 54.76, next 32.41
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B F5
play W F4
play B G4
play W D6
play B F3
play W E4
play B E3
play W G5
play B H5
play W G3
play B H4
play W D3
play B D2
play W C3
play B C2
play W G2
play B F1
play W F2
play B E2
play W B2
play B B1
play W B3
play B D7
play W G1
play B H2
play W C1
play B C7
play W E7
play B H3
play W E1
play B B6
play W G6
play B F7
play W G7
179 reg_genmove black
#? [F8]

# seki/game-0004.sgf move 44: G8 46.23, next 22.83
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B F5
play W F4
play B G4
play W D6
play B F3
play W E4
play B E3
play W G5
play B H5
play W G3
play B H4
play W D3
play B D2
play W C3
play B C2
play W G2
play B F1
play W F2
play B E2
play W B2
play B B1
play W B3
play B D7
play W G1
play B H2
play W C1
play B C7
play W E7
play B H3
play W E1
play B B6
play W G6
play B F7
play W G7
play B E8
play W F8
play B E7
play W H6
play B H1
play W D1
180 reg_genmove black
#? [G8]

# seki/game-0005.sgf move 38: C6 17.98, next 5.87
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B E6
play W E5
play B F5
play W E7
play B F6
play W D7
play B D4
play W D5
play B E4
play W C4
play B C3
play W G7
play B B4
play W C5
play B F7
play W F8
play B G6
play W H7
play B H6
play W J6
play B J5
play W J7
play B G8
play W H8
play B E8
play W G9
play B B5
play W B6
play B C7
play W D8
play B H5
play W A5
play B B3
play W D3
play B D2
play W E3
181 reg_genmove black
#? [C6]

# seki/game-0005.sgf move 53: E9 28.31, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B E6
play W E5
play B F5
play W E7
play B F6
play W D7
play B D4
play W D5
play B E4
play W C4
play B C3
play W G7
play B B4
play W C5
play B F7
play W F8
play B G6
play W H7
play B H6
play W J6
play B J5
play W J7
play B G8
play W H8
play B E8
play W G9
play B B5
play W B6
play B C7
play W D8
play B H5
play W A5
play B B3
play W D3
play B D2
play W E3
play B A4
play W E2
play B C1
play W G2
play B H3
play W H2
play B J2
play W F3
play B F1
play W E1
play B G4
play W A2
play B C6
play W B7
play B C8
182 reg_genmove white
#? [E9]

# seki/game-0005.sgf move 70: H1 42.02, next 22.92
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B E6
play W E5
play B F5
play W E7
play B F6
play W D7
play B D4
play W D5
play B E4
play W C4
play B C3
play W G7
play B B4
play W C5
play B F7
play W F8
play B G6
play W H7
play B H6
play W J6
play B J5
play W J7
play B G8
play W H8
play B E8
play W G9
play B B5
play W B6
play B C7
play W D8
play B H5
play W A5
play B B3
play W D3
play B D2
play W E3
play B A4
play W E2
play B C1
play W G2
play B H3
play W H2
play B J2
play W F3
play B F1
play W E1
play B G4
play W A2
play B C6
play W B7
play B C8
play W E9
play B B8
play W A8
play B D1
play W C2
play B B2
play W B1
play B A1
play W J3
play B B1
play W J4
play B H4
play W J3
play B J4
play W F2
play B B9
play W J1
183 reg_genmove black
#? [H1]

# seki/game-0005.sgf move 75: J1 32.53, next 17.16
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B E6
play W E5
play B F5
play W E7
play B F6
play W D7
play B D4
play W D5
play B E4
play W C4
play B C3
play W G7
play B B4
play W C5
play B F7
play W F8
play B G6
play W H7
play B H6
play W J6
play B J5
play W J7
play B G8
play W H8
play B E8
play W G9
play B B5
play W B6
play B C7
play W D8
play B H5
play W A5
play B B3
play W D3
play B D2
play W E3
play B A4
play W E2
play B C1
play W G2
play B H3
play W H2
play B J2
play W F3
play B F1
play W E1
play B G4
play W A2
play B C6
play W B7
play B C8
play W E9
play B B8
play W A8
play B D1
play W C2
play B B2
play W B1
play B A1
play W J3
play B B1
play W J4
play B H4
play W J3
play B J4
play W F2
play B B9
play W J1
play B J3
play W G1
play B H1
play W A7
play B A6
184 reg_genmove white
#? [J1]

# seki/game-0005.sgf move 79: D9 17.06, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B E6
play W E5
play B F5
play W E7
play B F6
play W D7
play B D4
play W D5
play B E4
play W C4
play B C3
play W G7
play B B4
play W C5
play B F7
play W F8
play B G6
play W H7
play B H6
play W J6
play B J5
play W J7
play B G8
play W H8
play B E8
play W G9
play B B5
play W B6
play B C7
play W D8
play B H5
play W A5
play B B3
play W D3
play B D2
play W E3
play B A4
play W E2
play B C1
play W G2
play B H3
play W H2
play B J2
play W F3
play B F1
play W E1
play B G4
play W A2
play B C6
play W B7
play B C8
play W E9
play B B8
play W A8
play B D1
play W C2
play B B2
play W B1
play B A1
play W J3
play B B1
play W J4
play B H4
play W J3
play B J4
play W F2
play B B9
play W J1
play B J3
play W G1
play B H1
play W A7
play B A6
play W J1
play B A9
play W A7
play B H1
185 reg_genmove white
#? [D9]

# seki/game-0005.sgf move 88: B6 24.78, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B E6
play W E5
play B F5
play W E7
play B F6
play W D7
play B D4
play W D5
play B E4
play W C4
play B C3
play W G7
play B B4
play W C5
play B F7
play W F8
play B G6
play W H7
play B H6
play W J6
play B J5
play W J7
play B G8
play W H8
play B E8
play W G9
play B B5
play W B6
play B C7
play W D8
play B H5
play W A5
play B B3
play W D3
play B D2
play W E3
play B A4
play W E2
play B C1
play W G2
play B H3
play W H2
play B J2
play W F3
play B F1
play W E1
play B G4
play W A2
play B C6
play W B7
play B C8
play W E9
play B B8
play W A8
play B D1
play W C2
play B B2
play W B1
play B A1
play W J3
play B B1
play W J4
play B H4
play W J3
play B J4
play W F2
play B B9
play W J1
play B J3
play W G1
play B H1
play W A7
play B A6
play W J1
play B A9
play W A7
play B H1
play W B6
play B J1
play W A5
play B B7
play W A6
play B C9
play W D9
play B A8
play W A6
186 reg_genmove black
#? [B6]

# seki/game-0006.sgf move 40: E1 45.29, next 16.51
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B E5
play W D5
play B D6
play W C6
play B C7
play W D7
play B E6
play W C8
play B B7
play W B6
play B D8
play W E4
play B G4
play W E7
play B E8
play W G3
play B H3
play W H4
play B F3
play W G2
play B F4
play W H2
play B H5
play W F7
play B G7
play W A7
play B B8
play W A8
play B B9
play W F5
play B G5
play W J3
play B D2
play W E3
play B F2
play W E2
play B C5
play W B5
187 reg_genmove black
#? [E1]

# seki/game-0006.sgf move 45: B3 41.39, next 4.21
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B E5
play W D5
play B D6
play W C6
play B C7
play W D7
play B E6
play W C8
play B B7
play W B6
play B D8
play W E4
play B G4
play W E7
play B E8
play W G3
play B H3
play W H4
play B F3
play W G2
play B F4
play W H2
play B H5
play W F7
play B G7
play W A7
play B B8
play W A8
play B B9
play W F5
play B G5
play W J3
play B D2
play W E3
play B F2
play W E2
play B C5
play W B5
play B E1
play W C4
play B C2
play W C9
play B D9
188 reg_genmove white
#? [B3]

# seki/game-0007.sgf move 31: H8 98.54, next 0
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B G3
play W G4
play B F3
play W E4
play B E3
play W D4
play B D3
play W C4
play B C3
play W E8
play B E7
play W F7
play B F6
play W D7
play B E6
play W G7
play B D8
play W C7
play B F8
play W C8
play B E9
play W G6
play B C6
play W B6
play B B5
play W B7
play B B4
play W C5
play B G8
189 reg_genmove white
#? [H8]

# seki/game-0007.sgf move 38: B9 51.67, next 24.22
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B G3
play W G4
play B F3
play W E4
play B E3
play W D4
play B D3
play W C4
play B C3
play W E8
play B E7
play W F7
play B F6
play W D7
play B E6
play W G7
play B D8
play W C7
play B F8
play W C8
play B E9
play W G6
play B C6
play W B6
play B B5
play W B7
play B B4
play W C5
play B G8
play W H8
play B G5
play W H5
play B H4
play W F5
play B A8
play W C9
190 reg_genmove black
#? [B9]

# seki/game-0007.sgf move 50: A3 41.08, next 0
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B G3
play W G4
play B F3
play W E4
play B E3
play W D4
play B D3
play W C4
play B C3
play W E8
play B E7
play W F7
play B F6
play W D7
play B E6
play W G7
play B D8
play W C7
play B F8
play W C8
play B E9
play W G6
play B C6
play W B6
play B B5
play W B7
play B B4
play W C5
play B G8
play W H8
play B G5
play W H5
play B H4
play W F5
play B A8
play W C9
play B A6
play W A7
play B D9
play W A5
play B B3
play W G9
play B H9
play W J9
play B H3
play W A9
play B B9
play W A4
191 reg_genmove black
#? [A3]

# seki/game-0007.sgf move 57: G5 32.32, next 2.6
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B G3
play W G4
play B F3
play W E4
play B E3
play W D4
play B D3
play W C4
play B C3
play W E8
play B E7
play W F7
play B F6
play W D7
play B E6
play W G7
play B D8
play W C7
play B F8
play W C8
play B E9
play W G6
play B C6
play W B6
play B B5
play W B7
play B B4
play W C5
play B G8
play W H8
play B G5
play W H5
play B H4
play W F5
play B A8
play W C9
play B A6
play W A7
play B D9
play W A5
play B B3
play W G9
play B H9
play W J9
play B H3
play W A9
play B B9
play W A4
play B D5
play W A2
play B A3
play W B2
play B A6
play W A5
play B A4
192 reg_genmove white
#? [G5]

# seki/game-0008.sgf move 44: B6 4.17, next 1.05
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B D4
play W F6
play B F3
play W G3
play B E3
play W G2
play B E7
play W F7
play B F8
play W G8
play B E8
play W D1
play B F1
play W F2
play B E2
play W E1
play B C1
play W G1
play B D2
play W F1
play B C2
play W E5
play B G9
play W D5
play B C5
play W C4
play B B4
play W C6
play B B5
play W E6
play B D7
play W H8
play B H9
play W E4
play B G7
play W H7
play B D3
play W C7
play B C8
play W F9
play B E9
play W B8
193 reg_genmove black
#? [B6]

# seki/game-0008.sgf move 54: H6 11.27, next 5.31
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B D4
play W F6
play B F3
play W G3
play B E3
play W G2
play B E7
play W F7
play B F8
play W G8
play B E8
play W D1
play B F1
play W F2
play B E2
play W E1
play B C1
play W G1
play B D2
play W F1
play B C2
play W E5
play B G9
play W D5
play B C5
play W C4
play B B4
play W C6
play B B5
play W E6
play B D7
play W H8
play B H9
play W E4
play B G7
play W H7
play B D3
play W C7
play B C8
play W F9
play B E9
play W B8
play B B7
play W C9
play B D8
play W J9
play B J8
play W J7
play B G4
play W G5
play B H4
play W H3
194 reg_genmove black
#? [H6]

# seki/game-0009.sgf move 37: B6 66.92, next 13.61
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F4
play W D6
play B D3
play W C3
play B E4
play W D5
play B D2
play W E7
play B F7
play W C2
play B E8
play W D8
play B F8
play W E2
play B E3
play W D1
play B F2
play W E1
play B F1
play W C1
play B E6
play W D7
play B D9
play W C9
play B E9
play W E5
play B C8
play W F5
play B G4
play W G5
play B H5
play W G6
play B H6
play W G8
play B G7
195 reg_genmove white
#? [B6]

# seki/game-0009.sgf move 42: H9 54.25, next 31.44
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F4
play W D6
play B D3
play W C3
play B E4
play W D5
play B D2
play W E7
play B F7
play W C2
play B E8
play W D8
play B F8
play W E2
play B E3
play W D1
play B F2
play W E1
play B F1
play W C1
play B E6
play W D7
play B D9
play W C9
play B E9
play W E5
play B C8
play W F5
play B G4
play W G5
play B H5
play W G6
play B H6
play W G8
play B G7
play W H7
play B B9
play W H8
play B G9
play W B7
196 reg_genmove black
#? [H9]

# seki/game-0009.sgf move 52: B6 73.34, next 22.33
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F4
play W D6
play B D3
play W C3
play B E4
play W D5
play B D2
play W E7
play B F7
play W C2
play B E8
play W D8
play B F8
play W E2
play B E3
play W D1
play B F2
play W E1
play B F1
play W C1
play B E6
play W D7
play B D9
play W C9
play B E9
play W E5
play B C8
play W F5
play B G4
play W G5
play B H5
play W G6
play B H6
play W G8
play B G7
play W H7
play B B9
play W H8
play B G9
play W B7
play B H9
play W B8
play B C7
play W C6
play B C9
play W H4
play B H3
play W G3
play B F3
play W J8
197 reg_genmove black
#? [B6]

# seki/game-0009.sgf move 57: F9 51.63, next 14.06
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B F4
play W D6
play B D3
play W C3
play B E4
play W D5
play B D2
play W E7
play B F7
play W C2
play B E8
play W D8
play B F8
play W E2
play B E3
play W D1
play B F2
play W E1
play B F1
play W C1
play B E6
play W D7
play B D9
play W C9
play B E9
play W E5
play B C8
play W F5
play B G4
play W G5
play B H5
play W G6
play B H6
play W G8
play B G7
play W H7
play B B9
play W H8
play B G9
play W B7
play B H9
play W B8
play B C7
play W C6
play B C9
play W H4
play B H3
play W G3
play B F3
play W J8
play B J4
play W A9
play B A8
play W A7
play B J9
198 reg_genmove white
#? [F9]

# seki/game-0011.sgf move 31: B6 21.28, next 3.8
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B F6
play W E7
play B E4
play W F7
play B C4
play W C5
play B B5
play W D4
play B D3
play W D5
play B B3
play W G6
play B G7
play W H6
play B H7
play W H4
play B H3
play W G3
play B G4
play W H5
play B H2
play W J8
play B J7
play W J6
play B G8
play W F8
play B B8
199 reg_genmove white
#? [B6]

# seki/game-0011.sgf move 36: A5 10.25, next 4.38
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B F6
play W E7
play B E4
play W F7
play B C4
play W C5
play B B5
play W D4
play B D3
play W D5
play B B3
play W G6
play B G7
play W H6
play B H7
play W H4
play B H3
play W G3
play B G4
play W H5
play B H2
play W J8
play B J7
play W J6
play B G8
play W F8
play B B8
play W B6
play B C6
play W C7
play B B7
play W A6
200 reg_genmove black
#? [A5]

# seki/game-0011.sgf move 42: A7 29.78, next 6.96
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B F6
play W E7
play B E4
play W F7
play B C4
play W C5
play B B5
play W D4
play B D3
play W D5
play B B3
play W G6
play B G7
play W H6
play B H7
play W H4
play B H3
play W G3
play B G4
play W H5
play B H2
play W J8
play B J7
play W J6
play B G8
play W F8
play B B8
play W B6
play B C6
play W C7
play B B7
play W A6
play B A5
play W B4
play B A4
play W F3
play B E3
play W G2
201 reg_genmove black
#? [A7]

# seki/game-0012.sgf move 41: E2 8.04, next 2.81
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B F4
play W D5
play B G5
play W G6
play B C5
play W C6
play B B6
play W B5
play B C4
play W H5
play B G4
play W C7
play B F6
play W F7
play B H6
play W G7
play B H7
play W H8
play B B7
play W B8
play B D6
play W A7
play B D7
play W C8
play B E6
play W H4
play B H3
play W B4
play B J5
play W C2
play B E8
play W D8
play B E7
play W J6
play B J7
play W J8
play B J4
202 reg_genmove white
#? [E2]

# seki/game-0012.sgf move 45: E2 8.04, next 2.82
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B F4
play W D5
play B G5
play W G6
play B C5
play W C6
play B B6
play W B5
play B C4
play W H5
play B G4
play W C7
play B F6
play W F7
play B H6
play W G7
play B H7
play W H8
play B B7
play W B8
play B D6
play W A7
play B D7
play W C8
play B E6
play W H4
play B H3
play W B4
play B J5
play W C2
play B E8
play W D8
play B E7
play W J6
play B J7
play W J8
play B J4
play W H5
play B J6
play W F9
play B E9
203 reg_genmove white
#? [E2]

# seki/game-0013.sgf move 36: J2 69.55, next 34.92
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B D6
play W F4
play B C4
play W C3
play B C5
play W B3
play B G5
play W G4
play B H5
play W A5
play B A4
play W B4
play B B5
play W A3
play B A6
play W D5
play B C6
play W H4
play B J4
play W J3
play B J5
play W E6
play B E7
play W E5
play B H3
play W D7
play B C7
play W F7
play B D8
play W E8
play B D7
play W G6
play B F5
play W J6
204 reg_genmove black
#? [J2]

# seki/game-0013.sgf move 44: E2 103.46, next 29.37
boardsize 9
clear_board
komi 7.5
play B F6
play W D4
play B D6
play W F4
play B C4
play W C3
play B C5
play W B3
play B G5
play W G4
play B H5
play W A5
play B A4
play W B4
play B B5
play W A3
play B A6
play W D5
play B C6
play W H4
play B J4
play W J3
play B J5
play W E6
play B E7
play W E5
play B H3
play W D7
play B C7
play W F7
play B D8
play W E8
play B D7
play W G6
play B F5
play W J6
play B J2
play W H6
play B J3
play W G8
play B D3
play W E3
play B D2
play W E4
205 reg_genmove black
#? [E2]

# seki/game-0014.sgf move 34: E7 24.67, next 10.47
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D7
play W D6
play B C6
play W F4
play B E6
play W E7
play B E5
play W F5
play B F7
play W G7
play B E8
play W E3
play B D3
play W F8
play B E2
play W F2
play B D2
play W E7
play B F1
play W G1
play B E1
play W E9
play B F7
play W D9
play B G2
play W G3
play B H2
play W C8
play B H3
play W B6
play B C7
play W B7
206 reg_genmove black
#? [E7]

# seki/game-0014.sgf move 45: F3 7.72, next 3.66
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D7
play W D6
play B C6
play W F4
play B E6
play W E7
play B E5
play W F5
play B F7
play W G7
play B E8
play W E3
play B D3
play W F8
play B E2
play W F2
play B D2
play W E7
play B F1
play W G1
play B E1
play W E9
play B F7
play W D9
play B G2
play W G3
play B H2
play W C8
play B H3
play W B6
play B C7
play W B7
play B B5
play W A5
play B G4
play W B4
play B C5
play W B8
play B H6
play W H7
play B H5
play W E7
play B B3
207 reg_genmove white
#? [F3]

# seki/game-0015.sgf move 36: E3 170.83, next 55.73
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W D6
play B C6
play W D7
play B G4
play W F4
play B F3
play W G5
play B C7
play W G3
play B G2
play W H4
play B H3
play W C8
play B B8
play W D8
play B J4
play W J5
play B G4
play W J3
play B J2
play W B9
play B C9
play W D9
play B J4
play W G3
play B H6
play W H5
play B B7
play W G4
play B G7
play W F2
208 reg_genmove black
#? [E3]

# seki/game-0015.sgf move 44: F9 9.37, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W D6
play B C6
play W D7
play B G4
play W F4
play B F3
play W G5
play B C7
play W G3
play B G2
play W H4
play B H3
play W C8
play B B8
play W D8
play B J4
play W J5
play B G4
play W J3
play B J2
play W B9
play B C9
play W D9
play B J4
play W G3
play B H6
play W H5
play B B7
play W G4
play B G7
play W F2
play B E3
play W G6
play B H8
play W F8
play B F7
play W E7
play B G8
play W J7
209 reg_genmove black
#? [F9]

# seki/game-0015.sgf move 51: G9 75.25, next 24.47
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W D6
play B C6
play W D7
play B G4
play W F4
play B F3
play W G5
play B C7
play W G3
play B G2
play W H4
play B H3
play W C8
play B B8
play W D8
play B J4
play W J5
play B G4
play W J3
play B J2
play W B9
play B C9
play W D9
play B J4
play W G3
play B H6
play W H5
play B B7
play W G4
play B G7
play W F2
play B E3
play W G6
play B H8
play W F8
play B F7
play W E7
play B G8
play W J7
play B H7
play W J6
play B F9
play W E9
play B J8
play W J3
play B H2
210 reg_genmove white
#? [G9]

# seki/game-0015.sgf move 64: A4 43.79, next 15.95
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W D6
play B C6
play W D7
play B G4
play W F4
play B F3
play W G5
play B C7
play W G3
play B G2
play W H4
play B H3
play W C8
play B B8
play W D8
play B J4
play W J5
play B G4
play W J3
play B J2
play W B9
play B C9
play W D9
play B J4
play W G3
play B H6
play W H5
play B B7
play W G4
play B G7
play W F2
play B E3
play W G6
play B H8
play W F8
play B F7
play W E7
play B G8
play W J7
play B H7
play W J6
play B F9
play W E9
play B J8
play W J3
play B H2
play W G9
play B H9
play W F9
play B A8
play W pass
play B A9
play W C5
play B B5
play W C4
play B E2
play W A6
play B C3
play W B4
211 reg_genmove black
#? [A4]

# seki/game-0016.sgf move 31: A7 40.44, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W F6
play B E6
play W D6
play B E7
play W D7
play B D5
play W E4
play B E3
play W D4
play B D3
play W C4
play B C3
play W F7
play B E8
play W F8
play B D8
play W C5
play B C7
play W C6
play B B7
play W B6
play B G6
play W G7
play B H7
play W H8
play B F9
play W G8
play B H6
212 reg_genmove white
#? [A7]

# seki/game-0016.sgf move 37: B3 35.45, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W F6
play B E6
play W D6
play B E7
play W D7
play B D5
play W E4
play B E3
play W D4
play B D3
play W C4
play B C3
play W F7
play B E8
play W F8
play B D8
play W C5
play B C7
play W C6
play B B7
play W B6
play B G6
play W G7
play B H7
play W H8
play B F9
play W G8
play B H6
play W E9
play B B8
play W C9
play B D9
play W B9
play B H9
213 reg_genmove white
#? [B3]

# seki/game-0017.sgf move 30: C1 31.24, next 18.21
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B F5
play W E4
play B F4
play W E3
play B F3
play W E6
play B E7
play W D7
play B D8
play W E8
play B F7
play W C8
play B D6
play W C7
play B D2
play W E2
play B E1
play W F2
play B G2
play W D3
play B C2
play W C3
play B B3
play W B4
play B B2
play W D1
play B C4
play W B5
214 reg_genmove black
#? [C1]

# seki/game-0017.sgf move 37: C5 57.98, next 11.33
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B F5
play W E4
play B F4
play W E3
play B F3
play W E6
play B E7
play W D7
play B D8
play W E8
play B F7
play W C8
play B D6
play W C7
play B D2
play W E2
play B E1
play W F2
play B G2
play W D3
play B C2
play W C3
play B B3
play W B4
play B B2
play W D1
play B C4
play W B5
play B D5
play W C6
play B C1
play W F1
play B G1
play W D1
play B F8
215 reg_genmove white
#? [C5]

# seki/game-0017.sgf move 49: D4 88.82, next 37.73
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B F5
play W E4
play B F4
play W E3
play B F3
play W E6
play B E7
play W D7
play B D8
play W E8
play B F7
play W C8
play B D6
play W C7
play B D2
play W E2
play B E1
play W F2
play B G2
play W D3
play B C2
play W C3
play B B3
play W B4
play B B2
play W D1
play B C4
play W B5
play B D5
play W C6
play B C1
play W F1
play B G1
play W D1
play B F8
play W C5
play B E9
play W A3
play B B8
play W C9
play B B9
play W D9
play B E8
play W pass
play B B7
play W pass
play B E1
216 reg_genmove white
#? [D4]

# seki/game-0018.sgf move 34: B8 52.21, next 10.76
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D5
play W C5
play B C4
play W C6
play B E6
play W E7
play B F6
play W F7
play B G7
play W G8
play B H7
play W G6
play B E5
play W H6
play B H8
play W F8
play B G5
play W C2
play B B4
play W D3
play B D4
play W F2
play B G2
play W G3
play B E2
play W H2
play B F3
play W G1
play B H5
play W E3
play B C8
play W D8
217 reg_genmove black
#? [B8]

# seki/game-0018.sgf move 39: B5 41.34, next 2.99
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D5
play W C5
play B C4
play W C6
play B E6
play W E7
play B F6
play W F7
play B G7
play W G8
play B H7
play W G6
play B E5
play W H6
play B H8
play W F8
play B G5
play W C2
play B B4
play W D3
play B D4
play W F2
play B G2
play W G3
play B E2
play W H2
play B F3
play W G1
play B H5
play W E3
play B C8
play W D8
play B B7
play W B6
play B A6
play W A5
play B A7
218 reg_genmove white
#? [B5]

# seki/game-0018.sgf move 52: J6 13.43, next 2.03
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D5
play W C5
play B C4
play W C6
play B E6
play W E7
play B F6
play W F7
play B G7
play W G8
play B H7
play W G6
play B E5
play W H6
play B H8
play W F8
play B G5
play W C2
play B B4
play W D3
play B D4
play W F2
play B G2
play W G3
play B E2
play W H2
play B F3
play W G1
play B H5
play W E3
play B C8
play W D8
play B B7
play W B6
play B A6
play W A5
play B A7
play W E9
play B B5
play W G9
play B D7
play W B2
play B J3
play W J4
play B H4
play W H3
play B A3
play W H9
play B J5
play W J8
219 reg_genmove black
#? [J6]

# seki/game-0019.sgf move 37: A5 26.81, next 14.2
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B G4
play W D6
play B H6
play W F4
play B F3
play W G3
play B F5
play W G5
play B E4
play W G6
play B H4
play W H5
play B J5
play W H7
play B C6
play W C5
play B D5
play W B6
play B C7
play W B7
play B E6
play W E7
play B D7
play W C4
play B E8
play W J6
play B C3
play W B3
play B B2
play W B4
play B C2
play W J4
play B B8
play W A8
play B C8
220 reg_genmove white
#? [A5]

# seki/game-0019.sgf move 46: J3 7.05, next 2.11
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B G4
play W D6
play B H6
play W F4
play B F3
play W G3
play B F5
play W G5
play B E4
play W G6
play B H4
play W H5
play B J5
play W H7
play B C6
play W C5
play B D5
play W B6
play B C7
play W B7
play B E6
play W E7
play B D7
play W C4
play B E8
play W J6
play B C3
play W B3
play B B2
play W B4
play B C2
play W J4
play B B8
play W A8
play B C8
play W A5
play B H3
play W F7
play B A3
play W F8
play B A7
play W D9
play B D8
play W E9
221 reg_genmove black
#? [J3]

# seki/game-0020.sgf move 51: B1 42.01, next 0
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B E6
play W F6
play B F7
play W G6
play B D4
play W E3
play B G7
play W D3
play B H6
play W H5
play B H7
play W B3
play B G5
play W F5
play B G4
play W H4
play B G3
play W H3
play B H2
play W J2
play B G2
play W F2
play B J3
play W J4
play B C7
play W E7
play B E8
play W D8
play B J1
play W H1
play B G1
play W C8
play B D7
play W B7
play B B6
play W B8
play B B4
play W C3
play B A4
play W C4
play B C5
play W A6
play B B5
play W E9
play B F9
play W J1
play B J3
222 reg_genmove white
#? [B1]

# seki/game-0020.sgf move 57: B1 44.01, next 0
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B E6
play W F6
play B F7
play W G6
play B D4
play W E3
play B G7
play W D3
play B H6
play W H5
play B H7
play W B3
play B G5
play W F5
play B G4
play W H4
play B G3
play W H3
play B H2
play W J2
play B G2
play W F2
play B J3
play W J4
play B C7
play W E7
play B E8
play W D8
play B J1
play W H1
play B G1
play W C8
play B D7
play W B7
play B B6
play W B8
play B B4
play W C3
play B A4
play W C4
play B C5
play W A6
play B B5
play W E9
play B F9
play W J1
play B J3
play W J2
play B J1
play W F3
play B J3
play W F8
play B G8
223 reg_genmove white
#? [B1]

# seki/game-0020.sgf move 68: J5 43.57, next 20.84
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B E6
play W F6
play B F7
play W G6
play B D4
play W E3
play B G7
play W D3
play B H6
play W H5
play B H7
play W B3
play B G5
play W F5
play B G4
play W H4
play B G3
play W H3
play B H2
play W J2
play B G2
play W F2
play B J3
play W J4
play B C7
play W E7
play B E8
play W D8
play B J1
play W H1
play B G1
play W C8
play B D7
play W B7
play B B6
play W B8
play B B4
play W C3
play B A4
play W C4
play B C5
play W A6
play B B5
play W E9
play B F9
play W J1
play B J3
play W J2
play B J1
play W F3
play B J3
play W F8
play B G8
play W J2
play B F1
play W H1
play B E1
play W D1
play B J1
play W G9
play B F8
play W H1
play B H9
play W D9
224 reg_genmove black
#? [J5]

# seki/game-0021.sgf move 33: D9 22.95, next 13.42
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B F7
play W D4
play B D8
play W F6
play B G6
play W G7
play B E6
play W E7
play B F5
play W D7
play B F8
play W E8
play B E9
play W C8
play B D3
play W E3
play B E4
play W C3
play B D2
play W F2
play B E2
play W F3
play B C4
play W D5
play B B3
play W G3
play B H4
play W H3
play B G4
play W B4
play B C2
225 reg_genmove white
#? [D9]

# seki/game-0021.sgf move 41: D9 8.78, next 2.47
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B F7
play W D4
play B D8
play W F6
play B G6
play W G7
play B E6
play W E7
play B F5
play W D7
play B F8
play W E8
play B E9
play W C8
play B D3
play W E3
play B E4
play W C3
play B D2
play W F2
play B E2
play W F3
play B C4
play W D5
play B B3
play W G3
play B H4
play W H3
play B G4
play W B4
play B C2
play W B5
play B J2
play W J3
play B H2
play W H6
play B F1
play W G1
play B E1
226 reg_genmove white
#? [D9]

# seki/game-0021.sgf move 47: D9 8.36, next 2.47
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B F7
play W D4
play B D8
play W F6
play B G6
play W G7
play B E6
play W E7
play B F5
play W D7
play B F8
play W E8
play B E9
play W C8
play B D3
play W E3
play B E4
play W C3
play B D2
play W F2
play B E2
play W F3
play B C4
play W D5
play B B3
play W G3
play B H4
play W H3
play B G4
play W B4
play B C2
play W B5
play B J2
play W J3
play B H2
play W H6
play B F1
play W G1
play B E1
play W G8
play B H8
play W H7
play B G9
play W H9
play B J9
227 reg_genmove white
#? [D9]

# seki/game-0021.sgf move 53: D9 13.35, next 2.47
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B F7
play W D4
play B D8
play W F6
play B G6
play W G7
play B E6
play W E7
play B F5
play W D7
play B F8
play W E8
play B E9
play W C8
play B D3
play W E3
play B E4
play W C3
play B D2
play W F2
play B E2
play W F3
play B C4
play W D5
play B B3
play W G3
play B H4
play W H3
play B G4
play W B4
play B C2
play W B5
play B J2
play W J3
play B H2
play W H6
play B F1
play W G1
play B E1
play W G8
play B H8
play W H7
play B G9
play W H9
play B J9
play W J8
play B J7
play W J6
play B H9
play W J8
play B F9
228 reg_genmove white
#? [D9]

# seki/game-0022.sgf move 33: F8 45.82, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D4
play B D5
play W D6
play B C5
play W C6
play B C4
play W D3
play B E6
play W F5
play B G5
play W F6
play B E7
play W G6
play B G4
play W H6
play B B6
play W B7
play B C7
play W B5
play B A6
play W A5
play B D7
play W G2
play B E2
play W E3
play B F3
play W D2
play B F2
play W E1
play B F1
229 reg_genmove white
#? [F8]

# seki/game-0023.sgf move 32: E7 22.47, next 12.72
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B F5
play W F4
play B E4
play W E3
play B D4
play W D3
play B C4
play W C3
play B B4
play W B3
play B G4
play W F3
play B G3
play W G2
play B D6
play W F8
play B D8
play W H6
play B H5
play W G6
play B G5
play W F7
play B H8
play W H7
play B J8
play W J7
play B G8
play W G7
play B E8
play W F9
230 reg_genmove black
#? [E7]

# seki/game-0023.sgf move 37: A4 8.61, next 0
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B F5
play W F4
play B E4
play W E3
play B D4
play W D3
play B C4
play W C3
play B B4
play W B3
play B G4
play W F3
play B G3
play W G2
play B D6
play W F8
play B D8
play W H6
play B H5
play W G6
play B G5
play W F7
play B H8
play W H7
play B J8
play W J7
play B G8
play W G7
play B E8
play W F9
play B E6
play W H2
play B J3
play W F2
play B H3
231 reg_genmove white
#? [A4]

# seki/game-0023.sgf move 43: A4 8.61, next 0
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B F5
play W F4
play B E4
play W E3
play B D4
play W D3
play B C4
play W C3
play B B4
play W B3
play B G4
play W F3
play B G3
play W G2
play B D6
play W F8
play B D8
play W H6
play B H5
play W G6
play B G5
play W F7
play B H8
play W H7
play B J8
play W J7
play B G8
play W G7
play B E8
play W F9
play B E6
play W H2
play B J3
play W F2
play B H3
play W J5
play B J2
play W H1
play B J4
play W D9
play B E9
232 reg_genmove white
#? [A4]

# seki/game-0023.sgf move 49: B5 14.51, next 0
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B F5
play W F4
play B E4
play W E3
play B D4
play W D3
play B C4
play W C3
play B B4
play W B3
play B G4
play W F3
play B G3
play W G2
play B D6
play W F8
play B D8
play W H6
play B H5
play W G6
play B G5
play W F7
play B H8
play W H7
play B J8
play W J7
play B G8
play W G7
play B E8
play W F9
play B E6
play W H2
play B J3
play W F2
play B H3
play W J5
play B J2
play W H1
play B J4
play W D9
play B E9
play W C8
play B J6
play W A4
play B A5
play W A3
play B J1
233 reg_genmove white
#? [B5]

# seki/game-0024.sgf move 31: F4 59.44, next 20.94
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E3
play B E6
play W F6
play B F7
play W G6
play B G7
play W D3
play B C3
play W C2
play B B3
play W H7
play B H8
play W H6
play B B2
play W J8
play B F2
play W D2
play B G3
play W H4
play B G4
play W G5
play B H3
play W G8
play B H1
play W J2
play B F5
234 reg_genmove white
#? [F4]

# seki/game-0024.sgf move 48: B4 48.34, next 14.17
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E3
play B E6
play W F6
play B F7
play W G6
play B G7
play W D3
play B C3
play W C2
play B B3
play W H7
play B H8
play W H6
play B B2
play W J8
play B F2
play W D2
play B G3
play W H4
play B G4
play W G5
play B H3
play W G8
play B H1
play W J2
play B F5
play W F4
play B J4
play W F1
play B E1
play W E2
play B H5
play W J6
play B H2
play W C8
play B D8
play W C7
play B H9
play W G9
play B J5
play W J9
play B D7
play W B5
235 reg_genmove black
#? [B4]

# seki/game-0024.sgf move 58: B4 62.66, next 10.31
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E3
play B E6
play W F6
play B F7
play W G6
play B G7
play W D3
play B C3
play W C2
play B B3
play W H7
play B H8
play W H6
play B B2
play W J8
play B F2
play W D2
play B G3
play W H4
play B G4
play W G5
play B H3
play W G8
play B H1
play W J2
play B F5
play W F4
play B J4
play W F1
play B E1
play W E2
play B H5
play W J6
play B H2
play W C8
play B D8
play W C7
play B H9
play W G9
play B J5
play W J9
play B D7
play W B5
play B C6
play W B6
play B B8
play W B7
play B C9
play W B9
play B A9
play W A7
play B B9
play W C4
236 reg_genmove black
#? [B4]

# seki/game-0024.sgf move 62: D9 66.46, next 26.73
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E3
play B E6
play W F6
play B F7
play W G6
play B G7
play W D3
play B C3
play W C2
play B B3
play W H7
play B H8
play W H6
play B B2
play W J8
play B F2
play W D2
play B G3
play W H4
play B G4
play W G5
play B H3
play W G8
play B H1
play W J2
play B F5
play W F4
play B J4
play W F1
play B E1
play W E2
play B H5
play W J6
play B H2
play W C8
play B D8
play W C7
play B H9
play W G9
play B J5
play W J9
play B D7
play W B5
play B C6
play W B6
play B B8
play W B7
play B C9
play W B9
play B A9
play W A7
play B B9
play W C4
play B B4
play W C5
play B A5
play W A4
237 reg_genmove black
#? [D9]

# seki/game-0024.sgf move 68: G1 7.24, next 1.71
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E3
play B E6
play W F6
play B F7
play W G6
play B G7
play W D3
play B C3
play W C2
play B B3
play W H7
play B H8
play W H6
play B B2
play W J8
play B F2
play W D2
play B G3
play W H4
play B G4
play W G5
play B H3
play W G8
play B H1
play W J2
play B F5
play W F4
play B J4
play W F1
play B E1
play W E2
play B H5
play W J6
play B H2
play W C8
play B D8
play W C7
play B H9
play W G9
play B J5
play W J9
play B D7
play W B5
play B C6
play W B6
play B B8
play W B7
play B C9
play W B9
play B A9
play W A7
play B B9
play W C4
play B B4
play W C5
play B A5
play W A4
play B E8
play W D9
play B E9
play W A3
play B A2
play W A4
238 reg_genmove black
#? [G1]

# seki/game-0024.sgf move 73: G2 7.74, next 4.51
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E3
play B E6
play W F6
play B F7
play W G6
play B G7
play W D3
play B C3
play W C2
play B B3
play W H7
play B H8
play W H6
play B B2
play W J8
play B F2
play W D2
play B G3
play W H4
play B G4
play W G5
play B H3
play W G8
play B H1
play W J2
play B F5
play W F4
play B J4
play W F1
play B E1
play W E2
play B H5
play W J6
play B H2
play W C8
play B D8
play W C7
play B H9
play W G9
play B J5
play W J9
play B D7
play W B5
play B C6
play W B6
play B B8
play W B7
play B C9
play W B9
play B A9
play W A7
play B B9
play W C4
play B B4
play W C5
play B A5
play W A4
play B E8
play W D9
play B E9
play W A3
play B A2
play W A4
play B B1
play W C1
play B A3
play W F3
play B F8
239 reg_genmove white
#? [G2]

# seki/game-0025.sgf move 38: J4 30.99, next 13.56
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D7
play W D6
play B C6
play W C7
play B E6
play W E7
play B D5
play W D8
play B D6
play W F5
play B C8
play W F8
play B F3
play W E3
play B E4
play W B7
play B D9
play W E8
play B F4
play W G4
play B B8
play W G2
play B G3
play W F2
play B H3
play W D3
play B H6
play W G7
play B H8
play W H7
play B J7
play W H5
play B H4
play W J5
play B G5
play W G6
240 reg_genmove black
#? [J4]

# seki/game-0025.sgf move 46: B2 49.2, next 17.14
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D7
play W D6
play B C6
play W C7
play B E6
play W E7
play B D5
play W D8
play B D6
play W F5
play B C8
play W F8
play B F3
play W E3
play B E4
play W B7
play B D9
play W E8
play B F4
play W G4
play B B8
play W G2
play B G3
play W F2
play B H3
play W D3
play B H6
play W G7
play B H8
play W H7
play B J7
play W H5
play B H4
play W J5
play B G5
play W G6
play B C2
play W C3
play B G8
play W G9
play B H9
play W F9
play B D2
play W E2
241 reg_genmove black
#? [B2]

# seki/game-0026.sgf move 30: H6 17.27, next 9.9
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B G5
play W G6
play B B6
play W C5
play B B4
play W B5
play B A5
play W B7
play B A6
play W A7
play B A4
play W E4
play B E5
play W F5
play B H4
play W E3
play B F3
play W D3
play B C4
play W B2
play B A2
play W C3
242 reg_genmove black
#? [H6]

# seki/game-0026.sgf move 43: C2 53.06, next 29.78
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B G5
play W G6
play B B6
play W C5
play B B4
play W B5
play B A5
play W B7
play B A6
play W A7
play B A4
play W E4
play B E5
play W F5
play B H4
play W E3
play B F3
play W D3
play B C4
play W B2
play B A2
play W C3
play B B3
play W C1
play B D2
play W E2
play B F2
play W H5
play B G4
play W J4
play B H6
play W J5
play B J6
play W H7
play B J3
243 reg_genmove white
#? [C2]

# seki/game-0026.sgf move 50: J7 6.82, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B G5
play W G6
play B B6
play W C5
play B B4
play W B5
play B A5
play W B7
play B A6
play W A7
play B A4
play W E4
play B E5
play W F5
play B H4
play W E3
play B F3
play W D3
play B C4
play W B2
play B A2
play W C3
play B B3
play W C1
play B D2
play W E2
play B F2
play W H5
play B G4
play W J4
play B H6
play W J5
play B J6
play W H7
play B J3
play W B1
play B E1
play W C2
play B G7
play W G8
play B D7
play W D8
244 reg_genmove black
#? [J7]

# seki/game-0026.sgf move 59: F1 71.15, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B G5
play W G6
play B B6
play W C5
play B B4
play W B5
play B A5
play W B7
play B A6
play W A7
play B A4
play W E4
play B E5
play W F5
play B H4
play W E3
play B F3
play W D3
play B C4
play W B2
play B A2
play W C3
play B B3
play W C1
play B D2
play W E2
play B F2
play W H5
play B G4
play W J4
play B H6
play W J5
play B J6
play W H7
play B J3
play W B1
play B E1
play W C2
play B G7
play W G8
play B D7
play W D8
play B F7
play W E7
play B F8
play W E8
play B F9
play W H8
play B G9
play W H9
play B D1
245 reg_genmove white
#? [F1]

# seki/game-0026.sgf move 66: G1 51.78, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B G5
play W G6
play B B6
play W C5
play B B4
play W B5
play B A5
play W B7
play B A6
play W A7
play B A4
play W E4
play B E5
play W F5
play B H4
play W E3
play B F3
play W D3
play B C4
play W B2
play B A2
play W C3
play B B3
play W C1
play B D2
play W E2
play B F2
play W H5
play B G4
play W J4
play B H6
play W J5
play B J6
play W H7
play B J3
play W B1
play B E1
play W C2
play B G7
play W G8
play B D7
play W D8
play B F7
play W E7
play B F8
play W E8
play B F9
play W H8
play B G9
play W H9
play B D1
play W F1
play B D1
play W E1
play B H2
play W C5
play B B5
play W E9
246 reg_genmove black
#? [G1]

# seki/game-0026.sgf move 83: G9 58.07, next 30.54
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B G5
play W G6
play B B6
play W C5
play B B4
play W B5
play B A5
play W B7
play B A6
play W A7
play B A4
play W E4
play B E5
play W F5
play B H4
play W E3
play B F3
play W D3
play B C4
play W B2
play B A2
play W C3
play B B3
play W C1
play B D2
play W E2
play B F2
play W H5
play B G4
play W J4
play B H6
play W J5
play B J6
play W H7
play B J3
play W B1
play B E1
play W C2
play B G7
play W G8
play B D7
play W D8
play B F7
play W E7
play B F8
play W E8
play B F9
play W H8
play B G9
play W H9
play B D1
play W F1
play B D1
play W E1
play B H2
play W C5
play B B5
play W E9
play B C8
play W G2
play B G3
play W F7
play B G1
play W D2
play B J7
play W J8
play B F8
play W pass
play B F9
play W pass
play B C9
play W pass
play B D9
play W pass
play B B8
247 reg_genmove white
#? [G9]

# seki/game-0027.sgf move 39: H8 38.45, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W F6
play B E6
play W D6
play B E7
play W D7
play B D5
play W E4
play B E3
play W D4
play B C5
play W D3
play B D2
play W E2
play B F3
play W C2
play B C3
play W D1
play B C4
play W D2
play B D8
play W C7
play B C8
play W E8
play B F7
play W G6
play B F8
play W H5
play B F2
play W F1
play B G2
play W G1
play B H1
play W H3
play B B2
play W B3
play B B4
248 reg_genmove white
#? [H8]

# seki/game-0027.sgf move 53: J8 38.37, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W F6
play B E6
play W D6
play B E7
play W D7
play B D5
play W E4
play B E3
play W D4
play B C5
play W D3
play B D2
play W E2
play B F3
play W C2
play B C3
play W D1
play B C4
play W D2
play B D8
play W C7
play B C8
play W E8
play B F7
play W G6
play B F8
play W H5
play B F2
play W F1
play B G2
play W G1
play B H1
play W H3
play B B2
play W B3
play B B4
play W B1
play B A2
play W J2
play B G3
play W G7
play B E1
play W F1
play B G1
play W E9
play B F9
play W G8
play B D9
play W C1
play B E1
249 reg_genmove white
#? [J8]

# seki/game-0028.sgf move 30: C8 52.24, next 17.85
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B E4
play W C5
play B C4
play W B4
play B D4
play W B3
play B D5
play W C6
play B D6
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W G8
play B H8
play W H9
play B C7
play W D8
play B B7
play W B5
play B C2
play W B2
play B H7
play W C3
250 reg_genmove black
#? [C8]

# seki/game-0028.sgf move 36: F2 20.59, next 3.61
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B E4
play W C5
play B C4
play W B4
play B D4
play W B3
play B D5
play W C6
play B D6
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W G8
play B H8
play W H9
play B C7
play W D8
play B B7
play W B5
play B C2
play W B2
play B H7
play W C3
play B D2
play W D3
play B E3
play W C1
play B C8
play W E2
251 reg_genmove black
#? [F2]

# seki/game-0028.sgf move 48: G2 37.55, next 13.42
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B E4
play W C5
play B C4
play W B4
play B D4
play W B3
play B D5
play W C6
play B D6
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W G8
play B H8
play W H9
play B C7
play W D8
play B B7
play W B5
play B C2
play W B2
play B H7
play W C3
play B D2
play W D3
play B E3
play W C1
play B C8
play W E2
play B D9
play W E9
play B G9
play W C9
play B B9
play W H5
play B F2
play W D1
play B A8
play W A6
play B A7
play W G3
252 reg_genmove black
#? [G2]

# seki/game-0029.sgf move 36: J6 17.76, next 8.08
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D4
play W F6
play B C6
play W C7
play B D5
play W D7
play B G5
play W C5
play B C4
play W B6
play B G6
play W B4
play B B3
play W C3
play B C2
play W D3
play B E3
play W D2
play B D1
play W A3
play B B2
play W G8
play B G7
play W E2
play B F2
play W H8
play B F7
play W F8
play B H7
play W E5
play B E4
play W E1
play B A2
play W J7
253 reg_genmove black
#? [J6]

# seki/game-0030.sgf move 34: E9 77.07, next 40.42
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B F6
play W D4
play B D3
play W C3
play B E4
play W D2
play B D5
play W C4
play B C5
play W E5
play B C6
play W E6
play B F5
play W C7
play B B7
play W C8
play B B8
play W B9
play B D7
play W E7
play B D8
play W E8
play B C9
play W G7
play B F7
play W F8
play B E3
play W E2
play B G6
play W H7
play B H6
play W J6
254 reg_genmove black
#? [E9]

# seki/game-0030.sgf move 51: H3 63.74, next 38.01
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B F6
play W D4
play B D3
play W C3
play B E4
play W D2
play B D5
play W C4
play B C5
play W E5
play B C6
play W E6
play B F5
play W C7
play B B7
play W C8
play B B8
play W B9
play B D7
play W E7
play B D8
play W E8
play B C9
play W G7
play B F7
play W F8
play B E3
play W E2
play B G6
play W H7
play B H6
play W J6
play B J5
play W J7
play B H5
play W F2
play B H8
play W G8
play B H9
play W G4
play B J8
play W G9
play B E9
play W J9
play B C2
play W B2
play B H8
play W H4
play B J4
255 reg_genmove white
#? [H3]

# seki/game-0030.sgf move 59: C2 66.73, next 5.55
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B F6
play W D4
play B D3
play W C3
play B E4
play W D2
play B D5
play W C4
play B C5
play W E5
play B C6
play W E6
play B F5
play W C7
play B B7
play W C8
play B B8
play W B9
play B D7
play W E7
play B D8
play W E8
play B C9
play W G7
play B F7
play W F8
play B E3
play W E2
play B G6
play W H7
play B H6
play W J6
play B J5
play W J7
play B H5
play W F2
play B H8
play W G8
play B H9
play W G4
play B J8
play W G9
play B E9
play W J9
play B C2
play W B2
play B H8
play W H4
play B J4
play W H3
play B J3
play W H2
play B J2
play W G5
play B B4
play W C1
play B B3
256 reg_genmove white
#? [C2]

# seki/game-0031.sgf move 41: D1 8.14, next 4.01
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D7
play W F6
play B C6
play W D5
play B E7
play W F5
play B G4
play W E4
play B E3
play W D3
play B E2
play W D2
play B H6
play W G7
play B H7
play W G8
play B B8
play W F2
play B F3
play W E1
play B G2
play W C5
play B B6
play W B5
play B F1
play W E8
play B D8
play W D9
play B F8
play W H5
play B G5
play W G6
play B H4
play W C7
play B B7
play W J5
play B H8
play W H9
play B E9
257 reg_genmove white
#? [D1]

# seki/game-0031.sgf move 48: J7 17.63, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W D6
play B D7
play W F6
play B C6
play W D5
play B E7
play W F5
play B G4
play W E4
play B E3
play W D3
play B E2
play W D2
play B H6
play W G7
play B H7
play W G8
play B B8
play W F2
play B F3
play W E1
play B G2
play W C5
play B B6
play W B5
play B F1
play W E8
play B D8
play W D9
play B F8
play W H5
play B G5
play W G6
play B H4
play W C7
play B B7
play W J5
play B H8
play W H9
play B E9
play W A6
play B J8
play W D1
play B J9
play W G9
play B J4
play W J6
258 reg_genmove black
#? [J7]

# seki/game-0032.sgf move 35: B7 31.48, next 0
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B F5
play W E4
play B F4
play W E6
play B E3
play W D3
play B E7
play W D7
play B D8
play W F7
play B E8
play W C7
play B D6
play W F3
play B E2
play W D5
play B G7
play W D2
play B F2
play W C8
play B C6
play W C5
play B B6
play W D9
play B F8
play W B5
play B E9
play W E1
play B B8
play W G3
play B G2
play W H3
play B H2
259 reg_genmove white
#? [B7]

# seki/game-0032.sgf move 47: D1 8.14, next 1.6
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B F5
play W E4
play B F4
play W E6
play B E3
play W D3
play B E7
play W D7
play B D8
play W F7
play B E8
play W C7
play B D6
play W F3
play B E2
play W D5
play B G7
play W D2
play B F2
play W C8
play B C6
play W C5
play B B6
play W D9
play B F8
play W B5
play B E9
play W E1
play B B8
play W G3
play B G2
play W H3
play B H2
play W J2
play B H4
play W H1
play B G4
play W B7
play B C9
play W B9
play B A9
play W A6
play B J3
play W G1
play B F1
260 reg_genmove white
#? [D1]

# seki/game-0033.sgf move 48: C5 54.99, next 30.53
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B E6
play W F6
play B F7
play W G6
play B D4
play W G7
play B E3
play W F3
play B E2
play W F2
play B F8
play W G8
play B F4
play W F5
play B G4
play W D3
play B D2
play W C3
play B C2
play W F9
play B E9
play W E7
play B G9
play W D8
play B D7
play W E8
play B C8
play W F9
play B G3
play W G2
play B H2
play W H1
play B F1
play W H3
play B G1
play W B7
play B C7
play W B5
play B B6
play W A6
play B B3
play W B8
play B C9
play W C6
261 reg_genmove black
#? [C5]

# seki/game-0034.sgf move 30: B6 9.92, next 2.22
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B D4
play W F5
play B G5
play W G6
play B H6
play W G4
play B H5
play W G7
play B H7
play W H8
play B J8
play W C4
play B C3
play W C5
play B B3
play W G8
play B A5
play W G3
play B F2
play W H4
play B H2
play W J5
play B J7
play W J4
play B G2
play W J6
262 reg_genmove black
#? [B6]

# seki/game-0035.sgf move 33: D2 90.78, next 47.13
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B E4
play W F6
play B D5
play W D4
play B C4
play W D3
play B C3
play W C6
play B C5
play W D6
play B G6
play W G7
play B H6
play W H7
play B B5
play W H5
play B G5
play W H4
play B J5
play W J4
play B J6
play W G3
play B F2
play W G2
play B H2
play W H1
play B F7
play W F8
play B E7
263 reg_genmove white
#? [D2]

# seki/game-0035.sgf move 42: H8 87.13, next 19.68
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B E4
play W F6
play B D5
play W D4
play B C4
play W D3
play B C3
play W C6
play B C5
play W D6
play B G6
play W G7
play B H6
play W H7
play B B5
play W H5
play B G5
play W H4
play B J5
play W J4
play B J6
play W G3
play B F2
play W G2
play B H2
play W H1
play B F7
play W F8
play B E7
play W D7
play B E8
play W F3
play B D8
play W C8
play B G8
play W E3
play B B6
play W C7
264 reg_genmove black
#? [H8]

# seki/game-0035.sgf move 62: C1 82.25, next 1.16
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B E4
play W F6
play B D5
play W D4
play B C4
play W D3
play B C3
play W C6
play B C5
play W D6
play B G6
play W G7
play B H6
play W H7
play B B5
play W H5
play B G5
play W H4
play B J5
play W J4
play B J6
play W G3
play B F2
play W G2
play B H2
play W H1
play B F7
play W F8
play B E7
play W D7
play B E8
play W F3
play B D8
play W C8
play B G8
play W E3
play B B6
play W C7
play B H8
play W D9
play B F9
play W B7
play B A8
play W A7
play B C9
play W B9
play B B2
play W A6
play B A5
play W A2
play B B1
play W B3
play B D2
play W E2
play B D1
play W C2
play B A3
play W A4
265 reg_genmove black
#? [C1]

# seki/game-0035.sgf move 69: G4 3.69, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B F5
play W E6
play B E4
play W F6
play B D5
play W D4
play B C4
play W D3
play B C3
play W C6
play B C5
play W D6
play B G6
play W G7
play B H6
play W H7
play B B5
play W H5
play B G5
play W H4
play B J5
play W J4
play B J6
play W G3
play B F2
play W G2
play B H2
play W H1
play B F7
play W F8
play B E7
play W D7
play B E8
play W F3
play B D8
play W C8
play B G8
play W E3
play B B6
play W C7
play B H8
play W D9
play B F9
play W B7
play B A8
play W A7
play B C9
play W B9
play B B2
play W A6
play B A5
play W A2
play B B1
play W B3
play B D2
play W E2
play B D1
play W C2
play B A3
play W A4
play B C1
play W E1
play B pass
play W J8
play B pass
play W H9
play B pass
266 reg_genmove white
#? [G4]

# seki/game-0036.sgf move 42: J3 12.55, next 3.26
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B F6
play W D4
play B C4
play W C3
play B C5
play W B3
play B G5
play W G4
play B H4
play W H3
play B H5
play W A6
play B A4
play W B4
play B B5
play W E6
play B E5
play W E7
play B D5
play W F5
play B G7
play W F7
play B G6
play W E4
play B B6
play W C7
play B B7
play W B8
play B D8
play W D7
play B C8
play W B9
play B F8
play W E8
play B C6
play W A5
play B A7
play W A5
play B E9
play W D9
267 reg_genmove black
#? [J3]

# seki/game-0037.sgf move 31: F1 15.45, next 7.26
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E6
play B E7
play W F7
play B E3
play W F3
play B F2
play W E2
play B D3
play W D7
play B E8
play W D8
play B F4
play W G5
play B F8
play W G7
play B G8
play W H7
play B B7
play W G3
play B H8
play W J8
play B D1
play W B8
play B C7
play W C8
play B D9
268 reg_genmove white
#? [F1]

# seki/game-0037.sgf move 41: G2 11.12, next 0
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E6
play B E7
play W F7
play B E3
play W F3
play B F2
play W E2
play B D3
play W D7
play B E8
play W D8
play B F4
play W G5
play B F8
play W G7
play B G8
play W H7
play B B7
play W G3
play B H8
play W J8
play B D1
play W B8
play B C7
play W C8
play B D9
play W C9
play B H9
play W F9
play B E9
play W A9
play B A7
play W D2
play B C2
play W B2
play B A8
269 reg_genmove white
#? [G2]

# seki/game-0037.sgf move 48: G2 18.87, next 1.24
boardsize 9
clear_board
komi 7.5
play B D6
play W E5
play B D5
play W E4
play B D4
play W E6
play B E7
play W F7
play B E3
play W F3
play B F2
play W E2
play B D3
play W D7
play B E8
play W D8
play B F4
play W G5
play B F8
play W G7
play B G8
play W H7
play B B7
play W G3
play B H8
play W J8
play B D1
play W B8
play B C7
play W C8
play B D9
play W C9
play B H9
play W F9
play B E9
play W A9
play B A7
play W D2
play B C2
play W B2
play B A8
play W B1
play B C3
play W B3
play B B4
play W C1
play B E1
play W E2
270 reg_genmove black
#? [G2]

# seki/game-0038.sgf move 36: B1 63.18, next 37.18
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B D3
play W D4
play B C4
play W C3
play B D2
play W C5
play B E4
play W D5
play B E5
play W E6
play B F5
play W F6
play B G5
play W B4
play B D7
play W E8
play B D8
play W E7
play B B6
play W C6
play B C7
play W B5
play B B7
play W B8
play B A8
play W B9
play B D9
play W G8
play B B2
play W C2
play B C1
play W B3
play B H8
play W H7
271 reg_genmove black
#? [B1]

# seki/game-0038.sgf move 55: H2 15.55, next 6.34
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B D3
play W D4
play B C4
play W C3
play B D2
play W C5
play B E4
play W D5
play B E5
play W E6
play B F5
play W F6
play B G5
play W B4
play B D7
play W E8
play B D8
play W E7
play B B6
play W C6
play B C7
play W B5
play B B7
play W B8
play B A8
play W B9
play B D9
play W G8
play B B2
play W C2
play B C1
play W B3
play B H8
play W H7
play B H6
play W E3
play B J7
play W G7
play B F3
play W J8
play B J9
play W A6
play B A5
play W E2
play B D1
play W E1
play B B1
play W A2
play B G6
play W F8
play B E9
play W G9
play B F9
272 reg_genmove white
#? [H2]

# seki/game-0038.sgf move 66: J5 67.64, next 16.67
boardsize 9
clear_board
komi 7.5
play B D6
play W F4
play B D3
play W D4
play B C4
play W C3
play B D2
play W C5
play B E4
play W D5
play B E5
play W E6
play B F5
play W F6
play B G5
play W B4
play B D7
play W E8
play B D8
play W E7
play B B6
play W C6
play B C7
play W B5
play B B7
play W B8
play B A8
play W B9
play B D9
play W G8
play B B2
play W C2
play B C1
play W B3
play B H8
play W H7
play B H6
play W E3
play B J7
play W G7
play B F3
play W J8
play B J9
play W A6
play B A5
play W E2
play B D1
play W E1
play B B1
play W A2
play B G6
play W F8
play B E9
play W G9
play B F9
play W H4
play B G4
play W G3
play B G2
play W H3
play B F2
play W A1
play B H2
play W J2
play B J4
play W J6
273 reg_genmove black
#? [J5]

# seki/game-0039.sgf move 35: G8 36.14, next 8.43
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F4
play B F5
play W F6
play B G5
play W G6
play B E6
play W D5
play B C5
play W D6
play B E7
play W C6
play B C7
play W C4
play B G4
play W B6
play B B4
play W C3
play B D7
play W F3
play B B7
play W B5
play B G3
play W F8
play B F7
play W G7
play B E8
play W H5
play B H4
play W H6
play B E3
play W H8
play B F9
274 reg_genmove white
#? [G8]

# seki/game-0039.sgf move 63: E9 66.85, next 37.59
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F4
play B F5
play W F6
play B G5
play W G6
play B E6
play W D5
play B C5
play W D6
play B E7
play W C6
play B C7
play W C4
play B G4
play W B6
play B B4
play W C3
play B D7
play W F3
play B B7
play W B5
play B G3
play W F8
play B F7
play W G7
play B E8
play W H5
play B H4
play W H6
play B E3
play W H8
play B F9
play W G8
play B D2
play W C2
play B A6
play W A5
play B A4
play W C5
play B B2
play W F2
play B E2
play W C1
play B J5
play W G9
play B B3
play W E1
play B G2
play W F1
play B J7
play W J6
play B J8
play W H2
play B G1
play W D1
play B H1
play W J4
play B J2
play W J3
play B H3
275 reg_genmove white
#? [E9]

# seki/game-0039.sgf move 70: D9 24.44, next 7.45
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F4
play B F5
play W F6
play B G5
play W G6
play B E6
play W D5
play B C5
play W D6
play B E7
play W C6
play B C7
play W C4
play B G4
play W B6
play B B4
play W C3
play B D7
play W F3
play B B7
play W B5
play B G3
play W F8
play B F7
play W G7
play B E8
play W H5
play B H4
play W H6
play B E3
play W H8
play B F9
play W G8
play B D2
play W C2
play B A6
play W A5
play B A4
play W C5
play B B2
play W F2
play B E2
play W C1
play B J5
play W G9
play B B3
play W E1
play B G2
play W F1
play B J7
play W J6
play B J8
play W H2
play B G1
play W D1
play B H1
play W J4
play B J2
play W J3
play B H3
play W B8
play B C8
play W A7
play B B9
play W A8
play B E9
play W A2
276 reg_genmove black
#? [D9]

# seki/game-0040.sgf move 33: E2 109.12, next 59.03
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D7
play W E7
play B B7
play W C5
play B C8
play W B6
play B C7
play W D5
play B E8
play W F8
play B F9
play W G8
play B H4
play W B5
play B C3
play W D2
play B C2
play W G4
play B G5
play W G3
play B F5
play W H3
play B H7
play W H8
play B G7
play W F7
play B J8
277 reg_genmove white
#? [E2]

# seki/game-0040.sgf move 44: J6 31.43, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D7
play W E7
play B B7
play W C5
play B C8
play W B6
play B C7
play W D5
play B E8
play W F8
play B F9
play W G8
play B H4
play W B5
play B C3
play W D2
play B C2
play W G4
play B G5
play W G3
play B F5
play W H3
play B H7
play W H8
play B G7
play W F7
play B J8
play W B3
play B B2
play W E4
play B E3
play W E5
play B F3
play W D3
play B C4
play W B4
play B pass
play W J7
278 reg_genmove black
#? [J6]

# seki/game-0040.sgf move 57: A7 8.94, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D7
play W E7
play B B7
play W C5
play B C8
play W B6
play B C7
play W D5
play B E8
play W F8
play B F9
play W G8
play B H4
play W B5
play B C3
play W D2
play B C2
play W G4
play B G5
play W G3
play B F5
play W H3
play B H7
play W H8
play B G7
play W F7
play B J8
play W B3
play B B2
play W E4
play B E3
play W E5
play B F3
play W D3
play B C4
play W B4
play B pass
play W J7
play B H5
play W D8
play B D9
play W C9
play B pass
play W B9
play B G9
play W D1
play B E1
play W H9
play B J6
play W A8
play B B8
279 reg_genmove white
#? [A7]

# seki/game-0040.sgf move 63: B9 78.86, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D7
play W E7
play B B7
play W C5
play B C8
play W B6
play B C7
play W D5
play B E8
play W F8
play B F9
play W G8
play B H4
play W B5
play B C3
play W D2
play B C2
play W G4
play B G5
play W G3
play B F5
play W H3
play B H7
play W H8
play B G7
play W F7
play B J8
play W B3
play B B2
play W E4
play B E3
play W E5
play B F3
play W D3
play B C4
play W B4
play B pass
play W J7
play B H5
play W D8
play B D9
play W C9
play B pass
play W B9
play B G9
play W D1
play B E1
play W H9
play B J6
play W A8
play B B8
play W E2
play B F2
play W F1
play B C1
play W A7
play B A9
280 reg_genmove white
#? [B9]

# seki/game-0040.sgf move 67: A2 6.71, next 1.66
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D7
play W E7
play B B7
play W C5
play B C8
play W B6
play B C7
play W D5
play B E8
play W F8
play B F9
play W G8
play B H4
play W B5
play B C3
play W D2
play B C2
play W G4
play B G5
play W G3
play B F5
play W H3
play B H7
play W H8
play B G7
play W F7
play B J8
play W B3
play B B2
play W E4
play B E3
play W E5
play B F3
play W D3
play B C4
play W B4
play B pass
play W J7
play B H5
play W D8
play B D9
play W C9
play B pass
play W B9
play B G9
play W D1
play B E1
play W H9
play B J6
play W A8
play B B8
play W E2
play B F2
play W F1
play B C1
play W A7
play B A9
play W B9
play B A6
play W A5
play B pass
281 reg_genmove white
#? [A2]

# seki/game-0040.sgf move 72: A2 5.41, next 1.66
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D7
play W E7
play B B7
play W C5
play B C8
play W B6
play B C7
play W D5
play B E8
play W F8
play B F9
play W G8
play B H4
play W B5
play B C3
play W D2
play B C2
play W G4
play B G5
play W G3
play B F5
play W H3
play B H7
play W H8
play B G7
play W F7
play B J8
play W B3
play B B2
play W E4
play B E3
play W E5
play B F3
play W D3
play B C4
play W B4
play B pass
play W J7
play B H5
play W D8
play B D9
play W C9
play B pass
play W B9
play B G9
play W D1
play B E1
play W H9
play B J6
play W A8
play B B8
play W E2
play B F2
play W F1
play B C1
play W A7
play B A9
play W B9
play B A6
play W A5
play B pass
play W C9
play B A9
play W E9
play B F9
play W B9
282 reg_genmove black
#? [A2]

# seki/game-0040.sgf move 80: H6 7.67, next 2.44
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D7
play W E7
play B B7
play W C5
play B C8
play W B6
play B C7
play W D5
play B E8
play W F8
play B F9
play W G8
play B H4
play W B5
play B C3
play W D2
play B C2
play W G4
play B G5
play W G3
play B F5
play W H3
play B H7
play W H8
play B G7
play W F7
play B J8
play W B3
play B B2
play W E4
play B E3
play W E5
play B F3
play W D3
play B C4
play W B4
play B pass
play W J7
play B H5
play W D8
play B D9
play W C9
play B pass
play W B9
play B G9
play W D1
play B E1
play W H9
play B J6
play W A8
play B B8
play W E2
play B F2
play W F1
play B C1
play W A7
play B A9
play W B9
play B A6
play W A5
play B pass
play W C9
play B A9
play W E9
play B F9
play W B9
play B A3
play W A2
play B A1
play W A6
play B pass
play W G9
play B E9
play W G6
283 reg_genmove black
#? [H6]

# seki/game-0040.sgf move 90: G2 19.27, next 5.12
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D7
play W E7
play B B7
play W C5
play B C8
play W B6
play B C7
play W D5
play B E8
play W F8
play B F9
play W G8
play B H4
play W B5
play B C3
play W D2
play B C2
play W G4
play B G5
play W G3
play B F5
play W H3
play B H7
play W H8
play B G7
play W F7
play B J8
play W B3
play B B2
play W E4
play B E3
play W E5
play B F3
play W D3
play B C4
play W B4
play B pass
play W J7
play B H5
play W D8
play B D9
play W C9
play B pass
play W B9
play B G9
play W D1
play B E1
play W H9
play B J6
play W A8
play B B8
play W E2
play B F2
play W F1
play B C1
play W A7
play B A9
play W B9
play B A6
play W A5
play B pass
play W C9
play B A9
play W E9
play B F9
play W B9
play B A3
play W A2
play B A1
play W A6
play B pass
play W G9
play B E9
play W G6
play B pass
play W H6
play B pass
play W J7
play B H7
play W J5
play B J7
play W J9
play B J4
play W J3
284 reg_genmove black
#? [G2]

# seki/game-0042.sgf move 35: B6 9.87, next 5.92
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D6
play W F4
play B F5
play W E5
play B G5
play W D5
play B C5
play W E6
play B E4
play W C6
play B C4
play W G6
play B D7
play W C7
play B D8
play W C8
play B F8
play W G8
play B G7
play W F7
play B H7
play W H6
play B H8
play W E8
play B G9
play W D9
play B G4
play W F3
play B G3
play W E2
play B F2
play W E3
play B G2
285 reg_genmove white
#? [B6]

# seki/game-0042.sgf move 40: B2 54.37, next 8.11
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D6
play W F4
play B F5
play W E5
play B G5
play W D5
play B C5
play W E6
play B E4
play W C6
play B C4
play W G6
play B D7
play W C7
play B D8
play W C8
play B F8
play W G8
play B G7
play W F7
play B H7
play W H6
play B H8
play W E8
play B G9
play W D9
play B G4
play W F3
play B G3
play W E2
play B F2
play W E3
play B G2
play W C2
play B D2
play W D3
play B C3
play W D1
286 reg_genmove black
#? [B2]

# seki/game-0042.sgf move 50: H5 7.72, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D6
play W F4
play B F5
play W E5
play B G5
play W D5
play B C5
play W E6
play B E4
play W C6
play B C4
play W G6
play B D7
play W C7
play B D8
play W C8
play B F8
play W G8
play B G7
play W F7
play B H7
play W H6
play B H8
play W E8
play B G9
play W D9
play B G4
play W F3
play B G3
play W E2
play B F2
play W E3
play B G2
play W C2
play B D2
play W D3
play B C3
play W D1
play B B2
play W B1
play B B3
play W B5
play B F9
play W A4
play B A2
play W A3
play B B6
play W A6
287 reg_genmove black
#? [H5]

# seki/game-0042.sgf move 57: A8 67.98, next 8.26
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B D6
play W F4
play B F5
play W E5
play B G5
play W D5
play B C5
play W E6
play B E4
play W C6
play B C4
play W G6
play B D7
play W C7
play B D8
play W C8
play B F8
play W G8
play B G7
play W F7
play B H7
play W H6
play B H8
play W E8
play B G9
play W D9
play B G4
play W F3
play B G3
play W E2
play B F2
play W E3
play B G2
play W C2
play B D2
play W D3
play B C3
play W D1
play B B2
play W B1
play B B3
play W B5
play B F9
play W A4
play B A2
play W A3
play B B6
play W A6
play B B7
play W B8
play B C9
play W B9
play B E9
play W E7
play B A7
288 reg_genmove white
#? [A8]

# seki/game-0043.sgf move 37: B4 49.43, next 24.41
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W D6
play B C6
play W D7
play B F4
play W C7
play B G5
play W G6
play B H5
play W B6
play B C5
play W H6
play B J6
play W G4
play B H4
play W G3
play B H3
play W J7
play B B5
play W B7
play B J5
play W A5
play B H7
play W G7
play B H8
play W F2
play B G2
play W F3
play B E2
play W H2
play B F6
play W E6
play B F7
289 reg_genmove white
#? [B4]

# seki/game-0043.sgf move 42: C2 41.81, next 22.18
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W D6
play B C6
play W D7
play B F4
play W C7
play B G5
play W G6
play B H5
play W B6
play B C5
play W H6
play B J6
play W G4
play B H4
play W G3
play B H3
play W J7
play B B5
play W B7
play B J5
play W A5
play B H7
play W G7
play B H8
play W F2
play B G2
play W F3
play B E2
play W H2
play B F6
play W E6
play B F7
play W E1
play B E3
play W F1
play B D1
play W G1
290 reg_genmove black
#? [C2]

# seki/game-0043.sgf move 51: A2 80.97, next 0
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W D6
play B C6
play W D7
play B F4
play W C7
play B G5
play W G6
play B H5
play W B6
play B C5
play W H6
play B J6
play W G4
play B H4
play W G3
play B H3
play W J7
play B B5
play W B7
play B J5
play W A5
play B H7
play W G7
play B H8
play W F2
play B G2
play W F3
play B E2
play W H2
play B F6
play W E6
play B F7
play W E1
play B E3
play W F1
play B D1
play W G1
play B C2
play W J3
play B G8
play W A4
play B E8
play W B3
play B B2
play W C3
play B C9
291 reg_genmove white
#? [A2]

# seki/game-0043.sgf move 57: D2 54.88, next 9.83
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W D6
play B C6
play W D7
play B F4
play W C7
play B G5
play W G6
play B H5
play W B6
play B C5
play W H6
play B J6
play W G4
play B H4
play W G3
play B H3
play W J7
play B B5
play W B7
play B J5
play W A5
play B H7
play W G7
play B H8
play W F2
play B G2
play W F3
play B E2
play W H2
play B F6
play W E6
play B F7
play W E1
play B E3
play W F1
play B D1
play W G1
play B C2
play W J3
play B G8
play W A4
play B E8
play W B3
play B B2
play W C3
play B C9
play W B1
play B A2
play W A6
play B A7
play W B9
play B A8
292 reg_genmove white
#? [D2]

# seki/game-0043.sgf move 61: C8 3.8, next 0.43
boardsize 9
clear_board
komi 7.5
play B D4
play W E5
play B E4
play W F5
play B D5
play W D6
play B C6
play W D7
play B F4
play W C7
play B G5
play W G6
play B H5
play W B6
play B C5
play W H6
play B J6
play W G4
play B H4
play W G3
play B H3
play W J7
play B B5
play W B7
play B J5
play W A5
play B H7
play W G7
play B H8
play W F2
play B G2
play W F3
play B E2
play W H2
play B F6
play W E6
play B F7
play W E1
play B E3
play W F1
play B D1
play W G1
play B C2
play W J3
play B G8
play W A4
play B E8
play W B3
play B B2
play W C3
play B C9
play W B1
play B A2
play W A6
play B A7
play W B9
play B A8
play W D9
play B D8
play W D3
play B D2
293 reg_genmove white
#? [C8]

# seki/game-0044.sgf move 33: H2 67.95, next 19.15
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B D6
play W F5
play B C5
play W C4
play B B4
play W B5
play B C6
play W B3
play B D4
play W A4
play B C3
play W B4
play B G5
play W D3
play B E4
play W F4
play B E3
play W F3
play B E2
play W F2
play B C2
play W E1
play B D2
play W B2
play B B1
play W B6
play B G2
play W G3
play B H3
294 reg_genmove white
#? [H2]

# seki/game-0044.sgf move 44: D1 39.72, next 12.24
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B D6
play W F5
play B C5
play W C4
play B B4
play W B5
play B C6
play W B3
play B D4
play W A4
play B C3
play W B4
play B G5
play W D3
play B E4
play W F4
play B E3
play W F3
play B E2
play W F2
play B C2
play W E1
play B D2
play W B2
play B B1
play W B6
play B G2
play W G3
play B H3
play W H2
play B J2
play W H1
play B G4
play W F1
play B H4
play W G6
play B G7
play W H6
play B H7
play W A2
295 reg_genmove black
#? [D1]

# seki/game-0044.sgf move 54: J3 55.55, next 11.45
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B D6
play W F5
play B C5
play W C4
play B B4
play W B5
play B C6
play W B3
play B D4
play W A4
play B C3
play W B4
play B G5
play W D3
play B E4
play W F4
play B E3
play W F3
play B E2
play W F2
play B C2
play W E1
play B D2
play W B2
play B B1
play W B6
play B G2
play W G3
play B H3
play W H2
play B J2
play W H1
play B G4
play W F1
play B H4
play W G6
play B G7
play W H6
play B H7
play W A2
play B B7
play W C7
play B J6
play W J3
play B J4
play W B8
play B C8
play W A7
play B D1
play W G1
296 reg_genmove black
#? [J3]

# seki/game-0044.sgf move 58: J3 54.69, next 2.91
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B D6
play W F5
play B C5
play W C4
play B B4
play W B5
play B C6
play W B3
play B D4
play W A4
play B C3
play W B4
play B G5
play W D3
play B E4
play W F4
play B E3
play W F3
play B E2
play W F2
play B C2
play W E1
play B D2
play W B2
play B B1
play W B6
play B G2
play W G3
play B H3
play W H2
play B J2
play W H1
play B G4
play W F1
play B H4
play W G6
play B G7
play W H6
play B H7
play W A2
play B B7
play W C7
play B J6
play W J3
play B J4
play W B8
play B C8
play W A7
play B D1
play W G1
play B H5
play W C9
play B A9
play W B9
297 reg_genmove black
#? [J3]

# seki/game-0044.sgf move 62: J3 54.69, next 19.11
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B D6
play W F5
play B C5
play W C4
play B B4
play W B5
play B C6
play W B3
play B D4
play W A4
play B C3
play W B4
play B G5
play W D3
play B E4
play W F4
play B E3
play W F3
play B E2
play W F2
play B C2
play W E1
play B D2
play W B2
play B B1
play W B6
play B G2
play W G3
play B H3
play W H2
play B J2
play W H1
play B G4
play W F1
play B H4
play W G6
play B G7
play W H6
play B H7
play W A2
play B B7
play W C7
play B J6
play W J3
play B J4
play W B8
play B C8
play W A7
play B D1
play W G1
play B H5
play W C9
play B A9
play W B9
play B D9
play W E9
play B E8
play W A5
298 reg_genmove black
#? [J3]

# seki/game-0044.sgf move 66: J3 54.69, next 0
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B D6
play W F5
play B C5
play W C4
play B B4
play W B5
play B C6
play W B3
play B D4
play W A4
play B C3
play W B4
play B G5
play W D3
play B E4
play W F4
play B E3
play W F3
play B E2
play W F2
play B C2
play W E1
play B D2
play W B2
play B B1
play W B6
play B G2
play W G3
play B H3
play W H2
play B J2
play W H1
play B G4
play W F1
play B H4
play W G6
play B G7
play W H6
play B H7
play W A2
play B B7
play W C7
play B J6
play W J3
play B J4
play W B8
play B C8
play W A7
play B D1
play W G1
play B H5
play W C9
play B A9
play W B9
play B D9
play W E9
play B E8
play W A5
play B D8
play W F8
play B G8
play W G6
299 reg_genmove black
#? [J3]

# seki/game-0044.sgf move 70: J3 54.58, next 2.56
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B D6
play W F5
play B C5
play W C4
play B B4
play W B5
play B C6
play W B3
play B D4
play W A4
play B C3
play W B4
play B G5
play W D3
play B E4
play W F4
play B E3
play W F3
play B E2
play W F2
play B C2
play W E1
play B D2
play W B2
play B B1
play W B6
play B G2
play W G3
play B H3
play W H2
play B J2
play W H1
play B G4
play W F1
play B H4
play W G6
play B G7
play W H6
play B H7
play W A2
play B B7
play W C7
play B J6
play W J3
play B J4
play W B8
play B C8
play W A7
play B D1
play W G1
play B H5
play W C9
play B A9
play W B9
play B D9
play W E9
play B E8
play W A5
play B D8
play W F8
play B G8
play W G6
play B H6
play W F7
play B F9
play W J8
300 reg_genmove black
#? [J3]

# seki/game-0044.sgf move 74: J3 54.58, next 2.51
boardsize 9
clear_board
komi 7.5
play B F6
play W E5
play B E6
play W D5
play B D6
play W F5
play B C5
play W C4
play B B4
play W B5
play B C6
play W B3
play B D4
play W A4
play B C3
play W B4
play B G5
play W D3
play B E4
play W F4
play B E3
play W F3
play B E2
play W F2
play B C2
play W E1
play B D2
play W B2
play B B1
play W B6
play B G2
play W G3
play B H3
play W H2
play B J2
play W H1
play B G4
play W F1
play B H4
play W G6
play B G7
play W H6
play B H7
play W A2
play B B7
play W C7
play B J6
play W J3
play B J4
play W B8
play B C8
play W A7
play B D1
play W G1
play B H5
play W C9
play B A9
play W B9
play B D9
play W E9
play B E8
play W A5
play B D8
play W F8
play B G8
play W G6
play B H6
play W F7
play B F9
play W J8
play B G6
play W J7
play B G9
play W H9
301 reg_genmove black
#? [J3]

# seki/game-0045.sgf move 34: B7 15.65, next 4.83
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B G5
play W G6
play B B6
play W C5
play B B5
play W F2
play B H2
play W G3
play B H5
play W D2
play B C2
play W D3
play B C3
play W E4
play B E5
play W F5
play B E3
play W G4
play B H3
play W H4
play B J4
play W J3
play B J5
play W H6
play B J2
play W E2
302 reg_genmove black
#? [B7]

# seki/game-0045.sgf move 48: D1 6.01, next 2.6
boardsize 9
clear_board
komi 7.5
play B D4
play W F6
play B F4
play W D6
play B C6
play W C7
play B D5
play W E6
play B G5
play W G6
play B B6
play W C5
play B B5
play W F2
play B H2
play W G3
play B H5
play W D2
play B C2
play W D3
play B C3
play W E4
play B E5
play W F5
play B E3
play W G4
play B H3
play W H4
play B J4
play W J3
play B J5
play W H6
play B J2
play W E2
play B E4
play W G2
play B D7
play W J6
play B J3
play W H8
play B H7
play W G7
play B G8
play W F8
play B C8
play W H1
play B D8
play W J1
303 reg_genmove black
#? [D1]

# seki/game-0046.sgf move 36: A2 21.48, next 8.84
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G4
play W H4
play B F4
play W H3
play B G2
play W G3
play B F3
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W D6
play B H6
play W C4
play B C2
play W D3
play B D2
play W E6
play B F6
play W F5
play B H5
play W E2
play B F2
play W E3
play B B3
play W E1
play B B4
play W B5
play B C5
play W D5
play B E4
play W C6
304 reg_genmove black
#? [A2]

# seki/game-0046.sgf move 42: C3 34.77, next 7.7
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G4
play W H4
play B F4
play W H3
play B G2
play W G3
play B F3
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W D6
play B H6
play W C4
play B C2
play W D3
play B D2
play W E6
play B F6
play W F5
play B H5
play W E2
play B F2
play W E3
play B B3
play W E1
play B B4
play W B5
play B C5
play W D5
play B E4
play W C6
play B D8
play W C8
play B A4
play W A2
play B D1
play W B2
305 reg_genmove black
#? [C3]

# seki/game-0046.sgf move 47: A5 16.99, next 6.2
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G4
play W H4
play B F4
play W H3
play B G2
play W G3
play B F3
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W D6
play B H6
play W C4
play B C2
play W D3
play B D2
play W E6
play B F6
play W F5
play B H5
play W E2
play B F2
play W E3
play B B3
play W E1
play B B4
play W B5
play B C5
play W D5
play B E4
play W C6
play B D8
play W C8
play B A4
play W A2
play B D1
play W B2
play B C3
play W D4
play B B1
play W H2
play B G6
306 reg_genmove white
#? [A5]

# seki/game-0046.sgf move 53: A5 18.99, next 4.26
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G4
play W H4
play B F4
play W H3
play B G2
play W G3
play B F3
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W D6
play B H6
play W C4
play B C2
play W D3
play B D2
play W E6
play B F6
play W F5
play B H5
play W E2
play B F2
play W E3
play B B3
play W E1
play B B4
play W B5
play B C5
play W D5
play B E4
play W C6
play B D8
play W C8
play B A4
play W A2
play B D1
play W B2
play B C3
play W D4
play B B1
play W H2
play B G6
play W H8
play B G8
play W G9
play B J7
play W F1
play B G1
307 reg_genmove white
#? [A5]

# seki/game-0046.sgf move 58: A3 15.77, next 7.37
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G4
play W H4
play B F4
play W H3
play B G2
play W G3
play B F3
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W D6
play B H6
play W C4
play B C2
play W D3
play B D2
play W E6
play B F6
play W F5
play B H5
play W E2
play B F2
play W E3
play B B3
play W E1
play B B4
play W B5
play B C5
play W D5
play B E4
play W C6
play B D8
play W C8
play B A4
play W A2
play B D1
play W B2
play B C3
play W D4
play B B1
play W H2
play B G6
play W H8
play B G8
play W G9
play B J7
play W F1
play B G1
play W H1
play B J4
play W J2
play B H9
play W J9
308 reg_genmove black
#? [A3]

# seki/game-0046.sgf move 63: A5 16.99, next 0
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G4
play W H4
play B F4
play W H3
play B G2
play W G3
play B F3
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W D6
play B H6
play W C4
play B C2
play W D3
play B D2
play W E6
play B F6
play W F5
play B H5
play W E2
play B F2
play W E3
play B B3
play W E1
play B B4
play W B5
play B C5
play W D5
play B E4
play W C6
play B D8
play W C8
play B A4
play W A2
play B D1
play W B2
play B C3
play W D4
play B B1
play W H2
play B G6
play W H8
play B G8
play W G9
play B J7
play W F1
play B G1
play W H1
play B J4
play W J2
play B H9
play W J9
play B J8
play W F9
play B H9
play W D9
play B J9
309 reg_genmove white
#? [A5]

# seki/game-0046.sgf move 67: A5 16.99, next 0
boardsize 9
clear_board
komi 7.5
play B E5
play W G5
play B G4
play W H4
play B F4
play W H3
play B G2
play W G3
play B F3
play W D7
play B E7
play W E8
play B F7
play W F8
play B G7
play W D6
play B H6
play W C4
play B C2
play W D3
play B D2
play W E6
play B F6
play W F5
play B H5
play W E2
play B F2
play W E3
play B B3
play W E1
play B B4
play W B5
play B C5
play W D5
play B E4
play W C6
play B D8
play W C8
play B A4
play W A2
play B D1
play W B2
play B C3
play W D4
play B B1
play W H2
play B G6
play W H8
play B G8
play W G9
play B J7
play W F1
play B G1
play W H1
play B J4
play W J2
play B H9
play W J9
play B J8
play W F9
play B H9
play W D9
play B J9
play W J6
play B J5
play W G5
play B F5
310 reg_genmove white
#? [A5]

# seki/game-0047.sgf move 35: C9 10.04, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W F6
play B G6
play W F7
play B D4
play W G7
play B C5
play W C6
play B B5
play W G5
play B H6
play W H5
play B H4
play W H7
play B G4
play W J6
play B B7
play W B6
play B A6
play W C7
play B B8
play W C8
play B B9
play W H3
play B J4
play W C4
play B B4
play W C3
play B B3
play W A5
play B A4
311 reg_genmove white
#? [C9]

# seki/game-0047.sgf move 40: B2 55.7, next 17.03
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W F6
play B G6
play W F7
play B D4
play W G7
play B C5
play W C6
play B B5
play W G5
play B H6
play W H5
play B H4
play W H7
play B G4
play W J6
play B B7
play W B6
play B A6
play W C7
play B B8
play W C8
play B B9
play W H3
play B J4
play W C4
play B B4
play W C3
play B B3
play W A5
play B A4
play W A7
play B A8
play W G2
play B E2
play W C2
312 reg_genmove black
#? [B2]

# seki/game-0047.sgf move 49: C9 10.06, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B F5
play W F6
play B G6
play W F7
play B D4
play W G7
play B C5
play W C6
play B B5
play W G5
play B H6
play W H5
play B H4
play W H7
play B G4
play W J6
play B B7
play W B6
play B A6
play W C7
play B B8
play W C8
play B B9
play W H3
play B J4
play W C4
play B B4
play W C3
play B B3
play W A5
play B A4
play W A7
play B A8
play W G2
play B E2
play W C2
play B B2
play W F2
play B F1
play W J3
play B D2
play W G1
play B G3
play W D3
play B E3
313 reg_genmove white
#? [C9]

# seki/game-0048.sgf move 44: A7 30.7, next 4.92
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D4
play B F5
play W E6
play B F6
play W F7
play B G7
play W D3
play B E7
play W D7
play B F8
play W D8
play B D5
play W D6
play B C5
play W B4
play B B5
play W C4
play B B7
play W B8
play B A8
play W B9
play B D2
play W C2
play B D9
play W E9
play B E8
play W C7
play B E2
play W E3
play B F3
play W F2
play B C6
play W C9
play B A6
play W G2
play B F9
play W D9
play B B3
play W A4
play B C3
play W B2
314 reg_genmove black
#? [A7]

# seki/game-0048.sgf move 92: B8 4.34, next 0
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D4
play B F5
play W E6
play B F6
play W F7
play B G7
play W D3
play B E7
play W D7
play B F8
play W D8
play B D5
play W D6
play B C5
play W B4
play B B5
play W C4
play B B7
play W B8
play B A8
play W B9
play B D2
play W C2
play B D9
play W E9
play B E8
play W C7
play B E2
play W E3
play B F3
play W F2
play B C6
play W C9
play B A6
play W G2
play B F9
play W D9
play B B3
play W A4
play B C3
play W B2
play B A5
play W A3
play B H3
play W H2
play B G3
play W F1
play B J2
play W H1
play B E1
play W D1
play B E1
play W E2
play B A2
play W A1
play B C1
play W B1
play B C3
play W B3
play B H6
play W H5
play B J4
play W H4
play B J5
play W G5
play B G6
play W H8
play B G8
play W J7
play B H7
play W J9
play B H9
play W G9
play B J6
play W J8
play B H9
play W J8
play B H8
play W J7
play B J9
play W J1
play B J3
play W J7
play B J8
play W A9
play B C8
play W B9
play B pass
play W C9
315 reg_genmove black
#? [B8]

# seki/game-0049.sgf move 48: E6 37.41, next 2.68
boardsize 9
clear_board
komi 7.5
play B F4
play W E5
play B E4
play W D5
play B D4
play W F5
play B G5
play W G6
play B H6
play W H5
play B G4
play W H7
play B F6
play W J6
play B G7
play W H6
play B E7
play W C5
play B C7
play W B6
play B B7
play W G8
play B B3
play W B4
play B C4
play W D7
play B D8
play W C3
play B A4
play W B5
play B B2
play W A5
play B D3
play W C2
play B D2
play W C1
play B E8
play W C8
play B B8
play W C9
play B A1
play W D1
play B E1
play W E2
play B B1
play W D6
play B B9
play W F7
316 reg_genmove black
#? [E6]
