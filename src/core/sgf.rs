//! Reading and writing games as SGF (`FF[4]`, `GM[1]`).
//!
//! How to read this module: [`load`] reads the main line of the first game in a text
//! with [`MainLine`], a small iterative reader (no recursion, so no nesting or length
//! can overflow the stack) that walks the text once and yields one node at a time:
//! the main line is every node before the first `)`, since each `(` met before it
//! opens the first variation of the node before. It replays those nodes into a
//! [`Game`] (board size `SZ`, komi `KM`, setup `AB`/`AW`/`AE`, whose turn `PL`, moves
//! `B`/`W`), stopping before a given move number. A record is a fact: its moves are
//! replayed under the ko rule its `RU` names (simple ko without one, so that any
//! repetition the record holds loads as history; multi-stone suicide is accepted), and
//! the game then takes the engine's rules for the moves that follow. Everything is
//! bounded: the file size
//! ([`MAX_BYTES`]), the main line's length ([`MAX_NODES`]) and the board size; every
//! refusal says why. [`save`] writes a game back as one main line. SGF points count
//! columns from the left and rows from the top, so row `a` is the board's top row.

use crate::core::game::Game;
use crate::core::point::{Color, Geometry, Move, Point, MAX_SIZE, MIN_SIZE};
use crate::core::rules::{KoRule, Rules};
use std::fmt;
use std::io::Read;

/// Why an SGF text could not be loaded, in words for the controller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SgfError(pub String);

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The largest SGF file read, in bytes.
pub const MAX_BYTES: u64 = 8 << 20;

/// The most nodes read along the main line (a real game has a few hundred).
pub const MAX_NODES: usize = 100_000;

/// The longest property value kept, in bytes (comments may be long; we only read
/// short values).
const MAX_VALUE: usize = 1 << 16;

/// Read the file at `path` as text, refusing what is not a regular file or is larger
/// than [`MAX_BYTES`].
pub fn read_file(path: &str) -> Result<String, SgfError> {
    let meta = std::fs::metadata(path).map_err(|e| SgfError(io_reason(&e)))?;
    if !meta.is_file() {
        return Err(SgfError("not a regular file".into()));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| SgfError(io_reason(&e)))?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(SgfError(format!(
            "file larger than {} MiB",
            MAX_BYTES >> 20
        )));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// A short reason for a failed file operation.
fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => e.to_string(),
    }
}

/// One property of a node: its identifier and values (values longer than
/// `MAX_VALUE` are cut).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Property {
    pub ident: String,
    pub values: Vec<String>,
}

/// The nodes of the first game's main line, read one at a time from the text.
pub struct MainLine<'a> {
    text: &'a [u8],
    pos: usize,
    /// Nodes yielded so far.
    nodes: usize,
    /// Set once the main line has ended (or failed): nothing more is yielded.
    done: bool,
}

impl<'a> MainLine<'a> {
    /// A reader over `text`: anything before the first `(` is skipped.
    pub fn new(text: &'a str) -> MainLine<'a> {
        MainLine {
            text: text.as_bytes(),
            pos: 0,
            nodes: 0,
            done: false,
        }
    }

    /// An error at the current position.
    fn error(&mut self, what: &str) -> SgfError {
        self.done = true;
        SgfError(format!("{what} at byte {}", self.pos))
    }

    /// Skip white space; the next byte, if any.
    fn peek(&mut self) -> Option<u8> {
        while self.pos < self.text.len() && self.text[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        self.text.get(self.pos).copied()
    }

    /// Read one bracketed value (the reader stands on `[`), unescaping `\`.
    fn value(&mut self) -> Result<String, SgfError> {
        self.pos += 1;
        let mut out = Vec::new();
        while let Some(&b) = self.text.get(self.pos) {
            self.pos += 1;
            match b {
                b']' => return Ok(String::from_utf8_lossy(&out).into_owned()),
                b'\\' => {
                    if let Some(&next) = self.text.get(self.pos) {
                        self.pos += 1;
                        if out.len() < MAX_VALUE {
                            out.push(next);
                        }
                    }
                }
                _ if out.len() < MAX_VALUE => out.push(b),
                _ => {}
            }
        }
        Err(self.error("unterminated property value"))
    }

    /// Read the properties of one node (the reader stands just after its `;`).
    fn node(&mut self) -> Result<Vec<Property>, SgfError> {
        let mut props = Vec::new();
        loop {
            match self.peek() {
                Some(b) if b.is_ascii_alphabetic() => {
                    // FF[3] allowed lower-case letters inside identifiers: skip them.
                    let mut ident = String::new();
                    while let Some(&c) = self.text.get(self.pos) {
                        if !c.is_ascii_alphabetic() {
                            break;
                        }
                        if c.is_ascii_uppercase() && ident.len() < 8 {
                            ident.push(c as char);
                        }
                        self.pos += 1;
                    }
                    let mut values = Vec::new();
                    while self.peek() == Some(b'[') {
                        values.push(self.value()?);
                    }
                    if values.is_empty() {
                        return Err(self.error(&format!("property {ident} without a value")));
                    }
                    props.push(Property { ident, values });
                }
                Some(b';' | b'(' | b')') | None => return Ok(props),
                Some(b) => {
                    return Err(self.error(&unexpected(b)));
                }
            }
        }
    }
}

impl Iterator for MainLine<'_> {
    type Item = Result<Vec<Property>, SgfError>;

    /// The next node of the main line, None after its end, or one error.
    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        if self.nodes == 0 && self.pos == 0 {
            // Skip anything before the game.
            match self.text.iter().position(|&b| b == b'(') {
                Some(k) => self.pos = k,
                None => return Some(Err(self.error("no game"))),
            }
        }
        loop {
            match self.peek() {
                Some(b'(') => self.pos += 1,
                Some(b';') => {
                    self.pos += 1;
                    if self.nodes == MAX_NODES {
                        return Some(Err(
                            self.error(&format!("main line longer than {MAX_NODES} nodes"))
                        ));
                    }
                    self.nodes += 1;
                    let node = self.node();
                    if node.is_err() {
                        self.done = true;
                    }
                    return Some(node);
                }
                Some(b')') if self.nodes > 0 => {
                    self.done = true;
                    return None;
                }
                Some(b')') => return Some(Err(self.error("empty game"))),
                None if self.nodes > 0 => {
                    return Some(Err(self.error("missing ')': file cut short")));
                }
                None => return Some(Err(self.error("no game"))),
                Some(b) => {
                    return Some(Err(self.error(&unexpected(b))));
                }
            }
        }
    }
}

/// Words for a byte that has no place where it stands.
fn unexpected(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("unexpected '{}'", char::from(b))
    } else {
        format!("unexpected byte 0x{b:02x}")
    }
}

/// Load the main line of the first game in `text`, playing the moves before move number
/// `before_move` (1-based; `None` plays them all). `komi` and `rules` apply where the file
/// has no `KM`.
pub fn load(
    text: &str,
    before_move: Option<usize>,
    komi: f64,
    rules: Rules,
) -> Result<Game, SgfError> {
    let mut nodes = MainLine::new(text);
    let root = nodes
        .next()
        .unwrap_or_else(|| Err(SgfError("no game".into())))?;
    let mut size = 19;
    let mut game_komi = komi;
    let mut record_ko = KoRule::SimpleKo;
    for prop in &root {
        match prop.ident.as_str() {
            "SZ" => size = board_size(&prop.values[0])?,
            "KM" => game_komi = komi_value(&prop.values[0])?.unwrap_or(komi),
            "RU" => record_ko = ko_rule_of_record(&prop.values[0]),
            _ => {}
        }
    }
    let geom = Geometry::new(size);
    let as_recorded = Rules {
        ko: record_ko,
        suicide_allowed: true,
        ..rules
    };
    let mut game = Game::new(size, game_komi, as_recorded);
    if let Some(ha) = root.iter().find(|p| p.ident == "HA") {
        game.set_handicap_stones(handicap_value(&ha.values[0], geom.area())?);
    }
    let mut moves_played = 0;
    for node in std::iter::once(Ok(root)).chain(nodes) {
        let node = node?;
        // What this node's setup makes of each point (the last word on a point wins).
        let mut setup: Vec<Option<Color>> = Vec::new();
        let mut turn: Option<(Color, Move, &str)> = None;
        for prop in &node {
            let stone = match prop.ident.as_str() {
                "AB" | "B" => Color::Black,
                "AW" | "W" => Color::White,
                "AE" => Color::Empty,
                "PL" => {
                    game.set_to_move(player(&prop.values[0])?);
                    continue;
                }
                _ => continue,
            };
            if prop.ident.len() == 2 {
                setup.resize(geom.array_len(), None);
                for v in &prop.values {
                    add_setup(&mut setup, v, stone, &geom)?;
                }
            } else {
                let v = &prop.values[0];
                turn = Some((stone, move_value(v, &geom)?, v));
            }
        }
        if !setup.is_empty() {
            let stones: Vec<(Point, Color)> = geom
                .points()
                .filter_map(|p| setup[p.idx()].map(|c| (p, c)))
                .collect();
            game.setup(&stones, true)
                .map_err(|e| SgfError(format!("setup: {e}")))?;
        }
        if let Some((c, mv, text)) = turn {
            if before_move.is_some_and(|n| moves_played + 1 >= n) {
                break;
            }
            game.play(c, mv).map_err(|why| {
                let letter = c.letter();
                SgfError(format!(
                    "illegal move {letter}[{text}] at move {} ({why})",
                    moves_played + 1
                ))
            })?;
            moves_played += 1;
        }
    }
    game.set_rules(rules);
    Ok(game)
}

/// The ko rule under which a record with `RU[value]` was played: positional superko for
/// Tromp-Taylor and Chinese records, situational for AGA, New Zealand and Ing, simple
/// ko for Japanese, Korean and anything unknown (where only the immediate recapture of
/// a ko is refused, whatever repeats later).
fn ko_rule_of_record(value: &str) -> KoRule {
    match rules_named(value) {
        Some(rules) => rules.ko,
        None if has_word(value, &["ing", "goe"]) => KoRule::SituationalSuperko,
        None => KoRule::SimpleKo,
    }
}

/// Does `value` hold one of `names` as a word (case aside)?
fn has_word(value: &str, names: &[&str]) -> bool {
    value
        .to_ascii_lowercase()
        .split(|ch: char| !ch.is_ascii_alphanumeric())
        .any(|w| names.contains(&w))
}

/// A rules setting with the words by which an `RU` value names it.
type NamedSetting = (&'static [&'static str], fn() -> Rules);

/// The settings a record's `RU` can name: Tromp-Taylor, Chinese (`CN`), CGOS, AGA, New
/// Zealand (`NZ`), Japanese (`JP`, Korean).
const RU_SETTINGS: &[NamedSetting] = &[
    (&["tromp"], Rules::tromp_taylor),
    (&["chinese", "cn"], Rules::chinese),
    (&["cgos"], Rules::cgos),
    (&["aga"], Rules::aga),
    (&["zealand", "nz"], Rules::new_zealand),
    (&["japanese", "jp", "korean"], Rules::japanese),
];

/// The rules setting an `RU` value names by its words ([`RU_SETTINGS`]).
fn rules_named(value: &str) -> Option<Rules> {
    RU_SETTINGS
        .iter()
        .find(|(names, _)| has_word(value, names))
        .map(|(_, make)| make())
}

/// The board size of an `SZ` value: a square side from 2 to 25.
fn board_size(value: &str) -> Result<usize, SgfError> {
    let value = value.trim();
    match value.parse::<usize>() {
        Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => Ok(n),
        _ if value.contains(':') => Err(SgfError(format!(
            "board size {value:.20} not supported (boards must be square)"
        ))),
        _ => Err(SgfError(format!(
            "board size {value:.20} not supported (sizes {MIN_SIZE} to {MAX_SIZE})"
        ))),
    }
}

/// The komi of a `KM` value; None for an empty one.
fn komi_value(value: &str) -> Result<Option<f64>, SgfError> {
    let value = value.trim();
    if value.is_empty() {
        return Ok(None);
    }
    match value.parse::<f64>() {
        Ok(k) if k.is_finite() && k.abs() <= 10_000.0 => Ok(Some(k)),
        _ => Err(SgfError(format!("bad komi {value:.20}"))),
    }
}

/// The number of handicap stones of an `HA` value (0 and 1 mean none).
fn handicap_value(value: &str, area: usize) -> Result<usize, SgfError> {
    let value = value.trim();
    match value.parse::<usize>() {
        Ok(n) if n < area => Ok(if n >= 2 { n } else { 0 }),
        _ if value.is_empty() => Ok(0),
        _ => Err(SgfError(format!("bad handicap {value:.20}"))),
    }
}

/// The colour of a `PL` value.
fn player(value: &str) -> Result<Color, SgfError> {
    match value.trim() {
        "B" | "b" => Ok(Color::Black),
        "W" | "w" => Ok(Color::White),
        other => Err(SgfError(format!("bad player {other:.20}"))),
    }
}

/// The board point of a two-letter SGF point; None when it is off the board.
fn point_value(value: &str, geom: &Geometry) -> Option<Point> {
    let &[x, y] = value.trim().as_bytes() else {
        return None;
    };
    let size = geom.size;
    let (col, row_from_top) = (x.wrapping_sub(b'a') as usize, y.wrapping_sub(b'a') as usize);
    if col >= size || row_from_top >= size {
        return None;
    }
    Some(geom.point(col, size - 1 - row_from_top))
}

/// The move of a `B`/`W` value: empty (or `tt` up to 19x19, as `FF[3]` wrote it) is a
/// pass.
fn move_value(value: &str, geom: &Geometry) -> Result<Move, SgfError> {
    match value.trim() {
        "" => Ok(Move::Pass),
        "tt" if geom.size <= 19 => Ok(Move::Pass),
        v => point_value(v, geom)
            .map(Move::Play)
            .ok_or_else(|| SgfError(format!("move {v:.20} is off the board"))),
    }
}

/// Mark the points of one `AB`/`AW`/`AE` value (a point, or a rectangle `aa:cc`) in
/// `setup`, which is indexed by board point.
fn add_setup(
    setup: &mut [Option<Color>],
    value: &str,
    c: Color,
    geom: &Geometry,
) -> Result<(), SgfError> {
    let off = || SgfError(format!("setup point {value:.20} is off the board"));
    let (from, to) = value.split_once(':').unwrap_or((value, value));
    let a = point_value(from, geom).ok_or_else(off)?;
    let b = point_value(to, geom).ok_or_else(off)?;
    let ((c0, r0), (c1, r1)) = (geom.coords(a), geom.coords(b));
    for row in r0.min(r1)..=r0.max(r1) {
        for col in c0.min(c1)..=c0.max(c1) {
            setup[geom.point(col, row).idx()] = Some(c);
        }
    }
    Ok(())
}

/// SGF text of a board point.
fn point_text(game: &Game, p: Point) -> String {
    let size = game.size();
    let (col, row) = game.board().geometry().coords(p);
    let letter = |i: usize| (b'a' + i as u8) as char;
    format!("{}{}", letter(col), letter(size - 1 - row))
}

/// The game as SGF text: root properties, setup stones, then the moves. `RU` names the
/// game's rules, unless its history holds a repetition they forbid (a record loaded
/// from a simple-ko game): then `RU` is left out, so that the file loads again.
pub fn save(game: &Game) -> String {
    let text = save_with_rules(game, true);
    if load(&text, None, game.komi(), game.rules()).is_ok() {
        text
    } else {
        save_with_rules(game, false)
    }
}

/// [`save`], with or without `RU`.
fn save_with_rules(game: &Game, with_rules: bool) -> String {
    let mut out = root_node(game, with_rules);
    for (k, &(c, mv)) in game.moves().iter().enumerate() {
        if k % 10 == 0 {
            out.push('\n');
        }
        out.push_str(&move_node(game, c, mv));
    }
    out.push_str(")\n");
    out
}

/// The SGF of `c` playing `mv` on `game`'s board, as a node: `;B[dd]`, `;W[]`.
pub fn move_node(game: &Game, c: Color, mv: Move) -> String {
    let letter = c.letter();
    let value = match mv {
        Move::Pass => String::new(),
        Move::Play(p) => point_text(game, p),
    };
    format!(";{letter}[{value}]")
}

/// The rules setting a record's `RU` names (`Japanese`, `Chinese`, `AGA`, `NZ`,
/// `Tromp-Taylor`, `CGOS`, or a setting's own name), if it names one.
pub fn record_rules(text: &str) -> Option<Rules> {
    rules_named(&root_value(text, "RU")?)
}

/// The first value of the root property `ident` of the first game in `text`.
pub fn root_value(text: &str, ident: &str) -> Option<String> {
    let root = MainLine::new(text).next()?.ok()?;
    root.iter()
        .find(|p| p.ident == ident)?
        .values
        .first()
        .cloned()
}

/// The root properties of a record that describe the game rather than the position
/// (players, ranks, date, event, result, ...), as SGF text: everything but the format,
/// size, komi, rules, handicap, setup, player to move and comment, which a writer of
/// the position sets itself.
pub fn game_info(text: &str) -> String {
    const POSITION: &[&str] = &[
        "FF", "GM", "CA", "AP", "SZ", "KM", "RU", "HA", "AB", "AW", "AE", "PL", "C", "B", "W",
    ];
    let Some(Ok(root)) = MainLine::new(text).next() else {
        return String::new();
    };
    let mut out = String::new();
    for prop in root
        .iter()
        .filter(|p| !POSITION.contains(&p.ident.as_str()))
    {
        out.push_str(&prop.ident);
        for v in &prop.values {
            out.push_str(&format!(
                "[{}]",
                v.replace('\\', "\\\\").replace(']', "\\]")
            ));
        }
    }
    out
}

/// The opening `(` and root node of a game record: format, size, komi, rules (when
/// `with_rules`), handicap, setup stones and, before any move, the player to move.
fn root_node(game: &Game, with_rules: bool) -> String {
    let mut out = String::from("(;FF[4]GM[1]CA[UTF-8]AP[ttgo:");
    out.push_str(env!("CARGO_PKG_VERSION"));
    out.push(']');
    out.push_str(&format!("SZ[{}]KM[{}]", game.size(), game.komi()));
    if with_rules {
        out.push_str(&format!("RU[{}]", rules_text(game.rules())));
    }
    if game.handicap() > 0 {
        out.push_str(&format!("HA[{}]", game.handicap()));
    }
    for (prop, color) in [("AB", Color::Black), ("AW", Color::White)] {
        let stones: Vec<String> = game
            .setup_stones()
            .iter()
            .filter(|(_, c)| *c == color)
            .map(|&(p, _)| format!("[{}]", point_text(game, p)))
            .collect();
        if !stones.is_empty() {
            out.push_str(prop);
            out.push_str(&stones.concat());
        }
    }
    if !game.setup_stones().is_empty() && game.moves().is_empty() {
        let pl = if game.to_move() == Color::Black {
            "B"
        } else {
            "W"
        };
        out.push_str(&format!("PL[{pl}]"));
    }
    out
}

/// The root node of `game`'s record (without the opening `(`), for writers that add
/// properties of their own: as [`save`] writes it.
pub fn root_properties(game: &Game) -> String {
    let text = save(game);
    let with_rules = text.contains("RU[");
    root_node(game, with_rules)[1..].to_string()
}

/// The `RU` value for a rules setting.
fn rules_text(rules: Rules) -> &'static str {
    match rules.name {
        "tromp-taylor" => "Tromp-Taylor",
        "chinese" => "Chinese",
        "aga" => "AGA",
        "new_zealand" => "NZ",
        "japanese" => "Japanese",
        "cgos" => "CGOS",
        other => other,
    }
}

/// A real game of `gtp-scripts/` (where the regression scripts keep them) under
/// Chinese rules, up to move number `before_move` (all of it with None): for the unit
/// tests that replay games the engine ended badly.
#[cfg(test)]
pub(crate) fn test_case(file: &str, before_move: Option<usize>) -> Game {
    let path = format!("{}/gtp-scripts/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    load(&text, before_move, 7.5, Rules::chinese()).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_records_ko_rule_comes_from_its_ru() {
        assert_eq!(ko_rule_of_record("Japanese"), KoRule::SimpleKo);
        assert_eq!(ko_rule_of_record("korean"), KoRule::SimpleKo);
        assert_eq!(ko_rule_of_record("Chinese"), KoRule::PositionalSuperko);
        assert_eq!(ko_rule_of_record("Tromp-Taylor"), KoRule::PositionalSuperko);
        assert_eq!(ko_rule_of_record("AGA"), KoRule::SituationalSuperko);
        assert_eq!(ko_rule_of_record("NZ"), KoRule::SituationalSuperko);
        assert_eq!(ko_rule_of_record("something else"), KoRule::SimpleKo);
        // A repetition a Japanese record holds loads; the game then has the engine's
        // rules, and the record as its history.
        let text = "(;SZ[5]RU[Japanese]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[];B[];W[bb])";
        let game = load(text, None, 7.5, Rules::tromp_taylor()).unwrap();
        assert_eq!(game.rules(), Rules::tromp_taylor());
        assert_eq!(game.moves().len(), 4);
        let retake = Move::Play(game.board().geometry().point(2, 3));
        assert_eq!(
            game.check(Color::Black, retake),
            Err(crate::core::game::IllegalMove::Superko)
        );
        // Saved, the game keeps its history: without RU, which that history breaks.
        let saved = save(&game);
        assert!(!saved.contains("RU["), "{saved}");
        assert_eq!(
            load(&saved, None, 7.5, Rules::tromp_taylor())
                .unwrap()
                .moves(),
            game.moves()
        );
        // Under the record's own Chinese rules the same moves are refused.
        let chinese = text.replace("Japanese", "Chinese");
        assert!(load(&chinese, None, 7.5, Rules::tromp_taylor()).is_err());
    }

    #[test]
    fn setup_moves_and_move_limit() {
        let text = "(;GM[1]FF[4]SZ[5]KM[0.5]AB[aa][bb]AW[ee];W[cc];B[dd];W[];B[ab])";
        let g = load(text, None, 7.5, Rules::default()).unwrap();
        assert_eq!(g.komi(), 0.5);
        assert_eq!(g.moves().len(), 4);
        assert_eq!(g.setup_stones().len(), 3);
        assert_eq!(g.board().to_ascii(), "X....\nXX...\n..O..\n...X.\n....O\n");
        let g2 = load(text, Some(3), 7.5, Rules::default()).unwrap();
        assert_eq!(g2.moves().len(), 2);
        let g1 = load(text, Some(1), 7.5, Rules::default()).unwrap();
        assert!(g1.moves().is_empty());
    }

    #[test]
    fn save_then_load_gives_the_same_game() {
        let text = "(;SZ[9]AB[cc][gg];W[ee];B[ef];W[];B[ff])";
        let g = load(text, None, 6.5, Rules::default()).unwrap();
        let again = load(&save(&g), None, 0.0, Rules::default()).unwrap();
        assert_eq!(again.board().to_ascii(), g.board().to_ascii());
        assert_eq!(again.moves(), g.moves());
        assert_eq!(again.komi(), 6.5);
    }

    #[test]
    fn bad_files_are_errors_not_panics() {
        for text in [
            "",
            "(;SZ[30])",
            "(;SZ[9];B[zz])",
            "(;SZ[3]AB[aa][ab][ba][bb]AW[]",
            "((((((((((",
            &"(".repeat(100_000),
            "(;SZ[2]AB[aa][ab][ba]AW[bb])",
            "(;SZ[9];B[aa];W[aa])",
            "(;SZ[5:7])",
        ] {
            assert!(
                load(text, None, 7.5, Rules::default()).is_err(),
                "{text:.40}"
            );
        }
    }

    /// The error text of loading `text`.
    fn reason(text: &str) -> String {
        load(text, None, 7.5, Rules::default()).unwrap_err().0
    }

    #[test]
    fn refusals_say_why() {
        assert_eq!(
            reason("(;SZ[5];B[cc];W[cc])"),
            "illegal move W[cc] at move 2 (point is occupied)"
        );
        assert_eq!(
            reason("(;SZ[40])"),
            "board size 40 not supported (sizes 2 to 25)"
        );
        assert_eq!(
            reason("(;SZ[19:13])"),
            "board size 19:13 not supported (boards must be square)"
        );
        assert_eq!(
            reason("(;SZ[0])"),
            "board size 0 not supported (sizes 2 to 25)"
        );
        assert!(reason("(;SZ[99999999999999999999999])").starts_with("board size"));
        assert_eq!(reason("(;KM[abc])"), "bad komi abc");
        assert_eq!(reason("(;KM[1e400])"), "bad komi 1e400");
        assert_eq!(reason("(;SZ[9];B[zz])"), "move zz is off the board");
        assert_eq!(reason("(;SZ[9];B[abc])"), "move abc is off the board");
        assert_eq!(reason("(;SZ[9]AB[jj])"), "setup point jj is off the board");
        assert_eq!(
            reason("(;SZ[9];B[aa]"),
            "missing ')': file cut short at byte 13"
        );
        assert_eq!(
            reason("(;SZ[9];B[aa"),
            "unterminated property value at byte 12"
        );
        assert_eq!(reason("(;SZ[9];B"), "property B without a value at byte 9");
        assert_eq!(reason("no game here"), "no game at byte 0");
        assert_eq!(reason("(;SZ[9]%)"), "unexpected '%' at byte 7");
        assert_eq!(reason("()"), "empty game at byte 1");
    }

    #[test]
    fn long_and_deep_files_are_read_without_recursion() {
        // A main line of passes just under the limit loads; one over it is refused.
        let line = |n: usize| format!("(;SZ[9]{})", ";B[];W[]".repeat(n / 2));
        let g = load(&line(MAX_NODES - 2), None, 7.5, Rules::default()).unwrap();
        assert_eq!(g.moves().len(), MAX_NODES - 2);
        assert_eq!(
            reason(&line(MAX_NODES + 2)),
            format!(
                "main line longer than {MAX_NODES} nodes at byte {}",
                4 + 4 * MAX_NODES
            )
        );
        // The same as nested variations, 200,000 deep: each '(' opens the main line.
        let nested = format!("(;SZ[9]{}", "(;B[](;W[]".repeat(20_000)) + &")".repeat(40_001);
        let g = load(&nested, None, 7.5, Rules::default()).unwrap();
        assert_eq!(g.moves().len(), 40_000);
        // Only the first variation counts, and a second game is ignored.
        let g = load(
            "(;SZ[5];B[aa](;W[bb];B[cc])(;W[dd]))(;SZ[9])",
            None,
            0.0,
            Rules::default(),
        )
        .unwrap();
        assert_eq!(g.board().to_ascii(), "X....\n.O...\n..X..\n.....\n.....\n");
        // A huge comment is skipped, escapes included.
        let big = format!("(;SZ[5]C[{}\\]];B[aa])", "x".repeat(3 << 20));
        assert_eq!(
            load(&big, None, 0.0, Rules::default())
                .unwrap()
                .moves()
                .len(),
            1
        );
    }

    #[test]
    fn handicap_is_read_and_written() {
        let text = "(;SZ[9]HA[2]AB[cc][gg];W[ee])";
        let g = load(text, None, 0.5, Rules::chinese()).unwrap();
        assert_eq!((g.handicap(), g.scoring_komi()), (2, 2.5));
        let again = load(&save(&g), None, 0.0, Rules::chinese()).unwrap();
        assert_eq!(again.handicap(), 2);
        assert_eq!(reason("(;SZ[9]HA[x])"), "bad handicap x");
        assert_eq!(reason("(;SZ[9]HA[81])"), "bad handicap 81");
        let none = load("(;SZ[9]HA[1])", None, 0.5, Rules::chinese()).unwrap();
        assert_eq!(none.handicap(), 0);
    }

    #[test]
    fn rectangles_lower_case_identifiers_and_player_to_move() {
        let g = load(
            "(;SZ[4]AB[aa:bb]AE[ab]PL[W]CoPyright[x];W[dd])",
            None,
            0.0,
            Rules::default(),
        )
        .unwrap();
        assert_eq!(g.board().to_ascii(), "XX..\n.X..\n....\n...O\n");
        assert_eq!(
            g.moves(),
            &[(Color::White, Move::Play(Geometry::new(4).point(3, 0)))]
        );
    }
}
