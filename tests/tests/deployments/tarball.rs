//! The portable tarball (`deploy/package/tarball.sh`): SHA256SUMS verify
//! every release file; the binary links glibc (and libgcc_s) only, needs
//! no newer glibc than its README.txt states, and that one is old enough
//! for the distributions named in the README; unpacked anywhere, it
//! serves on the embedded store with nothing installed.

use super::release::{artifacts, run};
use decision_store::testing::temp_data_dir;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The newest glibc the binary may need: Debian 12 has 2.36, Ubuntu
/// 22.04 and RHEL 9 have 2.34/2.35.
const NEWEST_GLIBC: (u32, u32) = (2, 34);

/// `2.34` or `2.2.5` as (major, minor).
fn glibc_version(text: &str) -> (u32, u32) {
    let mut parts = text
        .split('.')
        .map(|p| p.parse::<u32>().expect("a glibc version"));
    (parts.next().unwrap(), parts.next().unwrap_or(0))
}

#[tokio::test]
async fn the_tarball_is_checksummed_portable_and_serves() {
    let release = artifacts();
    run(
        &release.dir,
        "sha256sum",
        &["--check", "--strict", "SHA256SUMS"],
        &[],
    );
    let listed = super::read(&release.dir.join("SHA256SUMS"));
    for file in [&release.deb, &release.tarball, &release.wheel, &release.npm] {
        let name = file.file_name().unwrap().to_string_lossy();
        assert!(listed.contains(&*name), "SHA256SUMS lists {name}");
    }

    let dir = temp_data_dir("tarball");
    let tarball = release.tarball.display().to_string();
    run(&dir, "tar", &["-xzf", &tarball], &[]);
    let root = dir.join(format!("decisiond-{}", release.version));
    let binary = root.join("decisiond");
    let needed = run(&dir, "objdump", &["-p", &binary.display().to_string()], &[]);
    for line in needed
        .lines()
        .filter(|l| l.trim_start().starts_with("NEEDED"))
    {
        let library = line.split_whitespace().nth(1).unwrap();
        assert!(
            [
                "libc.so.6",
                "libm.so.6",
                "libgcc_s.so.1",
                "libdl.so.2",
                "libpthread.so.0",
                "librt.so.1"
            ]
            .contains(&library)
                || library.starts_with("ld-linux"),
            "the tarball's binary links {library}: not portable"
        );
    }
    let symbols = run(&dir, "objdump", &["-T", &binary.display().to_string()], &[]);
    let required = symbols
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .filter_map(|word| word.strip_prefix("GLIBC_"))
        .filter(|v| v.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(glibc_version)
        .max()
        .expect("glibc symbols");
    let readme = super::read(&root.join("README.txt"));
    let stated = format!("glibc {}.{} or newer", required.0, required.1);
    assert!(
        readme.contains(&stated),
        "README.txt states {stated}:\n{readme}"
    );
    assert!(
        required <= NEWEST_GLIBC,
        "the binary needs glibc {required:?}, newer than {NEWEST_GLIBC:?}"
    );
    let version = run(&root, "./decisiond", &["--version"], &[]);
    assert_eq!(version.trim(), format!("decisiond {}", release.version));

    // As README.txt says: ./decisiond serve, the embedded store in ./data.
    let port = super::launch::free_port();
    let listen = format!("127.0.0.1:{port}");
    let mut child = Command::new("./decisiond")
        .arg("serve")
        .current_dir(&root)
        .env_clear()
        .env("DECISIOND_LISTEN", &listen)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the unpacked decisiond");
    let deadline = Instant::now() + Duration::from_secs(30);
    let ready = loop {
        let probe = Command::new(root.join("decisiond"))
            .args(["healthcheck", "--path", "/readyz"])
            .env_clear()
            .env("DECISIOND_LISTEN", &listen)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("healthcheck");
        if probe.success() || Instant::now() > deadline {
            break probe.success();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let _ = child.kill();
    let _ = child.wait();
    assert!(ready, "the unpacked decisiond never became ready");
    assert!(root.join("data").is_dir(), "the embedded store in ./data");
}
