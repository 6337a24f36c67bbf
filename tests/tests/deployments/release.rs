//! `deploy/release.sh --binary <the built decisiond>`, run once for every
//! package test of this binary: the Debian package, the tarball, the
//! Python wheel and the npm package, with their SHA256SUMS. The suite
//! packages its debug build (a release build would double CI's compile
//! time); `deploy/release.sh` without `--binary` makes the release build.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The release's files.
pub struct Artifacts {
    pub dir: PathBuf,
    pub version: String,
    pub deb: PathBuf,
    pub tarball: PathBuf,
    pub wheel: PathBuf,
    pub npm: PathBuf,
}

/// The workspace's version (Cargo.toml `[workspace.package]`).
pub fn workspace_version() -> String {
    let text = super::read(&super::repo_dir().join("Cargo.toml"));
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

/// Made once, on first use; later callers wait for it.
pub fn artifacts() -> &'static Artifacts {
    static ARTIFACTS: OnceLock<Artifacts> = OnceLock::new();
    ARTIFACTS.get_or_init(build)
}

fn build() -> Artifacts {
    // Built once for the whole binary (a static is never dropped): in the
    // run's cache, which deploy/test.sh removes after its check.
    let dir = decision_store::testing::run_cache_dir("release");
    let binary = decision_e2e::server::binary();
    let output = Command::new(super::repo_dir().join("deploy/release.sh"))
        .arg("--binary")
        .arg(&binary)
        .arg("--out")
        .arg(&dir)
        .output()
        .expect("deploy/release.sh runs");
    assert!(
        output.status.success(),
        "deploy/release.sh --binary {} failed:\n{}\n{}",
        binary.display(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let version = workspace_version();
    let file = |name: String| {
        let path = dir.join(&name);
        assert!(path.is_file(), "the release has no {name}");
        path
    };
    Artifacts {
        deb: file(format!("decisiond_{version}_amd64.deb")),
        tarball: file(format!("decisiond-{version}-x86_64-linux-gnu.tar.gz")),
        wheel: file(format!("decision_ledger_client-{version}-py3-none-any.whl")),
        npm: file(format!("decision-ledger-client-{version}.tgz")),
        dir,
        version,
    }
}

/// Runs `program args` in `dir`, asserting it exits 0; its stdout.
pub fn run(dir: &Path, program: &str, args: &[&str], env: &[(&str, &str)]) -> String {
    let output = Command::new(program)
        .args(args)
        .envs(env.iter().copied())
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"));
    assert!(
        output.status.success(),
        "{program} {} (in {}) failed with {}:\n{}\n{}",
        args.join(" "),
        dir.display(),
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}
