//! One version for everything shipped: the workspace's (Cargo.toml
//! `[workspace.package]`) is the binary's, the OpenAPI document's (and so
//! the generated clients'), the npm package's, the image tag every
//! Kubernetes container runs (and the README and Dockerfile tag), and
//! server.json's. The release script names
//! the Debian package, the tarball, the wheel and the npm tarball after
//! it, and checks the binary's (tests/tests/deployments/release.rs).

use serde_json::Value;

fn workspace_version() -> String {
    let text = super::read(&super::repo().join("Cargo.toml"));
    let mut section = "";
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line;
        } else if section == "[workspace.package]"
            && let Some(value) = line.strip_prefix("version = ")
        {
            return value.trim_matches('"').to_owned();
        }
    }
    panic!("Cargo.toml: no version in [workspace.package]")
}

fn json(path: &str) -> Value {
    serde_json::from_str(&super::read(&super::repo().join(path))).expect(path)
}

#[test]
fn everything_shipped_has_the_workspace_version() {
    let version = workspace_version();
    let mut found: Vec<(String, String)> = Vec::new();
    let mut add = |place: &str, value: &str| found.push((place.to_owned(), value.to_owned()));
    let output = std::process::Command::new(decision_e2e::server::binary())
        .arg("--version")
        .output()
        .expect("decisiond --version");
    let binary = String::from_utf8_lossy(&output.stdout);
    add(
        "decisiond --version",
        binary.trim().trim_start_matches("decisiond "),
    );
    add(
        "clients/openapi.json",
        json("clients/openapi.json")["info"]["version"]
            .as_str()
            .unwrap(),
    );
    let pyproject = super::read(&super::repo().join("clients/python/pyproject.toml"));
    let python = pyproject
        .lines()
        .find_map(|l| l.strip_prefix("version = "))
        .expect("pyproject's version");
    add("clients/python/pyproject.toml", python.trim_matches('"'));
    let package = json("clients/typescript/package.json");
    add(
        "clients/typescript/package.json",
        package["version"].as_str().unwrap(),
    );
    let lock = json("clients/typescript/package-lock.json");
    add(
        "clients/typescript/package-lock.json",
        lock["version"].as_str().unwrap(),
    );
    let server = json("server.json");
    add("server.json", server["version"].as_str().unwrap());
    for package in server["packages"].as_array().unwrap() {
        add(
            "server.json packages[]",
            package["version"].as_str().unwrap(),
        );
    }
    for dir in ["deploy/k8s/base", "deploy/k8s/overlays/production"] {
        for entry in std::fs::read_dir(super::repo().join(dir)).expect(dir) {
            let path = entry.unwrap().path();
            let text = super::read(&path);
            for line in text.lines().map(str::trim) {
                if let Some(image) = line.strip_prefix("image: ") {
                    let (_, tag) = image.rsplit_once(':').expect("a tag");
                    add(&path.display().to_string(), tag);
                }
                if let Some(tag) = line.strip_prefix("newTag: ") {
                    add(&path.display().to_string(), tag.trim_matches('"'));
                }
            }
        }
    }
    // The image's tag wherever the docs or the Dockerfile name one.
    for path in ["README.md", "docs/deploying.md", "deploy/Dockerfile"] {
        let text = super::read(&super::repo().join(path));
        for (at, _) in text.match_indices("decision-ledger/decisiond:") {
            let tag: String = text[at + "decision-ledger/decisiond:".len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '-')
                .collect();
            add(path, &tag);
        }
    }
    let wrong: Vec<String> = found
        .iter()
        .filter(|(_, v)| *v != version)
        .map(|(place, v)| format!("{place}: {v}"))
        .collect();
    assert!(found.len() >= 10, "{found:?}");
    assert!(
        wrong.is_empty(),
        "not the workspace's version {version}:\n  {}",
        wrong.join("\n  ")
    );
}
