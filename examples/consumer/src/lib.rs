//! An example downstream consumer of the Decision Ledger event stream.
//!
//! Binds a durable pull consumer on the JetStream stream the relay fills
//! (`DECISION_EVENTS`, subjects `decisions.events.<cycle_id>.<EventType>`),
//! with a subject filter for all events, one cycle or one event type;
//! processes messages one at a time in stream order; drops redeliveries and
//! republished duplicates by `Nats-Msg-Id` (the event id); decodes each body
//! as an [`EventEnvelope`] and its payload with [`EventEnvelope::event`];
//! prints one line per event; and acks each message explicitly once handled.
//!
//! See `docs/consumers.md` for the contract this relies on.

use anyhow::{Context, bail};
use async_nats::jetstream::{
    self, AckKind,
    consumer::{self, AckPolicy, DeliverPolicy, PullConsumer},
    context::ConsumerInfoErrorKind,
};
use decision_events::values::Component;
use decision_events::{DomainEvent, EventEnvelope, schema};
use futures_util::StreamExt;
use std::collections::{HashMap, HashSet, VecDeque};
use std::time::Duration;

/// The header JetStream dedups publishes by; the relay sets it to the event id.
pub const MSG_ID: &str = "Nats-Msg-Id";

/// What to consume and how.
#[derive(Debug, Clone)]
pub struct Options {
    pub nats_url: String,
    pub stream: String,
    /// The durable consumer's name: the server keeps its position (the
    /// acked messages) across restarts of this program.
    pub durable: String,
    /// Only this cycle's events (`<prefix>.events.<cycle>.>`).
    pub cycle: Option<String>,
    /// Only this event type (`<prefix>.events.*.<EventType>`).
    pub event_type: Option<String>,
    /// The relay's subject prefix: subjects are `<prefix>.events.…`.
    pub subject_prefix: String,
    /// Stop once a pull of this long brings no message (`None`: run until
    /// Ctrl-C).
    pub idle_exit: Option<Duration>,
    /// How many event ids to remember for dedup.
    pub dedup_capacity: usize,
}

impl Options {
    /// The consumer's subject filter.
    pub fn filter_subject(&self) -> String {
        let prefix = &self.subject_prefix;
        match (&self.cycle, &self.event_type) {
            (None, None) => format!("{prefix}.events.>"),
            (Some(cycle), None) => format!("{prefix}.events.{cycle}.>"),
            (None, Some(event_type)) => format!("{prefix}.events.*.{event_type}"),
            (Some(cycle), Some(event_type)) => format!("{prefix}.events.{cycle}.{event_type}"),
        }
    }

    /// Rejects filters that could never match (typos, wildcards in tokens).
    pub fn validate(&self) -> anyhow::Result<()> {
        let bad_token = |t: &str| {
            t.is_empty() || t.contains(|c: char| c == '*' || c == '>' || c.is_whitespace())
        };
        if self.subject_prefix.split('.').any(bad_token) {
            bail!("invalid --subject-prefix `{}`", self.subject_prefix);
        }
        if let Some(cycle) = &self.cycle {
            cycle
                .parse::<uuid::Uuid>()
                .with_context(|| format!("--cycle `{cycle}` is not a cycle id (a UUID)"))?;
        }
        if let Some(event_type) = &self.event_type
            && !DomainEvent::TYPES.contains(&event_type.as_str())
        {
            bail!(
                "unknown --event-type `{event_type}`; known types: {}",
                DomainEvent::TYPES.join(", ")
            );
        }
        Ok(())
    }
}

/// What became of one message, and so how it is acked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Decoded and handled: ack. The line describes the event.
    Processed(String),
    /// Already handled (same event id): ack again, do nothing else.
    Duplicate(String),
    /// An event type this build does not know (a newer producer added it):
    /// ack and skip — adding event types is a compatible change.
    UnknownType(String),
    /// A known type at a schema version this build does not know: stop
    /// without acking, so the message waits for an upgraded consumer
    /// (skipping it would break the cycle's order).
    NewerVersion(String),
    /// Not a decodable event (a contract violation): terminate it, so it is
    /// not redelivered forever, and report it.
    Poison(String),
}

/// The per-message logic, free of I/O so it can be tested without NATS.
#[derive(Debug)]
pub struct Processor {
    seen: HashSet<String>,
    order: VecDeque<String>,
    capacity: usize,
    /// The last version handled per cycle, to report ordering anomalies.
    last_version: HashMap<uuid::Uuid, u64>,
}

impl Processor {
    pub fn new(dedup_capacity: usize) -> Processor {
        Processor {
            seen: HashSet::new(),
            order: VecDeque::new(),
            capacity: dedup_capacity.max(1),
            last_version: HashMap::new(),
        }
    }

    /// Handles one message body. `msg_id` is the `Nats-Msg-Id` header;
    /// `stream_seq` is only used in the printed line.
    pub fn handle(&mut self, msg_id: Option<&str>, stream_seq: u64, body: &[u8]) -> Outcome {
        if let Some(id) = msg_id
            && self.seen.contains(id)
        {
            return Outcome::Duplicate(format!(
                "seq={stream_seq} duplicate of event {id}: skipped"
            ));
        }
        let envelope: EventEnvelope = match serde_json::from_slice(body) {
            Ok(envelope) => envelope,
            Err(e) => {
                return Outcome::Poison(format!("seq={stream_seq} not an event envelope: {e}"));
            }
        };
        let event_id = envelope.event_id.to_string();
        if msg_id.is_some_and(|id| id != event_id) {
            return Outcome::Poison(format!(
                "seq={stream_seq} Nats-Msg-Id {} differs from event_id {event_id}",
                msg_id.unwrap_or_default()
            ));
        }
        // Without the header (not expected from the relay), the body's id
        // is the same key.
        if self.seen.contains(&event_id) {
            return Outcome::Duplicate(format!(
                "seq={stream_seq} duplicate of event {event_id}: skipped"
            ));
        }
        let Some(known) = schema::schema_version_of(&envelope.event_type) else {
            self.remember(event_id);
            return Outcome::UnknownType(format!(
                "seq={stream_seq} skipped unknown event type {} (schema {})",
                envelope.event_type, envelope.schema_version
            ));
        };
        if envelope.schema_version > known {
            return Outcome::NewerVersion(format!(
                "seq={stream_seq} {} is at schema version {}, this consumer knows {known}: upgrade it",
                envelope.event_type, envelope.schema_version
            ));
        }
        let event = match envelope.event() {
            Ok(event) => event,
            Err(e) => {
                return Outcome::Poison(format!(
                    "seq={stream_seq} {} payload does not decode: {e}",
                    envelope.event_type
                ));
            }
        };
        let mut line = format!(
            "seq={stream_seq} pos={} cycle={} v{} {}: {}",
            envelope.position,
            envelope.cycle_id,
            envelope.version,
            envelope.event_type,
            summary(&event)
        );
        let last = self.last_version.entry(envelope.cycle_id).or_default();
        if envelope.version <= *last {
            // Cannot happen with one message in flight unless the stream
            // itself holds the cycle out of order: say so.
            line.push_str(&format!(" [out of order: after v{last}]"));
        }
        *last = (*last).max(envelope.version);
        self.remember(event_id);
        Outcome::Processed(line)
    }

    /// Remembers a handled event id, forgetting the oldest past capacity.
    fn remember(&mut self, event_id: String) {
        if self.seen.insert(event_id.clone()) {
            self.order.push_back(event_id);
        }
        while self.order.len() > self.capacity {
            if let Some(old) = self.order.pop_front() {
                self.seen.remove(&old);
            }
        }
    }
}

/// A short human description of an event: the point of decoding it typed.
pub fn summary(event: &DomainEvent) -> String {
    let component = |c: &Option<Component>| c.map_or_else(|| "-".to_owned(), |c| c.to_string());
    match event {
        DomainEvent::CycleCreated(e) => format!("\"{}\" starts in {}", e.title, e.component),
        DomainEvent::ComponentNavigated(e) => format!("{} -> {}", e.from, e.to),
        DomainEvent::ObjectiveAdded(e) => format!(
            "{} \"{}\" ({}{})",
            e.objective_id,
            e.name,
            wire_name(&e.direction),
            if e.is_fundamental {
                ", fundamental"
            } else {
                ""
            }
        ),
        DomainEvent::AlternativeAdded(e) => {
            format!("{} {} \"{}\"", e.alternative_id, e.letter, e.name)
        }
        DomainEvent::ConsequenceRated(e) => format!(
            "{} on {} rated {:+}",
            e.alternative_id,
            e.objective_id,
            e.rating.value()
        ),
        DomainEvent::NoteAdded(e) => format!("{} in {}", e.note_id, component(&e.component)),
        DomainEvent::ToolInvocationRecorded(e) => format!(
            "{} -> {} ({} events, {} ms)",
            e.tool_name,
            e.result.as_str(),
            e.events_appended,
            e.duration_ms
        ),
        other => other.event_type().to_owned(),
    }
}

/// A value's JSON string form, e.g. `higher` for `Direction::Higher`.
fn wire_name(value: &impl serde::Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(name)) => name,
        other => format!("{other:?}"),
    }
}

/// Counts of what a run did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Totals {
    pub processed: u64,
    pub duplicates: u64,
    pub unknown: u64,
    pub poison: u64,
}

/// Binds the durable consumer, creating it on first use.
///
/// An existing durable keeps its position, and that position belongs to its
/// filter: rebinding it with a different filter would silently skip or
/// replay events, so that is refused.
pub async fn bind_consumer(
    stream: &jetstream::stream::Stream,
    options: &Options,
) -> anyhow::Result<PullConsumer> {
    let filter = options.filter_subject();
    match stream.consumer_info(&options.durable).await {
        Ok(info) => {
            if info.config.filter_subject != filter {
                bail!(
                    "durable consumer `{}` exists with filter `{}`, not `{filter}`: \
                     choose another --durable (or delete the old one)",
                    options.durable,
                    info.config.filter_subject
                );
            }
            if info.config.ack_policy != AckPolicy::Explicit {
                bail!(
                    "durable consumer `{}` does not use explicit acks",
                    options.durable
                );
            }
            stream
                .get_consumer(&options.durable)
                .await
                .map_err(|e| anyhow::anyhow!("binding `{}`: {e}", options.durable))
        }
        Err(e) if e.kind() == ConsumerInfoErrorKind::NotFound => {
            let config = consumer::pull::Config {
                durable_name: Some(options.durable.clone()),
                description: Some("decision-consumer-example".into()),
                filter_subject: filter,
                // Everything the stream still holds, from the start.
                deliver_policy: DeliverPolicy::All,
                ack_policy: AckPolicy::Explicit,
                ack_wait: Duration::from_secs(30),
                // One message in flight: the next is delivered only after
                // this one is acked, so redeliveries can never overtake
                // newer events and each cycle is handled in version order.
                max_ack_pending: 1,
                ..Default::default()
            };
            stream
                .create_consumer(config)
                .await
                .with_context(|| format!("creating durable consumer `{}`", options.durable))
        }
        Err(e) => Err(e).with_context(|| format!("looking up consumer `{}`", options.durable)),
    }
}

/// Consumes until idle for `options.idle_exit` (or forever), calling `out`
/// with one line per message.
pub async fn run(options: &Options, mut out: impl FnMut(&str)) -> anyhow::Result<Totals> {
    options.validate()?;
    let client = async_nats::connect(&options.nats_url)
        .await
        .with_context(|| format!("connecting to {}", options.nats_url))?;
    let js = jetstream::new(client.clone());
    let stream = js
        .get_stream(&options.stream)
        .await
        .with_context(|| format!("stream `{}`", options.stream))?;
    let consumer = bind_consumer(&stream, options).await?;
    out(&format!(
        "consuming {} on {} as durable `{}`",
        options.filter_subject(),
        options.stream,
        options.durable
    ));
    let totals = consume(options, &consumer, &mut out).await;
    client.drain().await.context("closing the connection")?;
    totals
}

/// Messages asked for per pull request.
const BATCH: usize = 100;
/// How long a pull request waits for messages when running until Ctrl-C.
const PULL_EXPIRES: Duration = Duration::from_secs(30);

/// The message loop of [`run`].
///
/// Pulls in batches whose requests expire on the server: a run that ends
/// when idle leaves no pull request behind, so the server never hands the
/// next event to this finished instance (where it would sit unacked for
/// `ack_wait` before redelivery to the next one).
async fn consume(
    options: &Options,
    consumer: &PullConsumer,
    out: &mut impl FnMut(&str),
) -> anyhow::Result<Totals> {
    let mut processor = Processor::new(options.dedup_capacity);
    let mut totals = Totals::default();
    let expires = options.idle_exit.unwrap_or(PULL_EXPIRES);
    loop {
        let mut batch = consumer
            .batch()
            .max_messages(BATCH)
            .expires(expires)
            .messages()
            .await
            .map_err(|e| anyhow::anyhow!("pulling messages: {e}"))?;
        let mut received = 0;
        while let Some(message) = batch.next().await {
            let message = message.map_err(|e| anyhow::anyhow!("receiving messages: {e}"))?;
            received += 1;
            handle(&mut processor, &mut totals, &message, out).await?;
        }
        if received == 0 && options.idle_exit.is_some() {
            return Ok(totals);
        }
    }
}

/// Handles and acks one message.
async fn handle(
    processor: &mut Processor,
    totals: &mut Totals,
    message: &jetstream::Message,
    out: &mut impl FnMut(&str),
) -> anyhow::Result<()> {
    let stream_seq = message
        .info()
        .map(|i| i.stream_sequence)
        .unwrap_or_default();
    let msg_id = message
        .headers
        .as_ref()
        .and_then(|h| h.get(MSG_ID))
        .map(|v| v.as_str().to_owned());
    let ack = match processor.handle(msg_id.as_deref(), stream_seq, &message.payload) {
        Outcome::Processed(line) => {
            totals.processed += 1;
            out(&line);
            AckKind::Ack
        }
        Outcome::Duplicate(line) => {
            totals.duplicates += 1;
            out(&line);
            AckKind::Ack
        }
        Outcome::UnknownType(line) => {
            totals.unknown += 1;
            out(&line);
            AckKind::Ack
        }
        Outcome::Poison(line) => {
            totals.poison += 1;
            out(&format!("error: {line}; terminated"));
            AckKind::Term
        }
        Outcome::NewerVersion(line) => bail!("{line}"),
    };
    // Wait for the server to confirm the ack: once this returns, the
    // event will not be delivered to this durable again (barring a
    // republish, which the dedup above absorbs).
    message
        .double_ack_with(ack)
        .await
        .map_err(|e| anyhow::anyhow!("acking seq {stream_seq}: {e}"))
}
