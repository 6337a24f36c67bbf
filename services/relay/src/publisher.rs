//! Publishing the feed in pipelined batches, the checkpoint moving only
//! past acknowledged events.

use crate::message::publish_message;
use crate::status::RelayHandle;
use crate::stream::{ensure_stream, stream_end};
use crate::{RelayConfig, RelayError};
use async_nats::jetstream::Context;
use async_nats::jetstream::stream::Stream;
use decision_events::{EventEnvelope, TraceContext};
use decision_store::read_models::{ProjectionCommit, ReadModelStore};
use decision_store::{EventStore, Position};
use std::sync::Arc;
use tracing::Instrument;

/// Where the relay is: the checkpoint (last acknowledged event) and the
/// stream's last sequence, which the next publish must follow.
pub(crate) struct Publisher {
    js: Context,
    stream: Stream,
    config: Arc<RelayConfig>,
    events: Arc<dyn EventStore>,
    models: Arc<dyn ReadModelStore>,
    name: String,
    generation: i64,
    position: Position,
    stream_sequence: u64,
    /// The connected server's largest message.
    max_payload: usize,
}

impl Publisher {
    /// Makes sure the stream exists and lines the checkpoint up with it.
    /// Run again after every failure: it is how the relay learns what an
    /// unanswered publish did.
    pub(crate) async fn start(
        js: Context,
        config: Arc<RelayConfig>,
        events: Arc<dyn EventStore>,
        models: Arc<dyn ReadModelStore>,
    ) -> Result<Publisher, RelayError> {
        let mut stream = ensure_stream(&js, &config)
            .await
            .map_err(RelayError::Nats)?;
        // Connected by now (the stream answered): the server's limit.
        let max_payload = match js.client().server_info().max_payload {
            0 => usize::MAX,
            max => max,
        };
        let end = stream_end(&mut stream, events.as_ref())
            .await
            .map_err(RelayError::nats)?;
        let name = config.checkpoint_name();
        let checkpoint = models.active_checkpoint(&name).await?;
        let mut position = checkpoint.position;
        if let Some(last) = end.last_event.filter(|e| e.position != position) {
            if models.has_passed(last.position, position).await? {
                // The stream holds events past the checkpoint: their acks
                // were lost, or the process died before it moved the
                // checkpoint. They are stored; publishing resumes after them.
                let commit = ProjectionCommit {
                    position: last.position,
                    event_recorded_at: Some(last.recorded_at),
                    ..ProjectionCommit::default()
                };
                models
                    .commit(&name, checkpoint.generation, position, &commit)
                    .await?;
                tracing::info!(from = position, to = last.position, stream = %config.stream,
                    "relay checkpoint moved up to the stream's last message");
                position = last.position;
            } else {
                // Only an operator removes the newest messages; the
                // checkpoint stays the authority (reset it to republish).
                tracing::warn!(checkpoint = position, stream_last = last.position, stream = %config.stream,
                    "the stream's last event is behind the relay checkpoint; not republishing");
            }
        }
        Ok(Publisher {
            js,
            stream,
            config,
            events,
            models,
            name,
            generation: checkpoint.generation,
            position,
            stream_sequence: end.last_sequence,
            max_payload,
        })
    }

    /// Publishes the next batch of the feed: every message is sent, then the
    /// acks are awaited in order, then the checkpoint moves to the last
    /// event of the unbroken run of acks. Returns how many events were
    /// published (0: caught up). On an error the caller must [`start`]
    /// again: the unanswered publishes may or may not be stored.
    ///
    /// [`start`]: Publisher::start
    pub(crate) async fn step(&mut self, handle: &RelayHandle) -> Result<usize, RelayError> {
        let mut batch = self
            .events
            .read_feed(self.position, self.config.batch_size)
            .await?;
        if batch.is_empty() {
            return Ok(0);
        }
        // An erased cycle's tombstone: every earlier event of the cycle is
        // acknowledged by now (feed order), so purging its subjects removes
        // them all; then the tombstone is published for consumers. The
        // events before it in the batch go first, as a batch of their own.
        if let Some(at) = batch.iter().position(is_erasure) {
            if at > 0 {
                batch.truncate(at);
            } else {
                self.purge_cycle(batch[0].cycle_id).await?;
            }
        }
        let mut failure = None;
        let mut pending = Vec::with_capacity(batch.len());
        for (i, event) in batch.iter().enumerate() {
            let expected = self.stream_sequence + i as u64;
            // A traced request's events continue its trace: a publish span
            // child of the request's span, whose context the message carries.
            let span = match &event.metadata.trace_context {
                Some(origin) => publish_span(event, origin),
                None => tracing::Span::none(),
            };
            let trace =
                crate::trace::of_span(&span).or_else(|| event.metadata.trace_context.clone());
            let (subject, message, omitted) = publish_message(
                &self.config,
                event,
                trace.as_ref(),
                expected,
                self.max_payload,
            );
            if omitted {
                handle.payload_omitted();
                tracing::warn!(position = event.position, event_id = %event.event_id,
                    event_type = %event.event_type, cycle_id = %event.cycle_id,
                    max_payload = self.max_payload,
                    "event too large for the NATS server: published without its payload");
            }
            match self
                .js
                .send_publish(subject, message)
                .instrument(span)
                .await
            {
                Ok(ack) => pending.push(ack),
                Err(e) => {
                    failure = Some(format!("sending event {}: {e}", event.position));
                    break;
                }
            }
        }
        let mut acked = 0;
        let mut duplicates = 0;
        for (i, ack) in pending.into_iter().enumerate() {
            let event = &batch[i];
            match ack.await {
                // Stored by an earlier attempt (the checkpoint was behind
                // the stream): the consumer has it; the stream did not grow.
                // JetStream checks the id before the expected sequence, so
                // a run of such retries is all acknowledged as duplicates.
                Ok(ack) if ack.duplicate => {
                    acked = i + 1;
                    duplicates += 1;
                }
                Ok(ack) if ack.sequence != self.stream_sequence + i as u64 + 1 => {
                    acked = i + 1;
                    failure = Some(format!(
                        "event {} stored at sequence {}, expected {}",
                        event.position,
                        ack.sequence,
                        self.stream_sequence + i as u64 + 1
                    ));
                    break;
                }
                Ok(_) => acked = i + 1,
                Err(e) => {
                    failure = Some(format!("publishing event {}: {e}", event.position));
                    break;
                }
            }
        }
        // Unawaited acks (after a failure) go to the client's background
        // acker; `start` reads back what they did from the stream.
        if acked > 0 {
            let last = &batch[acked - 1];
            let commit = ProjectionCommit {
                position: last.position,
                event_recorded_at: Some(last.recorded_at),
                ..ProjectionCommit::default()
            };
            self.models
                .commit(&self.name, self.generation, self.position, &commit)
                .await?;
            self.position = last.position;
            self.stream_sequence += (acked - duplicates) as u64;
            handle.published(acked, last.recorded_at);
            tracing::debug!(
                events = acked,
                position = last.position,
                first_lag_ms = (chrono::Utc::now() - batch[0].recorded_at).num_milliseconds(),
                last_lag_ms = (chrono::Utc::now() - last.recorded_at).num_milliseconds(),
                "relayed batch"
            );
        }
        if duplicates > 0 {
            tracing::info!(duplicates, stream = %self.config.stream,
                "skipped events already in the stream (deduplicated by Nats-Msg-Id)");
            // The publishes after a duplicate named a predecessor that was
            // never stored: read the true end before the next batch.
            self.stream_sequence = self
                .stream
                .info()
                .await
                .map_err(RelayError::nats)?
                .state
                .last_sequence;
        }
        match failure {
            Some(message) => Err(RelayError::Publish(message)),
            None => Ok(acked),
        }
    }
}

fn is_erasure(event: &EventEnvelope) -> bool {
    event.event_type == decision_events::CycleErased::EVENT_TYPE
}

impl Publisher {
    /// Deletes every message of one cycle from the stream (all its
    /// subjects). Repeating it is harmless, so a crash before the
    /// tombstone's ack only purges again.
    async fn purge_cycle(&mut self, cycle_id: uuid::Uuid) -> Result<(), RelayError> {
        let subjects = format!("{}.events.{cycle_id}.>", self.config.subject_prefix);
        let purged = self
            .stream
            .purge()
            .filter(subjects.clone())
            .await
            .map_err(RelayError::nats)?;
        tracing::info!(%cycle_id, purged = purged.purged, stream = %self.config.stream,
            "erased cycle purged from the stream");
        Ok(())
    }
}

/// The span of one traced event's publish (a producer span, child of the
/// request that appended it).
fn publish_span(event: &EventEnvelope, origin: &TraceContext) -> tracing::Span {
    let span = tracing::info_span!("relay publish",
        otel.name = "relay publish",
        otel.kind = "producer",
        messaging.system = "nats",
        event_id = %event.event_id,
        event_type = %event.event_type,
        cycle_id = %event.cycle_id,
        position = event.position,
    );
    crate::trace::set_parent(&span, origin);
    span
}
