//! NATS connections that never give up: the service starts and keeps
//! accepting commands while NATS is down, and catches up when it returns.

use async_nats::{ConnectOptions, Event, ServerAddr};
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
/// (`name` shows in the server's connection list). Credentials come from
/// the URL: `nats://user:password@host` or `nats://token@host`.
pub async fn connect(url: &str, name: &str) -> Result<async_nats::Client, String> {
    let addrs = server_addrs(url)?;
    let options = with_credentials(ConnectOptions::new(), &addrs)?;
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
            if let Event::ServerError(error) = event {
                tracing::warn!(%error, "NATS server error");
            }
        })
        .connect(addrs)
        .await
        .map_err(|e| format!("cannot connect to NATS at {}: {e}", redact_url(url)))
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
