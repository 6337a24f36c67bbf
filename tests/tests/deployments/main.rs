//! The deployment files, run as written: `deploy/Dockerfile` (`image`),
//! `deploy/compose.yaml` (`compose`), `deploy/k8s` rendered by kustomize
//! (`kubernetes`, `rendering`)
//! and `deploy/systemd/*` (`systemd`). Each module reads its file, builds
//! every decisiond process's exact command line and environment as the
//! runtime would (image entrypoint + command/args, env, env files), and
//! runs them with the built binary against a fresh Postgres database and a
//! private nats-server: only what must differ on this machine is replaced
//! (`launch::Site`: database and NATS hosts, the port, the working
//! directory, the secret's placeholder). Each must become ready through the
//! probe its own file names, and each migrate step must exit 0.
//! `variables` fails on any variable a file sets that decisiond never
//! reads. The image build itself cannot run here (no registry).

mod client_packages;
mod compose;
mod debian;
mod image;
mod kubernetes;
mod launch;
mod release;
mod rendering;
mod systemd;
mod tarball;
mod variables;

use std::path::{Path, PathBuf};

/// The repository's root.
fn repo_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository")
}

/// The repository's `deploy/` directory.
fn deploy_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../deploy")
        .canonicalize()
        .expect("the deploy directory")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The files of `deploy/<dir>` whose names end in `suffix`, sorted.
fn files_in(dir: &str, suffix: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(deploy_dir().join(dir))
        .unwrap_or_else(|e| panic!("deploy/{dir}: {e}"))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.to_string_lossy().ends_with(suffix))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no deploy/{dir}/*{suffix}");
    files
}
