# ttgo-args: --player random --seed 1
# Move generation, scoring, SGF loading and saving, KGS cleanup.

boardsize 9
komi 7.5
10 genmove b
#? [[A-HJ][1-9]]
11 genmove w
#? [[A-HJ][1-9]]
12 reg_genmove b
#? [[A-HJ][1-9]]
13 genmove black
#? [[A-HJ][1-9]]
14 genmove purple
#? [invalid color]*

# reg_genmove does not play its move: undo still takes back the last genmove.
15 undo
#? []
16 undo
#? []
17 undo
#? []
18 undo
#? [cannot undo]*

# With one empty point left that is Black's own eye, Black passes (2x2 board).
boardsize 2
play b a1
play b a2
play b b1
20 genmove b
#? [pass]
21 kgs-genmove_cleanup b
#? [pass]
# White may play there: the lone stone has no liberty, but it captures the whole
# black chain first (rule 7), so it is no suicide.
22 reg_genmove w
#? [B2]
23 genmove w
#? [B2]
24 final_score
#? [W\+11.5]

# Cleanup never passes while a legal non-eye-filling move exists.
boardsize 5
30 kgs-genmove_cleanup w
#? [[A-E][1-5]]

# loadsgf: whole file, up to a move number, errors.
40 loadsgf sample.sgf
#? []
41 final_status_list alive
#? [C3\nE4\nD5\nC6]
42 showboard
#? [.*komi 6\.5.*]
43 loadsgf sample.sgf 2
#? []
44 final_status_list alive
#? [C3\nE4\nC6]
45 loadsgf sample.sgf 1
#? []
46 final_status_list alive
#? [C3\nC6]
47 undo
#? [cannot undo]*
48 loadsgf no-such-file.sgf
#? [cannot load file: no such file: .*/no-such-file\.sgf]*
49 loadsgf broken.sgf
#? [cannot load file: illegal move W\[ee\] at move 2 \(point is occupied\)]*
50 loadsgf .
#? [cannot load file: not a regular file: .*/\.]*
51 loadsgf sample.sgf x
#? [syntax error]*
# A record is a fact: a Japanese-rules game whose position repeats (simple ko allows
# it) loads as played, as does one without RU; the engine's rules (Tromp-Taylor here)
# then judge the moves that follow, with the whole record as history.
52 loadsgf repetition-japanese.sgf
#? []
53 showboard
#? [.* 4  X\(O \. O \.  4 .*rules tromp-taylor.*]
54 play b c4
#? [illegal move: repeats an earlier position \(superko\)]*
55 loadsgf repetition-no-rules.sgf
#? []
56 play b c4
#? [illegal move: repeats an earlier position \(superko\)]*
57 play b pass
#? []
kgs-rules japanese
58 loadsgf repetition-japanese.sgf
#? []
59 play b c4
#? [illegal move: ko recapture]*
kgs-rules tromp-taylor

# printsgf: to the response and to a file that loadsgf reads back.
boardsize 9
komi 5.5
play b e5
play w c3
play b pass
60 printsgf
#? [\(;FF\[4\]GM\[1\].*SZ\[9\]KM\[5\.5\]RU\[Tromp-Taylor\]\n;B\[ee\];W\[cg\];B\[\]\)]
61 printsgf /tmp/ttgo-printsgf-roundtrip.sgf
#? []
clear_board
62 loadsgf /tmp/ttgo-printsgf-roundtrip.sgf
#? []
63 final_status_list alive
#? [C3\nE5]
64 printsgf /no/such/dir/file.sgf
#? [cannot write file: no such directory: /no/such/dir/file\.sgf]*
# Devices and pipes are refused: writing to stdout would corrupt the protocol.
65 printsgf /dev/stdout
#? [cannot write file: not a regular file: /dev/stdout]*
66 printsgf .
#? [cannot write file: not a regular file: .*/\.]*
