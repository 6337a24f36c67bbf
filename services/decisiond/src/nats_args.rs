//! How decisiond logs in to NATS and encrypts the connection: the options
//! every NATS connection shares (relay, command intake, `verify`). The
//! environment names are the `nats` CLI's, so one environment serves both.

use clap::Args;
use decision_relay::{NatsAuth, NatsTarget, NatsTls};
use std::path::PathBuf;

/// Set at most one of the credentials (or put a user and password or a
/// token in the URL). Any TLS option makes TLS required; `tls://` URLs
/// require it too, verified against the system's CAs unless
/// `--nats-tls-ca` is given.
#[derive(Args, Debug, Clone, Default)]
pub struct NatsCredentialArgs {
    /// A NATS credentials file (`.creds`: user JWT and nkey seed).
    #[arg(long, env = "NATS_CREDS", value_name = "FILE")]
    pub nats_creds: Option<PathBuf>,
    /// A file holding a user nkey seed (`SU…`).
    #[arg(long, env = "NATS_NKEY", value_name = "FILE")]
    pub nats_nkey: Option<PathBuf>,
    /// User name (with --nats-password).
    #[arg(long, env = "NATS_USER")]
    pub nats_user: Option<String>,
    /// Password (with --nats-user); prefer the environment variable to
    /// the flag, which other users can read in the process list.
    #[arg(long, env = "NATS_PASSWORD", hide_env_values = true)]
    pub nats_password: Option<String>,
    /// An authentication token; prefer the environment variable.
    #[arg(long, env = "NATS_TOKEN", hide_env_values = true)]
    pub nats_token: Option<String>,
    /// PEM bundle of the CAs the server's certificate must chain to.
    #[arg(long, env = "NATS_CA", value_name = "FILE")]
    pub nats_tls_ca: Option<PathBuf>,
    /// Client certificate (PEM), for servers that verify clients.
    #[arg(long, env = "NATS_CERT", value_name = "FILE")]
    pub nats_tls_cert: Option<PathBuf>,
    /// The client certificate's private key (PEM).
    #[arg(long, env = "NATS_KEY", value_name = "FILE")]
    pub nats_tls_key: Option<PathBuf>,
}

impl NatsCredentialArgs {
    /// `url` with these credentials and TLS files; refuses two ways to log in.
    pub fn target(&self, url: &str) -> anyhow::Result<NatsTarget> {
        let mut chosen = Vec::new();
        if let Some(path) = &self.nats_creds {
            chosen.push(("--nats-creds", NatsAuth::CredsFile(path.clone())));
        }
        if let Some(path) = &self.nats_nkey {
            chosen.push(("--nats-nkey", NatsAuth::NkeyFile(path.clone())));
        }
        match (&self.nats_user, &self.nats_password) {
            (Some(user), Some(password)) => chosen.push((
                "--nats-user/--nats-password",
                NatsAuth::UserPassword {
                    user: user.clone(),
                    password: password.clone(),
                },
            )),
            (None, None) => {}
            _ => anyhow::bail!(
                "--nats-user and --nats-password (NATS_USER, NATS_PASSWORD) go together"
            ),
        }
        if let Some(token) = &self.nats_token {
            chosen.push(("--nats-token", NatsAuth::Token(token.clone())));
        }
        let auth = match chosen.len() {
            0 => NatsAuth::None,
            1 => chosen.pop().map(|(_, auth)| auth).unwrap_or_default(),
            _ => {
                let names: Vec<&str> = chosen.iter().map(|(name, _)| *name).collect();
                anyhow::bail!("set one NATS credential, not {}", names.join(" and "))
            }
        };
        Ok(NatsTarget {
            url: url.to_owned(),
            auth,
            tls: NatsTls {
                ca_file: self.nats_tls_ca.clone(),
                cert_file: self.nats_tls_cert.clone(),
                key_file: self.nats_tls_key.clone(),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_credential_at_most() {
        let none = NatsCredentialArgs::default().target("nats://h").unwrap();
        assert!(matches!(none.auth, NatsAuth::None));
        let two = NatsCredentialArgs {
            nats_token: Some("t0ken-secret".into()),
            nats_creds: Some("/x.creds".into()),
            ..Default::default()
        };
        let error = two.target("nats://h").unwrap_err().to_string();
        assert!(error.contains("--nats-creds and --nats-token"), "{error}");
        assert!(!error.contains("t0ken-secret"));
        let half = NatsCredentialArgs {
            nats_user: Some("u".into()),
            ..Default::default()
        };
        assert!(half.target("nats://h").is_err());
    }
}
