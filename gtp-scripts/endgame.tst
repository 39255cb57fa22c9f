# ttgo-args: --player mcts --playouts 2000 --seed 1
# The end of the game under each rules setting: seki, a group dead only
# because of a ko, the pass decision, cleanup. Scores are hand-counted.

# --- Seki. Top left: the black chain B9 A8 B8 (eye A9) and the white chain around it
# (eye E9) share the liberty C9; neither side can fill it. Black's wall holds the rest.
boardsize 9
clear_board
komi 7.5
# The position is set up by moves (passes in between), not handicap stones.
play b B9
play w pass
play b A8
play w pass
play b B8
play w pass
play b G9
play w pass
play b G8
play w pass
play b G7
play w pass
play b F7
play w pass
play b E7
play w pass
play b D7
play w pass
play b A6
play w pass
play b B6
play w pass
play b C6
play w pass
play b D6
play w D9
play b pass
play w F9
play b pass
play w C8
play b pass
play w D8
play b pass
play w E8
play b pass
play w F8
play b pass
play w A7
play b pass
play w B7
play b pass
play w C7

# Tromp-Taylor: nothing dead; the seki is still told apart. Black 70 (13 stones, 57
# empty including the eye A9), White 10 (9 stones, eye E9), C9 dame: B+52.5.
10 final_status_list seki
#? [A7 B7 C7 C8 D8 E8 F8 D9 F9\nA8 B8 B9]
11 final_status_list dead
#? []
12 final_status_list alive
#? [A6 B6 C6 D6 D7 E7 F7 G7 G8 G9]
13 final_score
#? [B\+52\.5]

# Chinese: the search calls nothing in the seki dead; area as above.
kgs-rules chinese
20 final_status_list dead
#? []
21 final_status_list seki
#? [A7 B7 C7 C8 D8 E8 F8 D9 F9\nA8 B8 B9]
22 final_score
#? [B\+52\.5]

# Japanese: the eyes of chains in seki are nobody's. Black's territory is its 57 empty
# points less A9: 56 - 7.5.
kgs-rules japanese
30 final_score
#? [B\+48\.5]

# --- A group dead only because of a ko. White H9 H8 J8 H7 has the eye J9 and a ko at
# J7/J6 for its second; with no ko threats anywhere Black wins the ko, so the group is
# dead. With a real second eye (H6 and J6 White, J7 empty) the same group lives.
boardsize 9
clear_board
komi 7.5
kgs-rules chinese
# The position is set up by moves (passes in between), not handicap stones.
play b F9
play w pass
play b F8
play w pass
play b G8
play w pass
play b F7
play w pass
play b G7
play w pass
play b J7
play w pass
play b F6
play w pass
play b G6
play w pass
play b H6
play w pass
play b F5
play w pass
play b G5
play w pass
play b H5
play w pass
play b J5
play w pass
play b A4
play w pass
play b B4
play w pass
play b C4
play w pass
play b D4
play w pass
play b E4
play w pass
play b F4
play w pass
play b G4
play w pass
play b H4
play w pass
play b J4
play w H9
play b pass
play w H8
play b pass
play w J8
play b pass
play w H7
play b pass
play w A3
play b pass
play w B3
play b pass
play w C3
play b pass
play w D3
play b pass
play w E3
play b pass
play w F3
play b pass
play w G3
play b pass
play w H3
play b pass
play w J3
40 final_status_list dead
#? [H7 H8 J8 H9]
# Black rows 4-9 (54), White rows 1-3 (27): B+19.5.
41 final_score
#? [B\+19\.5]

boardsize 9
clear_board
# The position is set up by moves (passes in between), not handicap stones.
play b F9
play w pass
play b F8
play w pass
play b G8
play w pass
play b F7
play w pass
play b G7
play w pass
play b F6
play w pass
play b G6
play w pass
play b F5
play w pass
play b G5
play w pass
play b H5
play w pass
play b J5
play w pass
play b A4
play w pass
play b B4
play w pass
play b C4
play w pass
play b D4
play w pass
play b E4
play w pass
play b F4
play w pass
play b G4
play w pass
play b H4
play w pass
play b J4
play w H9
play b pass
play w H8
play b pass
play w J8
play b pass
play w H7
play b pass
play w H6
play b pass
play w J6
play b pass
play w A3
play b pass
play w B3
play b pass
play w C3
play b pass
play w D3
play b pass
play w E3
play b pass
play w F3
play b pass
play w G3
play b pass
play w H3
play b pass
play w J3
42 final_status_list dead
#? []
# Black 54 less White's six stones, two eyes and the dame G9 = 45; White 27 + 8 = 35:
# B+2.5.
43 final_score
#? [B\+2\.5]

# --- The pass decision. Black holds A-D, White F-J, column E is dame; the white stone
# B3 and the black stone H7 are dead. Komi -2.5, so the count after removal wins for
# Black under every removal setting (36 - 36 + 2.5; Japanese 27 + 1 - 27 - 1 + 2.5).
boardsize 9
clear_board
komi -2.5
# The position is set up by moves (passes in between), not handicap stones.
play b D1
play w pass
play b D2
play w pass
play b D3
play w pass
play b D4
play w pass
play b D5
play w pass
play b D6
play w pass
play b D7
play w pass
play b D8
play w pass
play b D9
play w pass
play b H7
play w F1
play b pass
play w F2
play b pass
play w F3
play b pass
play w F4
play b pass
play w F5
play b pass
play w F6
play b pass
play w F7
play b pass
play w F8
play b pass
play w F9
play b pass
play w B3

# Japanese: dame are worth nothing, so Black passes at once, before White does.
kgs-rules japanese
50 final_status_list dead
#? [B3\nH7]
51 final_score
#? [B\+2\.5]
52 reg_genmove b
#? [pass]

# Area settings: each dame is a point, so Black fills one (column E), not its own area
# and not the dead stone.
kgs-rules chinese
53 final_score
#? [B\+2\.5]
54 reg_genmove b
#? [E[1-9]]
kgs-rules aga
55 reg_genmove b
#? [E[1-9]]
58 final_score
#? [B\+2\.5]
kgs-rules new_zealand
56 reg_genmove b
#? [E[1-9]]
59 final_score
#? [B\+2\.5]

# Tromp-Taylor: nothing is removed, and the dead white stone still stands in Black's
# area (which it turns into dame), so Black plays on rather than pass.
ttgo-rules tromp-taylor
57 reg_genmove b
#? [!pass]

# Cleanup (KGS, after a disagreement about dead stones): Black attacks B3 first.
kgs-rules chinese
60 kgs-genmove_cleanup b
#? [A3|C3|B2|B4]

# --- Two dead stones in a narrow area. Black holds A-D, White F-J, E is dame; the
# white stones B3 and B7 are dead. Random playouts give them to Black only slightly
# (their liberties more clearly); the judge still calls both dead. Area after removal
# is 36 each, so komi decides.
boardsize 9
clear_board
komi 7.5
kgs-rules chinese
# The position is set up by moves (passes in between), not handicap stones.
play b D1
play w pass
play b D2
play w pass
play b D3
play w pass
play b D4
play w pass
play b D5
play w pass
play b D6
play w pass
play b D7
play w pass
play b D8
play w pass
play b D9
play w F1
play b pass
play w F2
play b pass
play w F3
play b pass
play w F4
play b pass
play w F5
play b pass
play w F6
play b pass
play w F7
play b pass
play w F8
play b pass
play w F9
play b pass
play w B3
play b pass
play w B7
70 final_status_list dead
#? [B3\nB7]
71 final_score
#? [W\+7\.5]
