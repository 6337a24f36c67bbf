//! The clients as a user installs them: the release's wheel into a fresh
//! virtualenv, the release's `npm pack` tarball into a fresh npm project
//! (with TypeScript, strict, type-checking against the packed types); each
//! then runs the worked example of its README, exactly as written there
//! (the block after `<!-- example: … -->`), against a live service.

use super::release::{artifacts, run};
use decision_e2e::server::{USER_SCOPES, token};
use decision_e2e::{Server, StoreKind};
use decision_store::testing::temp_data_dir;
use std::path::Path;

/// The code block following `<!-- example: NAME -->` in `readme`, and NAME.
fn example(readme: &Path) -> (String, String) {
    let text = super::read(readme);
    let (_, after) = text
        .split_once("<!-- example: ")
        .unwrap_or_else(|| panic!("{}: no <!-- example: … --> marker", readme.display()));
    let (name, after) = after.split_once(" -->").expect("the marker closes");
    let (_, fenced) = after.split_once("```").expect("a code block follows");
    let (_, code) = fenced.split_once('\n').expect("the fence's language line");
    let (code, _) = code.split_once("\n```").expect("the code block closes");
    (name.to_owned(), format!("{code}\n"))
}

/// The service the examples talk to, and their environment.
async fn service(name: &str) -> (Server, [(&'static str, String); 2]) {
    let server = Server::start(StoreKind::Embedded, name).await;
    let env = [
        ("DECISIOND_URL", server.base_url.clone()),
        ("DECISIOND_TOKEN", token("readme-example", USER_SCOPES)),
    ];
    (server, env)
}

fn as_refs<'a>(env: &'a [(&'static str, String); 2]) -> [(&'static str, &'a str); 2] {
    [(env[0].0, env[0].1.as_str()), (env[1].0, env[1].1.as_str())]
}

#[tokio::test]
async fn the_python_wheel_installs_in_a_fresh_venv_and_runs_its_readme_example() {
    let release = artifacts();
    let dir = temp_data_dir("wheel_example");
    run(&dir, "python3", &["-m", "venv", "venv"], &[]);
    let wheel = release.wheel.display().to_string();
    run(
        &dir,
        "venv/bin/pip",
        &["install", "-q", "--disable-pip-version-check", &wheel],
        &[],
    );
    let (name, code) = example(&super::repo_dir().join("clients/python/README.md"));
    std::fs::write(dir.join(&name), code).expect("the example");
    let (_server, env) = service("wheel_example").await;
    let printed = run(&dir, "venv/bin/python", &[&name], &as_refs(&env));
    assert!(printed.contains(r#""leader_id": "alt_b""#), "{printed}");
}

#[tokio::test]
async fn the_npm_package_installs_in_a_fresh_project_type_checks_and_runs_its_readme_example() {
    let release = artifacts();
    let dir = temp_data_dir("npm_example");
    std::fs::write(
        dir.join("package.json"),
        r#"{"name": "readme-example", "private": true, "type": "module"}"#,
    )
    .expect("package.json");
    std::fs::write(
        dir.join("tsconfig.json"),
        r#"{"compilerOptions": {"target": "ES2022", "module": "NodeNext",
            "moduleResolution": "NodeNext", "strict": true, "types": ["node"]}}"#,
    )
    .expect("tsconfig.json");
    // The TypeScript and Node types the client is developed with.
    let client: serde_json::Value = serde_json::from_str(&super::read(
        &super::repo_dir().join("clients/typescript/package.json"),
    ))
    .expect("the client's package.json");
    let dev = |name: &str| {
        format!(
            "{name}@{}",
            client["devDependencies"][name].as_str().unwrap()
        )
    };
    let tgz = release.npm.display().to_string();
    run(
        &dir,
        "npm",
        &[
            "install",
            "--no-audit",
            "--no-fund",
            "--silent",
            &tgz,
            &dev("typescript"),
            &dev("@types/node"),
        ],
        &[],
    );
    let (name, code) = example(&super::repo_dir().join("clients/typescript/README.md"));
    std::fs::write(dir.join(&name), code).expect("the example");
    run(&dir, "node_modules/.bin/tsc", &["-p", "."], &[]);
    let script = name.replace(".ts", ".js");
    let (_server, env) = service("npm_example").await;
    let printed = run(&dir, "node", &[&script], &as_refs(&env));
    assert!(printed.contains(r#""leader_id":"alt_b""#), "{printed}");
}

#[test]
fn examples_are_found_after_their_marker() {
    let dir = temp_data_dir("readme_marker");
    let readme = dir.join("README.md");
    std::fs::write(
        &readme,
        "# x\n\n<!-- example: a.py -->\n```python\nprint(1)\n```\n",
    )
    .unwrap();
    assert_eq!(
        example(&readme),
        ("a.py".to_owned(), "print(1)\n".to_owned())
    );
}
