//! GTP text for colours and vertices, and back.
//!
//! Columns are letters `A`..`Z` without `I`, rows are numbers from 1 at the bottom; both
//! are case-insensitive, and `pass` is a vertex too.

use crate::point::{Color, Geometry, Move};

/// Column letters in GTP order (no `I`).
const COLUMNS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// Parse `b`, `w`, `black`, `white` in any case.
pub fn parse_color(text: &str) -> Option<Color> {
    match text.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Color::Black),
        "w" | "white" => Some(Color::White),
        _ => None,
    }
}

/// Parse a vertex (`D4`, `pass`) on a board of the given geometry.
pub fn parse_vertex(text: &str, geom: &Geometry) -> Option<Move> {
    if text.eq_ignore_ascii_case("pass") {
        return Some(Move::Pass);
    }
    let bytes = text.as_bytes();
    if bytes.len() < 2 || bytes.len() > 3 || !text.is_ascii() {
        return None;
    }
    let letter = bytes[0].to_ascii_uppercase();
    let col = COLUMNS.iter().position(|&c| c == letter)?;
    let digits = &text[1..];
    if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
        return None;
    }
    let row: usize = digits.parse().ok()?;
    geom.checked_point(col, row.checked_sub(1)?).map(Move::Play)
}

/// The GTP text of a move.
pub fn format_vertex(mv: Move, geom: &Geometry) -> String {
    match mv {
        Move::Pass => "pass".to_string(),
        Move::Play(p) => {
            let (col, row) = geom.coords(p);
            format!("{}{}", COLUMNS[col] as char, row + 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertices_round_trip_and_reject_junk() {
        let g = Geometry::new(19);
        for p in g.points() {
            let text = format_vertex(Move::Play(p), &g);
            assert_eq!(parse_vertex(&text, &g), Some(Move::Play(p)));
            assert_eq!(parse_vertex(&text.to_lowercase(), &g), Some(Move::Play(p)));
        }
        assert_eq!(parse_vertex("PaSs", &g), Some(Move::Pass));
        assert_eq!(format_vertex(Move::Play(g.point(8, 0)), &g), "J1");
        for junk in [
            "I5", "A0", "A20", "U1", "", "A", "ä1", "A01", "A-1", "AA1", "D4x", "Ⅾ4",
        ] {
            assert_eq!(parse_vertex(junk, &g), None, "{junk}");
        }
        let big = Geometry::new(25);
        assert!(parse_vertex("Z25", &big).is_some());
    }

    #[test]
    fn colours_in_any_case() {
        assert_eq!(parse_color("B"), Some(Color::Black));
        assert_eq!(parse_color("WHITE"), Some(Color::White));
        assert_eq!(parse_color("empty"), None);
    }
}
