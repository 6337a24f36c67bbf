//! A package that links its test folder into one binary (`autotests =
//! false`, a `[[test]]` on `tests/main.rs`) runs only the files that
//! `main.rs` names: a new test file without its `mod` line would never run,
//! silently. Every file of such a folder is a module of `main.rs`, a
//! `[[test]]` of its own, or a folder of shared helpers (`mod.rs`).

use std::path::Path;

/// The `path = "…"` of every `[[test]]` in a manifest.
fn test_paths(manifest: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut in_test = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_test = line == "[[test]]";
        } else if in_test && let Some(value) = line.strip_prefix("path = ") {
            paths.push(value.trim_matches('"').to_owned());
        }
    }
    paths
}

/// The module names `main.rs` declares (`mod x;`, with or without a
/// `#[path]` attribute on the line before).
fn declared(main: &str) -> Vec<String> {
    main.lines()
        .filter_map(|l| l.trim().strip_prefix("mod "))
        .map(|m| m.trim_end_matches(';').to_owned())
        .collect()
}

/// Every test file or folder of `folder` that no target runs.
fn orphans(package: &Path, folder: &Path, targets: &[String]) -> Vec<String> {
    let main = super::read(&folder.join("main.rs"));
    let modules = declared(&main);
    let mut orphans = Vec::new();
    for entry in std::fs::read_dir(folder).expect("the test folder") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let relative = path
            .strip_prefix(package)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let module = if path.is_dir() {
            if !path.join("mod.rs").exists() && !path.join("main.rs").exists() {
                continue; // fixtures
            }
            name.clone()
        } else if let Some(stem) = name.strip_suffix(".rs") {
            stem.to_owned()
        } else {
            continue;
        };
        if name == "main.rs" || modules.contains(&module) || targets.contains(&relative) {
            continue;
        }
        orphans.push(relative);
    }
    orphans
}

#[test]
fn every_test_file_is_linked_into_a_test_binary() {
    let root = super::repo();
    let workspace = super::read(&root.join("Cargo.toml"));
    let members: Vec<String> = workspace
        .split("members = [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("Cargo.toml lists the workspace members")
        .split(',')
        .map(|m| m.trim().trim_matches('"').to_owned())
        .filter(|m| !m.is_empty())
        .collect();
    let mut checked = 0;
    let mut found = Vec::new();
    for member in &members {
        let package = root.join(member);
        let manifest = super::read(&package.join("Cargo.toml"));
        if !manifest.contains("autotests = false") {
            continue;
        }
        let folder = package.join("tests");
        let targets = test_paths(&manifest);
        assert!(
            targets.iter().any(|t| t == "tests/main.rs"),
            "{member}: autotests = false, but no [[test]] runs tests/main.rs"
        );
        checked += 1;
        for orphan in orphans(&package, &folder, &targets) {
            found.push(format!("{member}/{orphan}"));
        }
    }
    assert!(
        checked >= 9,
        "only {checked} packages link their tests into one binary"
    );
    assert!(
        found.is_empty(),
        "test files no binary runs (add a `mod` line to that folder's main.rs): {found:?}"
    );
}

#[test]
fn a_file_left_out_of_main_is_found() {
    let folder = decision_store::testing::temp_data_dir("test_binaries");
    std::fs::create_dir_all(folder.join("tests/support")).unwrap();
    std::fs::write(folder.join("tests/main.rs"), "mod support;\nmod kept;\n").unwrap();
    std::fs::write(folder.join("tests/support/mod.rs"), "").unwrap();
    for file in ["kept.rs", "forgotten.rs", "alone.rs"] {
        std::fs::write(folder.join("tests").join(file), "").unwrap();
    }
    let left = orphans(
        &folder,
        &folder.join("tests"),
        &["tests/alone.rs".to_owned()],
    );
    assert_eq!(left, ["tests/forgotten.rs"]);
}
