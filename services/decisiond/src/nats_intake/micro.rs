//! The NATS service protocol (ADR-32, `io.nats.micro.v1`), answered here
//! rather than by async-nats's `service` API: that API subscribes to the
//! `$SRV.*` discovery subjects itself and publishes its answers to any
//! reply subject, so a request to `$SRV.PING` replying to
//! `$JS.API.STREAM.PURGE.<stream>` made decisiond purge its own stream.
//! Here every subscription of the intake (discovery and commands) is one
//! stream of [`Incoming`] messages, and the intake checks each one's reply
//! subject before anything answers it. The answers keep the protocol's
//! JSON shapes, so `nats micro ls|info|stats` and the client libraries
//! read them as any service's.

use async_nats::{Client, Message, Subscriber};
use futures_util::stream::{SelectAll, StreamExt};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The discovery verbs of ADR-32 (`SCHEMA` left the protocol in v1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    Ping,
    Info,
    Stats,
}

impl Verb {
    const ALL: [Verb; 3] = [Verb::Ping, Verb::Info, Verb::Stats];

    fn word(self) -> &'static str {
        match self {
            Verb::Ping => "PING",
            Verb::Info => "INFO",
            Verb::Stats => "STATS",
        }
    }
}

/// What a message arrived on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `$SRV.<verb>`, `$SRV.<verb>.<name>` or `$SRV.<verb>.<name>.<id>`.
    Discovery(Verb),
    /// The endpoint's subject, in the queue group.
    Command,
}

/// Every subscription of the service, merged.
pub type Incoming = SelectAll<futures_util::stream::BoxStream<'static, (Kind, Message)>>;

/// One instance of the service: who it is and its endpoint's counts.
pub struct Service {
    pub name: &'static str,
    pub id: String,
    pub version: &'static str,
    pub description: &'static str,
    pub endpoint: &'static str,
    pub subject: String,
    pub queue_group: &'static str,
    started: String,
    counts: Mutex<Counts>,
    dropped: AtomicU64,
}

/// The endpoint's statistics (ADR-32's `num_requests`, `num_errors`,
/// `last_error`, `processing_time`).
#[derive(Default)]
struct Counts {
    requests: u64,
    errors: u64,
    last_error: String,
    processing: Duration,
}

impl Service {
    pub fn new(
        name: &'static str,
        id: String,
        description: &'static str,
        endpoint: &'static str,
        subject: String,
        queue_group: &'static str,
    ) -> Service {
        Service {
            name,
            id,
            version: env!("CARGO_PKG_VERSION"),
            description,
            endpoint,
            subject,
            queue_group,
            started: chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, true),
            counts: Mutex::new(Counts::default()),
            dropped: AtomicU64::new(0),
        }
    }

    /// The discovery subjects this instance answers: each verb for all
    /// services, for its name, and for its name and id.
    pub fn discovery_subjects(&self) -> Vec<(Verb, String)> {
        Verb::ALL
            .into_iter()
            .flat_map(|verb| {
                let all = format!("$SRV.{}", verb.word());
                let named = format!("{all}.{}", self.name);
                let this = format!("{named}.{}", self.id);
                [(verb, all), (verb, named), (verb, this)]
            })
            .collect()
    }

    /// Subscribes to every subject of the service, as one stream.
    pub async fn subscribe(&self, client: &Client) -> Result<Incoming, async_nats::SubscribeError> {
        let mut incoming = SelectAll::new();
        for (verb, subject) in self.discovery_subjects() {
            let subscriber = client.subscribe(subject).await?;
            incoming.push(tagged(subscriber, Kind::Discovery(verb)));
        }
        let commands = client
            .queue_subscribe(self.subject.clone(), self.queue_group.to_owned())
            .await?;
        incoming.push(tagged(commands, Kind::Command));
        Ok(incoming)
    }

    /// A command handled: `error` is the status and reason phrase of an
    /// error reply.
    pub fn handled(&self, took: Duration, error: Option<(u16, &str)>) {
        let mut counts = self.counts.lock().expect("service counts lock");
        counts.requests += 1;
        counts.processing += took;
        if let Some((code, reason)) = error {
            counts.errors += 1;
            // async-nats's form (`<code>:<description>`), which its
            // `Stats` parses back into a code and a status.
            counts.last_error = format!("{code}:{reason}");
        }
    }

    /// A request dropped for its reply subject (never answered).
    pub fn dropped(&self) {
        self.dropped.fetch_add(1, Ordering::Relaxed);
    }

    /// The JSON answer to `verb`.
    pub fn answer(&self, verb: Verb) -> Vec<u8> {
        let identity = Identity {
            name: self.name,
            id: &self.id,
            version: self.version,
            metadata: BTreeMap::new(),
        };
        let json = match verb {
            Verb::Ping => serde_json::to_vec(&Ping {
                kind: "io.nats.micro.v1.ping_response",
                identity,
            }),
            Verb::Info => serde_json::to_vec(&Info {
                kind: "io.nats.micro.v1.info_response",
                identity,
                description: self.description,
                endpoints: [EndpointInfo {
                    name: self.endpoint,
                    subject: &self.subject,
                    queue_group: self.queue_group,
                    metadata: BTreeMap::new(),
                }],
            }),
            Verb::Stats => {
                let counts = self.counts.lock().expect("service counts lock");
                let average = match u32::try_from(counts.requests) {
                    Ok(0) | Err(_) => Duration::ZERO,
                    Ok(n) => counts.processing / n,
                };
                serde_json::to_vec(&Stats {
                    kind: "io.nats.micro.v1.stats_response",
                    identity,
                    started: &self.started,
                    endpoints: [EndpointStats {
                        name: self.endpoint,
                        subject: &self.subject,
                        queue_group: self.queue_group,
                        num_requests: counts.requests,
                        num_errors: counts.errors,
                        last_error: &counts.last_error,
                        processing_time: nanos(counts.processing),
                        average_processing_time: nanos(average),
                        data: StatsData {
                            instance: &self.id,
                            dropped_for_reply_subject: self.dropped.load(Ordering::Relaxed),
                        },
                    }],
                })
            }
        };
        json.expect("service answers serialize")
    }
}

fn tagged(
    subscriber: Subscriber,
    kind: Kind,
) -> futures_util::stream::BoxStream<'static, (Kind, Message)> {
    subscriber.map(move |message| (kind, message)).boxed()
}

fn nanos(duration: Duration) -> u64 {
    u64::try_from(duration.as_nanos()).unwrap_or(u64::MAX)
}

#[derive(Serialize)]
struct Identity<'a> {
    name: &'a str,
    id: &'a str,
    version: &'a str,
    metadata: BTreeMap<String, String>,
}

#[derive(Serialize)]
struct Ping<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(flatten)]
    identity: Identity<'a>,
}

#[derive(Serialize)]
struct Info<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(flatten)]
    identity: Identity<'a>,
    description: &'a str,
    endpoints: [EndpointInfo<'a>; 1],
}

#[derive(Serialize)]
struct EndpointInfo<'a> {
    name: &'a str,
    subject: &'a str,
    queue_group: &'a str,
    metadata: BTreeMap<String, String>,
}

#[derive(Serialize)]
struct Stats<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(flatten)]
    identity: Identity<'a>,
    started: &'a str,
    endpoints: [EndpointStats<'a>; 1],
}

#[derive(Serialize)]
struct EndpointStats<'a> {
    name: &'a str,
    subject: &'a str,
    queue_group: &'a str,
    num_requests: u64,
    num_errors: u64,
    /// `""` until the first error reply.
    last_error: &'a str,
    processing_time: u64,
    average_processing_time: u64,
    data: StatsData<'a>,
}

/// The endpoint's own figures, beside the protocol's.
#[derive(Serialize)]
struct StatsData<'a> {
    instance: &'a str,
    dropped_for_reply_subject: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn service() -> Service {
        Service::new(
            "decisiond",
            "i1".into(),
            "d",
            "commands",
            "p.commands.*.*".into(),
            "decisiond",
        )
    }

    #[test]
    fn every_verb_at_every_level() {
        let subjects: Vec<String> = service()
            .discovery_subjects()
            .into_iter()
            .map(|(_, s)| s)
            .collect();
        assert_eq!(
            subjects,
            [
                "$SRV.PING",
                "$SRV.PING.decisiond",
                "$SRV.PING.decisiond.i1",
                "$SRV.INFO",
                "$SRV.INFO.decisiond",
                "$SRV.INFO.decisiond.i1",
                "$SRV.STATS",
                "$SRV.STATS.decisiond",
                "$SRV.STATS.decisiond.i1",
            ]
        );
    }

    #[test]
    fn stats_count_errors_in_the_standard_fields() {
        let service = service();
        service.handled(Duration::from_millis(2), None);
        service.handled(
            Duration::from_millis(4),
            Some((422, "Unprocessable Entity")),
        );
        service.dropped();
        let stats: Value = serde_json::from_slice(&service.answer(Verb::Stats)).unwrap();
        assert_eq!(stats["type"], "io.nats.micro.v1.stats_response");
        let endpoint = &stats["endpoints"][0];
        assert_eq!(endpoint["num_requests"], 2);
        assert_eq!(endpoint["num_errors"], 1);
        assert_eq!(endpoint["last_error"], "422:Unprocessable Entity");
        assert_eq!(endpoint["processing_time"], 6_000_000);
        assert_eq!(endpoint["average_processing_time"], 3_000_000);
        assert_eq!(endpoint["data"]["dropped_for_reply_subject"], 1);
        let ping: Value = serde_json::from_slice(&service.answer(Verb::Ping)).unwrap();
        assert_eq!(ping["id"], "i1");
        assert_eq!(ping["metadata"], serde_json::json!({}));
    }
}
