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
#? [illegal move]*

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
#? [bad vertex list]*
55 set_free_handicap a1 a1
#? [bad vertex list]*
56 set_free_handicap a1 pass
#? [bad vertex list]*
57 set_free_handicap a1 z9
#? [bad vertex list]*
boardsize 2
58 set_free_handicap a1 a2 b1 b2
#? [bad vertex list]*
59 set_free_handicap a1 a2 b1
#? []
# After handicap White is to move; the handicap stones are part of the start position.
60 genmove w
#? [pass|B2]
