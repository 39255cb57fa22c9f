# ttgo-args: --player mcts --playouts 500 --seed 1
# Dead stones and the score under each rules setting.
# Black holds columns A-D, White F-J; column E is dame; a white stone at B5 is dead.

boardsize 9
clear_board
komi 7.5
play b D1
play w F1
play b D2
play w F2
play b D3
play w F3
play b D4
play w F4
play b D5
play w F5
play b D6
play w F6
play b D7
play w F7
play b D8
play w F8
play b D9
play w F9
play w B5

# Tromp-Taylor: nothing is removed. Black 9 stones; White 9 + 1 + 27; komi 7.5.
10 final_status_list dead
#? []
11 final_score
#? [W\+35.5]

# Chinese: B5 is dead; area after removal is 36 each, so komi decides.
kgs-rules chinese
20 final_status_list dead
#? [B5]
21 final_status_list alive
#? [.*D1 D2 D3 D4 D5 D6 D7 D8 D9.*]
22 final_score
#? [W\+7.5]
# The same answer every time.
23 final_status_list dead
#? [B5]

# Japanese: Black 27 points + 1 prisoner, White 27: W+6.5.
kgs-rules japanese
30 final_score
#? [W\+6.5]

# Back to Tromp-Taylor: the board as it stands again.
ttgo-rules tromp-taylor
40 final_score
#? [W\+35.5]

# The pass decision after White passes, with komi -2.5: under chinese the count after
# removal wins for Black (36 - 36 + 2.5), so Black passes instead of playing out B5;
# under Tromp-Taylor the board as it stands loses (9 - 37 + 2.5), so Black plays on.
komi -2.5
kgs-rules chinese
play w pass
50 final_score
#? [B\+2.5]
51 reg_genmove b
#? [pass]
ttgo-rules tromp-taylor
52 final_score
#? [W\+25.5]
53 reg_genmove b
#? [!pass]
