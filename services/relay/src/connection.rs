//! NATS connections that never give up: the service starts and keeps
//! accepting commands while NATS is down, and catches up when it returns.

use crate::target::{NatsAuth, NatsTarget, NatsTls};
use async_nats::{ClientError, ConnectOptions, Event, ServerAddr, ServerError};
use std::time::Duration;

/// Parses `url` (one URL, or several separated by commas).
pub fn server_addrs(url: &str) -> Result<Vec<ServerAddr>, String> {
    url.split(',')
        .map(|part| {
            part.trim()
                .parse::<ServerAddr>()
                .map_err(|e| format!("invalid NATS URL `{}`: {e}", redact_url(part.trim())))
        })
        .collect()
}

/// A client that connects in the background and reconnects forever
/// (`name` shows in the server's connection list), logged in and
/// encrypted as `target` says.
pub async fn connect(target: &NatsTarget, name: &str) -> Result<async_nats::Client, String> {
    let addrs = server_addrs(&target.url)?;
    let options = login(ConnectOptions::new(), target, &addrs).await?;
    let options = with_tls(options, &target.tls)?;
    options
        .name(name)
        // Return at once and keep trying: NATS being down at start-up is
        // an outage like any other, not a reason to refuse to start.
        .retry_on_initial_connect()
        .max_reconnects(None)
        // The default backoff grows to 4 s; a relay idle that long after
        // NATS is back only delays consumers.
        .reconnect_delay_callback(|attempts| {
            Duration::from_millis((attempts as u64 * 100).min(1_000))
        })
        // The client only reports these as events: without this, a denied
        // publish or subscription (see deploy/nats/accounts.conf) would
        // show up as nothing but a timeout.
        .event_callback(|event| async move {
            match event {
                Event::ServerError(ServerError::AuthorizationViolation) => refused(),
                Event::ServerError(error) => tracing::warn!(%error, "NATS server error"),
                // Connection attempts that failed: say why (the text
                // holds no address or credential).
                Event::ClientError(ClientError::Other(error)) => {
                    if error.contains("authorization violation") {
                        refused();
                    } else {
                        // async-nats reports a failed TLS handshake as a bare
                        // I/O error.
                        tracing::warn!(
                            %error,
                            "cannot connect to NATS (unreachable, or TLS failed: a tls:// URL or \
                             --nats-tls-ca needs a server certificate signed by that CA or a system \
                             CA, for the URL's host); retrying"
                        );
                    }
                }
                _ => {}
            }
        })
        // The credentials are in the options: the addresses go without
        // them (async-nats logs addresses at debug level).
        .connect(without_user_info(addrs)?)
        .await
        .map_err(|e| format!("cannot connect to NATS at {}: {e}", target.redacted_url()))
}

fn refused() {
    tracing::error!(
        "NATS refused this service's credentials (authorization violation): check --nats-creds, \
         --nats-nkey, --nats-user/--nats-password, --nats-token or the URL's user info; retrying"
    );
}

/// The addresses with their user info removed.
fn without_user_info(addrs: Vec<ServerAddr>) -> Result<Vec<ServerAddr>, String> {
    addrs
        .into_iter()
        .map(|addr| {
            let mut url = addr.into_inner();
            let _ = url.set_password(None);
            let _ = url.set_username("");
            ServerAddr::from_url(url).map_err(|e| format!("invalid NATS URL: {e}"))
        })
        .collect()
}

/// The one way `target` logs in: an option, or the URL's user info.
async fn login(
    options: ConnectOptions,
    target: &NatsTarget,
    addrs: &[ServerAddr],
) -> Result<ConnectOptions, String> {
    let in_url = addrs.iter().any(|addr| addr.username().is_some());
    if in_url && !matches!(target.auth, NatsAuth::None) {
        return Err(
            "the NATS URL carries a user or token and a NATS credential option is set too: \
             give one"
                .to_owned(),
        );
    }
    Ok(match &target.auth {
        NatsAuth::None => with_credentials(options, addrs)?,
        NatsAuth::CredsFile(path) => options
            .credentials_file(path)
            .await
            .map_err(|e| format!("NATS credentials file {}: {e}", path.display()))?,
        NatsAuth::NkeyFile(path) => {
            let seed = std::fs::read_to_string(path)
                .map_err(|e| format!("NATS nkey seed file {}: {e}", path.display()))?;
            let seed = seed
                .lines()
                .map(str::trim)
                .find(|line| line.starts_with("SU"))
                .ok_or_else(|| {
                    format!(
                        "NATS nkey seed file {}: no user seed (a line starting with SU)",
                        path.display()
                    )
                })?;
            nkeys::KeyPair::from_seed(seed).map_err(|_| {
                format!(
                    "NATS nkey seed file {}: not a valid nkey seed",
                    path.display()
                )
            })?;
            options.nkey(seed.to_owned())
        }
        NatsAuth::UserPassword { user, password } => {
            options.user_and_password(user.clone(), password.clone())
        }
        NatsAuth::Token(token) => options.token(token.clone()),
    })
}

/// Our TLS configuration (used whenever the connection is encrypted: a
/// `tls://` URL, a server that requires it, or any TLS option, which makes
/// TLS required).
fn with_tls(options: ConnectOptions, tls: &NatsTls) -> Result<ConnectOptions, String> {
    let options = options.tls_client_config(crate::tls::client_config(tls)?);
    Ok(if tls.is_set() {
        options.require_tls(true)
    } else {
        options
    })
}

/// The largest message the server `client` is connected to accepts
/// (`max_payload`), once connected — waiting at most `wait` for that;
/// `None` if it is not connected by then.
pub async fn server_max_payload(client: &async_nats::Client, wait: Duration) -> Option<usize> {
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        if client.connection_state() == async_nats::connection::State::Connected {
            let max = client.server_info().max_payload;
            if max > 0 {
                return Some(max);
            }
        }
        if tokio::time::Instant::now() >= deadline {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// async-nats parses user info in a URL but does not log in with it: pass
/// it on. Every address that carries credentials must carry the same.
fn with_credentials(
    options: ConnectOptions,
    addrs: &[ServerAddr],
) -> Result<ConnectOptions, String> {
    let mut found = addrs
        .iter()
        .filter_map(|addr| addr.username().map(|user| (user, addr.password())));
    let Some((user, password)) = found.next() else {
        return Ok(options);
    };
    if found.any(|other| other != (user, password)) {
        return Err("the NATS URLs carry different credentials: give one set".to_owned());
    }
    let decode = |s: &str| {
        percent_encoding::percent_decode_str(s)
            .decode_utf8_lossy()
            .into_owned()
    };
    Ok(match password {
        Some(password) => options.user_and_password(decode(user), decode(password)),
        None => options.token(decode(user)),
    })
}

/// `url` with any password or token replaced by `***`, for logs and errors.
pub fn redact_url(url: &str) -> String {
    url.split(',')
        .map(|part| {
            let start = part.find("://").map_or(0, |i| i + 3);
            let end = part[start..].find('/').map_or(part.len(), |i| start + i);
            let Some(at) = part[start..end].rfind('@').map(|i| start + i) else {
                return part.to_owned();
            };
            let user = match part[start..at].split_once(':') {
                Some((user, _password)) => format!("{user}:***"),
                None => "***".to_owned(),
            };
            format!("{}{user}{}", &part[..start], &part[at..])
        })
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_in_urls_are_redacted() {
        let cases = [
            ("nats://127.0.0.1:4222", "nats://127.0.0.1:4222"),
            ("nats://u:p%40ss@h:1", "nats://u:***@h:1"),
            ("nats://s3cr3t@h", "nats://***@h"),
            ("u:pw@h:4222", "u:***@h:4222"),
            ("nats://u:p@a:1, nats://b:2", "nats://u:***@a:1, nats://b:2"),
            ("ws://u:p@h/path@x", "ws://u:***@h/path@x"),
        ];
        for (url, redacted) in cases {
            assert_eq!(redact_url(url), redacted, "{url}");
        }
    }

    #[test]
    fn credentials_come_from_the_urls() {
        let one = server_addrs("nats://u:p@a:1,nats://b:2").unwrap();
        assert!(with_credentials(ConnectOptions::new(), &one).is_ok());
        let two = server_addrs("nats://u:p@a:1,nats://u:q@b:2").unwrap();
        let error = with_credentials(ConnectOptions::new(), &two).err().unwrap();
        assert!(error.contains("different credentials"), "{error}");
        let bad = server_addrs("nats://u:secret@a:notaport").err().unwrap();
        assert!(!bad.contains("secret"), "{bad}");
    }
}
