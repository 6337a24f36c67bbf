//! The JetStream stream: created or updated at start-up, and read back to
//! find where publishing really got to.

use crate::RelayConfig;
use crate::message::{MSG_ID, position_of};
use async_nats::jetstream::Context;
use async_nats::jetstream::stream::{
    Config, DiscardPolicy, LastRawMessageErrorKind, RetentionPolicy, StorageType, Stream,
};
use decision_events::EventEnvelope;
use decision_store::EventStore;

/// The stream's configuration: file storage, the duplicate window that
/// makes retries harmless, and limits that drop the oldest messages first
/// (the event store keeps the full history; the stream never refuses the
/// relay for being full, which would stall it).
pub(crate) fn stream_config(config: &RelayConfig) -> Config {
    Config {
        name: config.stream.clone(),
        description: Some("Decision Ledger events, published by the decisiond relay".into()),
        subjects: vec![config.stream_subjects()],
        storage: StorageType::File,
        retention: RetentionPolicy::Limits,
        discard: DiscardPolicy::Old,
        duplicate_window: config.duplicate_window,
        max_age: config.max_age,
        max_bytes: config.max_bytes,
        max_messages: -1,
        max_messages_per_subject: -1,
        max_consumers: -1,
        num_replicas: config.replicas,
        // Consumers may read the last event of a cycle without a consumer.
        allow_direct: true,
        ..Config::default()
    }
}

/// Creates the stream, or brings an existing one to our configuration. A
/// server without room for the stream's size cap says so in the error,
/// with the setting that lowers the cap.
pub(crate) async fn ensure_stream(js: &Context, config: &RelayConfig) -> Result<Stream, String> {
    if let Err(e) = js.create_or_update_stream(stream_config(config)).await {
        let text = e.to_string();
        return Err(if text.contains("insufficient") {
            format!(
                "creating stream `{}`: {text}: the server cannot reserve its {} byte cap; \
                 lower --nats-stream-max-bytes or give JetStream more storage",
                config.stream, config.max_bytes
            )
        } else {
            format!("creating stream `{}`: {text}", config.stream)
        });
    }
    js.get_stream(&config.stream)
        .await
        .map_err(|e| e.to_string())
}

/// The stream's last sequence and, when its last message is one of our
/// events that this store holds, that event.
pub(crate) struct StreamEnd {
    pub last_sequence: u64,
    pub last_event: Option<EventEnvelope>,
}

/// Reads the stream's last message. Each publish names the sequence it must
/// follow, so the stream never holds an event without every event before it
/// in feed order: its last message is exactly how far publishing got, even
/// when the acks of a batch were lost or the process died before it moved
/// its checkpoint.
pub(crate) async fn stream_end(
    stream: &mut Stream,
    events: &dyn EventStore,
) -> Result<StreamEnd, async_nats::Error> {
    let last_sequence = stream.info().await?.state.last_sequence;
    if last_sequence == 0 {
        return Ok(StreamEnd {
            last_sequence,
            last_event: None,
        });
    }
    let message = match stream.get_raw_message(last_sequence).await {
        Ok(message) => message,
        // Expired or deleted: nothing to learn from it; the checkpoint rules.
        Err(e) if matches!(e.kind(), LastRawMessageErrorKind::NoMessageFound) => {
            return Ok(StreamEnd {
                last_sequence,
                last_event: None,
            });
        }
        Err(e) => return Err(e.into()),
    };
    let Some(position) = position_of(&message.headers) else {
        return Ok(StreamEnd {
            last_sequence,
            last_event: None,
        });
    };
    let claimed: Option<EventEnvelope> = serde_json::from_slice(&message.payload).ok();
    let msg_id = message.headers.get(MSG_ID).map(|v| v.as_str().to_owned());
    // Trust the message only if this store holds the very same event (a
    // stream shared with another database must not move our checkpoint).
    let last_event = match claimed {
        Some(claimed) if claimed.position == position && claimed.version > 0 => events
            .read_stream(claimed.cycle_id, claimed.version - 1)
            .await?
            .into_iter()
            .next()
            .filter(|stored| {
                stored.position == position
                    && stored.event_id == claimed.event_id
                    && msg_id.as_deref() == Some(stored.event_id.to_string().as_str())
            }),
        _ => None,
    };
    Ok(StreamEnd {
        last_sequence,
        last_event,
    })
}
