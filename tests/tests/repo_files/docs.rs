//! The maps stay true: every file or directory the documentation names in
//! backticks exists (ARCHITECTURE.md named files that had moved, and
//! nothing noticed), and `docs/decisions/README.md` lists every record.

use super::{read, repo};
use std::collections::BTreeSet;
use std::path::Path;

/// Where generated output and dependencies live, not the repository's own
/// files.
const SKIPPED_DIRS: [&str; 4] = [".git", "target", "node_modules", "fuzz/target"];

/// Names in backticks that look like paths but are not files of ours:
/// build and release output, benchmark runs (not committed) and MCP method names.
const NOT_PATHS: [&str; 10] = [
    // OTLP's protocol name, and media types.
    "http/protobuf",
    "application/",
    "text/",
    "target/",
    // deploy/release.sh's output (not committed).
    "dist/",
    "bench/results/",
    "tools/",
    "resources/",
    "notifications/",
    "subscriptions/",
];

const EXTENSIONS: [&str; 12] = [
    ".rs", ".sh", ".md", ".json", ".yaml", ".yml", ".conf", ".toml", ".py", ".ts", ".sql", ".txt",
];

/// Every file and directory of the repository, relative to its root.
pub(super) fn repository_paths() -> BTreeSet<String> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("readable directory") {
            let path = entry.expect("directory entry").path();
            let relative = path
                .strip_prefix(root)
                .expect("under the root")
                .to_string_lossy()
                .replace('\\', "/");
            if SKIPPED_DIRS.contains(&relative.as_str())
                || relative.ends_with("/node_modules")
                || relative.ends_with("/target")
            {
                continue;
            }
            if path.is_dir() {
                walk(root, &path, out);
            }
            out.insert(relative);
        }
    }
    let root = repo();
    let mut out = BTreeSet::new();
    walk(&root, &root, &mut out);
    out
}

/// The documentation the checks cover.
pub(super) fn documents(paths: &BTreeSet<String>) -> Vec<String> {
    paths
        .iter()
        .filter(|p| p.ends_with(".md"))
        .filter(|p| {
            ["ARCHITECTURE.md", "README.md", "BENCHMARKS.md"].contains(&p.as_str())
                || p.starts_with("docs/")
                || p.starts_with("clients/")
        })
        .cloned()
        .collect()
}

/// The backticked names in `text` that are meant as paths: a slash or a
/// file extension, and none of the characters of templates, routes,
/// subjects or code.
fn named_paths(text: &str) -> Vec<&str> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|t| !t.is_empty() && !t.contains(char::is_whitespace))
        .filter(|t| {
            !t.contains([
                '<', '>', '{', '}', '*', ':', '$', '=', '(', ')', ',', '@', '…',
            ])
        })
        .filter(|t| !t.starts_with(['/', '-', '.', '~']))
        .filter(|t| t.contains('/') || EXTENSIONS.iter().any(|e| t.ends_with(e)))
        .filter(|t| !NOT_PATHS.iter().any(|prefix| t.starts_with(prefix)))
        .collect()
}

/// A name may be relative to the root or to the crate or directory its
/// section is about (`app/tool_call.rs`): any path ending with it counts.
fn exists(paths: &BTreeSet<String>, name: &str) -> bool {
    let name = name.trim_end_matches('/');
    paths.contains(name) || paths.iter().any(|p| p.ends_with(&format!("/{name}")))
}

#[test]
fn the_documentation_names_only_files_that_exist() {
    let paths = repository_paths();
    let documents = documents(&paths);
    assert!(
        documents.iter().any(|d| d == "ARCHITECTURE.md") && documents.len() > 5,
        "{documents:?}"
    );
    let mut missing = Vec::new();
    let mut checked = 0;
    for document in &documents {
        let text = read(&repo().join(document));
        for name in named_paths(&text) {
            checked += 1;
            if !exists(&paths, name) {
                missing.push(format!("{document}: `{name}`"));
            }
        }
    }
    assert!(
        checked > 100,
        "only {checked} names found: is the filter right?"
    );
    assert!(
        missing.is_empty(),
        "named but missing:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_path_filter_takes_paths_and_leaves_the_rest() {
    let text = "`app/tool_call.rs` `deploy/` `README.md` `owner/<hex>/<cycle>` \
                `/api/cycles` `cycles:read` `tools/list` `target/release/loadgen` `a b/c`";
    assert_eq!(
        named_paths(text),
        ["app/tool_call.rs", "deploy/", "README.md"]
    );
    let paths = BTreeSet::from(["services/decisiond/src/app/tool_call.rs".to_owned()]);
    assert!(exists(&paths, "app/tool_call.rs"));
    assert!(!exists(&paths, "app/audit.rs"));
}

#[test]
fn the_decision_index_lists_every_record() {
    let dir = repo().join("docs/decisions");
    let index = read(&dir.join("README.md"));
    let mut records = 0;
    for entry in std::fs::read_dir(&dir).expect("docs/decisions") {
        let name = entry
            .expect("entry")
            .file_name()
            .to_string_lossy()
            .into_owned();
        if name == "README.md" {
            continue;
        }
        records += 1;
        assert!(
            index.contains(&format!("]({name})")),
            "docs/decisions/README.md does not link {name}"
        );
        let number: u32 = name[..4].parse().expect("records are named NNNN-title.md");
        let record = read(&dir.join(&name));
        assert!(
            record.starts_with(&format!("# {number}. ")),
            "{name} starts with its number as a title"
        );
    }
    assert!(records >= 10, "{records} records");
}
