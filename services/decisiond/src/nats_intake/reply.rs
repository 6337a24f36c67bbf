//! Where the intake may send replies. A request names its own reply
//! subject, and decisiond publishes there with its own NATS credentials:
//! unchecked, a request replying to `$JS.API.STREAM.PURGE.<stream>` would
//! make decisiond purge the stream. So a reply goes only under the
//! configured inbox prefix, and a request asking for any other reply
//! subject (a command or a `$SRV.*` discovery request) is dropped before it
//! runs.

use std::time::{Duration, Instant};

/// The default: where NATS clients take their inboxes (`_INBOX.<id>`).
pub const DEFAULT_REPLY_PREFIX: &str = "_INBOX.";

/// A checked inbox prefix, kept as its tokens followed by a `.`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyPrefix(String);

impl Default for ReplyPrefix {
    fn default() -> Self {
        ReplyPrefix(DEFAULT_REPLY_PREFIX.to_owned())
    }
}

impl std::fmt::Display for ReplyPrefix {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl ReplyPrefix {
    /// `raw` with or without its trailing `.`. Refused: anything that is not
    /// a subject prefix, `$` subjects (JetStream's and the system's), and
    /// prefixes that reach decisiond's own `<subject_prefix>.events.>` or
    /// `.commands.>` (a reply there would be an event or a command).
    pub fn parse(raw: &str, subject_prefix: &str) -> Result<ReplyPrefix, String> {
        let trimmed = raw.strip_suffix('.').unwrap_or(raw);
        decision_relay::validate_subject_prefix(trimmed)
            .map_err(|e| format!("--nats-reply-prefix: {e}"))?;
        if trimmed.starts_with('$') {
            return Err(format!(
                "--nats-reply-prefix `{raw}`: `$` subjects belong to JetStream and the \
                 system; use an inbox prefix such as `_INBOX.`"
            ));
        }
        let tokens: Vec<&str> = trimmed.split('.').collect();
        for area in ["events", "commands"] {
            let ours: Vec<&str> = subject_prefix.split('.').chain([area]).collect();
            if ours.starts_with(&tokens) || tokens.starts_with(&ours) {
                return Err(format!(
                    "--nats-reply-prefix `{raw}` overlaps decisiond's own subjects \
                     `{subject_prefix}.{area}.>`; use an inbox prefix such as `_INBOX.`"
                ));
            }
        }
        Ok(ReplyPrefix(format!("{trimmed}.")))
    }

    /// Whether `reply` is a subject under this prefix: at least one more
    /// token, none empty, no wildcard, space or control character.
    pub fn permits(&self, reply: &str) -> bool {
        reply.strip_prefix(self.0.as_str()).is_some_and(|rest| {
            rest.split('.').all(|token| {
                !token.is_empty()
                    && !token
                        .chars()
                        .any(|c| matches!(c, '*' | '>') || c.is_whitespace() || c.is_control())
            })
        })
    }
}

/// Counts every dropped request and warns about at most one per second, so
/// that a flood of forged requests does not flood the log as well.
#[derive(Default)]
pub(super) struct Drops {
    last_warning: Option<Instant>,
    unlogged: u64,
}

/// The metric; its only label is ours, never the client's subject.
const DROPPED: &str = "decisiond_nats_requests_dropped_total";

impl Drops {
    /// Shows the series at 0 from start-up, so alerts see the first drop.
    pub(super) fn register() {
        // The intake may start before the HTTP router installs the recorder.
        crate::metrics::handle();
        metrics::counter!(DROPPED, "reason" => "reply_subject").increment(0);
    }

    pub(super) fn reply_subject(&mut self, prefix: &ReplyPrefix, subject: &str, reply: &str) {
        metrics::counter!(DROPPED, "reason" => "reply_subject").increment(1);
        let now = Instant::now();
        if self
            .last_warning
            .is_some_and(|at| now.duration_since(at) < Duration::from_secs(1))
        {
            self.unlogged += 1;
            return;
        }
        tracing::warn!(
            subject = ?bounded(subject),
            reply_subject = ?bounded(reply),
            reply_prefix = %prefix,
            dropped_since_last_warning = self.unlogged,
            "NATS request dropped without running or answering: its reply subject is \
             outside --nats-reply-prefix (clients must take their inboxes under it)"
        );
        self.last_warning = Some(now);
        self.unlogged = 0;
    }
}

/// At most 128 characters of a client's subject (logged with `?`, which
/// escapes anything unprintable).
fn bounded(subject: &str) -> &str {
    match subject.char_indices().nth(128) {
        Some((end, _)) => &subject[..end],
        None => subject,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_go_only_under_the_prefix() {
        let inbox = ReplyPrefix::default();
        for ok in ["_INBOX.abc", "_INBOX.gw.x1.7", "_INBOX.a-b_c"] {
            assert!(inbox.permits(ok), "{ok}");
        }
        let refused = [
            "$JS.API.STREAM.PURGE.DECISION_EVENTS",
            "$JS.API.STREAM.DELETE.DECISION_EVENTS",
            "decisions.events.c.ObjectiveAdded",
            "_INBOX",
            "_INBOX.",
            "_INBOXX.abc",
            "_inbox.abc",
            "_INBOX..a",
            "_INBOX.a.",
            "_INBOX.*",
            "_INBOX.a.>",
            "_INBOX.a b",
            "_INBOX.a\u{7}",
            "x._INBOX.a",
        ];
        for bad in refused {
            assert!(!inbox.permits(bad), "{bad:?}");
        }
        let gateway = ReplyPrefix::parse("_INBOX.gateway", "decisions").unwrap();
        assert_eq!(
            gateway,
            ReplyPrefix::parse("_INBOX.gateway.", "decisions").unwrap()
        );
        assert!(gateway.permits("_INBOX.gateway.n1.1"));
        assert!(!gateway.permits("_INBOX.gatewayz.n1"));
        assert!(!gateway.permits("_INBOX.other.n1"));
    }

    #[test]
    fn prefixes_are_checked_at_start_up() {
        assert_eq!(
            ReplyPrefix::parse(DEFAULT_REPLY_PREFIX, "decisions").unwrap(),
            ReplyPrefix::default()
        );
        assert!(ReplyPrefix::parse("replies.acme", "decisions").is_ok());
        assert!(ReplyPrefix::parse("decisions.replies", "decisions").is_ok());
        let refused = [
            ("", "tokens"),
            (".", "tokens"),
            ("_INBOX..", "tokens"),
            ("_INBOX.*", "tokens"),
            ("_INBOX.>", "tokens"),
            ("a b", "tokens"),
            ("$JS.API", "`$` subjects"),
            ("$SYS.", "`$` subjects"),
            ("decisions", "overlaps"),
            ("decisions.events", "overlaps"),
            ("decisions.commands.c1", "overlaps"),
        ];
        for (raw, why) in refused {
            let error = ReplyPrefix::parse(raw, "decisions").err();
            let error = error.unwrap_or_else(|| panic!("{raw:?} was accepted"));
            assert!(error.starts_with("--nats-reply-prefix"), "{error}");
            assert!(error.contains(why), "{raw:?}: {error}");
        }
    }

    #[test]
    fn logged_subjects_are_bounded() {
        assert_eq!(bounded("short"), "short");
        let long = "é".repeat(300);
        assert_eq!(bounded(&long).chars().count(), 128);
    }
}
