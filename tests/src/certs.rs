//! Throw-away certificates for the TLS tests, made with the `openssl`
//! command: a CA, and server or client certificates it signs (ECDSA
//! P-256, valid two days).

use std::path::{Path, PathBuf};
use std::process::Command;

/// A certificate authority in `dir`: `<name>.pem` and `<name>.key`.
pub struct TestCa {
    pub cert: PathBuf,
    key: PathBuf,
    dir: PathBuf,
}

/// A certificate and its private key, PEM files.
pub struct Issued {
    pub cert: PathBuf,
    pub key: PathBuf,
}

fn openssl(args: &[&str]) {
    let output = Command::new("openssl")
        .args(args)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "\n\n*** The TLS tests make their certificates with the `openssl` command, \
             which could not run: {e}. Install openssl.\n\n"
            )
        });
    assert!(
        output.status.success(),
        "openssl {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

fn text(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

impl TestCa {
    pub fn new(dir: &Path, name: &str) -> TestCa {
        std::fs::create_dir_all(dir).expect("certificate directory");
        let cert = dir.join(format!("{name}.pem"));
        let key = dir.join(format!("{name}.key"));
        openssl(&[
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-days",
            "2",
            "-subj",
            &format!("/CN={name}"),
            "-addext",
            "basicConstraints=critical,CA:TRUE",
            "-addext",
            "keyUsage=critical,keyCertSign,cRLSign",
            "-keyout",
            text(&key),
            "-out",
            text(&cert),
        ]);
        TestCa {
            cert,
            key,
            dir: dir.to_owned(),
        }
    }

    /// A server certificate for `names` (`DNS:localhost`, `IP:127.0.0.1`).
    pub fn server(&self, name: &str, names: &[&str]) -> Issued {
        self.issue(
            name,
            &format!(
                "subjectAltName={}\nextendedKeyUsage=serverAuth",
                names.join(",")
            ),
        )
    }

    /// A client certificate for the user `common_name`.
    pub fn client(&self, common_name: &str) -> Issued {
        self.issue(common_name, "extendedKeyUsage=clientAuth")
    }

    fn issue(&self, name: &str, extensions: &str) -> Issued {
        let cert = self.dir.join(format!("{name}.pem"));
        let key = self.dir.join(format!("{name}.key"));
        let csr = self.dir.join(format!("{name}.csr"));
        let ext = self.dir.join(format!("{name}.ext"));
        std::fs::write(&ext, format!("basicConstraints=CA:FALSE\n{extensions}\n"))
            .expect("ext file");
        openssl(&[
            "req",
            "-new",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-subj",
            &format!("/CN={name}"),
            "-keyout",
            text(&key),
            "-out",
            text(&csr),
        ]);
        openssl(&[
            "x509",
            "-req",
            "-in",
            text(&csr),
            "-CA",
            text(&self.cert),
            "-CAkey",
            text(&self.key),
            "-CAcreateserial",
            "-days",
            "2",
            "-extfile",
            text(&ext),
            "-out",
            text(&cert),
        ]);
        Issued { cert, key }
    }
}
