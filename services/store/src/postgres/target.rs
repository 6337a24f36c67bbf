//! Where and how to connect: a database URL with libpq's TLS settings.
//!
//! tokio-postgres knows `sslmode` only as `disable`, `prefer` and
//! `require`, and refuses `sslrootcert`, `sslcert` and `sslkey`. They are
//! taken out of the URL here, read with libpq's meaning, and the rest goes
//! to tokio-postgres. Every connection the service opens (the pool, the
//! leases, LISTEN/NOTIFY, migrations) goes through [`PgTarget::connect`]
//! or [`PgTarget::tls`].

use super::tls::{PgTls, PgTlsStream, TlsFiles};
use std::fmt;
use std::path::PathBuf;
use tokio_postgres::config::SslMode as DriverSslMode;
use tokio_postgres::{Client, Connection, Socket};

/// libpq's `sslmode` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SslMode {
    /// Plain TCP only.
    Disable,
    /// TLS if the server offers it, plain otherwise; no verification. The
    /// default, as in libpq.
    Prefer,
    /// TLS, not verified (but verified like `VerifyCa` when `sslrootcert`
    /// is given, as libpq does).
    Require,
    /// TLS with a certificate chain to a trusted CA; any host name.
    VerifyCa,
    /// TLS with a trusted chain and a certificate for the host connected to.
    VerifyFull,
}

impl SslMode {
    fn parse(value: &str) -> Result<SslMode, String> {
        Ok(match value {
            "disable" => SslMode::Disable,
            "allow" | "prefer" => SslMode::Prefer,
            "require" => SslMode::Require,
            "verify-ca" => SslMode::VerifyCa,
            "verify-full" => SslMode::VerifyFull,
            other => {
                return Err(format!(
                    "sslmode `{other}` is not one of disable, prefer, require, verify-ca, verify-full"
                ));
            }
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            SslMode::Disable => "disable",
            SslMode::Prefer => "prefer",
            SslMode::Require => "require",
            SslMode::VerifyCa => "verify-ca",
            SslMode::VerifyFull => "verify-full",
        }
    }
}

/// A database URL (or libpq key=value string), parsed once: the driver's
/// settings and the TLS connector its `sslmode` asks for.
#[derive(Clone)]
pub struct PgTarget {
    config: tokio_postgres::Config,
    tls: PgTls,
    mode: SslMode,
}

/// The connection half tokio-postgres hands back; it must be polled.
pub type PgConnection = Connection<Socket, PgTlsStream>;

/// A URL that cannot be used, or a connection that failed. The text names
/// what to fix and never holds the password.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectError(pub String);

impl fmt::Display for ConnectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ConnectError {}

impl PgTarget {
    /// Parses `url` and loads the certificate files it names (so a missing
    /// file fails now, at start-up).
    pub fn parse(url: &str) -> Result<PgTarget, ConnectError> {
        let (driver_url, settings) = split_tls_settings(url).map_err(ConnectError)?;
        let mut config: tokio_postgres::Config = driver_url
            .parse()
            .map_err(|e| ConnectError(format!("invalid database url: {e}")))?;
        let mode = match &settings.sslmode {
            Some(value) => SslMode::parse(value).map_err(ConnectError)?,
            None => SslMode::Prefer,
        };
        config.ssl_mode(match mode {
            SslMode::Disable => DriverSslMode::Disable,
            SslMode::Prefer => DriverSslMode::Prefer,
            _ => DriverSslMode::Require,
        });
        let files = TlsFiles {
            root_cert: settings.sslrootcert.map(PathBuf::from),
            client_cert: settings.sslcert.map(PathBuf::from),
            client_key: settings.sslkey.map(PathBuf::from),
        };
        let tls = PgTls::new(mode, &files).map_err(ConnectError)?;
        Ok(PgTarget { config, tls, mode })
    }

    pub fn config(&self) -> &tokio_postgres::Config {
        &self.config
    }

    pub fn config_mut(&mut self) -> &mut tokio_postgres::Config {
        &mut self.config
    }

    pub fn ssl_mode(&self) -> SslMode {
        self.mode
    }

    /// The TLS connector, for a pool's manager.
    pub fn tls(&self) -> PgTls {
        self.tls.clone()
    }

    /// One connection; the caller polls the [`PgConnection`].
    pub async fn connect(&self) -> Result<(Client, PgConnection), tokio_postgres::Error> {
        self.config.connect(self.tls.clone()).await
    }
}

/// Parses `url` and opens one connection (leases, listeners, test
/// helpers: connections outside the pool). Errors carry their causes.
pub async fn connect(url: &str) -> Result<(Client, PgConnection), ConnectError> {
    let target = PgTarget::parse(url)?;
    target
        .connect()
        .await
        .map_err(|e| ConnectError(with_causes(&e)))
}

/// "error connecting to server: Connection refused (os error 111)".
pub fn with_causes(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let next = c.to_string();
        if !text.contains(&next) {
            text = format!("{text}: {next}");
        }
        cause = c.source();
    }
    text
}

/// The TLS settings taken out of a URL.
#[derive(Debug, Default, PartialEq, Eq)]
struct TlsSettings {
    sslmode: Option<String>,
    sslrootcert: Option<String>,
    sslcert: Option<String>,
    sslkey: Option<String>,
}

impl TlsSettings {
    /// Takes `key` if it is one of ours; false otherwise.
    fn take(&mut self, key: &str, value: String) -> bool {
        let slot = match key {
            "sslmode" => &mut self.sslmode,
            "sslrootcert" => &mut self.sslrootcert,
            "sslcert" => &mut self.sslcert,
            "sslkey" => &mut self.sslkey,
            _ => return false,
        };
        *slot = Some(value);
        true
    }
}

/// The URL without the TLS settings, and the settings.
fn split_tls_settings(url: &str) -> Result<(String, TlsSettings), String> {
    let mut settings = TlsSettings::default();
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        let Some((base, query)) = url.split_once('?') else {
            return Ok((url.to_owned(), settings));
        };
        let kept: Vec<&str> = query
            .split('&')
            .filter(|pair| {
                let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
                let value = percent_encoding::percent_decode_str(value)
                    .decode_utf8_lossy()
                    .into_owned();
                !pair.is_empty() && !settings.take(key, value)
            })
            .collect();
        let driver_url = if kept.is_empty() {
            base.to_owned()
        } else {
            format!("{base}?{}", kept.join("&"))
        };
        return Ok((driver_url, settings));
    }
    // libpq's key=value form: `host=db sslmode=verify-full sslrootcert='/a b'`.
    let mut kept = Vec::new();
    for (key, value) in key_value_pairs(url)? {
        if !settings.take(&key, value.clone()) {
            let quoted = value.replace('\\', "\\\\").replace('\'', "\\'");
            kept.push(format!("{key}='{quoted}'"));
        }
    }
    Ok((kept.join(" "), settings))
}

/// `key = value` pairs; values may be single-quoted with `\` escapes.
fn key_value_pairs(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut pairs = Vec::new();
    let mut chars = text.chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        if chars.peek().is_none() {
            return Ok(pairs);
        }
        let mut key = String::new();
        while let Some(c) = chars.next_if(|c| *c != '=' && !c.is_whitespace()) {
            key.push(c);
        }
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        if chars.next() != Some('=') {
            return Err(format!(
                "invalid database url: `{key}` has no value (expected a postgres:// URL or key=value pairs)"
            ));
        }
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        let mut value = String::new();
        if chars.next_if_eq(&'\'').is_some() {
            loop {
                match chars.next() {
                    Some('\\') => value.extend(chars.next()),
                    Some('\'') => break,
                    Some(c) => value.push(c),
                    None => {
                        return Err(format!(
                            "invalid database url: unterminated quote in `{key}`"
                        ));
                    }
                }
            }
        } else {
            while let Some(c) = chars.next_if(|c| !c.is_whitespace()) {
                value.push(c);
            }
        }
        pairs.push((key, value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tls_settings_leave_the_url_and_the_rest_stays() {
        let (url, settings) = split_tls_settings(
            "postgres://u:p@db:5432/app?sslmode=verify-full&application_name=x&sslrootcert=%2Fetc%2Fca.pem",
        )
        .unwrap();
        assert_eq!(url, "postgres://u:p@db:5432/app?application_name=x");
        assert_eq!(settings.sslmode.as_deref(), Some("verify-full"));
        assert_eq!(settings.sslrootcert.as_deref(), Some("/etc/ca.pem"));

        let (url, settings) =
            split_tls_settings("postgres://db/app?sslmode=require&sslcert=/c&sslkey=/k").unwrap();
        assert_eq!(url, "postgres://db/app");
        assert_eq!(settings.sslcert.as_deref(), Some("/c"));
        assert_eq!(settings.sslkey.as_deref(), Some("/k"));

        let (url, settings) =
            split_tls_settings("host=db user = app sslmode=verify-ca sslrootcert='/a b/ca.pem'")
                .unwrap();
        assert_eq!(url, "host='db' user='app'");
        assert_eq!(settings.sslmode.as_deref(), Some("verify-ca"));
        assert_eq!(settings.sslrootcert.as_deref(), Some("/a b/ca.pem"));
    }

    #[test]
    fn modes_follow_libpq() {
        let mode = |url: &str| PgTarget::parse(url).map(|t| t.ssl_mode());
        assert_eq!(mode("postgres://db/app"), Ok(SslMode::Prefer));
        assert_eq!(
            mode("postgres://db/app?sslmode=disable"),
            Ok(SslMode::Disable)
        );
        assert_eq!(
            mode("postgres://db/app?sslmode=require"),
            Ok(SslMode::Require)
        );
        let bad = mode("postgres://u:secret@db/app?sslmode=verify").unwrap_err();
        assert!(
            bad.0.contains("verify-full") && !bad.0.contains("secret"),
            "{bad}"
        );
        let missing = mode("postgres://db/app?sslmode=verify-full&sslrootcert=/nonexistent/ca.pem")
            .unwrap_err();
        assert!(
            missing.0.contains("sslrootcert") && missing.0.contains("/nonexistent/ca.pem"),
            "{missing}"
        );
    }
}
