# ttgo-args: --player random --seed 1
# The protocol itself and every administrative command (GTP v2 draft 2, sections 3 and 6).

10 protocol_version
#? [2]

11 name
#? [ttgo]

12 version
#? [\d+\.\d+\.\d+]

# known_command answers from the same table as list_commands.
20 known_command play
#? [true]
21 known_command kgs-genmove_cleanup
#? [true]
22 known_command no_such_command
#? [false]

30 list_commands
#? [.*\bprotocol_version\n.*\bfixed_handicap\n.*\bloadsgf\n.*\bkgs-genmove_cleanup\b.*]

# Unknown commands and bad arguments fail, and the engine goes on.
40 no_such_command
#? [unknown command]*
41 boardsize
#? [syntax error]*
42 boardsize nine
#? [syntax error]*
43 boardsize 1
#? [unacceptable size: 1; sizes from 2 to 25]*
44 boardsize 26
#? [unacceptable size: 26; sizes from 2 to 25]*
45 komi lots
#? [syntax error: komi must be a number, not lots]*
31 komi inf
#? [komi must be a finite number from -10000 to 10000, not inf]*
# Rectangles (KataGo's forms) are refused, never quietly made square.
46 boardsize 19 13
#? [unacceptable size: only square boards.*]*
47 boardsize 19:13
#? [unacceptable size: only square boards.*]*
48 rectangular_boardsize 13 19
#? [unknown command]*
49 showboard
#? [.*19 .*]

# Sizes 2..25 are accepted.
50 boardsize 2
#? []
51 boardsize 25
#? []
52 play b Z25
#? []
53 boardsize 9
55 boardsize 9:9
#? []

# Komi persists across clear_board and boardsize (GoGui's twogtp sends it once).
60 komi 0.5
61 clear_board
62 final_score
#? [W\+0.5]
63 boardsize 9
64 final_score
#? [W\+0.5]
65 komi -3
66 final_score
#? [B\+3]
67 komi 0
68 final_score
#? [0]

# Colours and vertices in any case; I is not a column; pass is a vertex.
70 play BLACK e5
#? []
71 play W D4
#? []
72 play b PASS
#? []
73 play white j9
#? []
74 play purple a1
#? [invalid color]*
75 play b i5
#? [invalid coordinate: i5]*
76 play b k1
#? [invalid coordinate: k1]*
77 play b a10
#? [invalid coordinate: a10]*
78 play b
#? [syntax error]*
79 play b e5
#? [illegal move: point is occupied]*

# Commands without an id get no id back; comments and tabs are handled.
80	showboard   # a comment after a tab
#? [.*A B C D E F G H J.*X.*O.*]

# time_settings, time_left, kgs-time_settings accept what controllers send.
90 time_settings 300 30 5
#? []
91 time_left b 120 0
#? []
92 time_left white 25.5 3
#? []
93 time_settings 60 0 0
#? []
94 kgs-time_settings byoyomi 600 30 5
#? []
95 kgs-time_settings canadian 600 300 25
#? []
96 kgs-time_settings absolute 900
#? []
97 kgs-time_settings none
#? []
98 kgs-time_settings hourglass 5
#? [syntax error: unknown time system hourglass; known: none absolute byoyomi canadian]*
# A clock that ran out may be reported below zero, stones as fractions: clamped.
99 time_left b -5 0
#? []
89 time_left w 0.3 1.7
#? []
88 time_left b lots 0
#? [syntax error: seconds left must be a number, not lots]*
87 time_left b nan 0
#? [syntax error: seconds left must be a number, not nan]*
# KataGo's time systems: Fischer clocks, as gtp2ogs sends them.
86 kata-list_time_settings
#? [none absolute byoyomi canadian fischer fischer-capped]
85 kata-time_settings fischer-capped 600 10 900 -1
#? []
84 time_left b 590 0
#? []
83 kata-time_settings fischer 0 5
#? []
82 time_settings nan 0 0
#? [main time must be zero or more seconds, not nan]*

# KGS commands.
100 kgs-rules chinese
#? []
101 ttgo-rules
#? [chinese]
102 kgs-rules japanese
#? []
103 kgs-rules aga
#? []
104 kgs-rules new_zealand extra words are tolerated
#? []
105 ttgo-rules
#? [new_zealand]
106 kgs-rules tromp-taylor
#? []
107 kgs-rules ing
#? [unknown rules]*
108 kgs-game_over
#? []

# Undo with nothing to undo.
110 clear_board
111 undo
#? [cannot undo]*

200 quit
#? []
