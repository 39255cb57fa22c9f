//! The Go Text Protocol (v2, draft 2) front end.
//!
//! How to read this module:
//! - `mod.rs` (this file) is the protocol: a reader thread turns stdin into lines on a
//!   channel (so a long search can notice new input), [`preprocess`] applies spec §3.1,
//!   [`parse_command`] splits off the optional id, and [`Response`] frames the answer
//!   (`=id text` / `?id message`, then one blank line). Only responses reach stdout.
//! - `commands/mod.rs` holds the command table — one list that drives dispatch,
//!   `list_commands` and `known_command` — and the [`Engine`] state the commands act on;
//!   the handlers live beside it by concern (`setup`, `play`, `clock`, `analysis`,
//!   `kgs`).
//! - `control.rs` is how a running search talks to the session: it stops on
//!   `# interrupt` or on any new input line, and streams analysis lines.
//!
//! The protocol only: moves, the game, players, searches and clocks all live below it
//! (vertex text with [`Move`](crate::core::point::Move), the time a move may spend with
//! the player's [`TimeKeeper`](crate::player::clock::TimeKeeper)).

mod commands;
mod control;
mod live_gfx;

pub use commands::{command_names, Engine, EngineConfig};
pub use control::GtpControl;

use log::{debug, info};
use std::collections::VecDeque;
use std::io::{BufRead, Read, Write};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;

/// The longest input line kept; the rest of a longer line is dropped and the command
/// answered with an error, so one response still follows each line.
pub const MAX_LINE: usize = 1 << 20;

/// One raw input line, or the end of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Input {
    Line(Vec<u8>),
    /// A line longer than [`MAX_LINE`] (its start is kept).
    Overlong(Vec<u8>),
    Eof,
}

/// Read lines of `reader` on a thread of their own and send them down a channel.
pub fn spawn_reader<R: BufRead + Send + 'static>(mut reader: R) -> Receiver<Input> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || loop {
        let input = read_line_capped(&mut reader);
        let end = input == Input::Eof;
        if tx.send(input).is_err() || end {
            break;
        }
    });
    rx
}

/// Read one line of at most [`MAX_LINE`] bytes; the rest of a longer line is skipped.
fn read_line_capped<R: BufRead>(reader: &mut R) -> Input {
    let mut buf = Vec::new();
    match Read::take(&mut *reader, MAX_LINE as u64).read_until(b'\n', &mut buf) {
        Ok(0) | Err(_) => return Input::Eof,
        Ok(_) => {}
    }
    if buf.last() == Some(&b'\n') || buf.len() < MAX_LINE {
        return Input::Line(buf);
    }
    // Skip to the end of the overlong line.
    loop {
        let mut rest = Vec::new();
        match Read::take(&mut *reader, MAX_LINE as u64).read_until(b'\n', &mut rest) {
            Ok(0) | Err(_) => break,
            Ok(_) if rest.last() == Some(&b'\n') => break,
            Ok(_) => {}
        }
    }
    Input::Overlong(buf)
}

/// Spec §3.1: drop control characters but HT and LF, cut `#` comments, turn HT into
/// spaces, trim. Returns None for a line that is then empty.
pub fn preprocess(raw: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(raw);
    let text = match text.find('#') {
        Some(i) => &text[..i],
        None => &text[..],
    };
    let cleaned: String = text
        .chars()
        .filter(|&ch| ch == '\t' || ch == '\n' || !ch.is_control())
        .map(|ch| if ch == '\t' || ch == '\n' { ' ' } else { ch })
        .collect();
    let trimmed = cleaned.trim();
    (!trimmed.is_empty()).then(|| trimmed.to_string())
}

/// A command line split into its parts.
#[derive(Debug, PartialEq, Eq)]
pub struct CommandLine {
    /// The numeric id, as sent (echoed in the response).
    pub id: Option<String>,
    pub name: String,
    pub args: Vec<String>,
}

/// Split a preprocessed line into id, command name and arguments.
pub fn parse_command(line: &str) -> CommandLine {
    let mut words = line.split_whitespace().peekable();
    let id = match words.peek() {
        Some(w) if w.bytes().all(|b| b.is_ascii_digit()) => words.next().map(str::to_string),
        _ => None,
    };
    let name = words.next().unwrap_or("").to_string();
    let args = words.map(str::to_string).collect();
    CommandLine { id, name, args }
}

/// A response to one command.
#[derive(Debug, PartialEq, Eq)]
pub enum Response {
    Success(String),
    Failure(String),
}

impl Response {
    /// The framed text: `=id text` or `?id message`, then a blank line. Empty lines
    /// inside a multi-line answer are removed, since a blank line ends a response.
    pub fn frame(&self, id: Option<&str>) -> String {
        let (mark, text) = match self {
            Response::Success(t) => ('=', t),
            Response::Failure(t) => ('?', t),
        };
        let body: Vec<&str> = text
            .split('\n')
            .enumerate()
            .filter(|(k, l)| *k == 0 || !l.trim().is_empty())
            .map(|(_, l)| l.trim_end_matches('\r'))
            .collect();
        format!("{mark}{} {}\n\n", id.unwrap_or(""), body.join("\n"))
    }
}

/// The input side of a session: lines from the reader thread, with a look-ahead queue
/// so that a running search can see what has arrived without consuming commands.
pub struct Inbox {
    rx: Receiver<Input>,
    pending: VecDeque<Input>,
}

impl Inbox {
    /// An inbox fed by `rx`.
    pub fn new(rx: Receiver<Input>) -> Inbox {
        Inbox {
            rx,
            pending: VecDeque::new(),
        }
    }

    /// An inbox that never receives anything (tests, single commands).
    pub fn closed() -> Inbox {
        let (_, rx) = mpsc::channel();
        Inbox::new(rx)
    }

    /// The next input, waiting for it.
    pub fn next_input(&mut self) -> Input {
        if let Some(input) = self.pending.pop_front() {
            return input;
        }
        self.rx.recv().unwrap_or(Input::Eof)
    }

    /// Move whatever has arrived into the look-ahead queue.
    fn poll(&mut self) {
        loop {
            match self.rx.try_recv() {
                Ok(input) => self.pending.push_back(input),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    if self.pending.back() != Some(&Input::Eof) {
                        self.pending.push_back(Input::Eof);
                    }
                    break;
                }
            }
        }
    }

    /// Has a command (or the end of input) arrived? Comments and blank lines do not
    /// count. Analysis stops on this.
    pub fn command_waiting(&mut self) -> bool {
        self.poll();
        self.pending.iter().any(|input| match input {
            Input::Line(raw) => preprocess(raw).is_some(),
            Input::Overlong(_) | Input::Eof => true,
        })
    }

    /// Has any line (a blank one too) or the end of input arrived? KataGo-style
    /// analysis streams stop on this.
    pub fn line_waiting(&mut self) -> bool {
        self.poll();
        !self.pending.is_empty()
    }

    /// Has GoGui's interrupt comment (`# interrupt`) arrived? The comment is consumed.
    /// A long genmove stops on this and answers with its best move. The end of input
    /// does not count: `echo genmove b | ttgo` must still think.
    pub fn interrupt_waiting(&mut self) -> bool {
        self.poll();
        let is_interrupt = |input: &Input| match input {
            Input::Line(raw) => String::from_utf8_lossy(raw).trim() == "# interrupt",
            Input::Eof | Input::Overlong(_) => false,
        };
        match self.pending.iter().position(is_interrupt) {
            Some(k) => {
                self.pending.remove(k);
                true
            }
            None => false,
        }
    }
}

/// What a command handler may use beyond the engine: the input (to notice new lines
/// while it searches) and the output (to stream analysis before its response ends).
pub struct Session<'a> {
    pub inbox: &'a mut Inbox,
    pub out: &'a mut dyn Write,
    /// The command's id, for a handler that writes its own response header.
    pub id: Option<&'a str>,
    /// Set by a handler that has written `=id` and streamed lines itself: its returned
    /// text is then written as the last lines, followed by the blank line.
    pub streamed: bool,
}

/// Serve GTP: read commands from `input`, answer on `out`, until `quit` or end of
/// input.
pub fn serve<W: Write>(
    engine: &mut Engine,
    input: Receiver<Input>,
    out: &mut W,
) -> std::io::Result<()> {
    let mut inbox = Inbox::new(input);
    loop {
        if engine.wants_to_ponder() && !inbox.line_waiting() {
            engine.ponder(&mut inbox);
        }
        let (raw, overlong) = match inbox.next_input() {
            Input::Line(raw) => (raw, false),
            Input::Overlong(raw) => (raw, true),
            Input::Eof => return Ok(()),
        };
        let Some(line) = preprocess(&raw) else {
            continue;
        };
        let cmd = parse_command(&line);
        debug!("command: {line:.200}");
        let mut session = Session {
            inbox: &mut inbox,
            out,
            id: cmd.id.as_deref(),
            streamed: false,
        };
        let response = if overlong {
            Response::Failure("line too long".into())
        } else if cmd.name.is_empty() {
            Response::Failure("empty command".into())
        } else {
            engine.execute_in(&cmd.name, &cmd.args, &mut session)
        };
        if let Response::Failure(why) = &response {
            info!("{:.80} -> {why}", line);
        }
        if session.streamed {
            let text = match &response {
                Response::Success(t) | Response::Failure(t) => t,
            };
            let mut tail: String = text
                .lines()
                .filter(|l| !l.trim().is_empty())
                .map(|l| format!("{l}\n"))
                .collect();
            tail.push('\n');
            out.write_all(tail.as_bytes())?;
        } else {
            out.write_all(response.frame(cmd.id.as_deref()).as_bytes())?;
        }
        out.flush()?;
        if cmd.name == "quit" && !overlong {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preprocessing_follows_the_spec() {
        assert_eq!(
            preprocess(b"  play\tb  d4 # comment\r\n"),
            Some("play b  d4".into())
        );
        assert_eq!(preprocess(b"# only a comment\n"), None);
        assert_eq!(preprocess(b" \t \r\n"), None);
        assert_eq!(preprocess(b"na\x01me\x7f\n"), Some("name".into()));
        assert_eq!(
            preprocess(b"\xff\xfe name"),
            Some("\u{fffd}\u{fffd} name".into())
        );
    }

    #[test]
    fn ids_are_split_off() {
        let cmd = parse_command("12 play b d4");
        assert_eq!(cmd.id.as_deref(), Some("12"));
        assert_eq!(cmd.name, "play");
        assert_eq!(cmd.args, vec!["b", "d4"]);
        assert_eq!(parse_command("name").id, None);
        assert_eq!(parse_command("7").name, "");
    }

    #[test]
    fn responses_are_framed_without_inner_blank_lines() {
        assert_eq!(Response::Success("2".into()).frame(Some("5")), "=5 2\n\n");
        assert_eq!(Response::Success(String::new()).frame(None), "= \n\n");
        assert_eq!(
            Response::Failure("illegal move".into()).frame(Some("3")),
            "?3 illegal move\n\n"
        );
        assert_eq!(
            Response::Success("\na\n\nb\n".into()).frame(None),
            "= \na\nb\n\n"
        );
    }

    #[test]
    fn overlong_lines_are_cut_and_skipped() {
        let mut data = vec![b'x'; MAX_LINE + 10];
        data.extend_from_slice(b"\nname\n");
        let mut reader = std::io::Cursor::new(data);
        assert!(matches!(read_line_capped(&mut reader), Input::Overlong(_)));
        assert_eq!(
            read_line_capped(&mut reader),
            Input::Line(b"name\n".to_vec())
        );
        assert_eq!(read_line_capped(&mut reader), Input::Eof);
    }
}
