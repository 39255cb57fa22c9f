# ttgo-args: --player random --seed 1
# Each of the ten Tromp-Taylor rules, played through GTP.

# Rule 5 (and GTP): either colour may move at any time, also twice in a row.
boardsize 5
komi 0
10 play b c3
#? []
11 play b c4
#? []
12 play w c2
#? []
13 play w b3
#? []

# Rule 7: opponent chains are cleared first. White A1 is in atari; Black B1 touches
# only white and black stones, but capturing A1 gives it a liberty, so it stays.
clear_board
play b a2
play w a1
play b c1
20 play b b1
#? []
21 final_status_list alive
#? [B1 C1\nA2]

# Rule 7: clearing one's own colour last, so a multi-stone suicide is legal and
# removes the black chain {A3 B3 A2 B2} (board 3x3).
boardsize 3
play b b3
play b a2
play b b2
play w c3
play w c2
play w a1
play w b1
30 play b a3
#? []
31 final_status_list alive
#? [A1 B1\nC2 C3]
32 final_score
#? [W\+9]

# Rule 6: a single-stone suicide would repeat the colouring, so it is refused.
boardsize 3
play w a2
play w b1
40 play b a1
#? [illegal move: suicide]*
41 play w a1
#? []

# Rule 6 with two kos on the board: ko 1 in the lower left (Black captures at C2),
# ko 2 in the upper right (White captures at H8). Both are built before any capture.
boardsize 9
komi 0.5
play b b3
play b a2
play b b1
play w b2
play w c3
play w d2
play w c1
play w g9
play w f8
play w g7
play b h9
play b j8
play b h7
play b g8
# Positional superko forbids the immediate ko recapture...
50 play b c2
#? []
51 play w b2
#? [illegal move: repeats an earlier position \(superko\)]*
# ...and a cycle longer than a simple ko: White takes ko 2, Black passes, White
# retakes ko 1; Black retaking ko 2 now would recreate the colouring before move 50.
52 play w h8
#? []
53 play b pass
#? []
54 play w b2
#? []
55 play b g8
#? [illegal move: repeats an earlier position \(superko\)]*
# Simple ko (japanese) only forbids the immediate retake, so there it is legal.
56 kgs-rules japanese
57 play b g8
#? []
58 kgs-rules tromp-taylor

# Rule 8 does not stop GTP: play after two passes is still accepted.
boardsize 5
play b pass
play w pass
60 play b c3
#? []

# Rule 9: dame (empty points reaching both colours) count for nobody; komi goes to
# White (rule 10 with komi). Black B column + A column = 10, White D column + E
# column = 10, C column is dame.
boardsize 5
play b b1
play b b2
play b b3
play b b4
play b b5
play w d1
play w d2
play w d3
play w d4
play w d5
komi 0
70 final_score
#? [0]
komi 7.5
71 final_score
#? [W\+7.5]
komi -0.5
72 final_score
#? [B\+0.5]

# Rule 9 without dead-stone removal: a lone white stone inside Black's area counts as
# a white point, and it spoils the area around it.
boardsize 5
komi 0
play b d5
play b d4
play b d3
play b a2
play b b2
play b c2
play b d2
play w b4
80 final_score
#? [B\+15]
81 final_status_list dead
#? []
82 final_status_list seki
#? []

# Undo across captures restores the captured stones, to any depth.
boardsize 5
play b a2
play w a1
play b b1
90 final_status_list alive
#? [B1\nA2]
91 undo
#? []
92 final_status_list alive
#? [A1\nA2]
93 undo
#? []
94 undo
#? []
95 undo
#? [cannot undo]*

# The cgos setting (CGOS's own rules): no suicide of any size, and the board counted as
# it stands. The multi-stone suicide that Tromp-Taylor allows above is refused; a lone
# white stone that would be dead under removal still counts, and makes its region dame.
boardsize 3
100 ttgo-rules cgos
#? []
101 ttgo-rules
#? [cgos]
play b b3
play b a2
play b b2
play w c3
play w c2
play w a1
play w b1
102 play b a3
#? [illegal move: suicide]*
boardsize 5
komi 0.5
play b c1
play b c2
play b c3
play b c4
play b c5
play w e5
103 final_status_list dead
#? []
104 final_score
#? [B\+13\.5]
ttgo-rules tromp-taylor
