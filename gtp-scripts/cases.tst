# ttgo-args: --player mcts --rules chinese --playouts 20000 --seed 1
# Real games in which the engine ended badly, as regression positions.

# --- ttgo (Black) passed at move 85 of this game against Pachi although its own
# count was W+88.5: every black chain is dead. It must play on (or resign), never pass.
loadsgf case-passed-instead-of-resigning.sgf 85
10 final_score
#? [W\+88\.5]
11 genmove b
#? [!pass]

# --- ttgo (White) passed at move 80 of this game against GNU Go reporting W+5.5;
# the count is B+73.5 (White's groups are dead). From the file: play on.
loadsgf case-passed-while-losing.sgf 80
20 final_score
#? [B\+73\.5]
21 genmove w
#? [!pass]

# The same game move by move in one engine, which thinks at each of White's turns
# (reg_genmove: its tree and caches live on as they did in the game) before the
# recorded move is played: the judgement inside the game must be the fresh one.
boardsize 9
clear_board
komi 7.5
play b E5
reg_genmove w
play w F4
play b G6
reg_genmove w
play w D4
play b E4
reg_genmove w
play w E3
play b D6
reg_genmove w
play w C5
play b F3
reg_genmove w
play w F2
play b G3
reg_genmove w
play w C6
play b E2
reg_genmove w
play w D3
play b E1
reg_genmove w
play w D7
play b E7
reg_genmove w
play w G2
play b H2
reg_genmove w
play w H3
play b G4
reg_genmove w
play w H1
play b J2
reg_genmove w
play w E8
play b D8
reg_genmove w
play w F8
play b C7
reg_genmove w
play w H4
play b G5
reg_genmove w
play w J3
play b F1
reg_genmove w
play w J1
play b H2
reg_genmove w
play w H6
play b B6
reg_genmove w
play w J2
play b G1
reg_genmove w
play w H5
play b H2
reg_genmove w
play w C2
play b G8
reg_genmove w
play w H8
play b B4
reg_genmove w
play w B5
play b H7
reg_genmove w
play w G7
play b F7
reg_genmove w
play w J7
play b G7
reg_genmove w
play w G2
play b A5
reg_genmove w
play w B7
play b A6
reg_genmove w
play w A7
play b A4
reg_genmove w
play w B3
play b C4
reg_genmove w
play w D5
play b B8
reg_genmove w
play w G9
play b B2
reg_genmove w
play w C3
play b A8
reg_genmove w
play w B1
play b A2
reg_genmove w
play w A3
play b D1
reg_genmove w
play w C1
play b F2
reg_genmove w
play w F9
play b H9
reg_genmove w
play w J9
play b D9
reg_genmove w
play w E6
play b F6
reg_genmove w
play w A7
play b B7
reg_genmove w
play w C8
play b B9
30 final_score
#? [B\+73\.5]
31 genmove w
#? [!pass]

# --- ttgo (White) passed at move 46 of this game against Pachi believing W+2.5; the
# count is B+9.5. Black F4 G4 H4 J4 G5 and White F2-J2 F3 H3 share their only liberties,
# G3 and J3: a seki, which the playouts must leave standing. White is behind: play on.
loadsgf case-seki-shared-liberties.sgf 46
40 final_score
#? [B\+9\.5]
41 final_status_list seki
#? [.*G4.*]
42 genmove w
#? [!pass]

# --- ttgo (White) passed at move 74 of this game against Pachi believing W+4.5; the
# count is B+8.5. Black's G8 group (eye J9) and White's big group (eye J5) share G7.
loadsgf case-seki-eye-and-liberty.sgf 74
50 final_score
#? [B\+8\.5]
51 final_status_list dead
#? [!.*H8.*]
52 genmove w
#? [!pass]

# --- ttgo (White, giving four stones on 13x13) passed first at move 157 of this game
# against GNU Go; GNU Go passed back and counted B+168.5. Capturing races decide every
# group and go to whoever moves first: with White to move at move 155 the count is
# W+5.5, after a White pass B+164.5. A first pass must win the count both ways.
loadsgf case-handicap-pass.sgf 155
60 final_score
#? [W\+5\.5]
61 genmove w
#? [!pass]
loadsgf case-handicap-pass.sgf 157
62 final_score
#? [B\+164\.5]
63 genmove w
#? [!pass]

# --- GNU Go passed at move 136 of this 13x13 handicap game and ttgo (White) passed
# back into B+24.5, its own count too. A pass that ends the game must win the count.
loadsgf case-passed-back-losing.sgf
70 final_score
#? [B\+24\.5]
71 genmove w
#? [!pass]
