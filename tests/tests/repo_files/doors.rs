//! The doors of `decisiond` (`http`, `mcp`, `nats_intake`) serve the same
//! application and import none of each other: what two doors share (the
//! request's trace context, the HTTP API's remedy words) lives in the app
//! layer or a module of its own, and the composition root (`startup.rs`)
//! puts the doors together. `metrics`, shared by every door, imports none.

use std::path::{Path, PathBuf};

const DOORS: [&str; 3] = ["http", "mcp", "nats_intake"];
/// Shared infrastructure: may be imported by every door, imports none.
const SHARED: [&str; 1] = ["metrics"];

/// The `.rs` files of module `name` under `src`: `name.rs` and `name/**`.
fn module_files(src: &Path, name: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let root = src.join(format!("{name}.rs"));
    if root.is_file() {
        files.push(root);
    }
    let mut folders = vec![src.join(name)];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The top-level modules of the crate that `source` names through
/// `crate::` (a path, a `use`, or a `use crate::{…}` group), comments left
/// out.
fn crate_modules_named(source: &str) -> Vec<String> {
    let code: String = source
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let ident = |text: &str| -> String {
        text.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut named = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a, b::c, d::{e}}`: the first segment of each item.
            let mut depth = 0;
            let mut item_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && !c.is_whitespace() => {
                        item_start = false;
                        named.push(ident(&group[i..]));
                    }
                    _ => {}
                }
            }
        } else {
            named.push(ident(rest));
        }
    }
    named.retain(|n| !n.is_empty());
    named
}

#[test]
fn no_door_imports_another() {
    let root = super::repo();
    let src = root.join("services/decisiond/src");
    let mut found = Vec::new();
    for module in DOORS.iter().chain(SHARED.iter()) {
        let files = module_files(&src, module);
        assert!(!files.is_empty(), "no files for module `{module}`");
        for file in files {
            let relative = file.strip_prefix(&root).unwrap().display().to_string();
            let source = super::read(&file);
            for named in crate_modules_named(&source) {
                if named == *module || !DOORS.contains(&named.as_str()) {
                    continue;
                }
                found.push(format!("{relative} uses crate::{named}"));
            }
        }
    }
    found.dedup();
    assert!(
        found.is_empty(),
        "a door (or metrics) imports another door; move what they share into \
         the app layer or a module of its own, and compose the doors in \
         startup.rs:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_form_of_naming_a_module_is_found() {
    let source = "use crate::http::RequestTrace;\n\
                  use crate::{app::App, mcp, nats_intake::{remedy, reply}};\n\
                  fn f() { crate::metrics::handle(); }\n\
                  // see crate::doc_only in a comment\n\
                  /// and [`crate::doc_link`]\n";
    assert_eq!(
        crate_modules_named(source),
        ["http", "app", "mcp", "nats_intake", "metrics"]
    );
}
