//! The deployment files ship no secret that works: every
//! `DECISIOND_AUTH_SECRET` they set to a literal value is refused by the
//! very check `decisiond serve` runs (`AuthConfig::from_lookup`), and the
//! compose file makes the operator supply their own.

use decision_auth::AuthConfig;
use std::path::PathBuf;

const SECRET: &str = "DECISIOND_AUTH_SECRET";

fn deploy() -> PathBuf {
    super::repo().join("deploy")
}

/// The files an operator deploys with (not the test scripts).
fn deployment_files() -> Vec<PathBuf> {
    let mut files = vec![deploy().join("compose.yaml"), deploy().join("Dockerfile")];
    let mut dirs = vec![deploy().join("systemd"), deploy().join("k8s")];
    while let Some(dir) = dirs.pop() {
        let entries = std::fs::read_dir(&dir).expect("deploy dir");
        for path in entries.map(|e| e.expect("dir entry").path()) {
            match path.is_dir() {
                true => dirs.push(path),
                false => files.push(path),
            }
        }
    }
    files
}

/// The values `name` is set to in `text`, whatever the syntax (`name:
/// value`, `name=value`, `Environment="name=value"`, `ENV name value`),
/// comments skipped, quotes removed.
fn assignments(text: &str, name: &str) -> Vec<String> {
    text.lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .filter_map(|line| line.split_once(name).map(|(_, rest)| rest))
        .map(|rest| {
            rest.trim_start_matches([':', '=', ' '])
                .trim()
                .trim_matches(['"', '\''])
                .to_owned()
        })
        .filter(|value| !value.is_empty())
        .collect()
}

/// What `decisiond serve` says about `value` as the secret.
fn refusal(value: &str) -> Option<String> {
    let lookup = |name: &str| (name == SECRET).then(|| value.to_owned());
    AuthConfig::from_lookup(lookup).err().map(|e| e.to_string())
}

use super::read;

#[test]
fn no_deployment_file_ships_a_secret_that_start_up_accepts() {
    let mut literals = 0;
    for file in deployment_files() {
        for value in assignments(&read(&file), SECRET) {
            if value.starts_with('$') {
                continue; // from the operator's environment; checked below
            }
            literals += 1;
            let refused = refusal(&value)
                .unwrap_or_else(|| panic!("{} ships a working {SECRET}: {value}", file.display()));
            assert!(
                refused.contains("openssl rand -hex 32"),
                "{}: the refusal says how to make one: {refused}",
                file.display()
            );
        }
    }
    assert!(
        literals >= 1,
        "the Kubernetes Secret's placeholder was found"
    );
}

#[test]
fn the_kubernetes_placeholder_says_how_to_generate_a_secret() {
    let manifest = read(&deploy().join("k8s/base/secret.yaml"));
    let values = assignments(&manifest, SECRET);
    assert_eq!(values.len(), 1, "{values:?}");
    assert!(refusal(&values[0]).is_some());
    assert!(manifest.contains("openssl rand -hex 32"));
}

#[test]
fn compose_requires_the_operators_own_secret() {
    let compose = read(&deploy().join("compose.yaml"));
    let values = assignments(&compose, SECRET);
    assert!(!values.is_empty());
    for value in values {
        assert!(
            value.starts_with("${DECISIOND_AUTH_SECRET:?"),
            "compose must fail without the operator's secret, not default one: {value}"
        );
    }
}

#[test]
fn the_parser_finds_every_syntax() {
    let text = "# DECISIOND_AUTH_SECRET: commented\n  DECISIOND_AUTH_SECRET: yaml\n\
                Environment=\"DECISIOND_AUTH_SECRET=unit\"\nENV DECISIOND_AUTH_SECRET docker\n";
    assert_eq!(assignments(text, SECRET), ["yaml", "unit", "docker"]);
    assert_eq!(refusal("decision-ledger-e2e-secret-0123456789abcdef"), None);
}
