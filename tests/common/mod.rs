//! Helpers shared by the integration tests: start the built binary and talk GTP to it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The engine binary running as a child process.
pub struct Engine {
    pub child: Child,
    /// None once input is closed.
    pub stdin: Option<ChildStdin>,
    pub stdout: BufReader<ChildStdout>,
}

impl Engine {
    /// Start `ttgo` with `args` in `dir`, stderr discarded.
    pub fn start(args: &[&str], dir: &Path) -> Engine {
        Engine::start_with_stderr(args, dir, Stdio::null())
    }

    /// Start `ttgo` with `args` in `dir`, stderr written to the file `log`.
    pub fn start_logging(args: &[&str], dir: &Path, log: &Path) -> Engine {
        let file = std::fs::File::create(log).expect("create the log file");
        Engine::start_with_stderr(args, dir, Stdio::from(file))
    }

    /// Start `ttgo` with `args` in `dir`, stderr to `stderr`.
    fn start_with_stderr(args: &[&str], dir: &Path, stderr: Stdio) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ttgo"))
            .args(args)
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("start ttgo");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    /// Write bytes to the engine's stdin as they are.
    pub fn write_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("input still open");
        stdin.write_all(bytes).expect("write to engine");
        stdin.flush().unwrap();
    }

    /// Read one response: its lines up to the blank line, each ending in a newline.
    /// Panics if the engine's output ends first.
    pub fn read_response(&mut self) -> String {
        let mut response = String::new();
        loop {
            let mut raw = Vec::new();
            let n = self.stdout.read_until(b'\n', &mut raw).unwrap();
            assert!(n > 0, "engine output ended; so far: {response:?}");
            let line = String::from_utf8(raw).expect("responses are UTF-8");
            if line == "\n" {
                return response;
            }
            response.push_str(&line);
        }
    }

    /// Send one command line and read its response.
    pub fn send(&mut self, line: &str) -> String {
        self.write_raw(format!("{line}\n").as_bytes());
        self.read_response()
    }
}

impl Engine {
    /// Close the engine's input (end of file) and wait for it to exit.
    pub fn close_and_wait(&mut self) -> std::process::ExitStatus {
        self.stdin = None;
        self.child.wait().expect("wait for engine")
    }
}

/// Run `ttgo` with `args` to the end of `input`: its exit status, stdout and stderr.
pub fn run_to_end(args: &[&str], input: &[u8]) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ttgo"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start ttgo");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input)
        .expect("write to engine");
    child.wait_with_output().expect("wait for engine")
}

/// The count N of the first line of `text` that says "N network evaluations" (the
/// bench's first line, the search's `-vv` log line).
pub fn net_evaluations(text: &str) -> u64 {
    text.lines()
        .find_map(|l| l.split_once(" network evaluations"))
        .and_then(|(before, _)| before.rsplit(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no count of network evaluations in {text:?}"))
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh directory under the system's temporary one, named for the test and the
/// process; removed when dropped, unless the test is failing (its files are then kept to
/// look at).
pub fn scratch_dir(name: &str) -> ScratchDir {
    let dir = std::env::temp_dir().join(format!("ttgo-test-{name}-{}", std::process::id()));
    // A failed run of a process with the same id may have left it behind.
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    ScratchDir(dir)
}

/// A test's scratch directory ([`scratch_dir`]); reads as its path.
pub struct ScratchDir(std::path::PathBuf);

impl std::ops::Deref for ScratchDir {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::path::Path> for ScratchDir {
    fn as_ref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}
