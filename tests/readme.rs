//! The README's promises, checked against the built binary: every client example gives
//! the rules it needs and starts the engine as written; the flags table names the flags
//! a bot operator needs, all of them real; the command list is `list_commands`.

mod common;

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap()
}

/// The README's bullet for `client` in "Connecting a client" (up to the next bullet).
fn client_bullet(text: &str, client: &str) -> String {
    let start = text
        .find(&format!("- **{client}"))
        .unwrap_or_else(|| panic!("no bullet for {client}"));
    let rest = &text[start + 2..];
    let end = rest.find("\n- **").unwrap_or(rest.len());
    rest[..end].to_string()
}

/// Start `ttgo` with `args`, send `lines`, and return its standard output.
fn run(args: &[&str], lines: &str) -> String {
    let out = common::run_to_end(args, lines.as_bytes());
    assert!(out.status.success(), "ttgo {args:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn every_client_example_gives_its_rules_and_starts_as_written() {
    let text = readme();
    for client in ["Sabaki", "Lizzie", "GoGui", "gtp2ogs", "CGOS"] {
        let bullet = client_bullet(&text, client);
        assert!(bullet.contains("--rules"), "{client}: no rules flag");
        assert!(
            bullet.contains("final_score"),
            "{client}: final_score unexplained"
        );
    }
    // The command lines as the examples write them: each starts and answers.
    let sabaki = ["--rules", "chinese", "--lag", "0.2"];
    let gtp2ogs = ["--rules", "chinese", "--lag", "1", "--chat"];
    for (client, args) in [("Sabaki", &sabaki[..]), ("gtp2ogs", &gtp2ogs[..])] {
        let bullet = client_bullet(&text, client);
        let written = match client {
            "gtp2ogs" => {
                "[\"ttgo\", \"--rules\", \"chinese\", \"--lag\", \"1\", \"--chat\"]".to_string()
            }
            _ => format!("arguments `{}", args.join(" ")),
        };
        assert!(
            bullet.replace("\n  ", " ").contains(&written),
            "{client}: {written} not in the README"
        );
        let out = run(args, "boardsize 9\nplay b e5\nfinal_score\nquit\n");
        assert!(out.contains("= B+"), "{client}: {out:?}");
    }
    let gogui = client_bullet(&text, "GoGui").replace("\n  ", " ");
    assert!(
        gogui.contains("`ttgo --rules chinese --lag 0.2`"),
        "{gogui}"
    );
    // kgsGtp sends the rules itself; its notes name automatch's rank and the wait mode.
    let kgs = client_bullet(&text, "kgsGtp");
    for words in ["kgs-rules", "automatch.rank", "`wait`", "opponent="] {
        assert!(kgs.contains(words), "kgsGtp: {words} missing");
    }
}

#[test]
fn the_flags_table_names_the_operators_flags_and_only_real_ones() {
    let text = readme();
    let start = text.find("| flag | meaning |").expect("a flags table");
    let table: Vec<&str> = text[start..]
        .lines()
        .take_while(|l| l.starts_with('|'))
        .collect();
    let first_column: Vec<&str> = table
        .iter()
        .filter_map(|row| row.split('|').nth(1))
        .collect();
    for flag in ["--seed", "--max-time", "--rules", "--lag", "--time"] {
        assert!(
            first_column.iter().any(|c| c.contains(flag)),
            "{flag} not in the table"
        );
    }
    let help = run(&["--help"], "");
    for cell in first_column {
        for word in cell.split(['`', ' ', ',']) {
            let name = word.trim_end_matches(|ch: char| !ch.is_ascii_alphanumeric());
            if name.starts_with("--") && !cell.contains("ttgo ") {
                assert!(help.contains(name), "{name} is not a flag of ttgo");
            }
        }
    }
}

#[test]
fn the_command_list_is_list_commands() {
    let text = readme();
    let start = text.find("## GTP commands and analysis").unwrap();
    let list = text[start..].split('`').nth(1).unwrap();
    let listed: Vec<&str> = list.split_whitespace().collect();
    let out = run(&[], "list_commands\nquit\n");
    let known: Vec<&str> = out
        .trim_start_matches("= ")
        .lines()
        .take_while(|l| !l.is_empty())
        .collect();
    assert_eq!(listed, known);
}
