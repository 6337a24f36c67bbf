//! HS256 shared secrets, including the embedded dev mode's generated one.

use crate::error::ConfigError;
use crate::strength::weakness;
use std::fmt;
use std::io::Write;
use std::path::Path;

/// RFC 7518 §3.2: an HS256 key must be at least as long as the hash (256 bits).
pub const MIN_SECRET_LEN: usize = 32;

/// The dev secret's file name inside the embedded store's data directory.
pub const DEV_SECRET_FILE: &str = "auth-secret";

/// An HS256 key. `Debug` is written by hand so the bytes never reach a log.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(Vec<u8>);

impl Secret {
    /// Used as raw bytes, exactly as given (no base64 decoding), so the value
    /// of `DECISIOND_AUTH_SECRET` and of the dev secret file are
    /// interchangeable with what other JWT tools call "the secret".
    /// Placeholders and other weak values are refused ([`weakness`]), here,
    /// so no path (serve, `decisiond token`, the dev secret) can use one.
    pub fn new(bytes: impl Into<Vec<u8>>) -> Result<Self, ConfigError> {
        let bytes = bytes.into();
        match weakness(&bytes) {
            Some(why) => Err(why.into()),
            None => Ok(Secret(bytes)),
        }
    }

    /// 32 random bytes from the OS, hex-encoded (64 printable characters, so
    /// the file can be pasted into `DECISIOND_AUTH_SECRET`).
    pub fn generate() -> Result<Self, ConfigError> {
        let mut raw = [0u8; 32];
        getrandom::fill(&mut raw).map_err(|e| {
            ConfigError::io(
                Path::new("<os random source>"),
                std::io::Error::other(e.to_string()),
            )
        })?;
        let hex: String = raw.iter().map(|b| format!("{b:02x}")).collect();
        Secret::new(hex)
    }

    pub fn expose(&self) -> &[u8] {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

/// Reads `data_dir/auth-secret`, creating it with a fresh random secret
/// (mode 0600, directory created if needed) on first use.
///
/// Creation is race-free: the secret is written to a private temporary file
/// and hard-linked into place, which fails if another process got there
/// first, in which case that process's secret is read instead. Readers
/// therefore never see a half-written file.
pub fn dev_secret(data_dir: &Path) -> Result<Secret, ConfigError> {
    let path = data_dir.join(DEV_SECRET_FILE);
    match std::fs::read(&path) {
        Ok(bytes) => return read_secret(&path, bytes),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(ConfigError::io(&path, e)),
    }
    std::fs::create_dir_all(data_dir).map_err(|e| ConfigError::io(data_dir, e))?;
    let secret = Secret::generate()?;
    let tmp = data_dir.join(format!(".{DEV_SECRET_FILE}.{}.tmp", std::process::id()));
    write_private(&tmp, secret.expose()).map_err(|e| ConfigError::io(&tmp, e))?;
    let linked = std::fs::hard_link(&tmp, &path);
    let _ = std::fs::remove_file(&tmp);
    match linked {
        Ok(()) => Ok(secret),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            let bytes = std::fs::read(&path).map_err(|e| ConfigError::io(&path, e))?;
            read_secret(&path, bytes)
        }
        Err(e) => Err(ConfigError::io(&path, e)),
    }
}

/// The file's secret; a refusal names the file.
fn read_secret(path: &Path, bytes: Vec<u8>) -> Result<Secret, ConfigError> {
    Secret::new(trim_newline(bytes)).map_err(|e| e.in_setting(path.display().to_string()))
}

/// Tolerates a trailing newline from someone editing the file by hand.
fn trim_newline(mut bytes: Vec<u8>) -> Vec<u8> {
    while matches!(bytes.last(), Some(b'\n' | b'\r')) {
        bytes.pop();
    }
    bytes
}

fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "decision-auth-{name}-{}-{:?}",
            std::process::id(),
            std::time::SystemTime::now()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn short_and_weak_secrets_are_refused() {
        assert!(Secret::new("too short").is_err());
        let err = Secret::new([7u8; MIN_SECRET_LEN]).unwrap_err();
        assert!(err.to_string().contains("openssl rand -hex 32"), "{err}");
        assert!(Secret::new("decision-ledger-e2e-secret-0123456789abcdef").is_ok());
    }

    #[test]
    fn a_weak_dev_secret_file_is_refused_naming_the_file() {
        let dir = temp_dir("weak-dev-secret");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join(DEV_SECRET_FILE),
            "changeme-changeme-changeme-changeme\n",
        )
        .unwrap();
        let err = dev_secret(&dir).unwrap_err().to_string();
        assert!(
            err.contains(DEV_SECRET_FILE) && err.contains("placeholder"),
            "{err}"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn debug_redacts() {
        let secret = Secret::new("a-very-secret-value-of-32-bytes!!").unwrap();
        let shown = format!("{secret:?}");
        assert_eq!(shown, "Secret(<redacted>)");
        assert!(!shown.contains("very-secret"));
    }

    #[test]
    fn dev_secret_is_created_private_and_then_reused() {
        let dir = temp_dir("dev-secret").join("nested");
        let first = dev_secret(&dir).unwrap();
        assert_eq!(first.expose().len(), 64);
        let second = dev_secret(&dir).unwrap();
        assert_eq!(first, second);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.join(DEV_SECRET_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        // Nothing left behind but the secret itself.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        std::fs::remove_dir_all(dir.parent().unwrap()).unwrap();
    }

    #[test]
    fn generated_secrets_differ() {
        assert_ne!(Secret::generate().unwrap(), Secret::generate().unwrap());
    }
}
