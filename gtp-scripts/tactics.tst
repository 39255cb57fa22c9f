# ttgo-args: --player mcts --playouts 500 --seed 1 --policy heavy:ladders=1,twolib=256,quick=0,nakade=256,eyes=256
# The playout policy's tactical steps (ladder-aware escapes, two-liberty fights read with
# ladders, eyes kept from turning false, the vital point of small eye spaces; some off by
# default, see README) on positions:
# `ttgo-playout_moves N` draws the first move of N playouts and lists `vertex count`
# pairs, most frequent first.

boardsize 9
komi 7.5

# A white stone in atari that can run: White extends at D3 (three liberties).
clear_board
play b C4
play w D4
play b E4
play w J9
play b D5
10 ttgo-playout_moves 1000
#? [D3 (8\d\d|9\d\d|1000)( .*)?]

# White just played into atari: Black takes it.
clear_board
play b C4
play w J9
play b E4
play w J8
play b D5
play w D4
20 ttgo-playout_moves 1000
#? [D3 (8\d\d|9\d\d|1000)( .*)?]

# Black C4 D5 E3 around White D4, and the atari at E4: running at D3 only feeds a
# ladder, so the policy plays it in fewer than one playout in ten.
clear_board
play b C4
play w D4
play b D5
play w J9
play b E3
play w J8
play b E4
30 ttgo-playout_moves 1000
#? [!(.* )?D3 \d{3,}( .*)?]

# White has just played D4 into two liberties: an atari from either side starts a ladder
# that catches it, and the policy starts it.
clear_board
play b C4
play w J9
play b D5
play w J8
play b E3
play w D4
40 ttgo-playout_moves 1000
#? [(D3|E4) \d+ (D3|E4) \d+( .*)?]

# White's straight three on the edge (A1 B1 C1) inside a black wall: Black kills at
# the vital point B1.
clear_board
play b A3
play w A2
play b B3
play w B2
play b C3
play w C2
play b D3
play w D1
play b E3
play w J9
play b E2
play w J8
play b E1
play w D2
50 ttgo-playout_moves 1000
#? [B1 (8\d\d|9\d\d|1000)( .*)?]

# White C2 threatens B2, which would make Black's corner eye at A1 false: Black keeps
# it by playing B2.
clear_board
play b A2
play w J9
play b B1
play w C2
55 ttgo-playout_moves 1000
#? [B2 (8\d\d|9\d\d|1000)( .*)?]

# A bad count of samples is an error.
60 ttgo-playout_moves 0
#? [.*range.*]*
