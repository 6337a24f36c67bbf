//! What the relay publishes where, and the names derived from it.

use std::time::Duration;

/// The stream's size cap unless told otherwise: 8 GiB. JetStream reserves
/// it when the stream is created, so a server with less room refuses.
pub const DEFAULT_MAX_BYTES: i64 = 8 << 30;

/// The stream every instance publishes to unless told otherwise.
pub const DEFAULT_STREAM: &str = "DECISION_EVENTS";
/// Subjects are `<prefix>.events.<cycle_id>.<EventType>` (and the command
/// intake listens on `<prefix>.commands.<cycle_id>.<tool>`).
pub const DEFAULT_SUBJECT_PREFIX: &str = "decisions";

#[derive(Debug, Clone)]
pub struct RelayConfig {
    /// The server(s), credentials and TLS files.
    pub nats: crate::NatsTarget,
    pub stream: String,
    pub subject_prefix: String,
    /// Events per pipeline: all are sent, then their acks awaited in order.
    pub batch_size: usize,
    /// How long one publish ack (and one JetStream API call) may take.
    pub ack_timeout: Duration,
    /// How long an idle relay waits without a wake-up before polling the
    /// feed (appends of another process when no NOTIFY arrives).
    pub poll_interval: Duration,
    /// JetStream drops a second message with the same `Nats-Msg-Id` within
    /// this window: the guard for a retry after an ack that never came.
    pub duplicate_window: Duration,
    /// Messages older than this leave the stream (0: kept forever). The
    /// event store stays the record; the stream is a distribution log.
    pub max_age: Duration,
    /// The stream's size cap in bytes (oldest messages go first).
    pub max_bytes: i64,
    /// Copies of the stream in a JetStream cluster (3 for a 3-node one, so
    /// an ack means a quorum stored the event); 1 on a single server.
    pub replicas: usize,
    /// How often a standby instance tries to take the relay lease.
    pub lease_retry: Duration,
    /// The `ce-source` of every message (default `/decisiond/<stream>`).
    pub cloudevents_source: String,
}

impl RelayConfig {
    /// A configuration with the default tuning; fails on names NATS would
    /// reject (so a typo stops start-up instead of a relay that never works).
    pub fn new(
        nats: impl Into<crate::NatsTarget>,
        stream: impl Into<String>,
        subject_prefix: impl Into<String>,
    ) -> Result<RelayConfig, String> {
        let stream = stream.into();
        let config = RelayConfig {
            nats: nats.into(),
            cloudevents_source: crate::cloudevents::default_source(&stream),
            stream,
            subject_prefix: subject_prefix.into(),
            batch_size: 256,
            ack_timeout: Duration::from_secs(5),
            poll_interval: Duration::from_millis(500),
            duplicate_window: Duration::from_secs(120),
            max_age: Duration::from_secs(30 * 24 * 3600),
            max_bytes: DEFAULT_MAX_BYTES,
            replicas: 1,
            lease_retry: Duration::from_secs(2),
        };
        crate::connection::server_addrs(&config.nats.url)?;
        validate_stream_name(&config.stream)?;
        validate_subject_prefix(&config.subject_prefix)?;
        Ok(config)
    }

    /// The relay's checkpoint (and lease) name in the read-model store.
    pub fn checkpoint_name(&self) -> String {
        checkpoint_name(&self.stream)
    }

    /// The wildcard the stream captures.
    pub fn stream_subjects(&self) -> String {
        format!("{}.events.>", self.subject_prefix)
    }
}

/// `relay` for the default stream; `relay:<STREAM>` for any other, so a
/// relay to a new stream starts from the first event instead of inheriting
/// another stream's progress.
pub fn checkpoint_name(stream: &str) -> String {
    if stream == DEFAULT_STREAM {
        "relay".to_owned()
    } else {
        format!("relay:{stream}")
    }
}

/// The subject of one event. Tokens must not hold `.`, `*`, `>` or
/// whitespace; cycle ids are UUIDs, and an event type is an identifier, but
/// a stray character is replaced rather than trusted.
pub fn event_subject(prefix: &str, cycle_id: &uuid::Uuid, event_type: &str) -> String {
    format!("{prefix}.events.{cycle_id}.{}", subject_token(event_type))
}

fn subject_token(raw: &str) -> String {
    let token: String = raw
        .chars()
        .map(|c| {
            if matches!(c, '.' | '*' | '>') || c.is_whitespace() {
                '_'
            } else {
                c
            }
        })
        .collect();
    if token.is_empty() {
        "_".to_owned()
    } else {
        token
    }
}

fn validate_stream_name(name: &str) -> Result<(), String> {
    let bad = name.is_empty()
        || name.chars().any(|c| {
            matches!(c, '.' | '*' | '>' | '/' | '\\') || c.is_whitespace() || c.is_control()
        });
    if bad {
        return Err(format!(
            "invalid NATS stream name `{name}`: use letters, digits, `-` and `_` (no `.`, `*`, `>`, `/` or spaces)"
        ));
    }
    Ok(())
}

/// Dot-separated non-empty tokens without wildcards or whitespace.
pub fn validate_subject_prefix(prefix: &str) -> Result<(), String> {
    let bad_token = |t: &str| {
        t.is_empty()
            || t.chars()
                .any(|c| matches!(c, '*' | '>') || c.is_whitespace() || c.is_control())
    };
    if prefix.split('.').any(bad_token) {
        return Err(format!(
            "invalid NATS subject prefix `{prefix}`: dot-separated non-empty tokens without `*`, `>` or spaces"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked() {
        let url = "nats://127.0.0.1:4222";
        assert!(RelayConfig::new(url, "DECISION_EVENTS", "decisions").is_ok());
        assert!(RelayConfig::new("nats://a:1,nats://b:2", "A-b_1", "acme.decisions").is_ok());
        assert!(RelayConfig::new("nats://a:notaport", "S", "p").is_err());
        for stream in ["", "a.b", "a b", "a*", "a>"] {
            assert!(RelayConfig::new(url, stream, "p").is_err(), "{stream:?}");
        }
        for prefix in ["", "a..b", ".a", "a.", "a.*", "a.>", "a b"] {
            assert!(RelayConfig::new(url, "S", prefix).is_err(), "{prefix:?}");
        }
    }

    #[test]
    fn subjects_and_checkpoint_names() {
        let config = RelayConfig::new("nats://127.0.0.1", "DECISION_EVENTS", "decisions").unwrap();
        assert_eq!(config.checkpoint_name(), "relay");
        assert_eq!(checkpoint_name("OTHER"), "relay:OTHER");
        assert_eq!(config.stream_subjects(), "decisions.events.>");
        let id = uuid::Uuid::nil();
        assert_eq!(
            event_subject("decisions", &id, "ObjectiveAdded"),
            format!("decisions.events.{id}.ObjectiveAdded")
        );
        assert_eq!(
            event_subject("p", &id, "a.b *>c"),
            format!("p.events.{id}.a_b___c")
        );
    }
}
