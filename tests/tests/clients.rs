//! The generated clients (`clients/`) drive the career-move scenario
//! against the real binary with their generated types: the Python one
//! (openapi-python-client) and the TypeScript one (openapi-typescript +
//! openapi-fetch). `deploy/clients.sh --check` (in the test command) keeps
//! them what the API's document generates; this shows they work.
//!
//! Needs `DECISION_CLIENTS_PYTHON` (an interpreter with `clients/python`
//! installed) and `clients/typescript/node_modules` (npm ci); the test
//! command sets both up. Without them the test fails, never skips.

use decision_e2e::server::{USER_SCOPES, token};
use decision_e2e::{Server, StoreKind};
use std::path::{Path, PathBuf};
use std::process::Output;

const PYTHON_ENV: &str = "DECISION_CLIENTS_PYTHON";

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scenario() -> String {
    repo()
        .join("tests/scenarios/career-move.json")
        .display()
        .to_string()
}

fn checked(what: &str, output: std::io::Result<Output>) -> String {
    let output = output.unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{what} failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

#[tokio::test]
async fn the_python_client_runs_the_career_move_scenario() {
    let python = std::env::var(PYTHON_ENV).unwrap_or_else(|_| {
        panic!(
            "{PYTHON_ENV} is not set: run deploy/test.sh, or pip install clients/python into a \
             venv and point {PYTHON_ENV} at its python"
        )
    });
    let server = Server::start(StoreKind::Embedded, "client_python").await;
    let output = tokio::process::Command::new(python)
        .arg(repo().join("clients/tests/career_move.py"))
        .args([
            &server.base_url,
            &token("py-client", USER_SCOPES),
            &scenario(),
        ])
        // Not from the repo: the installed package, not a source folder.
        .current_dir(std::env::temp_dir())
        .output()
        .await;
    let report = checked("clients/tests/career_move.py", output);
    assert!(report.contains(r#""leader": "alt_a""#), "{report}");
    // Each answer decoded to its tool's own class (the script asserts it
    // per call), this one too: through the generic operation's union it
    // decoded as `AddUncertaintyResult`, the first branch that fit.
    assert!(report.contains("AddRemainingUncertaintyResult"), "{report}");
}

#[tokio::test]
async fn the_typescript_client_runs_the_career_move_scenario() {
    let dir = repo().join("clients/typescript");
    let tsc = dir.join("node_modules/.bin/tsc");
    assert!(
        tsc.exists(),
        "{} is missing: run deploy/test.sh, or npm ci in clients/typescript",
        tsc.display()
    );
    // Type-checks the test against the generated types, then runs it.
    let built = tokio::process::Command::new(&tsc)
        .args(["-p", &dir.join("tsconfig.json").display().to_string()])
        .output()
        .await;
    checked("tsc", built);
    let server = Server::start(StoreKind::Embedded, "client_typescript").await;
    let output = tokio::process::Command::new("node")
        .arg(dir.join("dist/test/career_move.js"))
        .args([
            &server.base_url,
            &token("ts-client", USER_SCOPES),
            &scenario(),
        ])
        .output()
        .await;
    let report = checked("clients/typescript/test/career_move.ts", output);
    assert!(report.contains(r#""leader":"alt_a""#), "{report}");
    // The typed add_note answered its own result (`note_id`).
    assert!(report.contains(r#""note_id":"note_"#), "{report}");
}
