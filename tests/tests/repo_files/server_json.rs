//! `server.json`, the MCP registry entry: valid against the registry's
//! schema (vendored in deploy/mcp-registry/server.schema.json, the version
//! its `$schema` names), and true: its stdio package, run as the image
//! runs it (the Dockerfile's ENTRYPOINT, then the package's arguments,
//! with its environment variables, each one decisiond reads), answers an
//! MCP `initialize`; its streamable HTTP remote's path, with the header
//! it describes, answers one on a running service.

use decision_e2e::server::{USER_SCOPES, token};
use decision_e2e::{Server, StoreKind};
use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::process::{Command, Stdio};

fn entry() -> Value {
    serde_json::from_str(&super::read(&super::repo().join("server.json"))).expect("server.json")
}

fn schema() -> Value {
    serde_json::from_str(&super::read(
        &super::repo().join("deploy/mcp-registry/server.schema.json"),
    ))
    .expect("the vendored schema")
}

fn errors(instance: &Value) -> Vec<String> {
    let validator = jsonschema::validator_for(&schema()).expect("the schema compiles");
    validator
        .iter_errors(instance)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect()
}

fn initialize() -> Value {
    json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "server-json-test", "version": "1"}}})
}

#[test]
fn server_json_validates_against_the_registry_schema() {
    let entry = entry();
    assert_eq!(
        entry["$schema"],
        schema()["$id"],
        "the schema it names is the one vendored"
    );
    let found = errors(&entry);
    assert!(found.is_empty(), "server.json: {found:#?}");
    // The validator does refuse what the registry refuses.
    let mut bad = entry.clone();
    bad["description"] = json!("x".repeat(101));
    bad["packages"][0]["version"] = json!("latest");
    assert_eq!(errors(&bad).len(), 2, "{:#?}", errors(&bad));
}

#[test]
fn the_stdio_package_runs_as_described() {
    let entry = entry();
    let package = &entry["packages"][0];
    assert_eq!(package["transport"]["type"], "stdio");
    assert_eq!(package["registryType"], "oci");
    // The image's ENTRYPOINT is `decisiond`; the package's arguments follow.
    let dockerfile = super::read(&super::repo().join("deploy/Dockerfile"));
    assert!(dockerfile.contains(r#"ENTRYPOINT ["decisiond"]"#));
    let args: Vec<&str> = package["packageArguments"]
        .as_array()
        .expect("packageArguments")
        .iter()
        .map(|a| a["value"].as_str().expect("a fixed value"))
        .collect();
    let variables: Vec<&str> = package["environmentVariables"]
        .as_array()
        .expect("environmentVariables")
        .iter()
        .map(|v| v["name"].as_str().unwrap())
        .collect();
    let help = Command::new(decision_e2e::server::binary())
        .args(&args)
        .arg("--help")
        .output()
        .expect("decisiond mcp --help");
    let help = String::from_utf8_lossy(&help.stdout);
    for name in &variables {
        assert!(
            help.contains(&format!("[env: {name}"))
                || decisiond::environment::is_other_variable(name),
            "server.json names {name}, which `decisiond {}` does not read",
            args.join(" ")
        );
    }
    let dir = decision_store::testing::temp_data_dir("server_json_stdio");
    let mut child = Command::new(decision_e2e::server::binary())
        .args(&args)
        .env_clear()
        .env("DECISIOND_MCP_USER", "alice")
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("decisiond mcp");
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "{}", initialize()).unwrap();
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .expect("an answer");
    drop(stdin);
    let _ = child.kill();
    let _ = child.wait();
    let answer: Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
    assert_eq!(
        answer["result"]["serverInfo"]["name"], "decisiond",
        "{answer}"
    );
    assert_eq!(
        answer["result"]["serverInfo"]["version"], entry["version"],
        "{answer}"
    );
}

#[tokio::test]
async fn the_remote_answers_on_its_path_with_its_header() {
    let entry = entry();
    let remote = &entry["remotes"][0];
    assert_eq!(remote["type"], "streamable-http");
    let url = remote["url"].as_str().unwrap();
    let path = &url[url.find("://").unwrap() + 3..];
    let path = &path[path.find('/').expect("a path")..];
    let header = &remote["headers"][0];
    let server = Server::start(StoreKind::Embedded, "server_json_remote").await;
    let value = header["value"]
        .as_str()
        .unwrap()
        .replace("{token}", &token("remote", USER_SCOPES));
    let response = reqwest::Client::new()
        .post(server.url(path))
        .header(header["name"].as_str().unwrap(), value)
        .header("accept", "application/json, text/event-stream")
        .json(&initialize())
        .send()
        .await
        .expect("the remote");
    assert_eq!(response.status(), 200);
    let body = response.text().await.unwrap();
    assert!(body.contains(r#""serverInfo""#), "{body}");
}
