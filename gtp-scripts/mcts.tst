# ttgo-args: --player mcts --playouts 2000 --seed 1
# The tree-search player: tactics, pass decisions under Tromp-Taylor, time settings.

boardsize 9
clear_board
komi 7.5

# Black kills five white stones in atari: it takes them at E4, or nets them at F3 (an
# escape at E4 is then caught at E3 or F4). Both win by far; the search may pick either.
play b D7
play w D6
play b E7
play w E6
play b F7
play w F6
play b C6
play w D5
play b G6
play w E5
play b C5
play w pass
play b F5
play w pass
play b D4
play w pass
10 genmove b
#? [E4|F3]

# After the capture, White's stone-less centre is Black's: White is far behind.
undo
play b E4
11 final_score
#? [B\+.*]

# Tromp-Taylor: White passes with a dead white stone in Black's area. Passing back
# would lose on the board as it stands, so Black keeps playing (and captures).
boardsize 5
clear_board
komi 12.5
play b A4
play b B4
play b C4
play b D4
play b E4
play w C2
play w pass
20 final_score
#? [W\+3.5]
21 genmove b
#? [!pass]

# With the dead stone gone and White passing again, Black passes to win.
boardsize 5
clear_board
komi 12.5
play b A4
play b B4
play b C4
play b D4
play b E4
play w pass
30 genmove b
#? [pass]
31 final_score
#? [B\+12.5]

# KGS cleanup never passes while a sensible move is left, even though the position
# as it stands wins after White's pass.
boardsize 5
clear_board
komi 12.5
play b A4
play b B4
play b C4
play b D4
play b E4
play w pass
32 kgs-genmove_cleanup b
#? [!pass]

# Clocks: time_settings and time_left are accepted and a move still comes back.
boardsize 9
clear_board
time_settings 0 5 1
time_left b 5 1
40 genmove b
#? [[A-HJ][1-9]]
kgs-time_settings byoyomi 0 5 3
time_left w 5 3
41 genmove w
#? [[A-HJ][1-9]]

# reg_genmove does not play: the board keeps one stone per side.
42 reg_genmove b
#? [[A-HJ][1-9]]
