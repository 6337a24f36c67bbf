//! How to reach NATS: the server URL(s), how to log in and the TLS files.
//! One value used by every connection the service opens (relay, command
//! intake, start-up check, `verify`).

use std::fmt;
use std::path::PathBuf;

/// The server(s) and the credentials to present.
#[derive(Clone, Default)]
pub struct NatsTarget {
    /// One URL or several, comma-separated (`nats://`, `tls://`). User
    /// info in a URL (`nats://user:password@host`, `nats://token@host`) is
    /// one way to log in.
    pub url: String,
    pub auth: NatsAuth,
    pub tls: NatsTls,
}

/// One way to log in (NATS takes one).
#[derive(Clone, Default)]
pub enum NatsAuth {
    /// Nothing beyond what the URL may carry.
    #[default]
    None,
    /// A `.creds` file: a user JWT and its nkey seed (decentralised auth).
    CredsFile(PathBuf),
    /// A file holding an nkey seed (`SU…`).
    NkeyFile(PathBuf),
    UserPassword {
        user: String,
        password: String,
    },
    Token(String),
}

/// TLS beyond the system's trust store; any of them turns TLS on.
#[derive(Clone, Debug, Default)]
pub struct NatsTls {
    /// PEM bundle of the CAs the server's certificate must chain to.
    pub ca_file: Option<PathBuf>,
    /// A client certificate and its key (servers with `verify: true`).
    pub cert_file: Option<PathBuf>,
    pub key_file: Option<PathBuf>,
}

impl NatsTls {
    pub fn is_set(&self) -> bool {
        self.ca_file.is_some() || self.cert_file.is_some() || self.key_file.is_some()
    }
}

impl NatsTarget {
    pub fn new(url: impl Into<String>) -> NatsTarget {
        NatsTarget {
            url: url.into(),
            ..NatsTarget::default()
        }
    }

    /// The URL(s) with any password or token replaced by `***`.
    pub fn redacted_url(&self) -> String {
        crate::connection::redact_url(&self.url)
    }
}

impl From<&str> for NatsTarget {
    fn from(url: &str) -> NatsTarget {
        NatsTarget::new(url)
    }
}

impl From<&String> for NatsTarget {
    fn from(url: &String) -> NatsTarget {
        NatsTarget::new(url.as_str())
    }
}

impl From<String> for NatsTarget {
    fn from(url: String) -> NatsTarget {
        NatsTarget::new(url)
    }
}

/// By hand: secrets never reach a log through `{:?}`.
impl fmt::Debug for NatsTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NatsTarget")
            .field("url", &self.redacted_url())
            .field("auth", &self.auth)
            .field("tls", &self.tls)
            .finish()
    }
}

impl fmt::Debug for NatsAuth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NatsAuth::None => f.write_str("None"),
            NatsAuth::CredsFile(path) => f.debug_tuple("CredsFile").field(path).finish(),
            NatsAuth::NkeyFile(path) => f.debug_tuple("NkeyFile").field(path).finish(),
            NatsAuth::UserPassword { user, .. } => {
                write!(f, "UserPassword {{ user: {user:?}, password: *** }}")
            }
            NatsAuth::Token(_) => f.write_str("Token(***)"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_shows_no_secret() {
        let mut target = NatsTarget::new("nats://u:hunter2@h:1");
        target.auth = NatsAuth::UserPassword {
            user: "u".into(),
            password: "hunter3".into(),
        };
        let shown = format!("{target:?}");
        assert!(!shown.contains("hunter"), "{shown}");
        target.auth = NatsAuth::Token("hunter4".into());
        assert!(!format!("{target:?}").contains("hunter"));
    }
}
