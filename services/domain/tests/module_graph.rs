//! The crate's import graph: rendering is a leaf the aggregate never
//! reaches, and the modules import each other without a cycle.
//!
//! A node is a module file at the top of `src/` (`pugh`, `measured`) or a
//! folder module with its files (`even_swaps`, `document`,
//! `tools/consequences`): files of one folder share helpers through
//! `super::` as one module. An edge is a `crate::…` or `super::…` path,
//! braces expanded, in `use` lines and in code (comments, strings and the
//! `#[cfg(test)]` tail are skipped: doc links are not imports), leading to
//! the deepest file the path names; a folder also depends on its
//! sub-folders. Items re-exported at the crate root (`crate::Cycle`) are
//! the aggregate's vocabulary and name no module.
//!
//! Run alone: `cargo test -p decision-domain --test domain module_graph`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Graph = BTreeMap<String, BTreeSet<String>>;

#[test]
fn the_modules_import_each_other_without_a_cycle() {
    let graph = graph();
    assert!(graph.len() > 25, "found only {:?}", graph.keys());
    if let Some(cycle) = find_cycle(&graph) {
        panic!("import cycle: {}", cycle.join(" → "));
    }
}

#[test]
fn the_aggregate_never_reaches_the_document() {
    let graph = graph();
    assert!(
        graph["sections"].contains("document"),
        "the scan must see sections' import of the document: {:?}",
        graph["sections"]
    );
    // The service's operations are left out: they share result shapes
    // with the cross-cutting tools' folder, which also holds the document
    // read tool, and a folder is one node here.
    for aggregate in [
        "state",
        "decide",
        "even_swaps",
        "pugh",
        "measured",
        "raters",
        "analysis",
        "query",
        "weights",
        "progress",
        "proposal",
        "disclosure",
    ] {
        let reached = reachable(&graph, aggregate);
        assert!(
            !reached.contains("document") && !reached.contains("sections"),
            "{aggregate} reaches the rendering: {reached:?}"
        );
    }
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every module (see the top) and the modules it names.
fn graph() -> Graph {
    let src = src();
    let mut graph = Graph::new();
    for file in rust_files(&src) {
        let name = relative(&file);
        if name == "lib.rs" {
            continue;
        }
        let node = node_of(&name);
        let code = std::fs::read_to_string(&file).expect("a source file reads");
        let code = code.split("#[cfg(test)]").next().unwrap_or_default();
        let here = module_path(&name);
        let mut targets: Vec<Vec<String>> = paths_after("crate::", &without_comments(code));
        for path in paths_after("super::", &without_comments(code)) {
            let mut absolute = here[..here.len().saturating_sub(1)].to_vec();
            absolute.extend(path);
            targets.push(absolute);
        }
        let edges = graph.entry(node.clone()).or_default();
        for target in targets.iter().filter_map(|p| file_of(p)) {
            if target != "lib.rs" && node_of(&target) != node {
                edges.insert(node_of(&target));
            }
        }
        if name.ends_with("mod.rs") {
            let dir = file.parent().expect("a folder");
            for entry in std::fs::read_dir(dir).expect("a module folder lists") {
                let sub = entry.expect("an entry").path();
                if sub.is_dir() {
                    edges.insert(relative(&sub));
                }
            }
        }
    }
    graph
}

fn relative(file: &Path) -> String {
    file.strip_prefix(src())
        .expect("under src/")
        .to_string_lossy()
        .into_owned()
}

/// `pugh.rs` → pugh; `even_swaps/table.rs` → even_swaps.
fn node_of(file: &str) -> String {
    match file.rsplit_once('/') {
        Some((dir, _)) => dir.to_owned(),
        None => file.trim_end_matches(".rs").to_owned(),
    }
}

/// `even_swaps/table.rs` → [even_swaps, table]; `even_swaps/mod.rs` → [even_swaps].
fn module_path(file: &str) -> Vec<String> {
    let file = file.trim_end_matches(".rs").trim_end_matches("/mod");
    file.split('/').map(str::to_owned).collect()
}

/// The deepest file `path` (segments after `crate::`) leads to.
fn file_of(path: &[String]) -> Option<String> {
    let src = src();
    (1..=path.len()).rev().find_map(|n| {
        let dir = path[..n].iter().fold(src.clone(), |p, s| p.join(s));
        [dir.with_extension("rs"), dir.join("mod.rs")]
            .into_iter()
            .find(|f| f.is_file())
            .map(|f| relative(&f))
    })
}

fn rust_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_owned()];
    }
    let mut files = Vec::new();
    for entry in std::fs::read_dir(path).expect("a module folder lists") {
        files.extend(rust_files(&entry.expect("an entry").path()));
    }
    files
}

/// The code without `//` comments (doc comments included) or string
/// literals' contents, which may mention `crate::` in words.
fn without_comments(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    for line in code.lines() {
        let mut in_string = false;
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '"' => in_string = !in_string,
                '\\' if in_string => {
                    chars.next();
                }
                '/' if !in_string && chars.peek() == Some(&'/') => break,
                _ if in_string => {}
                _ => out.push(c),
            }
        }
        out.push('\n');
    }
    out
}

/// Every path's segments after `start` (`crate::`, `super::`), braces
/// expanded: `use crate::{Cycle, pugh::{self, X}}` gives [Cycle],
/// [pugh, self], [pugh, X].
fn paths_after(start: &str, code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(start) {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + start.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // `decision_crate::`, not this crate
        }
        paths(rest, Vec::new(), &mut out);
    }
    out
}

/// The paths `text` starts with, after `prefix`.
fn paths(text: &str, mut prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    let mut text = text.trim_start();
    loop {
        if let Some(group) = text.strip_prefix('{') {
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth > 0 => depth -= 1,
                    ',' | '}' if depth == 0 => {
                        paths(&group[start..i], prefix.clone(), out);
                        if c == '}' {
                            return;
                        }
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            return;
        }
        let end = text
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(text.len());
        if end == 0 {
            break;
        }
        prefix.push(text[..end].to_owned());
        match text[end..].trim_start().strip_prefix("::") {
            Some(more) => text = more.trim_start(),
            None => break,
        }
    }
    if !prefix.is_empty() {
        out.push(prefix);
    }
}

fn reachable(graph: &Graph, from: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut stack = vec![from.to_owned()];
    while let Some(node) = stack.pop() {
        for next in graph.get(&node).into_iter().flatten() {
            if seen.insert(next.clone()) {
                stack.push(next.clone());
            }
        }
    }
    seen
}

/// A cycle, as the modules along it, if the graph has one.
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    graph.keys().find_map(|start| {
        reachable(graph, start).contains(start).then(|| {
            // Walk back along a shortest path from `start` to itself.
            let mut previous: BTreeMap<String, String> = BTreeMap::new();
            let mut queue = std::collections::VecDeque::from([start.clone()]);
            while let Some(node) = queue.pop_front() {
                for next in &graph[&node] {
                    if next == start {
                        let mut path = vec![node.clone()];
                        let mut at = node.clone();
                        while let Some(p) = previous.get(&at) {
                            path.push(p.clone());
                            at = p.clone();
                        }
                        path.reverse();
                        path.push(start.clone());
                        return path;
                    }
                    if !previous.contains_key(next) && next != start {
                        previous.insert(next.clone(), node.clone());
                        queue.push_back(next.clone());
                    }
                }
            }
            vec![start.clone()]
        })
    })
}

#[test]
fn the_scan_reads_braced_imports_and_skips_comments() {
    let code = without_comments(
        "use crate::{Cycle, pugh::{self, X}};\n/// [`crate::weights`]\nlet s = \"crate::raters\"; crate::even_swaps::table::Table::of(c);\nother_crate::flip::g();",
    );
    let paths = paths_after("crate::", &code);
    let shown: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        shown,
        [
            "Cycle",
            "pugh::self",
            "pugh::X",
            "even_swaps::table::Table::of"
        ]
    );
    assert_eq!(file_of(&paths[1]).as_deref(), Some("pugh.rs"));
    assert_eq!(file_of(&paths[3]).as_deref(), Some("even_swaps/table.rs"));
    assert_eq!(file_of(&paths[0]), None, "a root item names no file");
}
