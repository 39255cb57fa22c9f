# ttgo-args: --player random --seed 1
# Handicap commands (GTP v2 section 4.1): standard points, validation, not moves.

boardsize 19
10 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
11 undo
#? [cannot undo]*
12 fixed_handicap 2
#? [board not empty]*
13 play b k10
#? [illegal move: point is occupied]*

clear_board
20 fixed_handicap 3
#? [D4 Q16 D16]
clear_board
21 fixed_handicap 1
#? [invalid number of stones]*
22 fixed_handicap 10
#? [invalid number of stones]*

boardsize 9
30 fixed_handicap 4
#? [C3 G7 C7 G3]
clear_board
31 fixed_handicap 5
#? [C3 G7 C7 G3 E5]

boardsize 10
32 fixed_handicap 5
#? [invalid number of stones]*
33 fixed_handicap 4
#? [C3 H8 C8 H3]

boardsize 7
34 fixed_handicap 5
#? [invalid number of stones]*
35 fixed_handicap 4
#? [C3 E5 C5 E3]

boardsize 5
36 fixed_handicap 2
#? [invalid number of stones]*

# place_free_handicap: the engine chooses; board must be empty; 2..points-1 stones.
boardsize 9
40 place_free_handicap 3
#? [([A-HJ][1-9] ){2}[A-HJ][1-9]]
41 place_free_handicap 2
#? [board not empty]*
clear_board
42 place_free_handicap 1
#? [invalid number of stones]*
43 place_free_handicap 81
#? [invalid number of stones]*
44 place_free_handicap 80
#? [([A-HJ][1-9] ){79}[A-HJ][1-9]]

# The choice is deterministic: standard points first, then the point farthest from
# every stone so far (off the first two lines where there is room).
boardsize 9
45 place_free_handicap 5
#? [C3 G7 C7 G3 E5]
boardsize 19
46 place_free_handicap 12
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 G7 N7 G13]
boardsize 5
47 place_free_handicap 2
#? [C3 B2]

# set_free_handicap: validates the list.
boardsize 9
50 set_free_handicap c3 g7 e5
#? []
51 final_status_list alive
#? [C3\nE5\nG7]
52 undo
#? [cannot undo]*
53 set_free_handicap a1 a2
#? [board not empty]*
clear_board
54 set_free_handicap a1
#? [bad vertex list: a handicap is 2 to 80 stones, not 1]*
55 set_free_handicap a1 a1
#? [bad vertex list: a1 twice]*
56 set_free_handicap a1 pass
#? [bad vertex list: pass is not a point]*
57 set_free_handicap a1 z9
#? [bad vertex list: z9 is not a point of a 9x9 board]*
boardsize 2
58 set_free_handicap a1 a2 b1 b2
#? [bad vertex list: a handicap is 2 to 3 stones, not 4]*
59 set_free_handicap a1 a2 b1
#? []
# After handicap White is to move; the handicap stones are part of the start position.
60 genmove w
#? [pass|B2]

# Handicap stones sent as Black plays before White's first move (OGS, GoGui, Sabaki):
# White's compensation follows the rules. Black's wall is column D, White's column F,
# column E is dame: 36 points each, komi 0.5, two handicap stones.
boardsize 9
komi 0.5
play b D1
play b D2
play w F1
play b D3
play w F2
play b D4
play w F3
play b D5
play w F4
play b D6
play w F5
play b D7
play w F6
play b D8
play w F7
play b D9
play w F8
play b pass
play w F9
# Tromp-Taylor and japanese give nothing (japanese: 27 points of territory each).
70 final_score
#? [W\+0\.5]
kgs-rules japanese
71 final_score
#? [W\+0\.5]
# chinese: a point per stone; aga: a point per stone after the first.
kgs-rules chinese
72 final_score
#? [W\+2\.5]
kgs-rules aga
73 final_score
#? [W\+1\.5]
# The same stones from fixed_handicap count the same way: Black 81 points.
clear_board
74 fixed_handicap 2
#? [C3 G7]
79 final_score
#? [B\+79\.5]
kgs-rules chinese
75 final_score
#? [B\+78\.5]
kgs-rules tromp-taylor
76 final_score
#? [B\+80\.5]
# One Black move before White's is no handicap.
clear_board
play b e5
77 final_score
#? [B\+80\.5]
kgs-rules chinese
78 final_score
#? [B\+80\.5]
